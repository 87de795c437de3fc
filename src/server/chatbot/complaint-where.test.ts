import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { complaintAsked } from "./complaint-asked.ts";

describe("a complaint told in one clause and where to take it asked in the next", () => {
  it("keeps the complaint and the asking clause, without what the complaint is about", () => {
    expect(complaintAsked("i wish to file a complaint about the conduct of an employee, where do i go")).toBe("i wish to file a complaint, where do i go");
  });

  it.each(
    probes(`
      i wish to file a complaint about the conduct of an employee, where do i go
      i want to complain about the attitude of a clerk, where should i go
      may reklamo ako sa ugali ng guard, saan po ako pupunta
      the cashier was rude, where can i complain
    `),
  )("%s gets the complaints desk", (q) => {
    expect(ask(q).message).toMatch(/Public Assistance and Complaints Desk/);
  });
});
