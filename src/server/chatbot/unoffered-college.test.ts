/**
 * A program MVSU does not offer asked as a college or school of it, by another of its names ('maritime',
 * 'pre-med') or in Taglish and typos gets the not-offered answer with the nearest programs, never a fallback
 * or a neighbouring record's holder.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

const NOT_OFFERED = /does not offer|hindi inaalok/i;

describe("unoffered programs asked as a college or by another name", () => {
  it("answers that the program is not offered", () => {
    const qs = probes(`
      is there a college of medicine, i want to become a doctor
      may college of medicine ba kayo
      do you have a school of law
      meron bang college of nursing dito
      is there a maritime course here
      may maritime course ba ang mvsu
      can i take pre-med here
      do you offer a premed program
      is there a seafaring course
    `);
    const missed = qs.map((q) => ({ q, m: ask(q).message })).filter(({ m }) => !NOT_OFFERED.test(m));
    expect(missed.map(({ q, m }) => `${q} -> ${m.slice(0, 90)}`)).toEqual([]);
  });

  it("still answers the university physician and the colleges it has", () => {
    expect(ask("who is the doctor in the clinic").message).toMatch(/University Physician/);
    expect(ask("where is the college of engineering").message).not.toMatch(NOT_OFFERED);
  });
});

describe("a program not offered, asked with a career goal or in Filipino", () => {
  it("answers that MVSU does not offer it whatever the goal or hope around it", () => {
    for (const q of probes(`
      my son hopes to be a lawyer someday, do you have law
      gusto ng anak ko maging piloto, may aviation ba kayo
      we run a small farm and my daughter wants to be a vet, do you offer veterinary medicine
      may kurso po ba kayong medisina
      may abogasya po ba dito
    `)) expect(ask(q).message, q).toMatch(/does not offer|Hindi inaalok/);
  });
});
