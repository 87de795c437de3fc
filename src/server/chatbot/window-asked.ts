/**
 * Which window a service is at ('which window do I go to for a certificate', 'saang window ako pipila para sa
 * diploma'): the records do not give a service a window of its own, they give it in the step that is taken at one
 * ('Fill out the request form and present your ID at Window 3'). The service is the one the question names, by its
 * own name or by a paper its requirements list (a certificate of grades is asked at the certificate service,
 * whose request form it is); its first step at a window is the answer. Without this the office's whole row of
 * windows ('Windows 1-6') answered, which is not the window asked.
 */
import type { Entity, Lang } from "./catalog.ts";
import { compose, type FactIndex, type FactReply } from "./facts.ts";
import { STOP_WORDS, WEAK_WORDS, mapWord, stem, tokenize } from "./language.ts";
import { charterSteps } from "./step-durations.ts";

/** Asking which window, or where to line up at one ('anong window', 'saang window ako pipila', 'window number'). */
const WINDOW_ASKED = /\b(?:which|what|where|anong|aling|saang|saan|sang|ilang|pang ?ilang)\b(?:\s+\w+){0,3}\s+windows?\b|\bwindows?\s+(?:number|no|ba|po)\b|\bwindows?\b.*\b(?:queue|line up|pila|pipila|pumila|pumipila|papila|go|pupunta|punta)\b/i;

/** Asking something besides the window (its fee, its time, its day): the service's whole answer states both. */
const ASKS_MORE = /\b(?:how much|magkano|cost|fee|fees|bayad|price|how long|gaano|ilang araw|ilang oras|kailan|when)\b/i;

/** A step taken at a numbered window. */
const AT_WINDOW = /\bWindows? [0-9A-Z]\b/;

/** Words that never tell services apart: asking, windows and queuing, offices and the words every service shares. */
const COMMON = new Set(
  [...STOP_WORDS, ...WEAK_WORDS, ..."window windows queue line pila registrar office university request form which what where".split(" ")].map(stem),
);

/** The terms of `text`: its words, their stems and what the word table maps them to. */
function terms(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokenize(text)) {
    for (const w of [t.term, stem(t.source), ...(mapWord(t.source) ?? []).map(stem)]) if (w.length >= 3 && !COMMON.has(w)) out.add(w);
  }
  return out;
}

const named = new WeakMap<Entity, Set<string>>();
/** A service's name and aliases and the papers its requirements list, as terms. */
function serviceTerms(entity: Entity): Set<string> {
  let out = named.get(entity);
  if (!out) {
    out = terms([entity.title, ...entity.aliases, entity.facts.requirements?.("en") ?? ""].join(". "));
    named.set(entity, out);
  }
  return out;
}

/** The step at a window of the one service the window question names most, stated with the service. */
export function windowAsked(facts: FactIndex, text: string, lang: Lang): FactReply | undefined {
  if (!WINDOW_ASKED.test(text) || ASKS_MORE.test(text)) return undefined;
  const asked = terms(text);
  if (!asked.size) return undefined;
  let best: { entity: Entity; step: string; index: number; score: number } | undefined;
  let tie = false;
  for (const entity of facts.entities) {
    if (entity.kind !== "service") continue;
    const steps = charterSteps(entity).map((s) => s.client);
    const index = steps.findIndex((s) => AT_WINDOW.test(s));
    if (index < 0) continue;
    const own = serviceTerms(entity);
    const score = [...asked].filter((a) => own.has(a)).length;
    if (!score) continue;
    if (!best || score > best.score) [best, tie] = [{ entity, step: steps[index], index, score }, false];
    else if (score === best.score) tie = true;
  }
  if (!best || tie) return undefined;
  const { entity, step, index } = best;
  const line = lang === "fil" ? `${entity.title}, hakbang ${index + 1}: ${step}.` : `${entity.title}, step ${index + 1}: ${step}.`;
  return { message: compose([line], lang, entity.href), entities: [entity], intents: ["where"] };
}
