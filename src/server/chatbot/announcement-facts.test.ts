/**
 * An announcement's conditions ('must be', 'at least', 'only') say who may take part, and a period counted
 * from the notice ('within two weeks') says until when, asked in English, Filipino, Taglish or with a typo.
 */
import { describe, expect, it } from "vitest";
import { announcementConditions } from "./announcement-facts.ts";
import { ask, probes } from "../testing/assistant.ts";

describe("announcementConditions", () => {
  it("keeps the sentences that set a condition", () => {
    const facts = announcementConditions("Fun Run", "Runners meet at the oval. Only enrolled students may join. Bring water.");
    expect(facts.eligibility?.("en")).toBe("Fun Run: Only enrolled students may join.");
  });

  it("adds nothing when the body sets no condition", () => {
    expect(announcementConditions("Fun Run", "Runners meet at the oval at 6:00 AM.")).toEqual({});
  });
});

describe("the assistant on announcement details", () => {
  it.each(
    probes(`
      who is allowed to donate blood at the blood letting|18 to 65
      pwede ba mag donate ng dugo ang 16 years old|18 to 65
      minimum weight para makapag-donate ng dugo|50 kg
      can a 70 year old give blood donation at the red cross drive|18 to 65
      how long do i have to ask about my midterm grades|within two weeks
      hanggang kailan pwede magtanong sa instructor tungkol sa midterm grade|within two weeks
      until wen can i question my midterm grades|within two weeks
    `),
  )("%s", (line) => {
    const [q, want] = line.split("|");
    expect(ask(q).message).toContain(want);
  });

  it.each(["who will win the bid", "how much blood does a horse have"])("still rejects %s", (q) => {
    expect(ask(q).category).toBe("fallback");
  });
});

describe("employees in Filipino", () => {
  it.each(["kailan ang deadline ng SALN ng mga empleyado", "hanggang kelan ipapasa ng kawani ang SALN"])("%s", (q) => {
    expect(ask(q).message).toMatch(/April 30/);
  });
});
