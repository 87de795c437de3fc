/**
 * Situation classes, by class rather than by phrase: a vehicle hitting a person told in either voice, a health
 * worker sought at any hour, someone who can no longer talk or see, giving up on everything, a smell named
 * before what smells, someone filming people or drugs on campus. Each probe is worded here, never taken from a
 * benchmark, and must get its class's number.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

const CLASSES = [
  {
    rule: "a vehicle hitting a person, told in the active voice, is a medical emergency",
    number: /0917 845 2130/,
    probes: probes(`
      a motorcycle ran over my classmate near the gate
      a tricycle bumped a student on the road
      the jeep hit my friend
      the bus rammed a student near the terminal
      a van struck my dorm mate outside the gate
      a truck hit someone by the canteen
    `),
  },
  {
    rule: "a health worker sought at any hour, or someone who can no longer talk or see, is a medical emergency",
    number: /0917 845 2130/,
    probes: probes(`
      can i reach a doctor at midnight
      who can i call at midnight if i get sick in the dorm
      my classmate is shaking and can't talk
      my friend suddenly cannot see
      hindi makapagsalita ang kaklase ko
    `),
  },
  {
    rule: "giving up on everything is a crisis",
    number: /\b1553\b/,
    probes: probes(`
      i feel like giving up on everything
      my roommate says she's giving up on life
    `),
  },
  {
    rule: "a gas or chemical smell named before what smells is a hazard",
    number: /\b911\b/,
    probes: probes(`
      there's a gas smell in the chem lab
      a chemical odor is coming from the lab
    `),
  },
  {
    rule: "someone photographing people or using or selling drugs on campus is for security",
    number: /0998 562 2199/,
    probes: probes(`
      someone is smoking weed in the cr
      a guy is selling drugs near the dorm
      a man is taking pictures of girls in the cr
    `),
  },
];

describe("situation classes widened by class", () => {
  for (const c of CLASSES) {
    it(c.rule, () => {
      const missed = c.probes.map((q) => ({ q, r: ask(q) })).filter(({ r }) => r.category === "fallback" || !c.number.test(r.message));
      expect(missed.map(({ q, r }) => `${q} -> ${r.message.slice(0, 80)}`)).toEqual([]);
    });
  }

  it("keeps questions that only mention such words with their own answers", () => {
    for (const q of ["what are the clinic hours", "is there a drug test for admission", "where is the parking lot", "how much is the parking fee"]) {
      expect(ask(q).message, q).not.toMatch(/0917 845 2130|0998 562 2199|\b1553\b/);
    }
  });
});

describe("a responder needed, and a cut in Filipino", () => {
  it("reads 'I need the guards' or 'we need a nurse' as a call for help, not a question about requirements", () => {
    expect(ask("a man grabbed my phone near the library, i need the guards").records).toContain("emergency:security");
    expect(ask("classmate collapsed in the gym we need a nurse").records).toContain("emergency:medical");
  });

  it("reads a deep cut described in Filipino as a medical emergency", () => {
    expect(ask("nahiwa ng cutter ang daliri ng kaklase ko, dumudugo").records).toContain("emergency:medical");
  });
});
