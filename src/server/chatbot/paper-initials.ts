/**
 * A paper said by the initials of its name ('COG' for a certificate of grades, as students say 'TOR' and 'COE'):
 * read as the name. The names are the records' own: each form's and charter service's title, where an 'X of Y'
 * phrase closes the name ('Request for Certificate of Grades' gives 'cog'; 'Certificate of Good Moral Character'
 * gives nothing, as the name goes on past 'Good'). An initialism two names share is nobody's, and a word the
 * kiosk already reads ('coe', 'tor', 'doc') keeps its meaning, so only a word no record or vocabulary holds is
 * rewritten. Without this the visitor's initialism was unknown and the question got the fallback.
 */
import type { Entity } from "./catalog.ts";
import { STOP_WORDS } from "./language.ts";

/** The records whose names a visitor asks for as papers. */
const PAPER_KINDS: ReadonlySet<Entity["kind"]> = new Set(["form", "service"]);

const cache = new WeakMap<readonly Entity[], Map<string, string>>();

/** Each unambiguous 'X of Y' initialism of a paper's name, with the phrase it stands for. */
export function paperInitials(entities: readonly Entity[]): Map<string, string> {
  let out = cache.get(entities);
  if (out) return out;
  const found = new Map<string, Set<string>>();
  for (const e of entities) {
    if (!PAPER_KINDS.has(e.kind)) continue;
    const words = e.title.match(/[A-Za-z]+|[^A-Za-z\s]/g) ?? [];
    for (let i = 0; i + 2 < words.length; i++) {
      const [x, of, y, next] = [words[i], words[i + 1], words[i + 2], words[i + 3]];
      if (of !== "of" || !/^[A-Z][a-z]{2,}$/.test(x) || !/^[A-Z][a-z]{2,}$/.test(y) || STOP_WORDS.has(y.toLowerCase())) continue;
      // The name must close at Y: nothing after it, punctuation, or a lower-case word ('in', 'for'), never 'and'.
      if (next !== undefined && (/^[A-Z]/.test(next) || next === "and" || next === "&")) continue;
      const key = `${x[0]}o${y[0]}`.toLowerCase();
      const phrase = `${x} of ${y}`.toLowerCase();
      found.set(key, (found.get(key) ?? new Set()).add(phrase));
    }
  }
  out = new Map([...found].filter(([, phrases]) => phrases.size === 1).map(([key, phrases]) => [key, [...phrases][0]]));
  cache.set(entities, out);
  return out;
}

/** `text` with each paper initialism the kiosk does not otherwise read replaced by the name it stands for. */
export function withPaperInitials(entities: readonly Entity[], text: string, reads: (word: string) => boolean): string {
  const initials = paperInitials(entities);
  if (!initials.size) return text;
  return text.replace(/\b[A-Za-z]{3}\b/g, (word) => {
    const phrase = initials.get(word.toLowerCase());
    return phrase && !reads(word.toLowerCase()) ? phrase : word;
  });
}
