/**
 * The right part of the chosen record: the words a record's name leaves choose its row, list item or sentence;
 * 'besides X' asks the other items of X's list; 'what comes after X' the next step of the process X is in; a
 * reply that already states what is asked stays as it is.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask } from "../testing/assistant.ts";
import { focusRecord } from "./record-focus.ts";

const focus = (q: string, message: string, records: string[]) => focusRecord(a.facts, a.knowledge, q, { message, records }, "en");

describe("the part of the chosen record a question asks", () => {
  it("states the row of a table the question's leftover word names, with the record's name", () => {
    const rows = a.facts.entities.filter((e) => e.kind === "exam").flatMap((e) => e.records);
    const said = focus("is the january entrance exam still open", "Report at 7:30 AM on your exam date; the exam takes 3 hours.", rows);
    expect(said).toMatch(/^Entrance Examination.*January 15, 2025.*Status: full/);
    expect(said).not.toMatch(/February/);
  });

  it("states the sentence holding the kind of value asked, not the record's first sentence", () => {
    expect(ask("how old do you have to be to donate blood in the blood letting").message).toMatch(/18 to 65 years old/);
  });

  it("leaves a reply that already states what is asked", () => {
    const said = "Grade Verification takes 3-5 working days.";
    expect(focus("how long does grade verification take", said, ["charter:grade-verification"])).toBeUndefined();
  });

  it("states a list's other items when the question sets one aside", () => {
    const said = focus("besides the request letter what do i need for grade verification", "Grade Verification: Request letter (1 original).", ["charter:grade-verification"]);
    expect(said).toMatch(/consent form/i);
    expect(said).toMatch(/Official Receipt/);
    expect(said).not.toMatch(/Request letter/i);
    expect(ask("for a clearance what do i submit with the clearance form").message).toMatch(/Certificate of Registration/);
  });

  it("reads an ordered process for the step after or before the one named", () => {
    expect(ask("what comes after the college interview").message).toMatch(/^After College Interview: Medical Examination/);
    expect(ask("what is the step before the college interview").message).toMatch(/Wait for the Results/);
  });

  it("does not choose parts for a question about whether something exists", () => {
    expect(focus("is there a peer support program", "Guidance & Counseling offers: Peer facilitators program.", ["student-service:guidance"])).toBeUndefined();
  });
});
