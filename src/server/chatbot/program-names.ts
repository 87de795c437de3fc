/**
 * The shorter names a program goes by. A field of two joined words before a shared noun ('Agricultural and
 * Biosystems Engineering', 'Library and Information Science') is called by either word with the noun
 * ('agricultural engineering', 'library science'), as the older program titles were; and a field of two words
 * or more is said with the words students shorten ('civil eng', 'comp sci', 'comsci', 'info tech', 'elem ed').
 */

import { tokenize } from "./language.ts";

/**
 * A derived name is kept only when the index reads every word of it: a name one of whose words is too common to
 * be indexed ('information') would be left with a word any program shares ('science').
 */
const wholeName = (name: string) => tokenize(name).length === name.split(/\s+/).length;

/** Each joined word with the shared noun: 'Agricultural and Biosystems Engineering' gives 'Agricultural Engineering' and 'Biosystems Engineering'. */
export function joinedFieldNames(field: string): string[] {
  const m = /^([A-Za-z]+) (?:and|&) ([A-Za-z]+) ([A-Za-z]+)$/.exec(field.trim());
  return m ? [`${m[1]} ${m[3]}`, `${m[2]} ${m[3]}`].filter(wholeName) : [];
}

/** How students shorten the words of program names. */
export const SHORT_WORDS: Record<string, string[]> = {
  engineering: ["eng", "engg"],
  technology: ["tech"],
  science: ["sci"],
  sciences: ["sci"],
  education: ["educ", "ed"],
  mathematics: ["math"],
  management: ["mgt", "mgmt"],
  administration: ["admin"],
  communication: ["comm", "com"],
  information: ["info"],
  computer: ["comp", "com"],
  agricultural: ["agri", "ag"],
  agriculture: ["agri", "ag"],
  elementary: ["elem"],
  secondary: ["sec"],
  physical: ["phys"],
  mechanical: ["mech"],
  electrical: ["elec"],
  financial: ["fin"],
  marketing: ["mktg"],
  business: ["bus", "biz"],
  hospitality: ["hospi"],
};

/**
 * A field's names with its words shortened as students say them, every word or the last only ('Computer Science':
 * 'comp sci', 'computer sci', 'comsci', 'compsci'), for fields of two or three words; a single word ('Mathematics')
 * is left whole, as it is a school subject too.
 */
export function shortenedFieldNames(field: string): string[] {
  const words = field.toLowerCase().split(/\s+/).filter((w) => w && w !== "and" && w !== "&" && w !== "of" && w !== "in");
  if (words.length < 2 || words.length > 3) return [];
  let names: string[][] = [[]];
  for (const w of words) names = names.flatMap((n) => [w, ...(SHORT_WORDS[w] ?? [])].map((x) => [...n, x]));
  const out = new Set<string>();
  for (const n of names) {
    const shortened = n.map((x, i) => x !== words[i]);
    // As students say them: every word shortened ('comp sci', 'agri eng') or the last only ('civil eng').
    if (!shortened.every(Boolean) && !(shortened.at(-1) && shortened.slice(0, -1).every((x) => !x))) continue;
    out.add(n.join(" "));
    // Every word shortened, two of them: said as one word too ('comsci', 'infotech').
    if (n.length === 2 && n.every((x, i) => x !== words[i])) out.add(n.join(""));
  }
  return [...out].filter(wholeName);
}

