/**
 * A paper described by the agreement or permission it records ('the document that proves the student agreed',
 * 'what must she sign to allow it') is the consent form, and the verification's requirement answers.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { withDescribedPapers } from "./described-papers.ts";

describe("a paper described by the agreement it records", () => {
  it.each(
    probes(`
      a company wants to verify an applicant grades, what document proves the student agreed
      the agency wants her grades verified, what document must she sign to allow it
      para sa verification ng grades, anong papel na nagpapatunay na pumayag ang estudyante
      our office will verify the grades of an applicant, which form shows that the student consented
    `),
  )("%s: the consent form", (q) => expect(ask(q).message, q).toMatch(/consent form/i));

  it("is read as the consent form, and other papers are left as they are", () => {
    expect(withDescribedPapers("what paper must he sign to allow it")).toBe("what consent form must he sign");
    expect(withDescribedPapers("which document shows my son agreed")).toBe("which consent form");
    expect(withDescribedPapers("what document must i sign for my tor")).toBe("what document must i sign for my tor");
  });
});
