/**
 * A place found by what it houses: an item one place alone lists, named whole, names that place, unless a
 * record the question names holds the item's words or states the kind of value asked.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, probes, answered } from "../testing/assistant.ts";
import { housingPlace } from "./housed.ts";

describe("a place found by what it houses", () => {
  it.each(
    probes(`
      where can i get a parking permit
      saan kukuha ng parking permit
      parking permitt saan
      where do visitors get a visitor pass
      saan kumukuha ng visitor pass
    `),
  )("%s reaches the security office", (q) => answered(q, /Campus Security Office/));

  it.each(
    probes(`
      where are the drafting rooms
      saan ang drafting room
      drafting rooms nasaan po
    `),
  )("%s reaches the engineering building", (q) => answered(q, /College of Engineering/));

  it.each(
    probes(`
      where is the practice teaching office
      saan ang practice teaching office
    `),
  )("%s reaches the education building", (q) => answered(q, /College of Education/));

  it("keeps the record the question names when it holds the item's words", () => {
    answered("where do i get my student id", /Student ID/);
    expect(ask("where do i get my student id").records.some((r) => r.startsWith("building:"))).toBe(false);
  });

  it("leaves an item several places list to no place", () => {
    expect(housingPlace(a.facts, "where is the dean's office", [], [])).toBeUndefined();
    expect(housingPlace(a.facts, "where is the study hall of the dormitory", [], [])).toBeUndefined();
  });

  it("leaves a kind of value the place does not state to the records that hold it", () => {
    expect(housingPlace(a.facts, "email for job applications", [], ["email"])).toBeUndefined();
  });

  it("names the place for the item's words only", () => {
    expect(housingPlace(a.facts, "where is the parking", [], [])).toBeUndefined();
    expect(housingPlace(a.facts, "can i get a permit", [], [])).toBeUndefined();
  });
});

describe("a record named by its own name and one of the items it lists", () => {
  it.each([
    ["does the clinic help with philhealth", /PhilHealth assistance/],
    ["pwede ba sa clinic ang philhealth assistance", /PhilHealth assistance/],
    ["can the clinic do a tooth extraction", /extraction/],
  ])("%s states the item", (q, fact) => {
    const r = ask(q);
    expect(r.category, `${q} -> ${r.message}`).not.toBe("fallback");
    expect(r.message).toMatch(fact);
  });

  it("keeps the office's answer when only the item names it", () => {
    expect(ask("who helps with the tertiary education subsidy").message).toMatch(/Scholarships/);
  });
});
