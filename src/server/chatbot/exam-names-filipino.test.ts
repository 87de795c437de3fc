/** The Filipino names of the term's final and midterm examinations find their calendar dates. */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("the term's examinations named in Filipino", () => {
  it.each(
    probes(`
      kailan ang pangwakas na pagsusulit
      kelan po ang panghuling pagsusulit
      kailan ang pagsusulit sa katapusan ng semestre
      anong petsa ng pagsusulit sa pagtatapos ng semestre
    `),
  )("gives the final examinations' dates: %s", (q) => {
    expect(ask(q).message).toMatch(/December 9, 2024/);
  });

  it("gives the midterm examinations' dates for 'panggitnang pagsusulit'", () => {
    expect(ask("kailan ang panggitnang pagsusulit").message).toMatch(/October 14, 2024/);
  });
});
