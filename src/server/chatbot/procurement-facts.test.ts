/**
 * A procurement item answers its bid opening's time and place when asked when or what time, its approved
 * budget when asked how much (in English or Filipino budget words), and a job post's pay names the office
 * hiring, so a question naming the office is answered by the post's pay.
 */
import { describe, expect, it } from "vitest";
import { procurementFacts } from "./procurement-facts.ts";
import { ask, probes } from "../testing/assistant.ts";

describe("procurementFacts", () => {
  const item = { id: "x", item: "Chairs for the Gym", department: "PPFO", budget: 1, status: "ongoing", deadline: "2024-12-02" };

  it("states a clock time of the details as the item's time, with its deadline", () => {
    const facts = procurementFacts({ ...item, details: "Two hundred chairs. Bid opening at Room 5, 2:30 PM." });
    expect(facts.time?.("en")).toMatch(/Bid opening at Room 5, 2:30 PM\. Deadline Monday, December 2, 2024/);
    expect(facts.when?.("fil")).toMatch(/2:30 PM/);
  });

  it("answers only the deadline when the details state no time", () => {
    const facts = procurementFacts({ ...item, details: "Two hundred chairs." });
    expect(facts.time).toBeUndefined();
    expect(facts.when?.("en")).toMatch(/deadline Monday, December 2, 2024/);
  });
});

describe("the assistant on procurement and job details asked in everyday words", () => {
  it.each(
    probes(`
      what time is the bid opening for the engineering lab equipment|10:00 AM
      anong oras ang bid opening ng laboratory equipment|10:00 AM
      bid openin time of the engineering lab equipmnt|10:00 AM
      magkano ang pondo para sa bubong ng library|₱4,780,000
      how much was allotted to repair the library roof|₱4,780,000
      magkano ang inilaan sa capital outlay|₱76,000,000
      salary of the engineering instructor i|₱36,619
      magkano sahod ng instructor i sa engineering|₱36,619
      how much does the nurse ii post at the health services pay|₱46,725
    `),
  )("%s", (line) => {
    const [q, want] = line.split("|");
    expect(ask(q).message).toContain(want);
  });

  it.each(["what is the fee to park a helicopter", "who will win the bid", "what is the budget for the helicopter"])("still rejects %s", (q) => {
    expect(ask(q).category).toBe("fallback");
  });

  it("keeps a photocopy fee off a printing contract's budget", () => {
    expect(ask("how much per page to photocopy records under foi").message).toMatch(/₱2\.00 per page/);
  });
});

describe("a procurement item asked how it is bought or where it opens", () => {
  it.each(
    probes(`
      how will the office supplies for 2025 be procured|PS-DBM
      paano bibilhin ang office supplies sa 2025|PS-DBM
      how is the library roofing being procured|Competitive Bidding
      where is the bid opening of the engineering lab equipment|BAC Conference Room
      saan ang bid opening ng lab equipment|BAC Conference Room
    `),
  )("%s", (line) => {
    const [q, want] = line.split("|");
    expect(ask(q).message).toContain(want);
  });

  it("still names the procurement office by its own name", () => {
    expect(ask("who heads the procurement office").message).toMatch(/Alfredo N\. Cabrera/);
  });

  it("places the opening only when its sentence names a place", () => {
    const item = { id: "x", item: "Chairs", department: "PPFO", budget: 1, status: "ongoing", deadline: "2024-12-02" };
    expect(procurementFacts({ ...item, details: "Bid opening at the BAC Office, 9:00 AM." }).where).toBeDefined();
    expect(procurementFacts({ ...item, details: "Bids open 9:00 AM." }).where).toBeUndefined();
  });
});
