/**
 * A question counting the items of a list the reply states gets the count first; a reply that already
 * counts what is asked, or a list the question does not count, is left alone.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { withListCount } from "./list-count.ts";

describe("counting a listed answer", () => {
  it.each(
    probes(`
      how many steps are there in applying to mvsu
      how many steps does the admission process have
      how mny steps to apply for admission
    `),
  )("counts a numbered procedure: %s", (q) => {
    expect(ask(q).message).toMatch(/^There are 6 steps\./);
  });

  it("counts in Filipino", () => {
    expect(ask("ilang hakbang ang pag-apply sa kolehiyo").message).toMatch(/^6 ang hakbang\./);
  });

  it("counts the items of a requirements list", () => {
    expect(ask("how many requirements are there for a transcript of records").message).toMatch(/^There are 5 requirements\./);
    expect(ask("how many documents does an incoming freshman submit").message).toMatch(/^There are 6 documents\./);
  });

  it("leaves a reply that already counts what is asked, and a list that is not what is counted", () => {
    expect(withListCount("how many photos", "Application Form with two (2) recent 2x2 ID photos; Report card.", "en")).toBeUndefined();
    expect(withListCount("how many floors", "Library: 1. Reading hall, 2. E-library.", "en")).toBeUndefined();
    expect(withListCount("where is the registrar", "Steps: 1. a. 2. b.", "en")).toBeUndefined();
  });
});
