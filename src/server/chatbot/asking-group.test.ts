/**
 * The one asking told as an outside group ('the barangay youth council wants to ...') or as a role of a few
 * words said of oneself ('barangay captain po ako'): the requirements of what they want, not a record of the
 * group's name.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { withoutAskingGroup } from "./asking-group.ts";

describe("an outside group that wants something is the one asking", () => {
  it.each(
    probes(`
      the barangay youth council wants to borrow the gymnasium, what do they need to attach
      the youth council wants to borrow the gymnasium for a program, what do they need to attach to the request
      a parish youth group wants to reserve the gym, what do they need
      the SK council needs to borrow the gymnasium, anong requirements
    `),
  )("%s: the reservation form's requirement", (q) => expect(ask(q).message, q).toMatch(/activity proposal/i));

  it("reads the group as we, and leaves the university's own groups", () => {
    expect(withoutAskingGroup("the barangay youth council wants to borrow the gym, what do they need")).toBe("we want to borrow the gym, what do they need");
    expect(withoutAskingGroup("a company is asking for grades, what do we submit")).toBe("we are asking for grades, what do we submit");
    expect(withoutAskingGroup("the student council wants to borrow the gym")).toBeUndefined();
    expect(withoutAskingGroup("where is the council office")).toBeUndefined();
  });
});

describe("a role of a few words said of oneself tells who asks", () => {
  it.each(
    probes(`
      barangay captain po ako, what do we need to reserve the gym
      sk chairman po ako, ano ang kailangan para magreserve ng gym
      barangay kagawad kami, ano requirements sa pag reserve ng gymnasium
    `),
  )("%s: the reservation form's requirement", (q) => expect(ask(q).message, q).toMatch(/activity proposal/i));
});
