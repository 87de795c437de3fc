import { describe, expect, it } from "vitest";
import { ask, now, probes } from "../testing/assistant.ts";
import { relativeWindow } from "./facts.ts";

describe("a dated record asked for a day or week counted from today", () => {
  it("reads 'after this week' as the week after this one", () => {
    expect(relativeWindow("next holiday after this week", now)).toMatchObject({ from: "2024-11-25", to: "2024-12-01" });
    expect(relativeWindow("anong exam pagkatapos ng linggong ito", now)).toMatchObject({ from: "2024-11-25" });
  });

  it.each(
    probes(`
      which regular holiday falls next week
      what holiday falls after this week
      the first holiday after this week
      anong holiday ang tatapat sa susunod na linggo
    `),
  )("%s gets the holiday of next week", (q) => {
    expect(ask(q).message).toMatch(/Bonifacio Day/);
  });

  it.each(
    probes(`
      what deadline falls on friday next week
      which deadline lands on friday next week
      anong deadline ang tatapat sa biyernes ng susunod na linggo
    `),
  )("%s gets the deadline of that day", (q) => {
    expect(ask(q).message).toMatch(/November 29/);
  });
});

describe("work or classes asked for a day", () => {
  it.each(
    probes(`
      i am a staff member, is there work at the university today
      do we have work today
      will employees report for work today
    `),
  )("%s gets today's suspension", (q) => {
    expect(ask(q).message).toMatch(/suspended today/);
  });

  it("gets no suspension for a day none is announced", () => {
    expect(ask("do students have classes tomorrow").message).toMatch(/No class suspension is announced for tomorrow/);
  });
});
