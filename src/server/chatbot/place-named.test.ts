import { describe, expect, it } from "vitest";
import { ask, assistant, probes } from "../testing/assistant.ts";
import { withoutBuildingWord } from "./building-word.ts";

const entities = assistant.facts.entities;

describe("a place named and then 'building' is that place", () => {
  it("sets the trailing word aside after a place's name, short name or code", () => {
    expect(withoutBuildingWord(entities, "what labs are in the cics building")).toBe("what labs are in the cics");
    expect(withoutBuildingWord(entities, "what is near the college of agriculture building")).toBe("what is near the college of agriculture");
    expect(withoutBuildingWord(entities, "where is the new building")).toBe("where is the new building");
  });

  it.each(
    probes(`
      cics building has what labs
      what labs are in the CICS building
      what labs are in the College of Information and Computing Sciences building
    `),
  )("%s gets the computing college's own labs", (q) => {
    expect(ask(q).message).toMatch(/networking/i);
  });

  it("keeps a building whose title ends in 'Building'", () => {
    expect(ask("where is the science laboratory building").message).toMatch(/Science Laboratory Building/);
  });
});

describe("what is near a place", () => {
  it.each(
    probes(`
      what is near the college of agriculture building
      what's beside the CAF building
      ano ang malapit sa college of agriculture and forestry
    `),
  )("%s gets what the building stands by", (q) => {
    expect(ask(q).message).toMatch(/demonstration farm/);
  });

  it.each(
    probes(`
      what is near the gym
      anong katabi ng gymnasium
    `),
  )("%s gets the nearest buildings on the plan", (q) => {
    expect(ask(q).message).toMatch(/University Chapel/);
  });

  it("leaves a thing sought near a place to the records ('is there a printing shop near the library')", () => {
    expect(ask("is there a printing shop near the library").message).not.toMatch(/nearest buildings/);
  });
});

describe("a room asked by what is done in it", () => {
  it.each(
    probes(`
      where do hm students cook for class
      saan nagluluto ang mga hm students
    `),
  )("%s gets the college with the training kitchen", (q) => {
    expect(ask(q).message).toMatch(/College of Business and Management/);
  });
});
