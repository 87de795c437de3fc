/**
 * Spelling by sound: a visitor who writes English as it sounds ('oppice' office, 'clirance' clearance, 'rum'
 * room, 'skul' school, 'fre' free, 'dauter' daughter, 'agen' again, 'fonding' founding) misses the held word by
 * more letters than the edit allowance of spelling.ts forgives, yet says it exactly. Both the typed word and every
 * held word are reduced to how they sound, and a typed word the kiosk does not hold reads as the held word that
 * sounds the same.
 *
 * The sound spelling merges the letters English spells one sound with: ph/f/p (a Filipino speaker's f is often
 * a p: 'pormal', 'oppice'), c/k/q and s/z/soft c, x as ks, sch as sk, a silent gh ('daughter') or final e
 * ('before'), a dropped h at the start ('ospital') or after w ('wen', 'wher'), doubled letters, and the vowel
 * spellings of one sound (ee/ea as e, ie/ei/y as i, oo/ew/u as u, ou/au/ow as o, ai/ay as e). It proposes only: the
 * vocabulary still decides, and a word it holds is never respelt.
 */

/** Letter groups and the sound they spell, in the order they are rewritten. */
const SOUNDS: readonly [RegExp, string][] = [
  [/^wh/, "w"],
  [/^kn/, "n"],
  [/^gh/, "g"],
  [/^h(?=[aeiou])/, ""],
  [/tch/g, "ch"],
  [/sch/g, "sk"],
  [/ph/g, "f"],
  [/gh/g, ""],
  [/ck/g, "k"],
  [/qu/g, "kw"],
  [/q/g, "k"],
  [/x/g, "ks"],
  [/c(?=[eiy])/g, "s"],
  [/c/g, "k"],
  [/z/g, "s"],
  [/f/g, "p"],
  // A final e after a consonant is silent ('before', 'office', 'time'); 'ee' is a vowel of its own.
  [/(?<=[a-z]{2}[^aeiou])e$/, ""],
  [/(?:ee|ea)/g, "e"],
  [/(?:ie|ei)/g, "i"],
  [/(?:oo|ew|ue)/g, "u"],
  [/(?:ou|au|ow|aw|oa)/g, "o"],
  [/(?:ai|ay)/g, "e"],
  [/(?<=[^aeiou])y(?![aeiou])/g, "i"],
  [/([a-z])\1+/g, "$1"],
];

/** How `word` (lower-case letters) sounds, as a plain spelling: 'oppice' and 'office' are both 'opis'. */
export function soundSpelling(word: string): string {
  let out = word;
  for (const [letters, sound] of SOUNDS) out = out.replace(letters, sound);
  return out;
}

/** The sound spelling with its vowels blanked: held words one vowel sound from a typed word share it. */
export function vowelBlind(sound: string): string {
  return sound.replace(/[aeiou]/g, "*");
}

/**
 * Letter groups only a writer spelling by the book uses ('trick', 'phone', 'night', 'queue'): a word holding one
 * is a real word the kiosk does not know, not one written as it sounds, and is left as typed.
 */
export const BOOK_SPELLING = /ck|tch|ph|gh|qu/;

/** The shortest typed word read by its sound: a shorter one ('bar', 'pin') is as often a word of its own. */
export const SOUND_LENGTH = 3;

/** The shortest typed word that may sound like a held word of its own length ('oppice' office). */
export const SOUND_SHORT_LENGTH = 6;

/** The shortest typed word that may be read as a held word with another first letter ('ospital' hospital). */
export const SOUND_INITIAL_LENGTH = 5;

/** The shortest typed word whose sound may differ from the held word's by one vowel ('clirance' clearance). */
export const SOUND_VOWEL_LENGTH = 6;

/** Do two sound spellings of equal length differ in exactly one place, a vowel for a vowel? */
export function oneVowelApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && ++diff > 1) return false;
  return diff === 1;
}
