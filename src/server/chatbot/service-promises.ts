/**
 * What a service promises in a situation. A charter service's commitments ('A temporary gate pass is given while
 * your ID is being printed', 'IDs not claimed within 30 days are kept at OSAS until claimed', 'Certificates for
 * scholarship deadlines are prioritized') answer what happens to the visitor or their paper in a situation the
 * question describes ('while my new ID is printed, how do I get through the gate', 'what happens to IDs nobody
 * claims'). Such a question names the situation by its verb and its circumstance ('while', 'not'), which the
 * passage weighing reads as framing, so the record's steps or headline were stated instead. Here every word of
 * the question counts, verbs too, matched by root (a Taglish verb by the English word inside: 'pinapaprint'), and
 * a circumstance word counts when the commitment states one of the same kind (while / habang / waiting; not /
 * nobody / unclaimed / hindi), twice when its clause names the service itself ('habang wala pa ang ID').
 *
 * A commitment of the reply's record, or of a service the question names, needs two such points, one of them a
 * word of its own (not the service's name); a commitment of another service needs three words of its own. A
 * question asking a kind of value (a fee, a time) the commitment does not state is not answered by it.
 */
import type { Entity, Lang } from "./catalog.ts";
import { compose, type FactIndex } from "./facts.ts";
import { filipinoRoots, normalise, STOP_WORDS, stem } from "./language.ts";
import { askedValues, holdsValue } from "./passages.ts";
import { rootOf } from "./record-details.ts";

/** A commitment stated under its service's records. */
interface Promise {
  entity: Entity;
  sentence: string;
  roots: Set<string>;
  marks: Set<Mark>;
}

type Mark = "while" | "not" | "hurry";

/**
 * Circumstance words, by kind: a state that lasts ('while it is printed', 'still being printed'), a thing not done
 * ('not claimed', 'nobody claims'), a need to hurry ('rush', 'urgent': a commitment to prioritize).
 */
const MARKS: Record<Mark, RegExp> = {
  while: /\b(while|pending|meanwhile|waiting|still|habang|samantalang|hangga't)\b/,
  hurry: /\b(rush|rushed|urgent|urgently|asap|expedite|expedited|fast-?track|priority|prioriti[sz]e[sd]?|prioriti[sz]ing|madaliin|minamadali|apurahan)\b/,
  not: /\b(not|nobody|never|unclaimed|uncollected|forgot|forget|forgets|fail|fails|failed|hindi|di|walang|nakalimutan|makalimutan)\b|n't\b|\bun(claim|collect|paid)\w*/,
};

/** Verbs of asking and doing in general: they name no situation of their own. */
const GENERAL = new Set(["happen", "do", "get", "can", "will", "need", "want", "know", "ask", "make", "go", "come", "say", "tell", "give", "take"].map(stem));

/** The roots of a text's words: each word's stem less its derivational ending, a Filipino word's roots too. */
function rootsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of normalise(text).split(" ")) {
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    // 'unclaimed' is 'claimed' not done: its circumstance is read by MARKS, its verb here.
    const undone = /^un[a-z]{4,}/.test(word) ? [word.slice(2)] : [];
    for (const w of [word, ...undone, ...filipinoRoots(word).filter((r) => r.length >= 4)]) {
      const s = stem(w);
      if (STOP_WORDS.has(w) || GENERAL.has(s)) continue;
      out.add(rootOf(w));
    }
  }
  return out;
}

function marksOf(text: string): Set<Mark> {
  const lower = text.toLowerCase();
  return new Set((Object.keys(MARKS) as Mark[]).filter((m) => MARKS[m].test(lower)));
}

const promisesByIndex = new WeakMap<FactIndex, Promise[]>();

/** Every service's commitments, once per index. */
function promisesOf(facts: FactIndex): Promise[] {
  let out = promisesByIndex.get(facts);
  if (out) return out;
  out = [];
  for (const entity of facts.entities) {
    if (entity.kind !== "service") continue;
    // The stored line's Commitments field lists every commitment, each a sentence ('Commitments: A ....; B ....').
    for (const line of entity.texts ?? []) {
      const m = /\bCommitments: (.+?)(?=(?<=[.!?])\s+[A-Z][A-Za-z ]{0,30}:\s|$)/.exec(line);
      if (!m) continue;
      for (const item of m[1].split(/\.;\s*/)) {
        const sentence = item.trim().replace(/[.;\s]+$/, "");
        if (sentence.length > 3) out.push({ entity, sentence: `${sentence}.`, roots: rootsOf(sentence), marks: marksOf(sentence) });
      }
    }
  }
  promisesByIndex.set(facts, out);
  return out;
}

/** The clause a circumstance word opens, up to the next comma or sentence end. */
function markedClause(text: string, mark: Mark): string {
  const lower = text.toLowerCase();
  const at = lower.search(MARKS[mark]);
  return at < 0 ? "" : lower.slice(at).split(/[,;.?!]/)[0];
}

/** What a question's words say of one commitment: its own words matched, and the points they make. */
function pointsOf(promise: Promise, asked: Set<string>, text: string, marks: Set<Mark>, names: Set<string>): { own: number; points: number; marked: boolean } {
  let own = 0;
  for (const r of promise.roots) if (asked.has(r) && !names.has(r)) own++;
  let points = own;
  let marked = false;
  for (const mark of marks) {
    if (!promise.marks.has(mark)) continue;
    marked = true;
    const clause = rootsOf(markedClause(text, mark));
    points += [...clause].some((r) => names.has(r)) ? 2 : 1;
  }
  return { own, points, marked };
}

const namesByEntity = new WeakMap<Entity, { roots: Set<string>; whole: string[] }>();

/** A service's names: their roots, and each name as the question would write it; once per entity. */
function namesOf(entity: Entity): { roots: Set<string>; whole: string[] } {
  let n = namesByEntity.get(entity);
  if (!n) {
    const all = [entity.title, ...entity.aliases];
    namesByEntity.set(entity, (n = { roots: rootsOf(all.join(" ")), whole: all.filter((x) => x.length >= 2).map((x) => ` ${normalise(x)} `) }));
  }
  return n;
}

/** Whether the question (normalised, spaced) names the service by its title or one of its names, whole. */
const named = (entity: Entity, spaced: string): boolean => namesOf(entity).whole.some((n) => spaced.includes(n));

export interface PromiseAnswer {
  message: string;
  entity: Entity;
}

/**
 * The commitment the question asks, as a reply, when the reply `said` (of the records `records`) does not
 * already state it.
 */
export function promiseAsked(facts: FactIndex, text: string, said: { message: string; records: readonly string[] }, lang: Lang): PromiseAnswer | undefined {
  const promises = promisesOf(facts);
  if (!promises.length) return undefined;
  // With no circumstance word (while, not, rush) no situation is described.
  const marks = marksOf(text);
  if (!marks.size) return undefined;
  const asked = rootsOf(text);
  const spaced = ` ${normalise(text)} `;
  const kinds = askedValues(text);
  // A reply that states the kind of value asked (the days a service takes) answers it.
  const replyHolds = kinds.length > 0 && kinds.every((k) => holdsValue(k, said.message, text));
  let best: { promise: Promise; points: number } | undefined;
  for (const promise of promises) {
    if (said.message.includes(promise.sentence.replace(/\.$/, ""))) continue;
    // A value asked (a fee, a length of time) that the commitment does not state is another part's.
    const names = namesOf(promise.entity).roots;
    const own = promise.entity.records.every((r) => said.records.includes(r)) || named(promise.entity, spaced);
    const p = pointsOf(promise, asked, text, marks, names);
    // ... unless two words of the commitment's own are asked ('my scholarship deadline': the deadline is the situation).
    if (p.own < 2 && (replyHolds || kinds.some((k) => !holdsValue(k, promise.sentence, text)))) continue;
    // The circumstance must be the commitment's: words alone ('working', 'office') are another part's.
    const enough = p.marked && (own ? p.own >= 1 && p.points >= 2 : p.own >= 2);
    if (!enough) continue;
    const points = own ? p.points + 1 : p.points;
    if (!best || points > best.points) best = { promise, points };
  }
  if (!best) return undefined;
  const { entity, sentence } = best.promise;
  return { entity, message: compose([`${entity.title}: ${sentence}`], lang, entity.href) };
}
