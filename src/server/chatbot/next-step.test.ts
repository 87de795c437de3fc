/**
 * 'After X, what comes next' names the step after X in the procedure that lists it: the application's steps
 * or a charter service's, in English, Filipino and Taglish; words that name no step leave the question to
 * the calendar and the records.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("the step after a step named", () => {
  it.each(
    probes(`
      after the entrance exam, what comes next in applying
      after the entrance test what do i do next
      pagkatapos ng entrance exam ano ang susunod
      after the examination what happens next sa application
    `),
  )("after the entrance exam: waiting 2-3 weeks for the results: %s", (q) => {
    expect(ask(q).message).toMatch(/2-3 weeks/);
  });

  it.each(
    probes(`
      after the college interview what comes next
      pagkatapos ng interview, ano na ang susunod
    `),
  )("after the interview: the medical examination: %s", (q) => {
    expect(ask(q).message).toMatch(/Medical Examination/);
  });

  it.each(
    probes(`
      after paying for my transcript what do i do next
      nakabayad na ako sa cashier para sa TOR, after paying what next
    `),
  )("after paying for a TOR: present the receipt and get the claim stub: %s", (q) => {
    expect(ask(q).message).toMatch(/claim stub/);
  });

  it("after the last step there is no next one to invent", () => {
    expect(ask("after enrollment what comes next in the application").message).not.toMatch(/^After "Enrollment"/);
  });

  it.each(
    probes(`
      what do i get after paying so i can pick up my transcript later
      ano ang makukuha ko pagkatapos magbayad ng tor
    `),
  )("%s: what one gets after a step is the step after it", (q) => {
    expect(ask(q).message).toMatch(/claim stub/);
  });

  it("a step no procedure lists stays with the calendar", () => {
    expect(ask("what comes after the midterm exams").message).not.toMatch(/next step is/);
  });
});
