/**
 * A student portal asked for by what it shows or does: 'which portal' gets the portal's name, what it shows and
 * its link; a link or site asked by a feature no portal is named by gets the one portal listing that feature.
 */
import { describe, expect, it } from "vitest";
import { ask, probes, answered } from "../testing/assistant.ts";

describe("which portal", () => {
  it.each(
    probes(`
      which portal has my general weighted average
      what site shows my gwa
      anong portal ang may gwa ko
    `),
  )("%s: the grades portal and its link", (q) => answered(q, /grades\.mvsu\.edu\.ph/));

  it("the link and the activation asked together keep both", () => answered("what is the grades portal link and how do i activate it", /(?=[\s\S]*grades\.mvsu\.edu\.ph)(?=[\s\S]*student number)/));
});

describe("a portal by a feature it lists", () => {
  it.each(
    probes(`
      what is the link for requesting documents online
      which website lets me request my documents online
    `),
  )("%s: the Student Records portal", (q) => answered(q, /records\.mvsu\.edu\.ph/));

  it.each(
    probes(`
      online link to see my payment history
    `),
  )("%s: the Financial Account", (q) => answered(q, /finance\.mvsu\.edu\.ph/));
});

describe("out of scope stays out", () => {
  it.each(
    probes(`
      which portal shows my classmate's grades
      what is the link to request documents online from up diliman
      which website shows my horoscope
    `),
  )("%s is not answered with a portal", (q) => {
    const r = ask(q);
    expect(r.category, `${q} -> ${r.message}`).toBe("fallback");
  });
});
