/**
 * Deans asked by their college's initials, short name or words, one college or two at once.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../testing/assistant.ts";

describe("deans of the colleges named", () => {
  it("names the dean of each of two colleges asked together", () => {
    for (const q of ["who is the dean of engineering and of cas", "sino dean ng engg at ng cas", "deans of cics and education"]) {
      const m = ask(q).message;
      expect(m, q).toMatch(/Dean/);
      expect(m.match(/\b(Dr|Engr)\. /g)?.length ?? 0, q).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives the e-mail of the college named by its words, not another college's", () => {
    const m = ask("who is the dean of engineering and what is the college email").message;
    expect(m).toMatch(/Tumaliuan/);
    expect(m).toMatch(/coe@mvsu\.edu\.ph/);
    expect(m).not.toMatch(/coed@/);
  });

  it("leaves the local of a dean named by the college's words to the dean's own record", () => {
    expect(ask("dean of education name and local").message).toMatch(/local 530/);
  });
});
