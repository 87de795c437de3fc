/**
 * A form asked for by a common word only one form's name holds ('scholarship') is that form; a common word
 * several forms' names hold names none of them.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, probes } from "../testing/assistant.ts";
import { formByCommonTitleWord } from "./form-by-title.ts";

describe("a form named by a common word of its name", () => {
  it.each(
    probes(`
      which form for the university scholarship
      anong form para sa scholarship
      scholarship form
      is there a form to apply for a scholarsip
      may form ba para sa scholarship
    `),
  )("%s is the Scholarship Application Form", (q) => {
    const r = ask(q);
    expect(r.message, q).toMatch(/Scholarship Application Form/);
  });

  it("is no form when several forms' names hold the word", () => {
    expect(formByCommonTitleWord(a.facts, "which application form")).toBeUndefined();
    expect(formByCommonTitleWord(a.facts, "a request form please")).toBeUndefined();
  });

  it("needs a common word: specific words are weighed by the form's purpose", () => {
    expect(formByCommonTitleWord(a.facts, "which form to reserve the gym")).toBeUndefined();
  });
});
