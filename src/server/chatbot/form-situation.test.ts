/**
 * A form asked for ('which form') and found by its stated purpose answers even when the visitor tells the
 * situation around it (where they travel, what event): the situation is weighed by the assistant's doubt, not
 * against the form's own words. A form for something no form is for still falls back.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a form found by its purpose beside the visitor's situation", () => {
  it.each(
    probes(`
      i teach here and will travel to baguio for a training, which form do i file
      nagtatrabaho ako dito, magta-travel ako sa baguio para sa seminar, anong form
      we are staff going to a workshop in baguio, what form for the travel
    `),
  )("%s is the travel order", (q) => {
    const r = ask(q);
    expect(r.message, q).toMatch(/Travel Order Request/);
  });

  it.each(
    probes(`
      which form to fly a dragon
      what form for my pet dog license
    `),
  )("%s names no form's purpose and falls back", (q) => {
    expect(ask(q).records.some((r) => r.startsWith("form:")), q).toBe(false);
  });
});

describe("paying in parts said in everyday words", () => {
  it.each(
    probes(`
      can my dad pay the fees bit by bit, what form
      pwede bang bayaran ng paunti-unti ang fees, anong form
      we cant pay tuition all at once, wich form to pay litle by little
    `),
  )("%s is the installment agreement", (q) => expect(ask(q).message, q).toMatch(/Installment Payment Agreement/));

  it("a sentence about something else said little by little is no payment", () => {
    expect(ask("the rain fell little by little").records.some((r) => r.includes("installment")), "rain").toBe(false);
  });
});
