import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { shorteningInContext } from "./text-speak.ts";

describe("text-speak and Taglish spellings of the asking words", () => {
  it("reads 'san' as 'saan' before a pronoun, particle or verb, and as a name before a name", () => {
    expect(shorteningInContext("san", undefined, "ako")).toBe("saan");
    expect(shorteningInContext("san", undefined, "po")).toBe("saan");
    expect(shorteningInContext("san", "sa", "mateo")).toBeUndefined();
    expect(shorteningInContext("san", undefined, "manuel")).toBeUndefined();
  });

  it.each(
    probes(`
      anu need para mag reserve ng gym
      anu kailangan pra makapag reserve ng gym for our org
      wut do we need to reserve the gym
    `),
  )("%s gets what the reservation needs", (q) => {
    expect(ask(q).message).toMatch(/activity proposal/i);
  });

  it.each(
    probes(`
      san ako magtatanong tungkol sa dorm
      san po pwede magtanong about dorm slots
    `),
  )("%s gets the dormitory office", (q) => {
    expect(ask(q).message).toMatch(/Dormitory/);
  });

  it.each(
    probes(`
      anung oras bukas ang library
      whn does the library open
    `),
  )("%s gets the library's hours", (q) => {
    expect(ask(q).message).toMatch(/7:30 AM/);
  });
});

describe("what goes with a paper, asked by 'accompany'", () => {
  it.each(
    probes(`
      what must accompany a travel order request
      which documents should accompany my travel order
      ano ang kalakip ng travel order request
    `),
  )("%s gets the travel order's requirements", (q) => {
    expect(ask(q).message).toMatch(/itinerary/i);
  });
});
