/**
 * Two values asked of one record where one half of the question names no record ('the salary and the deadline of
 * the nurse job', 'how much and how long for a transcript') or the second half is a bare kind of value ('fee and
 * time'): both values of the named record are stated.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a first half that names no record asks of the second half's record", () => {
  it.each(
    probes(`
      salary and deadline of the nurse II job
      what is the salary and the application deadline for the nurse ii post
      magkano ang sahod at hanggang kailan ang aplikasyon sa nurse ii
    `),
  )("states the nurse post's pay and deadline: %s", (q) => {
    const said = ask(q).message;
    expect(said).toMatch(/46,725/);
    expect(said).toMatch(/November 29/);
  });

  it.each(
    probes(`
      how much and how long for a transcript of records
      magkano at gaano katagal ang transcript of records
      hm and how many days for a tor
    `),
  )("states the transcript's fee and processing time: %s", (q) => {
    const said = ask(q).message;
    expect(said).toMatch(/₱100\.00/);
    expect(said).toMatch(/3-5 working days/);
  });
});

describe("a second half that is a bare kind of value", () => {
  it.each(
    probes(`
      transcript of records fee and time
      transcript fee and days
      bayad sa transcript at tagal
    `),
  )("reads it as asked of the first half's record: %s", (q) => {
    const said = ask(q).message;
    expect(said).toMatch(/₱100\.00/);
    expect(said).toMatch(/3-5 working days/);
  });
});
