/**
 * The words a visitor puts before a person's name to address or title them, in English, Filipino and the
 * shortened forms typed at a kiosk ('email ni mam Balolong', 'prof Reyes', 'ser Lagasca', 'Gng. Andres'). Right
 * before a name the records hold they say how the visitor speaks of the person, never what is asked, so they are
 * set aside: without this the title was an 'unexplained' word and a faculty member's e-mail got the fallback.
 * The whole class is listed, not the words of any one question. They are set aside only before a name (so 'miss'
 * the verb, 'prom' respelt, 'mam, ano sagot' keep their doubt), and never made words of the kiosk's vocabulary,
 * where a short title would become a respelling target for any unknown word ('prom' read as 'prof').
 */
import type { Entity } from "./catalog.ts";

const FORMS_OF_ADDRESS: readonly string[] = [
  // English and its kiosk spellings.
  "sir", "ser", "sr", "maam", "ma'am", "mam", "mame", "madam", "madame", "mdm", "miss", "ms", "mrs", "mr", "mister",
  // Academic titles as students shorten them.
  "prof", "professor", "propesor", "propesora", "doc", "dok", "doktor", "dra", "titser", "tsr", "teacher",
  // Filipino polite titles and their abbreviations.
  "ginoo", "ginang", "binibini", "gng", "bb",
];

const ADDRESS = new RegExp(String.raw`(?<![\w'])(?:${FORMS_OF_ADDRESS.join("|")})\.?\s+(?=([A-Za-z]+))`, "gi");

const cache = new WeakMap<readonly Entity[], Set<string>>();

/** The words of the people's names the records hold ('balolong', 'kristine'), in lower case. */
function personNameWords(entities: readonly Entity[]): Set<string> {
  let names = cache.get(entities);
  if (names) return names;
  names = new Set<string>();
  for (const e of entities) {
    if (e.kind !== "person" || e.key.startsWith("officials:")) continue;
    for (const w of e.title.match(/\b[A-Z][a-z]{2,}\b/g) ?? []) if (!/^(Engr|Atty|Prof|The)$/.test(w)) names.add(w.toLowerCase());
  }
  cache.set(entities, names);
  return names;
}

/** `text` without a form of address standing right before a name the records hold. */
export function withoutFormsOfAddress(entities: readonly Entity[], text: string): string {
  const names = personNameWords(entities);
  return text.replace(ADDRESS, (whole: string, next: string) => (names.has(next.toLowerCase()) ? "" : whole));
}
