/**
 * The passage answerer: a fact held only in a record's stored fields, an announcement's body or a charter
 * step is found by the question's words and the kind of value it asks; a question that shares one topic
 * word with some text, or asks about something the kiosk does not hold, still gets the fallback.
 */
import { describe, expect, it } from "vitest";
import { respond } from "./assistant.ts";
import { assistantFromContent } from "./from-content.ts";
import { passageAnswer } from "./passages.ts";
import { textsOf } from "./record-texts.ts";

const now = new Date("2024-11-20T02:00:00Z");
const a = await assistantFromContent(now);
const ask = (q: string) => respond(a.knowledge, a.facts, a.config, q, now, () => 0);

describe("record texts", () => {
  it("labels a record's short fields, states amounts in pesos and reads a nested record with its key", () => {
    const lines = textsOf({ id: "bac-1", project: "Construction of a Hall", amount: 18945600, contract: { duration: "240 calendar days" } });
    expect(lines).toContain("Contract: Duration: 240 calendar days");
    expect(lines.join(" ")).toMatch(/Project: Construction of a Hall\. Amount: ₱18,945,600/);
    expect(lines.join(" ")).not.toMatch(/bac-1/);
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

  it("does not answer a question that only shares a topic word with some stored text", () => {
    for (const q of ["best restaurant near me", "what is the meaning of life"]) {
      expect(ask(q).category, q).toBe("fallback");
    }
  });
});
