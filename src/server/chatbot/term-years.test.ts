import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { withoutTermYears } from "./term-years.ts";

const YEARS = new Set(["2024", "2025"]);

describe("a year said of a school term", () => {
  it("sets aside the year of a term and a whole school year said with its years", () => {
    expect(withoutTermYears("2nd sem 2025 enrollment", YEARS)).toBe("2nd sem enrollment");
    expect(withoutTermYears("exam dates for SY 2025-2026", YEARS)?.replace(/\s+/g, " ").trim()).toBe("exam dates for");
    expect(withoutTermYears("budget for fiscal year 2025", YEARS)).toBeUndefined();
    expect(withoutTermYears("first semester 2019 classes", YEARS)).toBeUndefined();
  });

  it.each(
    probes(`
      when do classes begin, second semester 2025
      first day of class 2nd semester 2025
    `),
  )("%s gets the start of the second semester's classes", (q) => expect(ask(q).message).toMatch(/January 20, 2025/));

  it("reads the school year beside the entrance exam as the calendar's", () =>
    expect(ask("final entrance exam date for school year 2025-2026").message).toMatch(/April 10, 2025/));

  it("keeps a year that names a procurement", () =>
    expect(ask("office supplies for the first semester of 2025 budget").message).toMatch(/640,500/));

  it.each(
    probes(`
      when does the second semester 2025 start at harvard
      school year 2025-2026 tuition at ateneo
    `),
  )("%s is still refused", (q) => expect(ask(q).category).toBe("fallback"));
});
