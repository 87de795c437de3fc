/**
 * A need said in the visitor's words ('can I get a tooth pulled', 'help with health insurance', 'a career test',
 * 'is there a laundry area in the dorm'): every feature of every student service and every thing a building
 * houses is what that place helps with, so the feature whose own words the question says (a word few places
 * offer) names the place, and the reply states that feature with where and how to reach the place.
 */
import type { Entity, Lang } from "./catalog.ts";
import type { FactIndex } from "./facts.ts";
import { termsOf } from "./explained.ts";
import { STOP_WORDS, WEAK_WORDS, normalise, stem } from "./language.ts";
import { EXCLUSION } from "./record-focus.ts";

interface Offer {
  entity: Entity;
  /** A service's description, which sums up its features: named by the need only with the service named too. */
  summary: boolean;
  /** The feature or housed thing, as stored. */
  line: string;
  terms: Set<string>;
}

interface OfferIndex {
  offers: Offer[];
  /** How many places offer something named by each term. */
  places: Map<string, number>;
  /** Each place's own names' terms (its title and the aliases that are not features). */
  names: Map<Entity, Set<string>>;
}

/** Words every service says of itself: never what tells one need from another. */
const GENERIC = new Set(["service", "student", "support", "help", "program", "university", "campus", "area", "office", "and", "for", "with", "other", "all", "every", "free", "room", "rooms"].map(stem));

/** A term naming a need is offered by at most this many places (both dormitories have a laundry area). */
const FEW_PLACES = 2;

const indexes = new WeakMap<FactIndex, OfferIndex>();

/** A word in the names of more records than this (college, office, clinic) names no particular need. */
const COMMON_NAME = 5;

function indexOf(facts: FactIndex): OfferIndex {
  let index = indexes.get(facts);
  if (index) return index;
  const offers: Offer[] = [];
  const names = new Map<Entity, Set<string>>();
  const inNames = new Map<string, number>();
  for (const e of facts.entities) for (const t of termsOf([e.title, ...e.aliases])) inNames.set(t, (inNames.get(t) ?? 0) + 1);
  const places = facts.entities.filter((e) => e.offers || (e.kind === "building" && e.houses?.length));
  const linesOf = (e: Entity) => e.offers ?? e.houses ?? [];
  for (const e of places) names.set(e, termsOf([e.title, ...e.aliases.filter((a) => !linesOf(e).includes(a))]));
  // A building's line naming a service that answers for itself ('Guidance and counseling' of the Student Center) names no need of the building.
  const serviceNames = new Set(places.filter((e) => e.offers).flatMap((e) => [...names.get(e)!]));
  for (const e of places) {
    const own = names.get(e)!;
    for (const line of linesOf(e)) {
      const terms = new Set(
        [...termsOf([line])].filter(
          (t) => t.length > 2 && !GENERIC.has(t) && !WEAK_WORDS.has(t) && !own.has(t) && (inNames.get(t) ?? 0) <= COMMON_NAME && !(e.kind === "building" && serviceNames.has(t)),
        ),
      );
      if (terms.size) offers.push({ entity: e, line, terms, summary: !!e.offers && line === e.offers.at(-1) });
    }
  }
  const offeredBy = new Map<string, number>();
  // A service and the building it is in are one place ('Medical certificates' of the clinic building and of the health service).
  const placeOf = (e: Entity) => (e.kind === "building" ? e.key.replace(/^building:/, "") : (e.building ?? e.key));
  const seen = new Map<string, Set<string>>();
  for (const o of offers) for (const t of o.terms) seen.set(t, (seen.get(t) ?? new Set()).add(placeOf(o.entity)));
  for (const [t, es] of seen) offeredBy.set(t, es.size);
  index = { offers, places: offeredBy, names };
  indexes.set(facts, index);
  return index;
}

export interface NeedMatch {
  /** The places offering the matched feature (one, or the few that offer the same thing). */
  entities: Entity[];
  line: string;
  /** Whether the question also names the place ('the clinic', 'the dorm'). */
  placeNamed: boolean;
  /** Words of the feature the question says. */
  hits: number;
}

/**
 * The feature the question needs: the one with the most of its rarer words said, counting the place's own name
 * as one more; at least one feature word, and two words in all (a feature word and the place's name, or two
 * feature words), or with `single` (a question asking where) one word that only one place offers. Undefined when
 * two different features tie.
 */
export function serviceNeed(facts: FactIndex, text: string, within?: readonly Entity[], single = false): NeedMatch | undefined {
  const index = indexOf(facts);
  // What the visitor already has or knows ('besides counseling') names no need.
  const excluded = termsOf([EXCLUSION.exec(text)?.[1] ?? ""]);
  // Each word the visitor said (after phrases are read: 'tooth pulled' is 'extraction') with the terms it stands for.
  const said = normalise(text)
    .split(" ")
    .filter((w) => w && !STOP_WORDS.has(w))
    .map((w) => [...termsOf([w])].filter((t) => !excluded.has(t)));
  let best: { score: number; matches: NeedMatch[] } = { score: 0, matches: [] };
  for (const o of index.offers) {
    if (within && (!within.includes(o.entity) || o.summary)) continue;
    const hitWords = said.filter((terms) => terms.some((t) => o.terms.has(t) && (index.places.get(t) ?? 0) <= FEW_PLACES));
    const hits = hitWords.length;
    if (!hits) continue;
    // The place named by a word of its own, not by the feature word ('lms' reads as the help desk too).
    const own = index.names.get(o.entity) ?? new Set<string>();
    const placeNamed = said.some((terms) => !hitWords.includes(terms) && terms.some((t) => own.has(t) && !GENERIC.has(stem(t)) && !WEAK_WORDS.has(stem(t))));
    // A feature word weighs more than the place's name: of two places, the one offering more of what is asked.
    const score = 2 * hits + (placeNamed ? 1 : 0);
    // Two words in all: a feature word with the place's name, or two feature words; a description with the place's name.
    // Asked where, a word only one place offers names the need alone ('saan ipapa-check ang ngipin').
    const alone = single && hitWords.every((terms) => terms.some((t) => o.terms.has(t) && index.places.get(t) === 1));
    if (score < (alone ? 2 : 3) || (o.summary && !placeNamed)) continue;
    const match = { entities: [o.entity], line: o.line, placeNamed, hits };
    if (score > best.score) best = { score, matches: [match] };
    else if (score === best.score) best.matches.push(match);
  }
  // A building tied with a service it houses ('Medical certificates' at the clinic building and the health
  // service's feature): the service, which says how to reach it.
  const services = best.matches.filter((m) => m.entities[0]!.kind !== "building");
  const [first, ...rest] = services.length ? services : best.matches;
  if (!first) return undefined;
  // One place's features tied: its first listed (a feature before the description that sums them up).
  if (rest.every((m) => m.entities[0] === first.entities[0])) return first;
  // The same thing offered by a few places (a laundry area in each dormitory) is one answer naming them all.
  if (rest.some((m) => m.line.toLowerCase() !== first.line.toLowerCase())) return undefined;
  return { ...first, entities: [...new Set(best.matches.map((m) => m.entities[0]!))] };
}

/** The reply: the feature, then where each place offering it is and how to reach it. */
export function needReply(match: NeedMatch, lang: Lang): string {
  const line = match.line.replace(/\.\s*$/, "");
  return match.entities
    .map((e) => {
      const reach = (["where", "hours", "phone", "email"] as const).flatMap((k) => (e.facts[k] ? [e.facts[k]!(lang)] : []));
      // A place whose where already names it starts with its own name; else the feature is said as its.
      const head = lang === "fil" ? `${e.title}: ${line}.` : `${e.title}: ${line}.`;
      return [head, ...reach].join(" ");
    })
    .join(" ");
}

/**
 * 'What else besides counseling', 'aside from wifi': a place's other features, those not naming what the
 * visitor excluded (its description, which sums them all up, left out); undefined when nothing is excluded or
 * the exclusion names none of them.
 */
export function otherOffers(facts: FactIndex, entity: Entity, text: string): string[] | undefined {
  const clause = EXCLUSION.exec(text)?.[1];
  const lines = entity.offers ? entity.offers.slice(0, -1) : (entity.houses ?? []);
  if (!clause || lines.length < 2) return undefined;
  // 'What else does the scholarships office do besides scholarships': the word said again as the office's name
  // excludes the office itself, not one feature; its description answers.
  const all = normalise(text).split(" ").map(stem);
  if ([...normalise(clause).split(" ").map(stem)].some((w) => w.length > 2 && all.filter((x) => x === w).length > 1 && indexOf(facts).names.get(entity)?.has(w))) return undefined;
  // Word for word, without synonyms: 'counseling' excludes the counseling feature, not every feature of the
  // guidance office the synonym table reads it as.
  const words = (s: string) => new Set(normalise(s).split(" ").filter((w) => w.length > 2 && !STOP_WORDS.has(w)).map(stem));
  const excluded = words(clause);
  const rest = lines.filter((l) => ![...words(l)].some((t) => excluded.has(t) && !GENERIC.has(t)));
  return rest.length && rest.length < lines.length ? rest : undefined;
}
