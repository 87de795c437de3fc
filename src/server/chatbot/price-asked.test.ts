/**
 * Whether something is free or must be paid for asks a price; a knowledge item that states none gives way to the
 * sentence that holds it ('campus Wi-Fi is free for students').
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { askedValues } from "./passages.ts";

describe("is it free / do I pay", () => {
  it.each(
    probes(`
      is the campus wifi free
      is wifi free for students
      do students pay for the wifi
      libre ba ang wifi sa campus
    `),
  )("%s states that campus Wi-Fi is free", (q) => {
    const r = ask(q);
    expect(r.category, `${q} -> ${r.message}`).not.toBe("fallback");
    expect(r.message).toMatch(/free/i);
  });

  it("reads a free or paid question as asking a price, but not where to pay", () => {
    expect(askedValues("is the guidance counseling free")).toContain("money");
    expect(askedValues("do we pay for the entrance exam")).toContain("money");
    expect(askedValues("where do i pay for my tor")).not.toContain("money");
    expect(askedValues("are you free to talk")).not.toContain("money");
  });
});

describe("what a reply cannot hold", () => {
  it("a count of things is no length of time ('how many books': not a 4-year program)", () => {
    expect(ask("how many books does the university library have").records[0]).toMatch(/^(unheld:count|refusal:uncounted)$/);
    expect(ask("how many years is the bs civil engineering program").message).toMatch(/5 years/);
    expect(ask("how many people fit in the auditorium").message).toMatch(/800/);
  });

  it("the holder of a post is a person: a reply naming nobody is another record's", () => {
    expect(ask("who is the dean of the graduate school").category).toBe("fallback");
    expect(ask("who is the dean of the college of engineering").message).toMatch(/Tumaliuan/);
  });
});
