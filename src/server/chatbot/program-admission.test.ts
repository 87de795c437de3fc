/**
 * A program's admission requirements answer what grade or what is required to get into it, in any phrasing, and
 * a program whose description names where its students train answers where they do their OJT.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("program admission and training", () => {
  it("answers what grade or what is required to get into a program from its requirements", () => {
    const cases: [string, RegExp][] = [
      ["what grade do i need for food technology", /chemistry[^.]*83/i],
      ["minimum chemistry grade for BSFT", /83/],
      ["my daughter wants geodetic engineering, what is the minimum grade", /mathematics[^.]*83/i],
      ["what is required to enter BS Accountancy", /qualifying exam/i],
      ["ano ang required na grade sa food tech", /83/],
      ["what grade is needed to get into geodetic engineering", /83/],
      ["paano makapasok sa BS Accountancy, ano ang required", /qualifying exam/i],
      ["wat grade requird for food technolgy", /83/],
    ];
    const missed = cases.map(([q, want]) => ({ q, m: ask(q).message, want })).filter(({ m, want }) => !want.test(m));
    expect(missed.map(({ q, m }) => `${q} -> ${m.slice(0, 90)}`)).toEqual([]);
  });

  it("answers where a program's students train when its description says so", () => {
    const qs = probes(`
      where do hospitality management students have their OJT
      saan nag-o-OJT ang mga BSHM students
      where is the practicum of hospitality management
      hospitality managment internship where
    `);
    const missed = qs.map((q) => ({ q, m: ask(q).message })).filter(({ m }) => !/baguio/i.test(m));
    expect(missed.map(({ q, m }) => `${q} -> ${m.slice(0, 90)}`)).toEqual([]);
  });

  it("still answers where a program is offered", () => {
    expect(ask("where is BS Accountancy offered").message).toMatch(/College of Business and Management/);
    expect(ask("which college offers hospitality management").message).toMatch(/College of Business and Management/);
  });
});
