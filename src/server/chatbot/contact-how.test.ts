/**
 * 'How do I contact X' asks X's published line and e-mail, not its description: the same reading as 'who do I
 * contact about X', in English and Filipino.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";

describe("how to contact a place or office", () => {
  it.each([
    ["how do i contact the library", /library@mvsu\.edu\.ph/],
    ["paano ko makokontak ang library", /library@mvsu\.edu\.ph/],
    ["how to contact the guidance office", /(?=[\s\S]*local 120)(?=[\s\S]*guidance@mvsu\.edu\.ph)/],
    ["paano makontak ang registrar", /(?=[\s\S]*local 101)(?=[\s\S]*registrar@mvsu\.edu\.ph)/],
    ["how do we contact the clinic", /(?=[\s\S]*local 130)(?=[\s\S]*health@mvsu\.edu\.ph)/],
  ])("%s states the published contact", (q, fact) => {
    const r = ask(q);
    expect(r.category, `${q} -> ${r.message}`).not.toBe("fallback");
    expect(r.message, q).toMatch(fact);
  });

  it("leaves 'how do I reach' a place to the place itself (reaching it may mean getting there)", () => {
    expect(ask("how do i reach the library").message).toMatch(/University Library/);
  });
});

describe("the trunk line", () => {
  it.each(["trunk line", "what is the trunk line of mvsu", "trunkline ng university"])("%s is the university's main number", (q) => {
    expect(ask(q).message).toMatch(/305-2100/);
  });
});
