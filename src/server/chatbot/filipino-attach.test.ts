/**
 * What to hand in with a paper asked with the Filipino verbs of attaching and submitting ('ano ang ilalakip',
 * 'anong isasama ko sa form', 'ano ipapasa'): the paper's requirements, not its download line.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("Filipino verbs of attaching and submitting ask for requirements", () => {
  it.each(
    probes(`
      ano ang kailangan kong isama sa leave form
      naka sick leave ako ng isang linggo, ano ang isasama ko sa application for leave
      anu-ano ang ilalakip sa application for leave
    `),
  )("%s: the leave form's requirement", (q) => expect(ask(q).message, q).toMatch(/Medical certificate/i));

  it.each(
    probes(`
      application for graduation ano ipapasa
      ano po ang ipapasa ko para sa application for graduation
      graduation aplication ano ilalakip
    `),
  )("%s: the graduation application's requirements", (q) => expect(ask(q).message, q).toMatch(/Birth certificate/i));

  it.each(
    probes(`
      para sa installment ano ang kailangan ko ilakip
      anong papeles ang isasama ko sa installment payment agreement
    `),
  )("%s: the installment agreement's requirement", (q) => expect(ask(q).message, q).toMatch(/Certificate of registration/i));

  it("asked where to hand a form in, the place, not its requirements", () => {
    expect(ask("saan ko ipapasa ang application for graduation").message).not.toMatch(/Birth certificate/i);
  });
});
