/**
 * The last resort before the fallback: a sentence some record states that explains every content word of the
 * question ('how many people fit in the auditorium' is answered by the auditorium's description, 'where do i
 * pay for my tor' by the transcript's step at the cashier). The same rule as doubt, turned around: an answer
 * is given only when one sentence accounts for all the question's content words, so a question about
 * something the kiosk does not hold still gets the fallback.
 */
import type { Entity, Lang } from "./catalog.ts";
import { compose, detectIntents, GENERIC, type FactIndex } from "./facts.ts";
import type { Intent } from "./catalog.ts";
import type { KnowledgeIndex } from "./engine.ts";
import { editDistanceAtMostOne, framingTerms, nearFraming, termsOf } from "./explained.ts";
import { mapWord, stem, tokenize } from "./language.ts";

interface Passage {
  entity: Entity;
  lang: Lang;
  sentence: string;
  terms: Set<string>;
}

const built = new WeakMap<FactIndex, { passages: Passage[]; df: Map<string, number> }>();

function passagesOf(facts: FactIndex) {
  let b = built.get(facts);
  if (b) return b;
  const passages: Passage[] = [];
  const df = new Map<string, number>();
  for (const entity of facts.entities) {
    const names = [entity.title, ...entity.aliases];
    for (const lang of ["en", "fil"] as const) {
      const texts = [entity.summary(lang), ...Object.values(entity.facts).flatMap((say) => (say ? [say(lang)] : []))];
      const sentences = new Set(texts.flatMap((t) => t.split(/(?<=[.;!?])\s+(?=[A-Z0-9₱])/)).map((x) => x.trim()).filter((x) => x.length > 3));
      for (const sentence of sentences) passages.push({ entity, lang, sentence, terms: termsOf([...names, sentence]) });
    }
  }
  for (const p of passages) if (p.lang === "en") for (const t of p.terms) df.set(t, (df.get(t) ?? 0) + 1);
  b = { passages, df };
  built.set(facts, b);
  return b;
}

/** The question's content words, each with the terms that would explain it (as written, mapped, corrected). */
function contentWords(text: string, facts: FactIndex, knowledge: KnowledgeIndex): string[][] {
  const frame = framingTerms();
  const out: string[][] = [];
  for (const t of tokenize(text)) {
    if (t.source.length < 3 || frame.has(t.term) || frame.has(t.source) || nearFraming(t.source, frame)) continue;
    const options = new Set([t.term, t.source, stem(t.source)]);
    for (const m of mapWord(t.source) ?? []) options.add(stem(m));
    // A correction of at most one letter ('auditoruim'); a farther one would make 'passport' a 'password'.
    const near = (c: string) => editDistanceAtMostOne(t.source, c) || editDistanceAtMostOne(stem(t.source), c);
    for (const c of facts.terms(t.source)) if (near(c)) options.add(c);
    for (const q of knowledge.queryTerms(t.source)) if (near(q.term)) options.add(q.term);
    out.push([...options]);
  }
  return out;
}

/**
 * What kind of answer each asked thing needs: 'how much' a price, 'how long' a duration, 'who' a person, 'when'
 * a date. A sentence that names the question's words but holds no such value does not answer it.
 */
const ANSWER_SHAPES: Partial<Record<Intent, RegExp>> = {
  fee: /₱|\bfree\b|libre|\bnone\b|no (fee|charge)/i,
  time: /\b\d+(-\d+)? ?(working )?(days?|hours?|minutes?|weeks?|months?|araw|oras)\b/i,
  duration: /\b\d+ ?(years?|taon)\b/i,
  who: /\b(Dr|Mr|Ms|Mrs|Engr|Atty|Prof)\.? [A-Z]|\b[A-Z][a-z]+ [A-Z]\. [A-Z]/,
  hours: /\d ?(AM|PM)\b|24\/7|around the clock/i,
  when: /\b(January|February|March|April|May|June|July|August|September|October|November|December|Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre)\b|\d{4}-\d{2}-\d{2}/,
  phone: /\d{3}[\s-]?\d{3,4}|\blocal \d+/i,
  email: /@/,
  link: /https?:\/\/|\.edu\.ph|\/[a-z-]+/,
};
const COUNT = /\b(how many|ilan|ilang)\b/i;

export interface PassageReply {
  message: string;
  entity: Entity;
}

/** The sentence that explains every content word of `text`, most specific first; undefined when none does. */
export function passageAnswer(facts: FactIndex, knowledge: KnowledgeIndex, text: string, lang: Lang): PassageReply | undefined {
  const words = contentWords(text, facts, knowledge);
  if (!words.length) return undefined;
  const { passages, df } = passagesOf(facts);
  // At least one word must name something specific, not only a kind of thing ('office', 'form').
  if (words.every((options) => options.every((o) => GENERIC.has(o) || (df.get(o) ?? 0) > 40))) return undefined;
  const shapes = detectIntents(text).flatMap((i) => (ANSWER_SHAPES[i] ? [ANSWER_SHAPES[i]] : []));
  if (COUNT.test(text)) shapes.push(/\d/);
  let best: { p: Passage; score: number } | undefined;
  for (const p of passages) {
    if (!words.every((options) => options.some((o) => p.terms.has(o)))) continue;
    if (shapes.length && !shapes.some((shape) => shape.test(p.sentence))) continue;
    // Rarer shared words and shorter sentences are more specific; the visitor's language breaks ties.
    const rarity = words.reduce((s, options) => s + Math.max(...options.filter((o) => p.terms.has(o)).map((o) => 1 / (df.get(o) ?? 1))), 0);
    const score = rarity / Math.sqrt(p.terms.size) + (p.lang === lang ? 1e-6 : 0);
    if (!best || score > best.score) best = { p, score };
  }
  if (!best) return undefined;
  const { entity, sentence } = best.p;
  const line = sentence.toLowerCase().includes(entity.title.toLowerCase()) ? sentence : `${entity.title}: ${sentence}`;
  return { message: compose([line], lang, entity.href), entity };
}
