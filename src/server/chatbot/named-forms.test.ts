/**
 * A form the kiosk's text names without a record of its own is found when a question asks for a form by a word
 * of its name; a question naming no such word, or not asking for a form, is left to the other steps.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, probes } from "../testing/assistant.ts";
import { namedFormSentence } from "./named-forms.ts";

describe("a form named in the kiosk's text", () => {
  it.each(
    probes(`
      which form for a complaint
      what form do i fill out to file a complaint
      anong form para sa complaint
      complaint form
    `),
  )("%s states the sentence naming the Client Complaint Form", (q) => {
    const r = ask(q);
    expect(r.category, `${q} -> ${r.message}`).not.toBe("fallback");
    expect(r.message).toMatch(/Client Complaint Form/);
  });

  it("needs the question to ask for a form", () => {
    expect(namedFormSentence(a.facts, "i have a complaint")).toBeUndefined();
  });

  it("needs a word of the form's own name, not only 'form'", () => {
    expect(namedFormSentence(a.facts, "which form")).toBeUndefined();
    expect(namedFormSentence(a.facts, "where do i get a request form")).toBeUndefined();
  });

  it("never answers for a form a record is named after", () => {
    expect(namedFormSentence(a.facts, "student clearance form")).toBeUndefined();
  });
});
