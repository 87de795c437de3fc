/**
 * Programs asked by the career they lead to or by an interest, as families ask in English, Filipino and
 * Taglish: the program of the field (offered: its name; not offered: the not-offered answer), and the career
 * told beside another question is only the visitor's story.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { careerGoal, goalClauses } from "./career-fields.ts";

const NOT_OFFERED = /does not offer|hindi inaalok/i;

/** Every question whose reply does not match `want`, with the reply's start. */
const misses = (qs: string[], want: RegExp) => qs.map((q) => ({ q, m: ask(q).message })).filter(({ m }) => !want.test(m)).map(({ q, m }) => `${q} -> ${m.slice(0, 100)}`);

describe("the career or interest a question names", () => {
  it("reads a worker after a goal frame, with the words that narrow it", () => {
    expect(careerGoal("my nephew hopes to become a civil engineer")).toMatchObject({ field: "engineering", modifiers: ["civil"], interest: false });
    expect(careerGoal("gusto ng pamangkin ko maging pulis")).toMatchObject({ field: "criminology" });
    expect(careerGoal("my daughter is an aspiring land surveyor")).toMatchObject({ field: "surveying", said: "land surveyor" });
    expect(careerGoal("pangarap niyang maging abogada")).toMatchObject({ field: "law" });
  });

  it("reads an interest after a word of liking, studying or working in", () => {
    expect(careerGoal("my boy is into basketball")).toMatchObject({ field: "physical education", interest: true });
    expect(careerGoal("mahilig sa pagguhit ang apo ko")).toMatchObject({ field: "fine arts" });
    expect(careerGoal("she would like to work in advertising")).toMatchObject({ field: "marketing" });
    expect(careerGoal("he wants to study how the human mind works")).toBeUndefined();
    expect(careerGoal("she wants to study the human mind")).toMatchObject({ field: "psychology" });
  });

  it("reads no goal in a worker or thing asked for, or in 'there will be'", () => {
    expect(careerGoal("will there be a nurse at the clinic tonight")).toBeUndefined();
    expect(careerGoal("i want to see the nurse")).toBeUndefined();
    expect(careerGoal("we want to buy food at the cafeteria")).toBeUndefined();
    expect(careerGoal("where is the engineering building")).toBeUndefined();
  });

  it("tells a goal clause from the clause that asks", () => {
    expect(goalClauses("my son wants to be a pilot, how much is the entrance exam")).toEqual(["my son wants to be a pilot"]);
    expect(goalClauses("my son wants to be a pilot")).toEqual([]);
  });
});

describe("a program asked by the career it leads to", () => {
  it("names the offered program of the career's field", () => {
    expect(misses(probes(`
      my niece dreams of being a land surveyor, what course is that
      gusto ng anak kong maging surveyor, anong kurso
      my son wants to become a civil engineer what program should he take
      my daughter hopes to be an electrician someday, what course
    `), /Geodetic Engineering|Civil Engineering|Electrical Engineering/)).toEqual([]);
    expect(misses(probes(`
      my nephew wants to be a math teacher in high school, anong course
      my apo would like to teach mathematics to high school students, which program
      gusto niyang magturo ng math sa high school, anong kurso
    `), /Secondary Education major in Mathematics/)).toEqual([]);
    expect(misses(probes(`
      my son plays basketball every day and wants to be a coach, do you have a course for him
      gusto ng anak ko maging PE teacher, anong course
      my daughter is into sports, what course can she take
    `), /Physical Education/)).toEqual([]);
    expect(misses(probes(`
      my daughter wants to be a psychologist, what course
      my son is interested in human behavior, do you have a course for that
      gusto ng apo ko maging guidance counselor, anong kurso po
    `), /Psychology/)).toEqual([]);
    expect(misses(probes(`
      my son wants to work in sales, which course
      she wants to be a marketer, what program
      is there a marketing course, my daughter likes selling
    `), /Marketing Management/)).toEqual([]);
    expect(misses(probes(`
      my grandson wants to be a reporter, what course should he take
      gusto ng anak ko maging journalist, may kurso ba kayo
    `), /Communication/)).toEqual([]);
    expect(misses(probes(`
      my son wants to become a programmer, what course
      mahilig sa computer ang anak ko, anong course ang bagay
    `), /Computer Science/)).toEqual([]);
    expect(misses(probes(`
      my daughter wants to be a librarian, do you have a course
      my son loves farming, what program do you have for him
    `), /Library and Information Science|Agriculture/)).toEqual([]);
  });

  it("answers a career whose program MVSU lacks with the not-offered answer and the nearest programs", () => {
    expect(misses(probes(`
      my nephew wants to be a police officer, do you have a course for that
      gusto maging pulis ng anak ko, anong kurso
      my son dreams of becoming an attorney
      pangarap ng apo ko na maging abogado, meron ba kayo
      my daughter wants to be a doctor, what course
      my grandchild wants to become a dentist
      my son wants to be a chef, what course
      gusto maging piloto ng anak ko
      my daughter loves drawing and painting, what course
      mahilig mag-drawing ang pamangkin ko, anong kurso
      my son wants to be a chemical engineer, do you offer it
      gusto ng anak ko maging architect
    `), NOT_OFFERED)).toEqual([]);
    expect(ask("my son wants to be a policeman, what course").message).toMatch(/Criminology/);
    expect(ask("my son wants to be a chemical engineer").message).toMatch(/Chemical Engineering/);
  });

  it("answers a program named beside the career with that program", () => {
    expect(ask("my daughter wants to be a nurse, do you offer biology").message).toMatch(/Yes, MVSU offers the Bachelor of Science in Biology/);
    expect(ask("my son wants to be a land surveyor, how many years is geodetic engineering").message).toMatch(/5 years/);
    expect(ask("my granddaughter loves the human mind, which college has psychology").message).toMatch(/Arts and Sciences/);
  });
});

describe("a career told beside another question", () => {
  it("answers the question asked, not the programs of the career", () => {
    expect(ask("my son wants to be an engineer, how much is the tuition").message).toMatch(/free|RA 10931/i);
    expect(ask("my daughter dreams of becoming a teacher, where is the registrar").message).toMatch(/Registrar/);
    expect(ask("gusto maging nurse ng anak ko, kailan ang entrance exam").message).toMatch(/January 15|February 12/);
  });

  it("keeps a job sought at the university a job question", () => {
    expect(ask("i want to become an instructor at mvsu, are there openings").message).not.toMatch(/Programs for a future/);
  });
});
