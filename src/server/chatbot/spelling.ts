/**
 * Respelling: a visitor's misspelt or shortened word ('numbr', 'emrgncy', 'portl', 'nurzing', 'pra', 'kau') is
 * rewritten to the word the kiosk holds before anything reads the question, so every step (records, knowledge
 * items, passages, the doubt check) meets the word it knows. Only a word the kiosk's vocabulary does not hold
 * is touched, and only into a word it does hold: a real word is never turned into another.
 */
import type { FactIndex } from "./facts.ts";
import type { KnowledgeIndex } from "./engine.ts";
import { NEAREST_PROGRAMS, type Entity } from "./catalog.ts";
import { remembered } from "./remembered.ts";
import { textsOf } from "./record-texts.ts";
import { LEXICON_PHRASES } from "./lexicon.ts";
import { PHRASES, STOP_WORD_LIST, STOP_WORDS, allowedTypos, filipinoRoots, mapWord, stem, synonymKeys, taglishStems } from "./language.ts";
import { framingTerms } from "./explained.ts";
import { careerWords } from "./career-fields.ts";
import { digitSpelling, endingSpellings, shorteningInContext } from "./text-speak.ts";
import { ASKING_VOCABULARY, askingWordTypo, undoubled } from "./short-typos.ts";
import { BOOK_SPELLING, SOUND_INITIAL_LENGTH, SOUND_LENGTH, SOUND_SHORT_LENGTH, SOUND_VOWEL_LENGTH, oneVowelApart, soundSpelling, vowelBlind } from "./sound-spelling.ts";

/**
 * Text-speak shortenings of function words, which no record spells out: the letter or letters a visitor types
 * for a word every question uses ('d' the, 'b' ba, 'kau' kayo, 'pra' para). Content words need no table: the
 * vowel-dropped and edit-distance rules below find them in the vocabulary.
 */
export const SHORTENINGS: Readonly<Record<string, string>> = {
  d: "the", da: "the", b: "ba", u: "you", r: "are", w: "with", wd: "with", wid: "with", abt: "about",
  kau: "kayo", kyo: "kayo", nyo: "ninyo", pra: "para", pr: "para", nmn: "naman", lng: "lang", dn: "din", rn: "rin",
  sna: "sana", tlga: "talaga", bkt: "bakit", pno: "paano", pnu: "paano", sn: "saan", cno: "sino", sno: "sino", mey: "may", mron: "meron", mern: "meron", snu: "sino", xno: "sino", kln: "kailan", kla: "kailan", klan: "kailan", kc: "kasi", kse: "kasi",
  gud: "good",
  mgkno: "magkano", mgkan: "magkano", wat: "what", wht: "what", wer: "where", hw: "how", cn: "can",
  fr: "for", nd: "and", yr: "year", thru: "through", tho: "though", til: "until", till: "until",
  // Text-speak of the asking words: what, which, when, where, who, how long, may I.
  anu: "ano", anung: "anong", anuh: "ano", wut: "what", wha: "what", whn: "when", whr: "where", hu: "who", cnu: "sino", ganu: "gaano", gnu: "gaano",
  pede: "pwede", pwde: "pwede", pde: "pwede", pd: "pwede",
  // Text-speak of 'is', 'yung' and the abbreviation of 'room' ('rm 204').
  z: "is", iz: "is", ung: "yung", rm: "room",
  num: "number", engg: "engineering", ngaun: "ngayon", ngayn: "ngayon", ngyon: "ngayon", ngaon: "ngayon",
};

/**
 * Filipino words for a thing the rules read by the word the records use: 'pormularyo' is the 'form' every form
 * question names, the 'pinuno' or 'boss' of an office its 'head'. Rewritten like a shortening, so the rules reading the
 * question's own words ('who heads', 'the head of X') meet them too.
 */
export const FORMAL_WORDS: Readonly<Record<string, string>> = {
  pormularyo: "form", pormularyong: "form", pormulario: "form",
  pinuno: "head", pinunong: "head", namumuno: "head", nangunguna: "head",
  // The everyday English word for whoever heads a unit.
  boss: "head", bosses: "head",
};

const VOWELS = /[aeiou]/;

/** The words a question asks with and names its fact with: the only targets of a three-letter word spelt by sound. */
const ASKING_WORDS: ReadonlySet<string> = new Set(ASKING_VOCABULARY);

/** Filipino possessive pronouns ('aking' my): function words no record uses, never a misspelt 'asking'. */
const FILIPINO_POSSESSIVES = ["aking", "iyong", "inyong", "kanyang", "kaniyang", "kanilang", "ating", "aming", "atin", "amin"];

/**
 * Is `typed` the word `meant` with some vowels left out ('numbr' number, 'opn' open, 'emrgncy' emergency)?
 * Text-speak drops vowels and keeps every consonant in order, so the typed word is `meant` minus vowels only.
 */
export function isVowelDropped(typed: string, meant: string): boolean {
  if (typed.length >= meant.length || typed[0] !== meant[0]) return false;
  let i = 0;
  for (const ch of meant) {
    if (i < typed.length && typed[i] === ch) i++;
    else if (!VOWELS.test(ch)) return false;
  }
  return i === typed.length;
}

/**
 * Letter edits from `typed` to `meant` (Damerau: a swap of neighbours is one), or `max + 1` once more than `max`.
 * With `lossCost` below 1, a letter the visitor left out or a swap costs `lossCost` instead of 1 while a changed
 * or an extra letter costs 1: the whole part of the result then counts only the changed and extra letters.
 */
export function editDistance(typed: string, meant: string, max: number, lossCost = 1): number {
  const a = typed;
  const b = meant;
  if (Math.abs(a.length - b.length) * lossCost > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j * lossCost);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      // An extra typed letter or a changed one costs 1; a left-out letter (inserting b[j]) costs lossCost.
      let d = Math.min(prev[j] + 1, row[j - 1] + lossCost, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + lossCost);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/**
 * Is `meant` a plausible spelling of `typed` that is not another word? Within the edit allowance for the
 * typed word's length; and since real words differ from each other mostly by a changed or an extra letter
 * ('trick' track, 'movie' move, 'world' would), such an edit is allowed only once and only in a word of
 * CHANGED_LETTER_LENGTH letters or more: shorter words are corrected only for left-out or swapped letters
 * ('clinc', 'emial', 'libary').
 */
export function isMisspelling(typed: string, meant: string): boolean {
  const max = allowedTypos(typed.length);
  if (max === 0 || typed[0] !== meant[0] || editDistance(typed, meant, max) > max) return false;
  const changed = Math.floor(editDistance(typed, meant, max, 0.01) + 1e-9);
  return changed === 0 || (changed === 1 && typed.length >= CHANGED_LETTER_LENGTH);
}

/** The shortest typed word in which a changed or extra letter may be corrected. */
export const CHANGED_LETTER_LENGTH = 7;

/**
 * Filipino spellings of English and Spanish loanwords, as [written, English] letter patterns: Filipino writes
 * k for c ('kampus'), -syon for -tion ('edukasyon'), -dad for -ty ('seguridad'), -sip for -ship ('iskolarsip'),
 * ts for ch, an i or e before an s that opens a word ('iskedyul', 'estudyante'), -ko/-ka for -c ('akademiko'), -ri
 * for -ry ('kemistri'), -yo for -y ('laboratoryo'), the Spanish -ibo/-iba for -ive ('kooperatiba') and an f
 * for the ph of a Greek word ('fotokopi': photocopy).
 */
const LOANWORD_PATTERNS: readonly [RegExp, string][] = [
  [/^f/, "ph"],
  [/ib[ao]$/, "ive"],
  [/siyon$/, "sion"],
  [/syon$/, "tion"],
  [/dad$/, "ty"],
  [/sip$/, "ship"],
  [/ri$/, "ry"],
  [/yo$/, "y"],
  [/ts/g, "ch"],
  [/^[ie](?=s[bcdfghklmnpqrstvwyz])/, ""],
  [/k(?:o|a)$/, "c"],
  [/k/g, "c"],
  [/dy/g, "d"],
];

/**
 * The English spellings a Filipino spelling of a loanword may stand for: every pattern of LOANWORD_PATTERNS
 * that applies is applied, cumulatively in table order, each step kept as a candidate ('edukasyon' ->
 * 'edukation' -> 'education'). Words shorter than five letters are native words, never loanwords here.
 */
export function loanwordSpellings(word: string): string[] {
  if (word.length < 5) return [];
  const out: string[] = [];
  // A k near the start may also be a Greek ch ('kemistri': chemistry, 'mekanikal': mechanical, 'teknikal').
  const starts = [word, ...(/^[a-z]{0,2}k/.test(word) ? [word.replace(/^([a-z]{0,2})k/, "$1ch")] : [])];
  for (const start of starts) {
    const chain: string[] = start === word ? [] : [start];
    let w = start;
    for (const [pattern, english] of LOANWORD_PATTERNS) {
      const next = w.replace(pattern, english);
      if (next !== w && next.length >= 3) chain.push((w = next));
    }
    out.push(...chain.reverse());
  }
  return out;
}
/** The shortest typed word whose left-out vowels are restored even when it keeps a vowel after its first letter. */
export const VOWEL_DROP_LENGTH = 5;

/** The words the kiosk holds, as written, with how often each is used; indexed by first letter for search. */
export class Vocabulary {
  private readonly counts = new Map<string, number>();
  private readonly terms = new Set<string>();
  private readonly byInitial = new Map<string, [string, number][]>();
  /** Words of the records' English sentences: the roots a Taglish verb written as one word may carry. */
  private readonly english = new Set<string>();

  constructor(texts: Iterable<string>, extra: Iterable<string> = [], englishTexts: Iterable<string> = []) {
    for (const text of englishTexts) for (const w of plainWords(text)) if (/^[a-z]{2,}$/.test(w)) this.english.add(stem(w));
    const add = (w: string, n = 1) => {
      // A single letter is an initial ('Dr. Ernesto P. Galang'), not a word: 'd' stays text-speak for 'the'.
      if (!/^[a-z]{2,}$/.test(w)) return;
      this.counts.set(w, (this.counts.get(w) ?? 0) + n);
      this.terms.add(stem(w));
    };
    for (const text of texts) for (const w of plainWords(text)) add(w);
    for (const w of extra) add(w, 0);
    for (const [w, n] of this.counts) {
      if (w.length < 2) continue;
      const list = this.byInitial.get(w[0]) ?? [];
      list.push([w, n]);
      this.byInitial.set(w[0], list);
    }
  }

  /** Does the kiosk hold `word`, as written, by its stem, as a synonym or inside a Taglish verb ('magapply')? */
  holds(word: string): boolean {
    if (this.counts.has(word) || this.terms.has(stem(word)) || mapWord(word) !== undefined) return true;
    // An English past or -ing form of a held verb ('filed', 'filing' of 'file') is that word, never another ('field').
    const base = /^([a-z]{3,}e)d$/.exec(word)?.[1] ?? /^([a-z]{3,})ing$/.exec(word)?.[1];
    if (base && (this.counts.has(base) || this.counts.has(`${base}e`))) return true;
    // A Filipino word with its linker ('nawalang', 'kursong') is the word; a function word's ('kayang') is corrected to it.
    if (word.length > 5 && /[aeiou]ng$/.test(word) && !STOP_WORDS.has(word.slice(0, -2)) && this.holds(word.slice(0, -2))) return true;
    return taglishStems(word).some((rest) => this.counts.has(rest) || mapWord(rest) !== undefined);
  }

  /**
   * The word the kiosk holds that `word` misspells or shortens, or undefined: a text-speak shortening; else the
   * most used word it is with vowels dropped; else the nearest word within the edit allowance for its length
   * (same first letter; the most used breaks a tie). A word the vocabulary holds is never corrected.
   */
  correct(word: string): string | undefined {
    return this.corrected(word);
  }

  /** Words already corrected (or found to need none). */
  private readonly corrected = remembered((word) => this.correctOnce(word));

  private correctOnce(word: string): string | undefined {
    if (!/^[a-z]+$/.test(word)) return undefined;
    const english = this.taglishRoot(word);
    if (english) return english;
    // A word held only as the stem of a longer word ('tim' of 'timings') was typed as no word the kiosk holds.
    if (!this.counts.has(word) && mapWord(word) === undefined && !STOP_WORDS.has(word)) {
      const asked = askingWordTypo(word);
      if (asked) return asked;
    }
    if (this.holds(word)) return undefined;
    // A function word with its Filipino linker ('pong', 'kayong') is the function word.
    if (/^[a-z]{2,5}ng$/.test(word) && STOP_WORDS.has(word.slice(0, -2))) return word.slice(0, -2);
    // A Filipino affixed form of a word the synonym table holds ('mapalitan': palit, replace).
    const root = filipinoRoots(word).find((r) => mapWord(r)?.length);
    if (root) return root;
    if (Object.hasOwn(SHORTENINGS, word)) return SHORTENINGS[word];
    if (Object.hasOwn(FORMAL_WORDS, word)) return FORMAL_WORDS[word];
    if (word.length < 3) return undefined;
    // A doubled letter is written once only into a word held as written: 'passport' is never 'pa' + 'sport'.
    const typo = this.nearest(word) ?? undoubled(word, (w) => this.counts.has(w));
    if (typo) return typo;
    // A text-speak ending ('dropin', 'dayz'): the word with its ending restored, as held or misspelt.
    for (const spelt of endingSpellings(word)) {
      const held = this.holds(spelt) ? spelt : this.nearest(spelt);
      if (held) return held;
    }
    const short = this.clipped(word) ?? this.shortTypo(word);
    if (short) return short;
    // A Filipino spelling of a loanword ('kampus', 'edukasyon', 'iskolarsip'): the English word, as held or misspelt.
    // A loanword with its Filipino linker ('dokumentaryong selyo') is spelt like the bare loanword.
    const linked = word.length > 5 && /[aeiou]ng$/.test(word) ? [word.slice(0, -2)] : [];
    for (const english of [word, ...linked].flatMap(loanwordSpellings)) {
      const held = this.holds(english) ? english : this.nearest(english);
      if (held) return held;
    }
    const sounded = this.bySound(word);
    if (sounded) this.soundedWords.add(word);
    return sounded;
  }

  /** Words corrected only by how they sound: a name written with a capital keeps its spelling. */
  private readonly soundedWords = new Set<string>();

  private soundIndex?: Map<string, [string, number][]>;
  private vowelBlindIndex?: Map<string, [string, number, string][]>;

  /**
   * The held word `word` is spelt as it sounds ('oppice' office, 'skul' school), or undefined: the most used held
   * word that sounds the same; else, for a long word, the most used one a single vowel sound away ('clirance').
   * Both indexes are built once, on the first word that needs them.
   */
  private bySound(word: string): string | undefined {
    if (word.length < SOUND_LENGTH || BOOK_SPELLING.test(word)) return undefined;
    if (!this.soundIndex || !this.vowelBlindIndex) {
      this.soundIndex = new Map();
      this.vowelBlindIndex = new Map();
      for (const [w, n] of this.counts) {
        // Function words are reached by the shortenings; a sound is spelt by a word at least as long as it.
        if (w.length < SOUND_LENGTH || STOP_WORDS.has(w)) continue;
        const sound = soundSpelling(w);
        const same = this.soundIndex.get(sound) ?? [];
        same.push([w, n]);
        this.soundIndex.set(sound, same);
        const blind = vowelBlind(sound);
        const near = this.vowelBlindIndex.get(blind) ?? [];
        near.push([w, n, sound]);
        this.vowelBlindIndex.set(blind, near);
      }
    }
    const sound = soundSpelling(word);
    // A word spelt by sound leaves silent letters out, never adds them: the held word is at least as long. It keeps
    // its first letter ('fre' is 'free', never 'pre'), or has lost the h of an English word ('ospital').
    // A short typed word sounding like a held word is as often a real word of its own ('horse' and 'hours', 'cup' and
    // 'coop'): under SOUND_SHORT_LENGTH letters the held word must be longer, and a word of three letters can only be one
    // of the asking words ('rum' room).
    const fits = ([w]: readonly [string, ...unknown[]]) =>
      (word.length >= SOUND_SHORT_LENGTH ? w.length >= word.length : w.length > word.length && (word.length > SOUND_LENGTH || ASKING_WORDS.has(w))) &&
      (w[0] === word[0] || (word.length >= SOUND_INITIAL_LENGTH && w === `h${w.slice(1)}` && w[1] === word[0] && this.english.has(stem(w))));
    const most = (list: readonly (readonly [string, number, ...unknown[]])[]) => list.filter(fits).reduce<readonly [string, number, ...unknown[]] | undefined>((b, c) => (!b || c[1] > b[1] ? c : b), undefined)?.[0];
    const same = most(this.soundIndex.get(sound) ?? []);
    if (same || word.length < SOUND_VOWEL_LENGTH) return same;
    return most((this.vowelBlindIndex.get(vowelBlind(sound)) ?? []).filter(([, , s]) => oneVowelApart(s, sound)));
  }

  /**
   * The English word inside a Taglish verb written as one word, when the records' English names and sentences use that word
   * ('marefund' refund, 'makagraduate' graduate, 'magtatravel' travel with the repeated first sound of the
   * future, 'grumaduate' graduate with the -um- infix after its first two consonants), or undefined. A word the
   * vocabulary holds as it is, or a remainder of fewer than five letters, is never read this way.
   */
  private taglishRoot(word: string): string | undefined {
    if (this.counts.has(word) || this.terms.has(stem(word)) || mapWord(word) !== undefined) return undefined;
    // The request prefix pa- asks for a Filipino thing ('pakopya', 'pasagot'), never an English verb.
    const stems = taglishStems(word).filter((rest) => word.length - rest.length !== 2 || !word.startsWith("pa"));
    const heads = stems.flatMap((rest) => [rest, ...(/^([bcdfghjklmnpqrstvwxyz])[aeiou](?=\1|(?<=k[aeiou])c)/.test(rest) ? [rest.slice(2)] : [])]);
    // The -um- infix after an English two-consonant onset ('grumaduate'); after one consonant it is a Filipino verb ('sumusunod').
    const infixed = /^((?!ng)[bcdfghjklmnpqrstvwxyz]{2})um([a-z]{4,})$/.exec(word);
    if (infixed) heads.push(infixed[1] + infixed[2]);
    // A root beginning with a vowel may be the repeated vowel of the verb ('nag-iinterview'): it is left as written.
    return heads.find((h) => h.length >= 5 && /^[bcdfghjklmnpqrstvwxyz]/.test(h) && this.english.has(stem(h)) && !STOP_WORDS.has(h));
  }

  /**
   * A clipped word ('subj' subject): a word ending in two consonants that end no word the kiosk holds is cut
   * short, and reads as the most used held word it begins.
   */
  private clipped(word: string): string | undefined {
    if (word.length < 3 || !/[^aeiou]{2}$/.test(word) || this.endings().has(word.slice(-2))) return undefined;
    let best: [string, number] | undefined;
    for (const c of this.byInitial.get(word[0]) ?? []) if (c[0].length > word.length && c[0].startsWith(word) && (!best || c[1] > best[1])) best = c;
    return best?.[0];
  }

  /**
   * A four-letter typo the edit allowance leaves alone: a vowel left out between its two closing consonants
   * ('civl' civil), or two letters swapped into a pair no held word has ('exma' exam). Only a single held word may fit.
   */
  private shortTypo(word: string): string | undefined {
    if (word.length !== 4) return undefined;
    const held = (part: string) => [...part].slice(1).every((ch, k) => this.pairs().has(part[k] + ch));
    const fits = (this.byInitial.get(word[0]) ?? []).map(([w]) => w).filter((w) => {
      if (w.length === 5) return /[^aeiou]{2}$/.test(word) && w.startsWith(word.slice(0, 3)) && VOWELS.test(w[3]) && w[4] === word[3];
      if (w.length !== 4) return false;
      const i = [...word].findIndex((ch, k) => ch !== w[k]);
      return i >= 0 && i < 3 && word[i] === w[i + 1] && word[i + 1] === w[i] && word.slice(i + 2) === w.slice(i + 2) && !held(word.slice(Math.max(0, i - 1), i + 3));
    });
    return fits.length === 1 ? fits[0] : undefined;
  }

  private endingSet?: Set<string>;
  private pairSet?: Set<string>;

  /** The last two letters of every held word. */
  private endings(): Set<string> {
    return (this.endingSet ??= new Set([...this.counts.keys()].map((w) => w.slice(-2))));
  }

  /** Every pair of neighbouring letters a held word has. */
  private pairs(): Set<string> {
    if (!this.pairSet) {
      this.pairSet = new Set();
      for (const w of this.counts.keys()) for (let i = 0; i + 1 < w.length; i++) this.pairSet.add(w.slice(i, i + 2));
    }
    return this.pairSet;
  }

  /** The word the kiosk holds that `word` (not held) misspells: vowels dropped, else within the edit allowance. */
  private nearest(word: string, textSpoken = false): string | undefined {
    const candidates = this.byInitial.get(word[0]) ?? [];
    // A short word with a vowel after its first letter is a word of its own ('son', 'car'), not text-speak ('lnk', 'opn').
    const textSpeak = textSpoken || word.length >= VOWEL_DROP_LENGTH || !VOWELS.test(word.slice(1));
    let dropped: [string, number] | undefined;
    if (textSpeak) for (const c of candidates) if (isVowelDropped(word, c[0]) && (!dropped || c[1] > dropped[1])) dropped = c;
    if (dropped) return dropped[0];
    const max = allowedTypos(word.length);
    if (max === 0) return undefined;
    let best: { w: string; d: number; n: number } | undefined;
    for (const [w, n] of candidates) {
      if (w.length < 3 || !isMisspelling(word, w)) continue;
      const d = editDistance(word, w, max);
      if (!best || d < best.d || (d === best.d && n > best.n)) best = { w, d, n };
    }
    return best?.w;
  }

  /**
   * `text` with every word the vocabulary does not hold replaced by the word it corrects to; the rest untouched.
   * A word with digits is text-speak only when its digits read as sounds make a held word ('b4' before); a
   * shortening that spells two words is read by its neighbours ('frm for' form).
   */
  respell(text: string): string {
    return this.respelled(text);
  }

  /** Texts already respelled: the same question is respelled several times on its way to an answer. */
  private readonly respelled = remembered((text) => this.respellOnce(text));

  private respellOnce(text: string): string {
    const WORD = /[\p{L}\p{M}\d]+(?:'[a-z]+)?/gu;
    const words = [...text.matchAll(WORD)].map((m) => plainWord(m[0]));
    let i = -1;
    return text.replace(WORD, (raw, at: number) => {
      const word = words[++i];
      if (word.includes("'")) return raw;
      if (/\d/.test(word)) {
        const spelt = digitSpelling(word);
        return (spelt && (this.holds(spelt) ? spelt : this.nearest(spelt, true))) || raw;
      }
      const fixed = shorteningInContext(word, words[i - 1], words[i + 1]) ?? this.correct(word);
      // A name or an initialism ('Ben', 'LOA': a capital inside the word or the sentence) is not spelt by sound.
      if (fixed && this.soundedWords.has(word) && (/[A-Z]/.test(raw.slice(1)) || (/^[A-Z]/.test(raw) && i > 0 && !/[.!?]\s*$/.test(text.slice(0, at))))) return raw;
      return fixed ?? raw;
    });
  }
}

/** One typed word in lower case, accents removed. */
function plainWord(raw: string): string {
  return raw.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** Lower-case words of a text, accents removed. */
function plainWords(text: string): string[] {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().split(/[^a-z]+/).filter(Boolean);
}

const vocabularies = new WeakMap<FactIndex, WeakMap<KnowledgeIndex, Vocabulary>>();

/**
 * Everything the kiosk holds as words: every record's names, sentences and stored fields (and their field
 * names), the pages' prose, the knowledge items, the synonym and lexicon keys, the framing and stop words
 * and the programs the university does not offer (so 'nurzing' is 'nursing' and gets its not-offered answer).
 */
export function vocabularyOf(facts: FactIndex, knowledge: KnowledgeIndex): Vocabulary {
  let per = vocabularies.get(facts);
  if (!per) vocabularies.set(facts, (per = new WeakMap()));
  let v = per.get(knowledge);
  if (v) return v;
  const texts: string[] = [];
  const english: string[] = [];
  for (const e of facts.entities) {
    texts.push(e.title, ...e.aliases, e.summary("en"), e.summary("fil"), ...(e.texts ?? []), ...(e.fields ?? []));
    english.push(e.title, e.summary("en"));
    for (const say of Object.values(e.facts)) if (say) texts.push(say("en"), say("fil"));
  }
  for (const page of facts.pages) texts.push(page.title, ...textsOf(page.text));
  for (const { item } of knowledge.items) {
    texts.push(item.canonicalQuestion, ...item.questionVariations, item.canonicalAnswer, ...item.answerVariations, ...item.keywords, ...item.entities);
  }
  for (const p of NEAREST_PROGRAMS) texts.push(...p.names);
  const phraseWords = [...Object.keys(PHRASES), ...Object.keys(LEXICON_PHRASES)].flatMap((k) => k.split(/\s+/));
  const extra = [...synonymKeys(), ...phraseWords, ...STOP_WORD_LIST, ...FILIPINO_POSSESSIVES, ...framingTerms(), ...careerWords()];
  v = new Vocabulary(texts, extra, english);
  per.set(knowledge, v);
  return v;
}

const recordInitialismsMemo = new WeakMap<Entity, Set<string>>();

/** The initialisms of one record's name, summary, facts and texts (English), worked out once per record. */
export function recordInitialisms(e: Entity): Set<string> {
  let v = recordInitialismsMemo.get(e);
  if (!v) {
    v = initialismsOf([e.title, e.summary("en"), ...Object.values(e.facts).flatMap((say) => (say ? [say("en")] : [])), ...(e.texts ?? [])]);
    recordInitialismsMemo.set(e, v);
  }
  return v;
}

/** An initialism stands for this many consecutive words of three letters or more. */
const INITIALISM_WORDS = [2, 4] as const;

/**
 * The initialisms of a record's phrases ('ctc' for 'certified true copy'): a visitor's abbreviation is
 * explained by the record that spells it out. Read only against the record that answers, never to find one.
 */
export function initialismsOf(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    const words = plainWords(text);
    for (let i = 0; i < words.length; i++) {
      for (let n = INITIALISM_WORDS[0]; n <= INITIALISM_WORDS[1] && i + n <= words.length; n++) {
        const phrase = words.slice(i, i + n);
        if (phrase.some((w) => w.length < 3)) break;
        out.add(phrase.map((w) => w[0]).join(""));
      }
      // 'of' inside a name keeps its letter ('loa' for 'leave of absence', 'coe' for 'certificate of enrollment').
      if (words[i + 1] === "of" && i + 2 < words.length && words[i].length >= 3 && words[i + 2].length >= 3) out.add(`${words[i][0]}o${words[i + 2][0]}`);
    }
  }
  return out;
}
