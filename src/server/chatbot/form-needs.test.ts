/**
 * What a form needs attached, asked by its papers or by what it needs, beside a form named: the form's
 * requirements, not its download line; the visitor needing a form still gets the form.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("what a named form needs", () => {
  it.each(
    probes(`
      which supporting documents go with the scholarship application form
      ano ang kailangan para sa scholarship application form
      do i need a proof of income for the scholarship application form
      is an income tax return needed for the scholarship application form
    `),
  )("lists its requirements: %s", (q) => {
    expect(ask(q).message).toMatch(/indigency or ITR of parents/);
  });

  it.each(
    probes(`
      i need the travel order form
      what form do i need to travel for official business
    `),
  )("gives the form itself when the visitor needs it: %s", (q) => {
    expect(ask(q).message).toMatch(/^Travel Order Request: Authority to travel/);
  });
});
