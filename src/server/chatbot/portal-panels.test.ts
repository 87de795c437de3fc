/**
 * The portal page's panels as answers: the way from the university website to the portals, what the portals run
 * on, and the portal that shows what a family still owes or a student's profile.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";

describe("portal panels", () => {
  it("says where the portals are on the university website", () => {
    expect(ask("how do i find the online services on the mvsu website").message).toMatch(/Online Services/);
    expect(ask("what is the university website").message).toMatch(/https:\/\/www\.mvsu\.edu\.ph/);
  });

  it("names the browsers the portals work in", () => {
    expect(ask("which browsers work with the student portal").message).toMatch(/Chrome/);
    expect(ask("anong browser ang gagana sa student portal").message).toMatch(/Chrome/);
  });

  it("points to the financial account for a balance and to student records for a profile", () => {
    expect(ask("where can we see how much we still owe the school").message).toMatch(/finance\.mvsu\.edu\.ph/);
    expect(ask("where do i update my student profile online").message).toMatch(/records\.mvsu\.edu\.ph/);
  });

  it("still refuses another student's balance", () => {
    expect(ask("how much does my classmate owe the cashier").records).toEqual(["refusal:private-data"]);
  });
});

describe("the student number", () => {
  it("says where a student finds it", () => {
    expect(ask("where can i find my student number").message).toMatch(/Certificate of Registration/);
    expect(ask("saan ko makikita ang student number ko").message).toMatch(/Certificate of Registration/);
  });

  it("refuses another student's login", () => {
    expect(ask("can you look up the login of student 2022-00456").records).toEqual(["refusal:private-data"]);
  });
});

describe("the portal password's rules", () => {
  it("states the first-time guide's rule", () => {
    expect(ask("what are the password rules for the portal").message).toMatch(/8 characters/);
  });
});
