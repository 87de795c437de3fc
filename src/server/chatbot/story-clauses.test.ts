import { describe, expect, it } from "vitest";
import { storyClauses, unaskingClauses } from "./visitor-context.ts";

describe("storyClauses", () => {
  it("finds the clauses that only tell the visitor's story beside a clause that asks", () => {
    expect(storyClauses("our company needs to confirm an applicant graduated, how much is the fee")).toEqual(["our company needs to confirm an applicant graduated"]);
    expect(storyClauses("We are a bank verifying an applicant. What is the fee?")).toEqual(["We are a bank verifying an applicant."]);
  });

  it("reads a relative 'who' or 'which' as telling, not asking", () => {
    expect(storyClauses("we hired an applicant who graduated in 2019, how much is the verification")).toEqual(["we hired an applicant who graduated in 2019"]);
  });

  it("finds none in a question of one clause or with no clause that asks", () => {
    expect(storyClauses("how much is the verification fee")).toEqual([]);
    expect(storyClauses("my son lost his id, he needs a new one")).toEqual([]);
  });

  it("cuts at a sentence's end but not at a title's period", () => {
    expect(unaskingClauses("Dr. Cruz sent me. Where is the clinic?")).toEqual(["Dr. Cruz sent me."]);
  });
});
