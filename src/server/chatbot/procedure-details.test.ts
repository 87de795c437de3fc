/**
 * Details of a procedure asked beside what happened: a complaint's reply time whoever it is about, an employer
 * verifying a graduate's grades (the procedure, not anyone's records), a Filipino step told in its affixed verbs,
 * an ID nobody claimed.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";
import { detectIntents } from "./intents.ts";

describe("a complaint's reply time", () => {
  it("is the office head's written reply, whoever the complaint is about", () => {
    expect(ask("i complained about the librarian, within how many days will the office head reply in writing").message).toMatch(/3 working days/);
    expect(ask("i filed a complaint against a clerk, how many days until the office head sends a written reply").message).toMatch(/3 working days/);
  });

  it("reads a post doing something in a when-question as who acts, not whom the visitor asks for", () => {
    expect(detectIntents("when will the office head reply")).toEqual(["when"]);
    expect(detectIntents("how many days before the dean signs it")).not.toContain("who");
    expect(detectIntents("who heads the library")).toContain("who");
  });
});

describe("an employer verifying a graduate's grades", () => {
  it("gets the verification procedure: its fee, papers and where to send it", () => {
    expect(ask("our firm verifies applicants' grades, how much do you charge per document").message).toMatch(/₱150\.00/);
    expect(ask("employer po kami, anong kailangan para ma-verify ang grades ng aplikante").message).toMatch(/consent/i);
    expect(ask("what documents do we need to verify a graduate's transcript").message).toMatch(/consent/i);
  });

  it("still gets no one's grades", () => {
    for (const q of ["can you verify the grades of maria santos, what are they", "verify my classmate's grades for me"]) expect(ask(q).records[0], q).toBe("refusal:private-data");
  });
});

describe("a step told in Filipino verbs, and an ID nobody claimed", () => {
  it("answers the step's time", () => {
    expect(ask("pinirmahan na lahat, naipasa ko na ang clearance, ilang araw bago ma-approve").message).toMatch(/1-2 working days/);
  });

  it("answers how long an unclaimed ID waits", () => {
    expect(ask("i never picked up my id, after how many days do unclaimed ids go to osas").message).toMatch(/30 days/);
  });
});
