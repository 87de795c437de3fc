/**
 * A place asked by who or what uses it: a visitor asks where jeepneys drop passengers off or which way a
 * delivery truck comes in, not for the Main Gate or the East Gate. One rule, over every place that states its
 * use (a gate's note: 'Jeepneys and tricycles stop here', 'Service vehicles and the farm road') or what it
 * houses (the parking area's tricycle terminal): when no record is named whole by a specific word and a place is
 * asked (where, its hours, or a kind of place named: 'which gate'), the one place whose stated use holds the most
 * of the question's specific words answers, if it holds a word no record's name knows or two words at least.
 */
import type { Entity, Intent } from "./catalog.ts";
import { STOP_WORDS, WEAK_WORDS, tokenize } from "./language.ts";

/** The parts of the fact index this rule reads. */
interface Reader {
  readonly entities: readonly Entity[];
  terms(text: string): ReadonlySet<string>;
  knows(term: string): boolean;
}

/** A record the question names, with how much of its name and by which words. */
interface Named {
  entity: Entity;
  coverage: number;
  terms: string[];
}

/** What a question about a place's use may ask besides where it is: its hours ('until what time'). */
const ASKED: ReadonlySet<Intent> = new Set(["where", "hours"]);

const useCache = new WeakMap<Entity, Set<string>>();
/** The specific words of a place's stated use and of what it houses ('Tricycle terminal'). */
function useTerms(e: Entity): Set<string> {
  let v = useCache.get(e);
  if (!v) {
    v = new Set(tokenize([e.purpose ?? "", ...(e.houses ?? [])].join(". ")).map((t) => t.term).filter((t) => !STOP_WORDS.has(t) && !WEAK_WORDS.has(t)));
    useCache.set(e, v);
  }
  return v;
}

/**
 * The place whose stated use the question describes, when the question names no record whole by a specific
 * word (`generic` tells a word that names a kind of thing) and asks nothing but where it is or when it is open.
 */
export function placeByUse(index: Reader, text: string, matches: readonly Named[], intents: readonly Intent[], generic: (term: string) => boolean): Entity | undefined {
  if (matches.some((m) => m.coverage === 1 && m.terms.some((t) => !generic(t)))) return undefined;
  // Where it is, asked outright or by naming a kind of place ('which gate').
  if (intents.some((i) => !ASKED.has(i)) || !(intents.length || matches.some((m) => m.entity.kind === "building"))) return undefined;
  const q = [...index.terms(text)].filter((t) => !generic(t) && !STOP_WORDS.has(t) && !WEAK_WORDS.has(t) && t.length >= 3 && !/\d/.test(t));
  const scored = index.entities
    .filter((e) => e.kind === "building" && (e.purpose || e.houses?.length))
    .map((e) => {
      const shared = q.filter((t) => useTerms(e).has(t));
      return { e, score: shared.reduce((s, t) => s + (index.knows(t) ? 1 : 2), 0) };
    })
    .sort((a, b) => b.score - a.score);
  const [first, next] = scored;
  if (!first || first.score < 2 || first.score === next?.score) return undefined;
  return first.e;
}
