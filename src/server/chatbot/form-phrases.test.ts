import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("paying in parts is paying by installment", () => {
  it.each(
    probes(`
      which form lets me settle my fees in parts
      form for paying the fees by parts
    `),
  )("%s gets the installment agreement", (q) => expect(ask(q).message).toMatch(/Installment Payment Agreement/));

  it.each(
    probes(`
      can i pay my car loan in parts at the bank
      which parts of a car need an oil change
    `),
  )("%s is still refused", (q) => expect(ask(q).category).toBe("fallback"));
});

describe("a CSC form is the Civil Service's numbered CS Form", () => {
  it.each(
    probes(`
      which csc form do teaching applicants accomplish
    `),
  )("%s gets the Personal Data Sheet", (q) => expect(ask(q).message).toMatch(/Personal Data Sheet/));

  it("still gives the leave form when leave is asked", () => expect(ask("which csc form for my sick leave").message).toMatch(/Application for Leave/));

  it("refuses a CSC form the kiosk does not hold for another office", () =>
    expect(ask("where do i get the csc form for the career service exam in manila").category).toBe("fallback"));
});
