/**
 * Text-speak spellings the letter rules of spelling.ts do not reach: a digit said as a word ('b4' before,
 * '2day' today, 'l8r' later), a dropped final g ('dropin' dropping), a z for a plural s ('dayz'), and a
 * shortening that spells two words, read by the word beside it ('frm for' is a form, 'frm the registrar' from).
 * Each rule only proposes a spelling: the vocabulary still decides whether it is a word the kiosk holds.
 */

/** Digits visitors type for the sound of a word inside another word ('b4', '2moro', 'gr8'). */
const DIGIT_SOUNDS: readonly [RegExp, string][] = [
  [/2/g, "to"],
  [/4/g, "for"],
  [/8/g, "ate"],
];

/**
 * A word mixing letters and the digits 2, 4 or 8 spelt with the digits as the sounds they stand for ('b4' ->
 * 'bfor', '2day' -> 'today'), or undefined: a number, or a code with other digits ('sg12', 'form138'), is no
 * text-speak. The result is then restored like any other shortened word ('bfor' is 'before' with vowels dropped).
 */
export function digitSpelling(word: string): string | undefined {
  if (!/[a-z]/.test(word) || !/^[a-z248]+$/.test(word)) return undefined;
  let out = word;
  for (const [digit, sound] of DIGIT_SOUNDS) out = out.replace(digit, sound);
  return out;
}

/**
 * Spellings of a word typed with a text-speak ending: a dropped final g ('goin', 'dropin': going, dropping)
 * and a z for a plural or verb s ('dayz', 'formz'). Words of four letters or fewer keep their ending.
 */
export function endingSpellings(word: string): string[] {
  if (word.length < 4) return [];
  const out: string[] = [];
  if (word.length >= 5 && /[^aeiou]in$/.test(word)) out.push(`${word}g`);
  if (/[^sz]z$/.test(word)) out.push(`${word.slice(0, -1)}s`);
  return out;
}

/** Words after which a noun follows, never a preposition: 'frm for', 'frm ng', 'frm of'. */
const PREPOSITIONS = new Set(["for", "fr", "of", "to", "para", "pra", "pr", "ng", "na", "nang", "sa", "about", "abt"]);

/**
 * Shortenings that spell two different words, with the neighbour that decides: `[reading, when]` pairs are
 * tried in order, the last is the default (none: the word is then read as any other). 'frm' is 'form' right before a preposition or at the end of the
 * question and 'from' elsewhere; 'lng' is 'long' after 'how' ('how lng') and the Filipino 'lang' elsewhere.
 */
const TWO_WORD_SHORTENINGS: Readonly<Record<string, readonly [string, (prev: string | undefined, next: string | undefined) => boolean][]>> = {
  frm: [
    ["form", (_prev, next) => next === undefined || PREPOSITIONS.has(next)],
    ["from", () => true],
  ],
  lng: [
    ["long", (prev) => prev === "how" || prev === "hw" || prev === "so" || prev === "too"],
    ["lang", () => true],
  ],
  // 'ours' with its h dropped is 'hours' where the pronoun cannot stand: after a name or a determiner ('registrar
  // ours', 'the ours of the clinic'); after a verb, a preposition or a conjunction, or first, it is the pronoun.
  ours: [
    ["hours", (prev) => prev !== undefined && !BEFORE_PRONOUN.has(prev)],
  ],
  // 'San' before a pronoun or a particle is 'saan' (where: 'san ako magtatanong', 'san po'); before a name it is
  // the saint of a town ('San Mateo', 'San Manuel').
  san: [
    ["saan", (_prev, next) => next !== undefined && SAAN_NEXT.has(next)],
  ],
};

/**
 * Words after which 'ours' is the pronoun: the verbs of being and having, prepositions, conjunctions and the
 * words that compare or negate ('is ours', 'next to ours', 'and ours', 'not ours', 'like ours').
 */
const BEFORE_PRONOUN = new Set(
  (
    "is are was were be been being am isnt arent wasnt s have has had get got make made call consider keep " +
    "of to from with for than like as about into onto by at in on near beside besides unlike including " +
    "and or but nor not also too all both only just even still yet then so if that which"
  ).split(" "),
);

/** Words that follow 'saan' (where) and never a saint's name: pronouns and particles. */
const SAAN_NEXT = new Set("ako ko kami kame tayo sila siya sya ka kayo nyo po ba b banda".split(" "));

/** The word a two-word shortening stands for between `prev` and `next` (the neighbouring words as typed), or undefined. */
export function shorteningInContext(word: string, prev: string | undefined, next: string | undefined): string | undefined {
  if (!Object.hasOwn(TWO_WORD_SHORTENINGS, word)) return undefined;
  return TWO_WORD_SHORTENINGS[word].find(([, when]) => when(prev, next))?.[0];
}
