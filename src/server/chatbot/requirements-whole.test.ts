/**
 * A requirements answer lists every item of the record asked, however the question is put: a list is never cut
 * between its items, and a sentence the catalogue states in both languages is said in the visitor's.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

/** Every item of the form's requirements: its record is answered whole. */
const items = (...all: RegExp[]) => (message: string) => all.every((re) => re.test(message));

describe("a requirements answer states every item of its record", () => {
  it.each(
    probes(`
      what do i attach to my application for graduation
      what do i submit with my application for graduation
      what do i have to attatch to the application for graduation
      ano ang ilalakip ko sa application for graduation
      ano requirements ng application for graduation
    `),
  )("%s lists every item of the Application for Graduation", (q) => {
    const r = ask(q);
    expect(items(/evaluation sheet/i, /birth certificate|PSA/i, /2x2/i)(r.message), `${q} -> ${r.message}`).toBe(true);
  });

  it.each(
    probes(`
      what do i submit with my student id replacement request
      what do i attach to the student id replacement request form
    `),
  )("%s lists every item of the Student ID Replacement Request", (q) => {
    const r = ask(q);
    expect(items(/affidavit of loss/i, /certificate of registration/i, /official receipt/i)(r.message), `${q} -> ${r.message}`).toBe(true);
  });

  it.each(
    probes(`
      what do i submit with the personal data sheet
      what do i attach to my scholarship application form
    `),
  )("%s answers in English", (q) => {
    const r = ask(q);
    expect(r.message, q).not.toMatch(/\b(?:isumite|kasama ng|tingnan ang)\b/i);
    expect(r.category, `${q} -> ${r.message}`).not.toBe("fallback");
  });
});
