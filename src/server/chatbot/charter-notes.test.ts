import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a detail of the Citizen's Charter asked in an outsider's words", () => {
  it.each(
    probes(`
      what is the longest you take for highly technical transactions according to your service promise
      ano ang pinakamatagal na proseso ng highly technical na transaksyon
      how long for a highly technical transaction
    `),
  )("the pledge's longest time: %s", (q) => expect(ask(q).message).toMatch(/20 working days/));

  it.each(
    probes(`
      what is the shortest time for a simple transaction
      what does your service promise say about simple transactions
    `),
  )("the pledge's simple transactions: %s", (q) => expect(ask(q).message).toMatch(/3 working days/));

  it.each(
    probes(`
      if i complain about an employee when do i get a written reply
      if i complain against the cashier how soon will the office head send a written reply
    `),
  )("the complaint's written reply: %s", (q) => expect(ask(q).message).toMatch(/3 working days/));

  it("reads the asked kind of value from the asking clause, not from the visitor's story", () => {
    expect(ask("our company needs to confirm that an applicant really graduated, how much is the verification fee per document").message).toMatch(/^The fee for Grade Verification is ₱150/);
    expect(ask("we need a copy of the diploma for our records. how much is a certified true copy").message).toMatch(/₱50/);
  });
});

describe("what to hand in, asked as what to give or what goes with a paper", () => {
  it.each([
    ["a bank wants to verify my grades, what do i give them besides the request letter", /consent form/i],
    ["what should we hand in for grade verification", /consent form/i],
    ["what goes with the application for graduation form", /birth certificate/i],
    ["what comes along with the TOR application form", /clearance/i],
  ])("%s", (q, want) => expect(ask(q).message).toMatch(want));
});
