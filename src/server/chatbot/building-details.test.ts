/**
 * Details a building's own map record holds: where it stands against another building, what it holds inside,
 * what it stands beside (from its own description or an office housed in it), and one row of a table named by
 * its own name or initials (a budget line). Out-of-scope probes show the rules never answer what must be refused.
 */
import { describe, expect, it } from "vitest";
import { ask, probes, answered } from "../testing/assistant.ts";

describe("where a building stands", () => {
  it.each(
    probes(`
      which side of the admin building is the registrar building on
      does the registrar have a separate bldg from the administration building
      is the registrar in the same building as the president's office
      how do i find the registrar building from the administration building
    `),
  )("%s: the Registrar's building, west of the Administration Building", (q) => answered(q, /west of the Administration Building/));

  it("an office asked where, without the building word, keeps its room", () => answered("where can i find the registrar", /Windows 1-6/));
});

describe("what a building holds inside", () => {
  it.each(
    probes(`
      what amenities are there in the business and management building
      what's inside the CBM building
      is there a kitchen in the business college for hospitality students
    `),
  )("%s: the business building's list", (q) => answered(q, /training kitchen/i));

  it.each(
    probes(`
      what facilities are at the agriculture bldg
      what is inside the college of agriculture and forestry building
    `),
  )("%s: the agriculture building's list", (q) => answered(q, /soil laboratory/i));

  it("a housed thing asked with an hour keeps the hour", () => answered("what time does the canteen open for breakfast", /6:30 AM/));
  it("an emergency at a building stays the emergency", () => answered("a student has a seizure at the sports oval", /0917 845 2130/));
  it("a word a program's name holds asks the program", () => answered("does CICS have an information technology program", /Information Technology/));
});

describe("what a building stands beside", () => {
  it.each(
    probes(`
      the university clinic is close to which building
      health services unit is located near what
    `),
  )("%s: beside the gymnasium, as the health unit's record says", (q) => answered(q, /beside the University Gymnasium/));

  it("the place first, then 'near what'", () => answered("the agriculture bldg is beside what", /demonstration farm/));
});

describe("a table's row named by its own name", () => {
  it.each(
    probes(`
      mooe percentage used
      how much of the mooe has been utilized so far
    `),
  )("%s: the MOOE line", (q) => answered(q, /85\.2%/));
});

describe("out of scope stays out", () => {
  it.each(
    probes(`
      what facilities does the gym have for my pet iguana
      does the library building have a swimming pool
      what amenities are in the up diliman engineering building
      what is the password of the computers inside the cics building
    `),
  )("%s is not answered with a building's list", (q) => {
    const r = ask(q);
    expect(r.category, `${q} -> ${r.message}`).toBe("fallback");
  });
});
