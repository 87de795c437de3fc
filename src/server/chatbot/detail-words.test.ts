import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { askedValues } from "./passages.ts";
import { detectIntents, withoutRelativeWho } from "./intents.ts";

describe("a relative 'who' after a person names whom the visitor speaks of", () => {
  it("asks no person", () => {
    expect(withoutRelativeWho("is there a priority lane for my lola who is a senior citizen")).toBe("is there a priority lane for my lola that is a senior citizen");
    expect(askedValues("can my friend who is a pwd use the elevator")).not.toContain("person");
    expect(detectIntents("students who work, is there a night class")).not.toContain("who");
  });

  it("still asks a person when 'who' is the question", () => {
    expect(askedValues("who is the registrar")).toContain("person");
    expect(askedValues("my friend wants to know who heads the library")).toContain("person");
    expect(detectIntents("sino ang dean ng cics")).toContain("who");
  });

  it.each(
    probes(`
      is there a priority lane for my grandfather who is a senior citizen
      my mother who is pregnant has to follow up a document, is there a priority lane
    `),
  )("%s gets the priority lane", (q) => {
    expect(ask(q).message).toMatch(/priority lane/);
  });
});

describe("details of a record asked by their verbs", () => {
  it.each(
    probes(`
      how long do you keep an id that was not claimed
      if no one claims my id, how long do you keep it
    `),
  )("%s gets how long an unclaimed ID is kept", (q) => {
    expect(ask(q).message).toMatch(/30 days/);
  });

  it.each(
    probes(`
      if my foi request is denied how long do i have to appeal
      pag na-deny ang foi ko, ilang araw para mag-appeal
      foi denied, until when can i appeal
    `),
  )("%s gets the appeal period (deny reaches denial)", (q) => {
    expect(ask(q).message).toMatch(/15 working days/);
  });

  it("answers a record's word after 'under' that no knowledge item knows", () => {
    expect(ask("how many working days for a complex transaction under the charter").message).toMatch(/7 working days/);
  });
});
