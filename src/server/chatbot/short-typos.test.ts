import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { askingWordTypo, undoubled } from "./short-typos.ts";

describe("typos in the short asking words", () => {
  it.each([
    ["teh", "the"],
    ["muc", "much"],
    ["lon", "long"],
    ["yers", "years"],
    ["naem", "name"],
    ["emal", "email"],
    ["wen", "when"],
  ])("reads '%s' as '%s'", (typed, meant) => expect(askingWordTypo(typed)).toBe(meant));

  it("leaves a word alone when no asking word, or more than one, fits", () => {
    expect(askingWordTypo("hat")).toBeUndefined();
    expect(askingWordTypo("tow")).toBeUndefined();
    expect(askingWordTypo("moon")).toBeUndefined();
    // A real word one letter from an asking word is meant as written.
    expect(askingWordTypo("man")).toBeUndefined();
    expect(askingWordTypo("son")).toBeUndefined();
    expect(askingWordTypo("dos")).toBeUndefined();
    // A changed letter is another word as often as a typo.
    expect(askingWordTypo("mach")).toBeUndefined();
  });

  it("writes a doubled letter once only into a held word of five letters or more", () => {
    const held = new Set(["until", "grades", "mas"]);
    expect(undoubled("untill", (w) => held.has(w))).toBe("until");
    expect(undoubled("gradess", (w) => held.has(w))).toBe("grades");
    expect(undoubled("mass", (w) => held.has(w))).toBeUndefined();
  });

  it.each(
    probes(`
      what is teh email of the registrar
      naem of the university registrar
    `),
  )("%s gets the registrar", (q) => expect(ask(q).message).toMatch(/registrar@mvsu\.edu\.ph|Soriano/));

  it.each(
    probes(`
      how muc is the transcript of records
      transcript of records fee how muc
    `),
  )("%s gets the transcript fee", (q) => expect(ask(q).message).toMatch(/₱100\.00/));

  it("reads 'lon' after 'how' as long", () => expect(ask("how lon does a diploma request take").message).toMatch(/3-5 working days/));

  it("reads a word held only as a stem of a longer word ('tim' of 'timings') as the asking word", () => {
    expect(ask("the library is open untill wat tim").message).toMatch(/7:00 PM/);
  });

  it("reads 'yers' as years", () => expect(ask("how many yers is the BS Civil Engineering program").message).toMatch(/5 years/));

  it.each(
    probes(`
      what is teh capital of france
      how muc is a hat at the mall
      untill when is the bar exam
      how lon is the amazon river
      wen is teh next full moon
      who is the tallest man in teh world
      can i borrow a cot and a tie
    `),
  )("%s is still refused", (q) => expect(ask(q).category).toBe("fallback"));
});

describe("text-speak greetings, 'hu' for who, and an f for ph", () => {
  it("reads 'gud' and 'hu'", () => expect(ask("gud pm, hu is the university registrar").message).toMatch(/Soriano/));
  it("reads 'fotocopy' as photocopy", () => expect(ask("how much is an foi fotocopy per page").message).toMatch(/₱2\.00/));
  it("still refuses an f-word the kiosk does not hold", () => expect(ask("gud pm, hu won the fifa world cup").category).toBe("fallback"));
});
