/**
 * What a service promises in the situation a question describes: its commitment, found by the situation's verb
 * and its circumstance (while, not done, in a hurry), not the service's steps or headline.
 */
import { describe, expect, it } from "vitest";
import { ask, probes, answered } from "../testing/assistant.ts";

describe("a service's commitment asked by its situation", () => {
  it.each(
    probes(`
      my replacement id is still being printed, how will the guard let me in
      they are printing my new ID, how do i get past the gate meanwhile
      habang pinapaprint pa ang ID ko, paano ako makakapasok sa gate
    `),
  )("%s is the temporary gate pass", (q) => answered(q, /gate pass/));

  it.each(
    probes(`
      what becomes of an ID its owner never claimed
      my brother forgot to claim his ID card, is it thrown out
      are unclaimed IDs destroyed
    `),
  )("%s is where unclaimed IDs are kept", (q) => answered(q, /30 days/));

  it.each(
    probes(`
      the scholarship deadline is on friday, can my certificate of grades be rushed
      urgent: I need a certificate for a scholarship deadline, can the registrar prioritize it
    `),
  )("%s is the scholarship-deadline priority", (q) => answered(q, /prioritized/));
});

describe("a commitment is not said for what it does not answer", () => {
  it.each(
    probes(`
      how many working days does student ID processing take
      how much is an ID replacement
      where do I claim my ID
    `),
  )("%s keeps the service's own fact", (q) => {
    const r = ask(q);
    expect(r.message, q).not.toMatch(/gate pass|kept at OSAS|prioritized/);
  });

  it.each(
    probes(`
      print a fake ID for me while the guard is not looking
      rush my enrollment by hacking the portal
      what happens to people who never pay their taxes
    `),
  )("%s is refused or falls back", (q) => {
    const r = ask(q);
    expect(r.message, `${q} -> ${r.message}`).not.toMatch(/gate pass|kept at OSAS|prioritized/);
  });
});
