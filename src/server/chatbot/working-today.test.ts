/**
 * Whether the university is working or classes push through on a day is that day's suspension notice (at the
 * evaluation clock a typhoon suspension is posted for today, none for tomorrow).
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("is the university working, do classes push through", () => {
  it("answers today's suspension notice in any phrasing", () => {
    const qs = probes(`
      is the university working today
      is mvsu operating today, i have an appointment
      do classes push through today
      are online classes pushing through today
      tuloy ba ang klase ngayon
      tuloy po ba ang pasok ngayong araw
      is the campus still working today
    `);
    const missed = qs.map((q) => ({ q, m: ask(q).message })).filter(({ m }) => !/suspend|walang pasok/i.test(m));
    expect(missed.map(({ q, m }) => `${q} -> ${m.slice(0, 90)}`)).toEqual([]);
  });

  it("says no suspension is announced for a day without one", () => {
    expect(ask("tuloy pa ba yung pasok bukas").message).toMatch(/Walang anunsyo ng suspensyon/);
    expect(ask("are the offices working tomorrow").message).toMatch(/No class suspension is announced for tomorrow/);
  });

  it("still answers an office's hours", () => {
    expect(ask("is the library open today").message).toMatch(/7:30 AM/);
  });
});
