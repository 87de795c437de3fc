/**
 * The Transparency Board's records answer their own details: who won a bid and for how much, how long its
 * contract runs, a procurement item's approved budget and reference, what a job post asks of applicants, one
 * budget line's use and the date the budget figures are as of. Projects are named as visitors say them.
 */
import { describe, expect, it } from "vitest";
import { projectAliases } from "./catalog.ts";
import { ask, probes } from "../testing/assistant.ts";

describe("projectAliases", () => {
  it("names a project by what it buys or builds, without counts, sizes or the university's name", () => {
    expect(projectAliases("Construction of the Two-Storey Agriculture Laboratory Building")).toContain("Agriculture Laboratory Building");
    expect(projectAliases("Supply and Delivery of 120 Desktop Computers")).toContain("Desktop Computers");
    expect(projectAliases("Rehabilitation of the University Library Roofing")).toContain("Library Roofing");
    expect(projectAliases("Security Services for Fiscal Year 2025")).toContain("Security Services");
    expect(projectAliases("Concreting of the Campus Perimeter Road, Phase II")).toContain("Campus Perimeter Road");
  });

  it("never adds a one-word name", () => {
    expect(projectAliases("Repair of Roofing")).toEqual(["Repair of Roofing"]);
  });
});

describe("the assistant on transparency details", () => {
  it.each(
    probes(`
      which company got the contract for the agriculture lab building|Cagayan Valley Builders
      who is building the new agri laboratory|Cagayan Valley Builders
      how many days does the agriculture laboratory building contract run|240 calendar days
      who supplies the desktop computers|Northern Luzon Digital Trading
      what's the approved budget for fixing the library roof|₱4,780,000
      philgeps ref number of the library roofing|11051230
      requirements to qualify for the nurse ii job|PRC license
      how much of the capital outlay was used|81\\.1%
      the transparency budget figures are as of what date|September 30, 2024
    `),
  )("%s", (line) => {
    const [q, want] = line.split("|");
    expect(ask(q).message).toMatch(new RegExp(want));
  });

  it("keeps out what no record holds", () => {
    expect(ask("how long is the cagayan river").category).toBe("fallback");
  });
});
