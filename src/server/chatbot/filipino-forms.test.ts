/**
 * A Filipino word reaches its record however it is inflected: with its linker ('sirang diploma'), as a past
 * state ('nasira', 'nawala'), and the Filipino words for a guard name the campus security.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a damaged or lost thing asked in Filipino", () => {
  it.each(
    probes(`
      magkano po ang pagpapalit ng nasirang diploma
      magkano ang diplomang nasira
      sirang diploma, magkano ang kapalit
      nasira ang diploma ko sa baha, magkano papalitan
      how much to replace a damaged diploma
    `),
  )("%s", (q) => {
    expect(ask(q).message).toMatch(/₱300\.00/);
  });

  it.each(
    probes(`
      nawalang ID magkano ang kapalit
      magkano ang papalit ng nawalang id
    `),
  )("%s", (q) => {
    expect(ask(q).message).toMatch(/₱150\.00/);
  });
});

describe("the guards asked in Filipino", () => {
  it.each(
    probes(`
      ano po ang numero ng guwardiya
      numero ng mga gwardiya sa campus
      gwardya number pls
      pano tawagan ang guwardya
      security guard number
    `),
  )("%s", (q) => {
    expect(ask(q).message).toMatch(/0998 562 2199/);
  });
});

describe("a function word with its linker ('kayang', 'pwedeng')", () => {
  it.each(
    probes(`
      ilan ang kayang i-accommodate ng women's dorm|150
      ilang estudyante ang kayang tanggapin ng men's dorm|120
      ilan po ang kayang tumira sa men's dormitory|120
    `),
  )("%s", (line) => {
    const [q, want] = line.split("|");
    expect(ask(q).message).toMatch(new RegExp(`(?<!\\d)${want}(?!\\d)`));
  });
});

describe("women's and men's records asked by everyday words", () => {
  it.each(
    probes(`
      dorm for girls|Women's Dormitory
      ilan ang kaya ng dorm para sa mga babae|150
      ladies dorm capacity|150
      dorm ng mga lalaki saan|Men's Dormitory
      boys dormitory how many students|120
    `),
  )("%s", (line) => {
    const [q, want] = line.split("|");
    expect(ask(q).message).toContain(want);
  });
});

describe("a 'just done' verb written with a hyphen", () => {
  it("reads 'kaka-graduate', 'kaka-enroll' as the English verb", () => {
    expect(ask("kaka-graduate ko lang, magkano ang diploma").message).toMatch(/₱300\.00/);
    expect(ask("kaka-enroll ko lang po, saan makikita ang cor").category).not.toBe("fallback");
  });
});
