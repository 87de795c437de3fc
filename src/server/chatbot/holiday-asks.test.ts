import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("holidays asked by their kind or length, and what takes place on a day", () => {
  it.each(
    probes(`
      what is the next public holiday
      which national holiday comes next
      kailan ang susunod na pambansang holiday
    `),
  )("%s skips the university's own Foundation Day", (q) => {
    const m = ask(q).message;
    expect(m).toMatch(/Bonifacio Day/);
    expect(m).not.toMatch(/Foundation Day/);
  });

  it("still gives the university's own day when any holiday is asked", () => expect(ask("when is the next holiday").message).toMatch(/Foundation Day/));

  it.each(
    probes(`
      when is the next long break
      anong susunod na mahabang bakasyon
      when is our next long holiday
    `),
  )("%s gets the break of several days", (q) => expect(ask(q).message).toMatch(/Christmas Break/));

  it.each(
    probes(`
      what happens at the Sports Oval on the monday after next
      what is going on at the sports oval next week
    `),
  )("%s gets what the calendar holds at the place", (q) => expect(ask(q).message).toMatch(/Intramurals/));

  it.each(
    probes(`
      what is the next national holiday in japan
      when is the next long break of the stock market
    `),
  )("%s is still refused", (q) => expect(ask(q).category).toBe("fallback"));
});
