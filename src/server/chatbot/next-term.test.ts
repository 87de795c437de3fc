/**
 * The coming term asked ('next semester', 'susunod na sem'): a calendar date already over yields to the posted
 * announcement on the same topic; without 'next' the calendar date still answers.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("next semester's date from its announcement", () => {
  it("answers the announcement's date for the coming term", () => {
    const qs = probes(`
      when does enrollment for next semester open
      when is enrollment for the 2nd sem
      kailan ang enrollment sa susunod na sem
      enrolment for the coming semester, when
      kelan enrollment sa darating na semester
    `);
    const missed = qs.map((q) => ({ q, m: ask(q).message })).filter(({ m }) => !/January 6/i.test(m));
    expect(missed.map(({ q, m }) => `${q} -> ${m.slice(0, 90)}`)).toEqual([]);
  });

  it("still answers the calendar date when no coming term is asked", () => {
    expect(ask("when is the enrollment period").message).toMatch(/July 29, 2024/);
  });
});
