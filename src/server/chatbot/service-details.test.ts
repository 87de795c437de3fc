/**
 * Details of the student-service records: the service's own offer is stated when the university is named
 * beside it as the frame ('does the school do psych tests'), and a card's icon is no text a visitor reads.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a service's offer asked with the school as the frame", () => {
  it.each(
    probes(`
      im undecided about my career, does the school do psych tests
      does the university give aptitude tests for career guidance
      unsure what career to take, does mvsu offer psychological testing
    `),
  )("states the guidance office's testing: %s", (q) => {
    const reply = ask(q).message;
    expect(reply).toMatch(/psychological testing/);
    expect(reply).not.toMatch(/Icon:/);
  });
});

describe("how to do what an office's service card offers", () => {
  it.each(
    probes(`
      how do i register my laptop to the campus wifi
      how can i register my tablet on the campus wi-fi
      how to get my gadget on the campus wifi
    `),
  )("sends the visitor to the ICT Help Desk: %s", (q) => {
    const reply = ask(q).message;
    expect(reply).toMatch(/ICT Help Desk/);
    expect(reply).not.toMatch(/enroll\.mvsu\.edu\.ph/);
  });

  it("keeps the price of the campus Wi-Fi on the portal page", () => {
    expect(ask("is the campus wifi free").message).toMatch(/campus Wi-Fi is free for students/);
  });

  it("keeps the password reset answer and online enrollment its own", () => {
    expect(ask("how do i reset my portal password").message).toMatch(/^For a forgotten portal or e-mail password/);
    expect(ask("how do i enroll online").message).toMatch(/enroll\.mvsu\.edu\.ph/);
  });
});

describe("a new student organization", () => {
  it.each(
    probes(`
      we want to form a new student organization, which office
      which office is in charge of new student organizations
    `),
  )("is the student affairs office's, not a freshman's: %s", (q) => {
    const reply = ask(q).message;
    expect(reply).toMatch(/Student Affairs/);
    expect(reply).not.toMatch(/incoming freshmen/);
  });
});
