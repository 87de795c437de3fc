/**
 * A clock time asked ('at 2 am', '7pm') asks opening hours; 'sno' and 'kln' are text-speak for 'sino' and 'kailan'.
 */
import { describe, expect, it } from "vitest";
import { detectIntents } from "./intents.ts";
import { ask } from "../testing/assistant.ts";

describe("clock times and Filipino text-speak", () => {
  it("reads a clock time as the hours asked", () => {
    expect(detectIntents("may nurse ba ng 2am")).toContain("hours");
    expect(detectIntents("is the library open at 7 pm")).toContain("hours");
    expect(ask("3am may nurse ba sa clinic").message).toMatch(/24\/7/);
  });

  it("reads sno and kln", () => {
    expect(ask("sno presdent").message).toMatch(/Bautista/);
    expect(ask("kln finals").message).toMatch(/December 9/);
  });
});

describe("more Filipino text-speak and agencies' initials", () => {
  it("reads 'mey' as 'may' and an agency's initials as no other school", () => {
    expect(ask("mey nursing b kyo").message).toMatch(/Nursing/);
    expect(ask("crisis hotline ng ncmh").message).toMatch(/1553/);
  });
});

describe("a place name one letter from an everyday word", () => {
  it("stays a reason to doubt ('France' is not 'fiance')", () => {
    expect(ask("What is the capital of France?").category).toBe("fallback");
  });
});
