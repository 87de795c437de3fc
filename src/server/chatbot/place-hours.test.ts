import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { askedValues } from "./passages.ts";

describe("a place's hours asked for a part of the day or by what is done there", () => {
  it("reads 'what time' and 'open overnight' as asking a time of day", () => {
    expect(askedValues("what time does the canteen serve lunch")).toContain("clock");
    expect(askedValues("anong oras nagbubukas ang library")).toContain("clock");
    expect(askedValues("is the clinic open all night")).toContain("clock");
    expect(askedValues("where is the cafeteria")).not.toContain("clock");
  });

  it.each(
    probes(`
      what time does the cafeteria start serving breakfast
      what time can we eat lunch at the canteen
      anong oras pwede mag almusal sa cafeteria
      wat time open ng canteen
    `),
  )("%s gets the cafeteria's hours", (q) => {
    expect(ask(q).message).toMatch(/6:30 AM/);
  });

  it.each(
    probes(`
      what time does the oval open for jogging
      is the sports oval open early for runners
      anong oras bukas ang oval para sa mga nagjojogging
    `),
  )("%s gets the oval's hours", (q) => {
    expect(ask(q).message).toMatch(/5:00 AM/);
  });

  it.each(
    probes(`
      is the main parking open overnight
      is the parking area open at midnight
      bukas ba ang parking hanggang hatinggabi
    `),
  )("%s gets the parking's round-the-clock hours, said once", (q) => {
    const said = ask(q).message;
    expect(said).toMatch(/24 hours/);
    expect(said).not.toMatch(/open open/i);
  });

  it.each(
    probes(`
      what days is the grad school open
      grad school office hours
      hanggang anong oras ang grad school
    `),
  )("%s gets the Graduate School's own hours", (q) => {
    expect(ask(q).message).toMatch(/Graduate School[\s\S]*Mon-Sat/);
  });
});
