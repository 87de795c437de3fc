/**
 * A place found by what it houses: a visitor asks for the drafting rooms, a parking permit or the practice
 * teaching office, not for the College of Engineering or the Campus Security Office. One rule, over every place
 * that lists what it houses: a housed item that one place alone lists, named whole in the question (every
 * content word of it, by the same reading as any name, or, asked for a place, an item of three words or more
 * by its last word and all but one of the others), names that place, unless a record the question names
 * already holds every word of the item (the Student ID service is asked, not the building that issues it) or
 * states the kind of value asked that the place does not (an e-mail to send a job application to).
 */
import type { Entity, Intent } from "./catalog.ts";
import { STOP_WORDS, tokenize } from "./language.ts";

/** The parts of the fact index this rule reads. */
interface Reader {
  readonly entities: readonly Entity[];
  terms(text: string): ReadonlySet<string>;
}

/** A record the question names, with the words it was named by. */
interface Named {
  entity: Entity;
  terms: string[];
}

/** Kinds of value a place answers only when it states them: asked one it lacks, the records and sentences that hold it answer. */
const VALUES: ReadonlySet<Intent> = new Set(["email", "phone", "fee", "link", "requirements", "time"]);

/** The term of 'building' (and 'gusali', 'bldg'): a question naming it asks for a place. */
const BUILDING = tokenize("building")[0].term;

const itemCache = new WeakMap<readonly Entity[], { place: Entity; item: string; terms: string[] }[]>();

/** Every housed item that one place alone lists, with its content words (two or more: one word names too much). */
function housedItems(entities: readonly Entity[]): { place: Entity; item: string; terms: string[] }[] {
  let items = itemCache.get(entities);
  if (!items) {
    const all = entities.flatMap((place) => (place.houses ?? []).map((item) => ({ place, item, terms: [...new Set(tokenize(item).map((t) => t.term).filter((t) => !STOP_WORDS.has(t)))] })));
    const listedBy = new Map<string, number>();
    for (const x of all) listedBy.set(x.item.toLowerCase(), (listedBy.get(x.item.toLowerCase()) ?? 0) + 1);
    items = all.filter((x) => x.terms.length >= 2 && listedBy.get(x.item.toLowerCase()) === 1);
    itemCache.set(entities, items);
  }
  return items;
}

/**
 * The place housing what the question names, with the item named, when no record the question names holds as
 * many of the item's words (the first match's words are fewer and all among the item's: 'parking' of 'parking
 * permit' is the parking area's name, but the permit is the security office's).
 */
export function housingPlace(index: Reader, text: string, matches: readonly Named[], intents: readonly Intent[], generic: (term: string) => boolean = () => false): { entity: Entity; item: string; terms: string[] } | undefined {
  const q = index.terms(text);
  const top = matches[0];
  const items = housedItems(index.entities);
  const whole = items.filter((x) => x.terms.every((t) => q.has(t)));
  // Asked for a place (where, which building), an item of three words or more is named by its last word (what it
  // is) with all but one of the others ('the hospitality kitchen' of 'Hospitality training kitchen').
  const placeAsked = intents.includes("where") || q.has(BUILDING);
  const named = whole.length || !placeAsked ? whole : items.filter((x) => x.terms.length >= 3 && q.has(x.terms.at(-1)!) && x.terms.filter((t) => !q.has(t)).length === 1);
  if (!named.length) return undefined;
  const best = named.sort((a, b) => b.terms.length - a.terms.length)[0];
  if (named.some((x) => x.place !== best.place && x.terms.length === best.terms.length)) return undefined;
  // A word naming a kind of place ('building') says nothing of which one.
  const topTerms = top ? top.terms.filter((t) => !generic(t)) : [];
  if (top && top.entity !== best.place && !(topTerms.length < best.terms.length && topTerms.every((t) => best.terms.includes(t)))) return undefined;
  if (matches.some((m) => m.entity !== best.place && best.terms.every((t) => m.terms.includes(t)))) return undefined;
  if (top && intents.some((i) => top.entity.facts[i] && !best.place.facts[i])) return undefined;
  if (intents.some((i) => VALUES.has(i) && !best.place.facts[i])) return undefined;
  return { entity: best.place, item: best.item, terms: best.terms.filter((t) => q.has(t)) };
}
