/**
 * A two-part question about one record answers each asked field: a half that asks only how gets the steps
 * beside the other half's fact, and a field the named record lacks comes from the record of the same name
 * that holds it (the FOI office's e-mail, the FOI request's processing time).
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("two asked fields of one record", () => {
  it.each(
    probes(`
      link of the grades portal and how to activate it
      grades portal url and how do i activate
      what is the grades portal link, and how to activate it
    `),
  )("gives the link and the activation steps: %s", (q) => {
    const said = ask(q).message;
    expect(said).toMatch(/grades\.mvsu\.edu\.ph/);
    expect(said).toMatch(/birth date/);
  });

  it.each(
    probes(`
      foi e-mail and processing time
      email for foi and how long it takes
      foi email at processing time
      foi email tsaka processing time
    `),
  )("takes a field the named office lacks from the service of the same name: %s", (q) => {
    const said = ask(q).message;
    expect(said).toMatch(/foi@mvsu\.edu\.ph/);
    expect(said).toMatch(/1-7 working days/);
  });
});

describe("a price and a time asked of a service named by one of its steps' words", () => {
  it("states the service's fee and processing time, not one step's time", () => {
    const m = ask("how much and how many days for a replacement diploma").message;
    expect(m).toMatch(/₱300\.00/);
    expect(m).toMatch(/3-5 working days/);
  });
});
