/**
 * The formal Filipino names of the records and their parts: a Spanish loanword in -iba/-ibo ('kooperatiba'), a
 * loanword with its linker ('dokumentaryong'), a root whose first consonant the prefix's nasal swallowed ('pamalit'),
 * the Filipino words for a stamp, housing, a subject and stepping back from it, good conduct, and the holidays'
 * Filipino names.
 */
import { describe, expect, it } from "vitest";
import { ask, probes, answered } from "../testing/assistant.ts";
import { loanwordSpellings } from "./spelling.ts";
import { filipinoRoots } from "./language.ts";

describe("Filipino names of records", () => {
  it("spells the Spanish -iba/-ibo as the English -ive", () => {
    expect(loanwordSpellings("kooperatiba")).toContain("cooperative");
    expect(loanwordSpellings("administratibo")).toContain("administrative");
  });

  it("puts back the consonant a nasal prefix swallowed", () => {
    expect(filipinoRoots("pamalit")).toContain("palit");
    expect(filipinoRoots("panulat")).toContain("sulat");
  });

  it("reads the cooperative by its Filipino name", () => answered("anong oras nagsasara ang kooperatiba", /6:00 PM/));
  it("reads the documentary stamp by its Filipino name", () => answered("magkano ang selyo sa transcript", /₱50\.00 documentary stamp/));
  it("reads the housing office by its Filipino name", () => answered("email ng pabahay ng mga estudyante", /housing@mvsu\.edu\.ph/));
  it("reads a replacement by its nasalised Filipino name", () => answered("magkano ang pamalit ng nasirang diploma", /₱300\.00/));
  it("reads withdrawing from a subject in Filipino", () => answered("hanggang kailan pwedeng umatras sa isang asignatura", /September 27/));
  it("reads good conduct as the good moral certificate", () => answered("saan kinukuha ng freshman ang katibayan ng magandang asal", /guidance office/i));

  it.each(
    probes(`
      kailan ang kapistahan ng kalinis-linisang paglilihi | December 8
      kailan ang araw ng mga bayani | August 26
    `),
  )("%s gets the holiday", (line) => {
    const [q, date] = line.split(" | ");
    answered(q, new RegExp(date));
  });

  it.each(
    probes(`
      magkano ang selyo sa post office
      kailan ang pista ng bayan ng santiago
      magkano ang pamasahe papuntang maynila
    `),
  )("%s is still refused", (q) => expect(ask(q).category).toBe("fallback"));
});
