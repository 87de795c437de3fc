/**
 * A job posting asked whether it is still open, by the post ('apply as nurse') or with its details: the
 * posting's deadline and what to submit, never the clinic's hours.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";

describe("job postings", () => {
  it("reads 'still open' of a posting or deadline as taking applications", () => {
    for (const q of ["is the nurse job posting still open", "nurse vacancy still open? deadline", "i want to apply as nurse, is the deadline still open"]) {
      expect(ask(q).message, q).toMatch(/November 29, 2024/);
    }
    expect(ask("is the clinic still open").message).not.toMatch(/November 29/);
  });

  it("answers what an applicant has to submit", () => {
    expect(ask("what does an applicant for the nurse job have to submit").message).toMatch(/PRC license/);
  });
});
