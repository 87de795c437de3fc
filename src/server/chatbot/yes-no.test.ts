/**
 * Yes/no questions about a record's attribute: the record named whole, the field named by its label, and a
 * value a record of the same kind holds there; the answer states the named record's own value.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, probes } from "../testing/assistant.ts";
import { yesNoAnswer } from "./yes-no.ts";

describe("yes or no with the attribute", () => {
  it.each(
    probes(`
      does the athletic scholarship cover full tuition
      does the athletic scholarship cover the full tuition fee?
      will the athletic scholarship cover my full tuition
    `),
  )("answers no with the named record's own value: %s", (q) => {
    expect(ask(q).message).toMatch(/^No, the Athletic Scholarship's coverage is partial tuition\./);
  });

  it("answers no with a value in numbers, and yes when the value asked is the record's", () => {
    expect(ask("does the academic merit scholarship cover full tuition").message).toMatch(/^No, .*50% tuition/);
    expect(ask("does the academic excellence scholarship cover full tuition").message).toMatch(/^Yes, .*full tuition/);
  });

  it.each(
    probes(`
      is the athletic scholarship full tuition or partial
      full tuition ba o partial ang athletic scholarship
    `),
  )("answers a choice between two values with the named record's: %s", (q) => {
    expect(ask(q).message).toMatch(/Athletic Scholarship.*partial tuition/);
    expect(ask(q).message).not.toMatch(/^(No|Yes|Hindi|Oo)\b/);
  });

  it("does not answer a question that names no field of the record, or asks no yes or no", () => {
    const say = (q: string) => yesNoAnswer(a.facts.entities, a.facts.pages, q, "en");
    expect(say("is the graduate school office open on saturday")).toBeUndefined();
    expect(say("is there a fee for getting my clearance approved")).toBeUndefined();
    expect(say("what does the athletic scholarship cover")).toBeUndefined();
  });
});
