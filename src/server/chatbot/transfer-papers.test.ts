/**
 * A transferee's papers asked through the parent's story: the school transferred from is another school, not
 * one of the university's colleges, and the paper that shows a student left properly is the honorable dismissal.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { withDescribedPapers } from "./described-papers.ts";

describe("a transferee's papers asked in a story", () => {
  it.each(
    probes(`
      my son will transfer from a college in Manila, what must he get from his old school's registrar
      my son is transferring from another college, what paper from his old school shows he left properly
      lilipat po ang anak ko galing sa ibang kolehiyo, ano ang kailangan niya
      which document shows my daughter left her previous school properly
    `),
  )("%s: the honorable dismissal", (q) => expect(ask(q).message, q).toMatch(/honorable dismissal|transfer credential/i));

  it("reads the source school as another school and the described paper by its name", () => {
    expect(withDescribedPapers("she is transferring from a college in Cebu, what does she need")).toBe("she is transferring from another school, what does she need");
    expect(withDescribedPapers("the paper that shows he left in good standing")).toBe("the honorable dismissal");
    expect(withDescribedPapers("which college offers nursing")).toBe("which college offers nursing");
  });
});
