/**
 * How long one step of a procedure takes ('after I file a complaint, how long before I get a written reply'):
 * the sentence of a record that names the step the question names and states its time answers, rather than a
 * neighbouring answer about the whole service or another service's reply time. A step's sentence holds its
 * time (a charter step is stored with its 'Time:'), so the passage search finds it; this rule only says when
 * it beats the answer the records or the knowledge items would give: when it covers more of the question.
 */
import type { Entity, Lang } from "./catalog.ts";
import type { KnowledgeIndex } from "./engine.ts";
import { compose, type FactIndex, type FactReply } from "./facts.ts";
import { STOP_WORDS, WEAK_WORDS, stem, tokenize } from "./language.ts";
import { TIME_ASKING_WORDS, passageAnswer, questionCoverage, type PassageReply } from "./passages.ts";

/** A question asking how long something takes or when its result comes ('how soon', 'when will I get a reply'). */
const ASKS_DURATION =
  /\b(how (long|soon|fast|quickly)|how many (days|hours|minutes|weeks)|gaano (katagal|kabilis)|ilang (araw|oras|minuto|linggo)|when (will|can|would|do|does|should) (i|we|they|you) (get|receive|hear|have)|kailan (ko|namin) (makukuha|matatanggap))\b/i;

/**
 * How long an act takes or when its result comes, in more words than a step's duration ('kailan ako makakatanggap',
 * 'hanggang kelan', 'how soon will they reply', 'gano katagal'): the asks the act-time answer reads.
 */
export const ACT_TIME_ASKED = new RegExp(
  `${ASKS_DURATION.source}|\\b((gaano|gano|ganu) (katagal|kabilis|katgal)|ilang (minutes?|mins?|days?|weeks?|hours?)|hanggang (kailan|kelan)|when (will|would|should|can|do|does) (i|we|they|you|he|she|it)|(kailan|kelan) (ko|namin|kami|ako|sila|nila|po|ba|kaya))\\b`,
  "i",
);

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
export const UNTIL_CLAUSE = /\bhow (?:long|many (?:days|hours|weeks)) (?:until|till|before|bago)\s+(.+)$/i;

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

/** Words of asking how long, and the words every step shares: they name no step. */
const ASKING_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS, ...WEAK_WORDS, ...TIME_ASKING_WORDS,
  ..."get got need wait fee none".split(" ").map(stem),
]);

/** A charter step as its record stores it ('Steps: Pay the fee. Agency: Receive payment... Time: 10 minutes.'). */
const STORED_STEP = /^Steps: (.+?)\. Agency: (.+?)\. Fee: .*?\. Time: (.+?)\. Responsible/;

/** The charter steps a service's record stores, in order: what the client does, what the office does, how long it takes. */
export function charterSteps(entity: Entity): { client: string; agency: string; time: string }[] {
  return (entity.texts ?? []).flatMap((t) => {
    const m = STORED_STEP.exec(t);
    return m ? [{ client: m[1], agency: m[2], time: m[3] }] : [];
  });
}

/**
 * One step of the service `entity` the question names by words its name does not hold ('how long to claim my
 * ID', 'how long does clearance approval take'): that step's time, with the whole service's time beside it so a
 * visitor who meant the wait still reads it. Undefined when no duration is asked, no step or more than one
 * shares the most of those words.
 */
export function namedStep(entity: Entity, text: string, lang: Lang): FactReply | undefined {
  if (!ASKS_DURATION.test(text) || !entity.texts) return undefined;
  const steps = charterSteps(entity);
  if (steps.length < 2) return undefined;
  const frame = ASKING_WORDS;
  const named = new Set([entity.title, ...entity.aliases].flatMap((n) => tokenize(n).map((t) => t.term)));
  // Words naming a kind of thing ('desk', 'office') count: within one record they tell its steps apart.
  const asked = [...new Set(tokenize(text).map((t) => t.term))].filter((t) => t.length >= 3 && !named.has(t) && !frame.has(t) && !/\d/.test(t));
  if (!asked.length) return undefined;
  const scored = steps.map((s, i) => {
    const words = new Set(tokenize(`${s.client} ${s.agency}`).map((t) => t.term));
    return { s, i, n: asked.filter((t) => words.has(t)).length };
  });
  const top = Math.max(...scored.map((x) => x.n));
  const best = scored.filter((x) => x.n === top);
  if (!top || best.length !== 1) return undefined;
  const { s, i } = best[0];
  const whole = entity.facts.time?.(lang);
  const line = lang === "fil" ? `${entity.title}, hakbang ${i + 1} (${s.client}): ${s.time}.` : `${entity.title}, step ${i + 1} (${s.client}): ${s.time}.`;
  return { message: compose([line, ...(whole && !whole.includes(` ${s.time}.`) ? [whole] : [])], lang, entity.href), entities: [entity], intents: ["time"] };
}
