import { describe, expect, it } from "vitest";
import { LEXICON_PHRASES } from "./lexicon.ts";
import { PHRASES, STOP_WORD_LIST, SYNONYMS, filipinoRoots, mapWord, normalise, tokenize, wordsListedTwice } from "./language.ts";

/** What normalise() leaves of a table key before any phrase is rewritten: a key it changes can never match. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bs\b/g, " ")
    .trim()
    .replace(/\s+/g, " ");
}

describe("language tables", () => {
  it("has only synonym keys that a normalised word can be", () => {
    const dead = Object.keys(SYNONYMS).filter((k) => plain(k) !== k || k.includes(" ") || normalise(k) !== k);
    expect(dead).toEqual([]);
  });

  it("has only stop words that a normalised word can be and that no synonym rewrites first", () => {
    const dead = STOP_WORD_LIST.filter((w) => normalise(w) !== w || (mapWord(w)?.length ?? 0) > 0);
    expect(dead).toEqual([]);
  });

  it("lists each stop word once", () => {
    const twice = STOP_WORD_LIST.filter((w, i) => STOP_WORD_LIST.indexOf(w) !== i);
    expect(twice).toEqual([]);
  });

  it("has only phrases that normalised text can hold and that change it", () => {
    const dead = Object.entries(PHRASES).filter(([k, v]) => plain(k) !== k || k === v);
    expect(dead).toEqual([]);
  });
});

describe("the lexicon of campus situations and nouns", () => {
  it("gives each word one meaning across the word table and the lexicon", () => {
    expect(wordsListedTwice()).toEqual([]);
    expect(Object.keys(LEXICON_PHRASES).filter((k) => Object.hasOwn(PHRASES, k))).toEqual([]);
  });

  it("has only situation phrases that normalised text can hold", () => {
    expect(Object.keys(LEXICON_PHRASES).filter((k) => plain(k) !== k || !k.includes(" "))).toEqual([]);
  });

  it("reaches the contact that handles a situation however it is described", () => {
    const terms = (text: string) => tokenize(text).map((t) => t.term);
    expect(terms("nahimatay")).toEqual(expect.arrayContaining(["clinic", "emergency"]));
    expect(terms("collapsed")).toEqual(expect.arrayContaining(["clinic", "emergency"]));
    expect(terms("ahas")).toContain("security");
    expect(terms("intruder")).toContain("security");
    expect(terms("panic")).toContain("crisis");
    expect(terms("my friend has a panic attack")).toContain("crisis");
    expect(terms("a classmate had a heart attack")).toEqual(expect.arrayContaining(["clinic", "emergency"]));
    expect(terms("ngipin")).toContain("dental");
  });
});

describe("filipinoRoots", () => {
  it("takes off a Filipino word's prefix, repeated syllable and suffix, longest root first", () => {
    expect(filipinoRoots("mapalitan")).toContain("palit");
    expect(filipinoRoots("ipapalit")).toContain("palit");
    expect(filipinoRoots("bayaran")[0]).toBe("bayar");
  });

  it("leaves roots of at least four letters", () => {
    expect(filipinoRoots("alam")).toEqual([]);
  });

  it("reads a word with its linker and a past state with na- as the root", () => {
    expect(filipinoRoots("sirang")).toContain("sira");
    expect(filipinoRoots("nasira")).toContain("sira");
    expect(filipinoRoots("nasirang")).toContain("sira");
    expect(filipinoRoots("napalitan")).toContain("palit");
  });

  it("reads the linker forms of 'babae' and 'lalaki' as the women's and men's", () => {
    expect(tokenize("babaeng estudyante").map((t) => t.term)).toContain("women");
    expect(tokenize("lalaking estudyante").map((t) => t.term)).toContain("men");
  });

  it("reads the nominal and causative prefixes off ('pagkuha', 'pagpapaverify')", () => {
    expect(filipinoRoots("pagkuha")).toContain("kuha");
    expect(filipinoRoots("pagpapaverify")).toContain("verify");
  });
});
