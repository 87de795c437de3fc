/**
 * A weekday named against next week ('saturday next week', 'the monday after next', 'sa susunod na miyerkules'):
 * the day counted from today in Manila, and the calendar's entry on it.
 */
import { describe, expect, it } from "vitest";
import { relativeWindow } from "./facts.ts";
import { ask, now } from "../testing/assistant.ts";

describe("weekdays of next week", () => {
  // The evaluation clock is Wednesday 20 November 2024: next week runs from Monday 25 to Sunday 1 December.
  it.each([
    ["saturday next week", "2024-11-30"],
    ["on friday of next week", "2024-11-29"],
    ["next week's tuesday", "2024-11-26"],
    ["sa biyernes ng susunod na linggo", "2024-11-29"],
    ["the monday after next", "2024-12-02"],
    ["friday after next", "2024-11-29"],
    ["sa susunod na miyerkules", "2024-11-27"],
    ["next wednesday", "2024-11-27"],
    ["this friday", "2024-11-22"],
  ])("%s is %s", (phrase, day) => {
    expect(relativeWindow(phrase, now)?.from).toBe(day);
  });

  it("answers the calendar's entry on the day", () => {
    expect(ask("what holiday is on saturday next week").message).toMatch(/Bonifacio Day/);
    expect(ask("anong meron sa monday after next").message).toMatch(/Intramurals/);
    expect(ask("may event ba sa susunod na miyerkules").message).toMatch(/Research and Extension Congress/);
  });
});
