/**
 * What to hand in, asked through the visitor's situation: who their person is ('my son is a senior high
 * graduate'), what they want done ('what do I need to get X'), or the verb of showing at a counter ('what do
 * I present'). The record asked answers with its own list, never the list of the applicant type the visitor
 * only mentions.
 */
import { describe, expect, it } from "vitest";
import { probes, answered } from "../testing/assistant.ts";
import { identityClauses } from "./visitor-context.ts";
import { detectIntents } from "./intents.ts";
import { askedValues } from "./passages.ts";

describe("identityClauses", () => {
  it("finds a clause that only says who someone is, beside one that asks", () => {
    expect(identityClauses("my nephew is a transferee, where is the registrar")).toEqual(["my nephew is a transferee"]);
    expect(identityClauses("i'm a second year student, how do i get a new id")).toEqual(["i'm a second year student"]);
  });

  it("finds none in a message that asks nothing or a clause that tells more than who someone is", () => {
    expect(identityClauses("my son is a freshman")).toEqual([]);
    expect(identityClauses("my son is grade 12 and wants to take your entrance test, which room")).toEqual([]);
  });
});

describe("asking what to show or what one needs to get something", () => {
  it("reads 'what do I present / show' as what to bring", () => {
    expect(detectIntents("what should we present at the window")).toContain("requirements");
    expect(detectIntents("ano ang ipapakita ko sa guard")).toContain("requirements");
    expect(detectIntents("what is the shoe size of the guards")).not.toContain("requirements");
  });

  it("reads 'what do I need to get X' as what to hand in, and 'what do I need to do' as not", () => {
    expect(askedValues("what do we need to claim the diploma")).toContain("requirements");
    expect(askedValues("what do i need to do after the exam")).not.toContain("requirements");
  });
});

describe("the record asked, not the applicant type mentioned", () => {
  it.each(
    probes(`
      my son is a freshman, what does he need to present for his first student id
      i'm a new student, what do i present for my student ID
    `),
  )("%s lists what the ID section asks for", (q) => answered(q, /Certificate of Registration/));

  it("still answers the applicant type's list when nothing else is named", () => {
    answered("i am a transferee, what are the requirements", /transferees?/i);
  });

  it("lists a form's requirements asked as what one needs to get what it is for", () => {
    answered("what do i need to get my refund for a subject i dropped", /dropping form/i);
  });
});

describe("a thing set aside with 'besides' or 'bukod sa'", () => {
  it.each(
    probes(`
      ano pa ang kailangan sa clearance bukod sa form
      besides the form, what else do i need for clearance
    `),
  )("%s lists the other requirements, not the form", (q) => answered(q, /Certificate of Registration/));
});

describe("the asker named ('we are a company') among records named as strongly", () => {
  it.each(
    probes(`
      our firm is verifying a job applicant's diploma, what do you require
      our company is verifying the diploma of an applicant, what documents do you require
    `),
  )("%s is the verification a company may request, with the student's consent", (q) => answered(q, /consent/i));

  it("keeps the diploma request for its graduate", () => {
    answered("i am a graduate, what do i need to request my diploma", /Diploma Request/);
  });

  it("reads 'what do you require' as what to hand in", () => {
    expect(detectIntents("what do you require from transferees")).toContain("requirements");
  });
});
