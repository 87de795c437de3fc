/**
 * Typos in the short words a question asks with ('teh' the, 'muc' much, 'lon' long, 'yers' years, 'naem' name,
 * 'untill' until). The edit allowance of spelling.ts corrects nothing under five letters, because a short word one
 * letter from a held word is as often another real word ('son', 'car'); yet a visitor typing fast mistypes exactly
 * these words, and the question then falls back over a word like 'teh'. Two rules reach them safely:
 *
 * - a word of three to six letters with two neighbours swapped or one letter left out is the ASKING word it
 *   misspells, when exactly one asking word fits: the targets are the small closed class of words that frame a
 *   question and name the fact asked, never the records' content words, so no unknown topic word ('hat',
 *   'tow') can turn into a record's word and make a question it should refuse look answerable;
 * - a word with one doubled letter ('untill', 'gradess', 'offfice') is the held word it spells with the letter
 *   once, when that word has five letters or more (a short one, 'mas' of 'mass', is often a word of its own).
 *
 * Both rules only touch a word the kiosk's vocabulary does not hold, with its first letter kept.
 */

/**
 * The words a question frames itself with and names its fact with: the English interrogatives, the quantity and
 * duration asks, the names of the facts the kiosk gives (fee, time, room, name, e-mail, number, date...) and the
 * function words every question uses.
 */
export const ASKING_VOCABULARY: readonly string[] = (
  // Interrogatives and the words asking how much, how many, how long, how soon.
  "what which when where who whom whose why how much many long often soon late early far " +
  // The facts a reply states: cost, time, place, person, contact, date, duration, document.
  "fee fees cost price time name email number phone address room floor date day days week weeks month months " +
  "year years hour hours minute minutes open opens close closes closed until before after page form forms " +
  "office website link " +
  // Function words and the verbs of asking.
  "the and for you are does with from about there this that have need take takes process"
)
  .split(/\s+/)
  .filter(Boolean);

/**
 * Real words, English and Filipino (with the Spanish numbers Filipino tells the time with, 'alas dos'), that are
 * one swap or one left-out letter from an asking word: every such variant of ASKING_VOCABULARY was listed and these
 * are the ones that are words. A visitor typing one means it ('the man at the gate', 'a cot in the clinic'), so it
 * is never read as the asking word; a variant the vocabulary holds ('log', 'son', 'three') is never read at all.
 */
const REAL_WORDS_NEAR_ASKING: ReadonlySet<string> = new Set(
  (
    "man log son lat earl fra cos cot cots tie pone rom dae wee wees moth moths yea yeas hors minuet ope opes " +
    "cose lin doe dose des wit abut thee tis tat hae nee ned whee wose dos abot tae"
  ).split(" "),
);

/** Is `typed` the word `meant` with two neighbouring letters swapped? */
function isSwap(typed: string, meant: string): boolean {
  if (typed.length !== meant.length) return false;
  const i = [...typed].findIndex((ch, k) => ch !== meant[k]);
  return i >= 0 && i + 1 < typed.length && typed[i] === meant[i + 1] && typed[i + 1] === meant[i] && typed.slice(i + 2) === meant.slice(i + 2);
}

/** Is `typed` the word `meant` with one letter left out? */
function isLeftOut(typed: string, meant: string): boolean {
  if (meant.length !== typed.length + 1) return false;
  for (let i = 0; i < meant.length; i++) if (meant.slice(0, i) + meant.slice(i + 1) === typed) return true;
  return false;
}

/** The shortest and longest typed word the asking-word rule reads. */
const ASKING_TYPO_LENGTHS = [3, 6] as const;

/**
 * The asking word `word` mistypes by a swap of neighbours or a left-out letter, keeping its first letter, when
 * exactly one fits; else undefined. The caller passes only words its vocabulary does not hold.
 */
export function askingWordTypo(word: string): string | undefined {
  if (word.length < ASKING_TYPO_LENGTHS[0] || word.length > ASKING_TYPO_LENGTHS[1] || REAL_WORDS_NEAR_ASKING.has(word)) return undefined;
  const fits = ASKING_VOCABULARY.filter((w) => w[0] === word[0] && (isSwap(word, w) || isLeftOut(word, w)));
  return fits.length === 1 ? fits[0] : undefined;
}

/** The shortest word a doubled letter is undoubled into. */
const UNDOUBLED_LENGTH = 5;

/**
 * The held word `word` spells with one of its doubled letters written once ('untill' until), when exactly one
 * such word of UNDOUBLED_LENGTH letters or more is held as written (`held`: never by a stem or a Taglish reading,
 * which would make 'passport' 'pa' + 'sport'); else undefined.
 */
export function undoubled(word: string, holds: (w: string) => boolean): string | undefined {
  const fits = new Set<string>();
  for (let i = 1; i < word.length; i++) {
    if (word[i] !== word[i - 1]) continue;
    const once = word.slice(0, i) + word.slice(i + 1);
    if (once.length >= UNDOUBLED_LENGTH && holds(once)) fits.add(once);
  }
  return fits.size === 1 ? [...fits][0] : undefined;
}
