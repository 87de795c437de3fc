/**
 * Two details a building's own map record holds that the records of what it houses do not: where the building
 * stands (its description's clause 'west of the Administration Building', 'next to the demonstration farm') and
 * what is inside it (its list of facilities). A visitor asks them of the building, yet names it by what it is
 * known for: an office ('the registrar building'), a college ('the business and management building') or the
 * building itself. Without this rule the office's room ('Windows 1-6') or the college's programs answer instead.
 *
 * - Where it stands: a place is named together with the word 'building' or another place, or asked 'relative to',
 *   'which direction', 'inside X or another building', and the building of that place states in its description
 *   where it stands: that description answers. Of two places named, the one whose description places it by the
 *   other is the subject ('in which direction from the Administration Building is the Registrar building').
 * - What is inside: 'what facilities', 'what is at / inside', 'what does it have inside', or an item of its list
 *   named by a word no program or the reply already holds ('does the business college have a kitchen'): the
 *   building's description and everything it houses.
 */
import type { Entity, Lang } from "./catalog.ts";
import { fieldBuildingNames, placeNames } from "./building-word.ts";
import { STOP_WORDS, tokenize } from "./language.ts";
import { detectIntents } from "./intents.ts";

/** A description's clause placing the building by something else ('west of the X', 'next to the Y'). */
const STANDS = /\b(?:(?:north|south|east|west)(?:east|west)?(?:ern)? (?:of|side of)|next to|beside|near|across from|behind|in front of|facing)\b[^.;:]*/i;

/** The word 'building' in English, Filipino or shortened. */
const BUILDING_WORD = /\b(?:building|buildings|bldg|gusali)\b/i;

/** Asking where a place stands against another ('relative to', 'which direction', 'inside X or', 'same building'). */
const RELATION_ASKED = /\b(?:relative to|in relation to|(?:which|what|anong) (?:direction|side)|direction|same (?:building|bldg)|own (?:building|bldg)|separate (?:building|bldg)|other (?:building|bldg)|another (?:building|bldg)|or (?:in )?(?:the )?(?:other|another))\b/i;

/** Asking what a building holds inside ('what facilities', 'what is at the X', 'what do the X have inside'). */
const CONTENTS_ASKED = /\b(?:facilities|amenities|mga pasilidad|what(?:'s| is| are)? (?:at|inside|in) (?:the )?\w+|(?:have|has|got) inside|what(?:'s| is)? inside|ano(?:ng| ang)? (?:meron|mayroon|nasa loob)|laman)\b/i;

/** Words of asking whether something exists ('does X have', 'is there', 'meron ba'). */
const HAS_ASKED = /\b(?:(?:does|do|did|can)\b.{0,60}\b(?:have|has|got)|is there|are there|meron|mayroon)\b/i;
/** Kinds of value that ask about a thing, not whether the building has it: asked one, the thing's own record answers. */
const HAS_ONLY: ReadonlySet<string> = new Set(["offered", "list"]);

/** A place a question names, where its name starts and its building. */
interface Named {
  entity: Entity;
  building: Entity;
  at: number;
  name: string;
}

const namesCache = new WeakMap<readonly Entity[], { byName: Map<string, Entity[]>; byCode: Map<string, Entity>; re: RegExp | undefined }>();

/**
 * Every name of every place that has a building on the map (offices, services, colleges and the buildings
 * themselves), as one pattern, longest name first, and the places each name calls.
 */
function placeNamesOf(entities: readonly Entity[]): { byName: Map<string, Entity[]>; byCode: Map<string, Entity>; re: RegExp | undefined } {
  let names = namesCache.get(entities);
  if (!names) {
    const byName = new Map<string, Entity[]>();
    for (const e of entities) {
      if (!e.building || !["building", "office", "college", "service"].includes(e.kind)) continue;
      // A building or college is also called by its title's opening words ('College of Agriculture'); an office only by its names.
      const own = e.kind === "building" || e.kind === "college" ? placeNames(e) : [e.title, ...e.aliases].map((n) => n.toLowerCase());
      for (const name of new Set([...own, ...fieldBuildingNames(e)])) {
        // A one-word name that is a word of asking or framing ('pay') names nothing by itself.
        if (!/\s/.test(name) && (STOP_WORDS.has(name) || name.length < 3 || tokenize(name).every((t) => STOP_WORDS.has(t.term)))) continue;
        byName.set(name, [...(byName.get(name) ?? []), e]);
      }
    }
    const sorted = [...byName.keys()].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"));
    const byCode = new Map(entities.filter((e) => e.kind === "building" && e.building).map((e) => [e.building!, e]));
    names = { byName, byCode, re: sorted.length ? new RegExp(`(?<![a-z0-9])(?:${sorted.join("|")})(?![a-z0-9])`, "g") : undefined };
    namesCache.set(entities, names);
  }
  return names;
}

/** The places a question names, in the order it names them, each with its building (the longest name at a place wins). */
export function placesNamed(entities: readonly Entity[], text: string): Named[] {
  const { byName, byCode, re } = placeNamesOf(entities);
  if (!re) return [];
  const found: Named[] = [];
  for (const m of text.matchAll(re)) {
    const name = m[0].replace(/\s+/g, " ");
    for (const entity of byName.get(name) ?? []) {
      const building = byCode.get(entity.building!);
      if (building) found.push({ entity, building, at: m.index, name });
    }
  }
  const seen = new Set<string>();
  return found.filter((f) => !seen.has(f.building.key) && Boolean(seen.add(f.building.key)));
}

/** The clause of a building's description saying where it stands, if it has one. */
function standing(building: Entity): string | undefined {
  return STANDS.exec(building.summary("en"))?.[0].trim();
}

/** Where a building stands, from its own record: its where sentence. */
function whereReply(b: Entity, lang: Lang): string {
  return b.facts.where?.(lang) ?? b.summary(lang);
}

/** What a building houses: its description and its list. */
function contentsReply(b: Entity, lang: Lang): string {
  const where = b.facts.where?.(lang) ?? b.summary(lang);
  const list = b.facts.list?.(lang);
  return list ? `${where} ${list}` : where;
}

/** Content words of a text, by the reading the records use. */
const termsOf = (text: string) => new Set(tokenize(text).map((t) => t.term).filter((t) => !STOP_WORDS.has(t) && t.length >= 3));

const programCache = new WeakMap<readonly Entity[], Set<string>>();
/** The words of every program's and college's names: a word of them may ask for the program, not a housed thing. */
function programWordsOf(entities: readonly Entity[]): Set<string> {
  let words = programCache.get(entities);
  if (!words) {
    words = new Set(entities.filter((e) => e.kind === "program" || e.kind === "college").flatMap((e) => [e.title, ...e.aliases].flatMap((n) => [...termsOf(n)])));
    programCache.set(entities, words);
  }
  return words;
}

/**
 * The building detail a question asks, or undefined when it asks none. `reply` is the answer found so far: a
 * detail already in it is not asked again. `asking` is the words that asked it ('amenities', 'separate bldg'):
 * the rule explains them, whatever else the kiosk knows of them.
 */
export function buildingDetail(entities: readonly Entity[], text: string, reply: { message: string; records: string[] }, lang: Lang): { message: string; entity: Entity; named: Entity[]; asking: string } | undefined {
  const lower = text.toLowerCase();
  // An emergency found in the message ('a jogger has heatstroke on the oval') is its answer, wherever it happens.
  if (reply.records.some((r) => r.startsWith("emergency:") || r === "university:emergencyHotline")) return undefined;
  const named = placesNamed(entities, lower);
  // A building already chosen for the question ('the dormitories') counts as named.
  const chosen = entities.find((e) => e.kind === "building" && e.records.length && e.records.every((r) => reply.records.includes(r)));
  const places = named.length ? named : chosen ? [{ entity: chosen, building: chosen, at: 0, name: "" }] : [];
  if (!places.length) return undefined;
  const intents = detectIntents(lower);
  // What is inside ('what do the dorms have inside'), unless where is asked ('is X inside the Y building').
  const b = (named.length ? named[0]! : places[0]!).building;
  const said = reply.message.toLowerCase();
  const contents = CONTENTS_ASKED.exec(lower)?.[0];
  if (contents && !intents.includes("where") && b.houses?.length) return said.includes(b.houses[0]!.toLowerCase()) ? undefined : { message: contentsReply(b, lang), entity: b, named: places.map((p) => p.entity), asking: contents };
  // Where it stands: a place's building that states it, asked where or against another place.
  const asksWhere = intents.includes("where") || RELATION_ASKED.test(lower);
  const placedByOther = places.find((p) => {
    const clause = standing(p.building)?.toLowerCase();
    return clause !== undefined && places.some((o) => o !== p && placeNames(o.building).some((n) => clause.includes(n)));
  });
  const subject = placedByOther ?? places[0]!;
  if (asksWhere && standing(subject.building) && (placedByOther || BUILDING_WORD.test(lower) || RELATION_ASKED.test(lower))) {
    const where = whereReply(subject.building, lang);
    if (reply.message.includes(where)) return undefined;
    return { message: where, entity: subject.building, named: places.map((p) => p.entity), asking: RELATION_ASKED.exec(lower)?.[0] ?? "" };
  }
  if (asksWhere) return undefined;
  if (!b.houses?.length) return undefined;
  // Whether it has a thing its list holds, named by a word of the item that neither the place's name nor any
  // program's name holds and the reply does not say.
  if (!HAS_ASKED.test(lower) || intents.some((i) => !HAS_ONLY.has(i))) return undefined;
  const q = termsOf(lower);
  const own = new Set([...placeNames(b), ...placeNames(subject.entity)].flatMap((n) => [...termsOf(n)]));
  const item = b.houses.find((h) => [...termsOf(h)].some((t) => q.has(t) && !own.has(t) && !programWordsOf(entities).has(t) && !termsOf(said).has(t)));
  return item ? { message: contentsReply(b, lang), entity: b, named: places.map((p) => p.entity), asking: "" } : undefined;
}
