/**
 * How long one step of a procedure takes ('after I file a complaint, how long before I get a written reply'):
 * the sentence of a record that names the step the question names and states its time answers, rather than a
 * neighbouring answer about the whole service or another service's reply time. A step's sentence holds its
 * time (a charter step is stored with its 'Time:'), so the passage search finds it; this rule only says when
 * it beats the answer the records or the knowledge items would give: when it covers more of the question.
 */
import type { Lang } from "./catalog.ts";
import type { KnowledgeIndex } from "./engine.ts";
import type { FactIndex } from "./facts.ts";
import { passageAnswer, questionCoverage, type PassageReply } from "./passages.ts";

/** A question asking how long something takes or when its result comes ('how soon', 'when will I get a reply'). */
const ASKS_DURATION =
  /\b(how (long|soon|fast|quickly)|how many (days|hours|minutes|weeks)|gaano (katagal|kabilis)|ilang (araw|oras|minuto|linggo)|when (will|can|would|do|does|should) (i|we|they|you) (get|receive|hear|have)|kailan (ko|namin) (makukuha|matatanggap))\b/i;

/** A time a step takes ('3 working days', '1-2 working days', '10 minutes', 'within the day'). */
const STEP_TIME = /\b\d+(\s?(-|to|–)\s?\d+)? ?(working |business |calendar )?(days?|hours?|minutes?|weeks?)\b|\b(one|two|three|five|ten) (working |business )?(days?|hours?|minutes?|weeks?)\b|\bsame day\b/i;

/**
 * The sentence stating the time of the step `text` names, when it covers more of the question than `rival`
 * (the statement the assistant would otherwise give, with its record's or item's names); undefined when the
 * question does not ask a duration or no sentence holding one covers more.
 */
export function stepDuration(facts: FactIndex, knowledge: KnowledgeIndex, text: string, lang: Lang, rival: string[]): PassageReply | undefined {
  if (!ASKS_DURATION.test(text)) return undefined;
  const p = stepSentence(facts, knowledge, text, lang);
  if (!p) return undefined;
  const against = rival.length ? questionCoverage(facts, knowledge, text, rival) : 0;
  return p.coverage > against + 1e-9 ? p : undefined;
}

/** What follows 'how long until / before / till' names the step whose time is asked ('... forwarded, how long until they reply'). */
const UNTIL_CLAUSE = /\bhow (?:long|many (?:days|hours|weeks)) (?:until|till|before|bago)\s+(.+)$/i;

/**
 * The sentence holding a step's time that covers most of the question; when the question names the step after
 * 'how long until', the sentence of the same record that covers that clause (the step after one the question
 * also names: 'my complaint was forwarded to the office head, how long until they reply in writing').
 */
export function stepSentence(facts: FactIndex, knowledge: KnowledgeIndex, text: string, lang: Lang): PassageReply | undefined {
  const p = passageAnswer(facts, knowledge, text, lang, { commonTopic: true });
  if (!p || !STEP_TIME.test(p.sentence)) return undefined;
  const clause = UNTIL_CLAUSE.exec(text)?.[1];
  if (!clause) return p;
  const step = passageAnswer(facts, knowledge, `how long until ${clause} ${p.source.title}`, lang, { commonTopic: true });
  return step && step.source === p.source && step.sentence !== p.sentence && STEP_TIME.test(step.sentence) ? step : p;
}

/** The sentence stating the time of the step a duration question names, for the passage step before the fallback. */
export function durationPassage(facts: FactIndex, knowledge: KnowledgeIndex, text: string, lang: Lang): PassageReply | undefined {
  return ASKS_DURATION.test(text) ? stepSentence(facts, knowledge, text, lang) : undefined;
}
