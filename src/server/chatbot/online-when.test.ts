import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { detectIntents } from "./intents.ts";

describe("'online' in a question of when says how, not that a link is asked", () => {
  it("drops the link ask when 'online' is the only link word and a date is asked", () => {
    expect(detectIntents("when is online enrollment next sem")).not.toContain("link");
    expect(detectIntents("when is the online enrollment link posted")).toContain("link");
    expect(detectIntents("can i pay online")).toContain("link");
  });

  it.each(
    probes(`
      when is online enrollment for next semester
      when does the online enrollment for the coming sem begin
    `),
  )("%s gets the date", (q) => expect(ask(q).message).toMatch(/January 6/));

  it("still gives the link when the link is asked", () => expect(ask("online enrollment link").message).toMatch(/enroll\.mvsu\.edu\.ph/));

  it.each(
    probes(`
      when is online enrollment at the university of the philippines
      when does shopee online sale start
    `),
  )("%s is still refused", (q) => expect(ask(q).category).toBe("fallback"));
});
