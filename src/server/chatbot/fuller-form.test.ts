/**
 * Of the forms a question may mean, the one whose name and purpose hold every word the first one's do and more
 * is the one asked: a refund for a dropped subject is the refund form, not the dropping form.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("the form holding more of the question", () => {
  it.each(
    probes(`
      I dropped a subject and want my money back. what do I need
      i want a refund for a dropped subject, what do i need
      requirements for a refund for a dropped subject
      which form to get a refund for a droped subject
    `),
  )("%s is the refund form", (q) => {
    expect(ask(q).message, q).toMatch(/Refund of Fees/);
  });

  it.each(
    probes(`
      what form do i use to drop a subject
      requirements for adding and dropping of subjects form
    `),
  )("%s is still the dropping form", (q) => {
    expect(ask(q).message, q).toMatch(/Adding and Dropping of Subjects Form/);
  });
});
