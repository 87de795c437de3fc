import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a day counted from a calendar record", () => {
  it.each(
    probes(`
      what holiday is the sunday before finals week
      anong holiday ang sunday bago mag finals
      which holiday falls on the sunday prior to the final examinations
    `),
  )("%s gets the holiday of that Sunday", (q) => expect(ask(q).message).toMatch(/Immaculate Conception: (Sunday|Linggo), December 8/));

  it("counts forward from the end of the record after 'after'", () =>
    expect(ask("what exam is the monday after the feast of the immaculate conception").message).toMatch(/Final Examinations/));

  it("asks nothing of the anchor's own words: 'before christmas break' asks no break", () => {
    const m = ask("any event the friday before christmas break").message;
    expect(m).toMatch(/December 20/);
    expect(m).not.toMatch(/Christmas Break:/);
  });

  it.each(
    probes(`
      what holiday is the sunday before the super bowl
      what happens the day after the world cup final
    `),
  )("%s is still refused: no calendar record anchors it", (q) => expect(ask(q).category).toBe("fallback"));
});
