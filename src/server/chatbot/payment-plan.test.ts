/**
 * A plan or scheme of paying in parts ('installment plan', 'payment plan') is the installment agreement, and
 * its requirements answer what it needs.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a payment plan is the installment agreement", () => {
  it.each(
    probes(`
      installment plan requirements
      ano requirements ng payment plan
      what do i need for a payment plan on my fees
      payment scheme requirements
    `),
  )("%s: its requirement", (q) => expect(ask(q).message, q).toMatch(/Certificate of registration/i));

  it.each(probes(`
    installment plan
    payment plan
  `))("%s: the agreement", (q) => expect(ask(q).message, q).toMatch(/Installment Payment Agreement/));
});
