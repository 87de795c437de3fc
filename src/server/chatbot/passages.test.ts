/**
 * The passage answerer: a fact held only in a record's stored fields, an announcement's body or a charter
 * step is found by the question's words and the kind of value it asks; a question that shares one topic
 * word with some text, or asks about something the kiosk does not hold, still gets the fallback.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, now } from "../testing/assistant.ts";
import { respond } from "./assistant.ts";
import { askedValues, countShape, holdsValue, passageAnswer, questionCoverage } from "./passages.ts";
import { textsOf } from "./record-texts.ts";

describe("record texts", () => {
  it("labels a record's short fields, states amounts in pesos and reads a nested record with its key", () => {
    const lines = textsOf({ id: "bac-1", project: "Construction of a Hall", amount: 18945600, contract: { duration: "240 calendar days" } });
    expect(lines).toContain("Contract: Duration: 240 calendar days");
    expect(lines.join(" ")).toMatch(/Project: Construction of a Hall\. Amount: ₱18,945,600/);
    expect(lines.join(" ")).not.toMatch(/bac-1/);
  });

  it("reads a list of records with its key", () => {
    const lines = textsOf({ title: "Transcript", requirements: [{ document: "One valid ID", whereToSecure: "Client (PSA, LTO or DFA)" }] });
    expect(lines).toContain("Requirements: One valid ID. Where to secure: Client (PSA, LTO or DFA)");
  });
});

describe("the kinds of value a question asks", () => {
  it.each([
    ["how much is the diploma", ["money"]],
    ["fee and processing time for a certificate", ["money", "duration"]],
    ["how much does the athletic scholarship cover", []],
    ["who is the dean of cics", ["person"]],
    ["who can apply for the athletic scholarship", []],
    ["what do i attach to the application form", ["requirements"]],
    ["what ids are accepted", ["requirements"]],
    ["how many id photos", ["count"]],
  ])("%s asks %j", (q, kinds) => expect(askedValues(q)).toEqual(kinds));

  it("holds a requirements list only where the text lists or says what to hand in", () => {
    expect(holdsValue("requirements", "Application for Graduation: Requirements: Evaluation sheet; Birth certificate")).toBe(true);
    expect(holdsValue("requirements", "Application for Graduation: File at the start of your final semester.")).toBe(false);
  });

  it("counts the thing asked, not any number", () => {
    expect(countShape("how many id photos for the form").test("Two 2x2 ID photos")).toBe(true);
    expect(holdsValue("count", "Certified true copy of grades for one or more semesters", "how many students are enrolled")).toBe(false);
    expect(holdsValue("count", "a seating hall for 300 students", "how many students fit")).toBe(true);
  });
});

describe("the passage answerer", () => {
  it("reads words that name an object's own properties as plain words", () => {
    for (const q of ["constructor", "what is the constructor deadline", "__proto__ hasOwnProperty toString", "valueOf amount"]) {
      expect(() => ask(q)).not.toThrow();
    }
  });

  it("finds a charter step's response time asked in other words", () => {
    const r = ask("how soon do they acknowledge an email inquiry");
    expect(r.message).toMatch(/1 working day/);
    expect(r.records).toContain("charter:general-information");
  });

  it("finds details in the body of an announcement, a value type standing for the word that asks it", () => {
    expect(ask("age limit for blood donors").message).toMatch(/18 to 65/);
    expect(ask("saln deadline").message).toMatch(/April 30/);
  });

  it("finds a charter commitment by another ending of the question's words", () => {
    expect(ask("how long do i have to appeal a denied foi request").message).toMatch(/15 working days/);
  });

  it("gives its coverage as the confidence, and the console's threshold still rules", () => {
    const p = passageAnswer(a.facts, a.knowledge, "how soon do they acknowledge an email inquiry", "en");
    expect(p?.coverage).toBeGreaterThan(0.6);
    const strict = respond(a.knowledge, a.facts, { ...a.config, confidenceThreshold: 100 }, "age limit for blood donors", now, () => 0);
    expect(strict.category).toBe("fallback");
  });

  it("states the record's field holding the value asked, not only the sentence naming what is asked", () => {
    // A time of day asked of what a place does is its hours (place-hours.test.ts).
    const r = ask("is the cafeteria open for breakfast, what time");
    expect(r.message).toMatch(/6:30 AM/);
    expect(ask("how long is the magat river").category).toBe("fallback");
  });

  it("weighs how much of the question a structured answer speaks to as the passages are weighed", () => {
    const q = "fee for a certificate of grades";
    expect(questionCoverage(a.facts, a.knowledge, q, ["Certificate Processing: Fee: ₱50.00 per certificate of grades."])).toBe(1);
    expect(questionCoverage(a.facts, a.knowledge, q, ["Student Grades Portal."])).toBeLessThan(0.7);
  });

  it("answers with the sentence holding the value asked over a neighbouring record's structured answer", () => {
    expect(ask("how long to process a certificate of grades").message).toMatch(/2-3 working days/);
    expect(ask("what do i attach to the application for graduation form").message).toMatch(/Evaluation sheet/);
    const both = ask("fee and processing time for a certificate of grades").message;
    expect(both).toMatch(/₱50/);
    expect(both).toMatch(/2-3 working days/);
    // A record matched only in part (the Science Laboratory Building) yields to the bid holding the amount asked.
    expect(ask("how much is the contract for the agriculture laboratory building").message).toMatch(/₱18,945,600/);
  });

  it("does not answer a question that only shares a topic word with some stored text", () => {
    for (const q of ["best restaurant near me", "what is the meaning of life"]) {
      expect(ask(q).category, q).toBe("fallback");
    }
  });
});
