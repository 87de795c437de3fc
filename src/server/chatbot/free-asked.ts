/**
 * Whether a thing costs anything, asked yes or no ('do students have to pay for the campus Wi-Fi', 'is there an
 * entrance fee for the foundation week', 'may bayad ba', 'libre po ba', 'do we still pay tuition'), is answered
 * by the record that says it is free, in whatever words the record says it: a fee fact that says so ('There is
 * no fee for Clearance: it is free'), or a sentence of the record's own text holding 'free', 'free of charge',
 * 'no charge', 'libre' or 'walang bayad' ('campus Wi-Fi is free for students', 'All activities are free and open
 * to the public', 'Free, confidential counseling ...'). The question's asking words and the story around it say
 * nothing of which record: the record is the one whose names and free sentence hold most of the other words of
 * the clause that asks the cost, and when the reply already chose a record that holds as many of them, that
 * reply stands (a transcript's fee is the transcript's, never the scholarships' free tuition).
 *
 * A price asked outright ('how much is the graduation fee') is not a yes/no question: only a record's fee answers
 * it, never a sentence that something else is free. A step's 'Fee: None' says one step costs nothing, not the
 * service: it is never a free sentence here.
 */
import type { Entity, Lang } from "./catalog.ts";
import { compose, type FactIndex } from "./facts.ts";
import { framingTerms, vocabularyOfEntity } from "./explained.ts";
import { STOP_WORDS, filipinoRoots, mapWord, normalise, tokenize } from "./language.ts";

/** Words saying a thing costs nothing, as the records and visitors write it. */
const FREE = /\bfree\b(?![- ](?:time|period|day|form|text|throw|kick|ride|hand|style|lance))|\bfree of charge\b|\bno (?:fee|charge|cost|payment)s?\b|\blibre\b|\bwalang (?:bayad|babayaran|singil)\b/i;

/**
 * A yes/no question of cost, in English, Filipino or Taglish: having to pay ('do we have to pay', 'do students
 * pay', 'will I be charged', 'do we still pay'), being free ('is it free', 'free ba', 'libre po ba'), a fee or
 * charge there is or is not ('is there an entrance fee', 'any charge', 'may bayad ba', 'may singil po ba',
 * 'magbabayad pa ba', 'kailangan bang magbayad').
 */
const COST_ASKED = new RegExp(
  [
    String.raw`\b(?:do|does|did|will|should|must)\b[^?.!]*\b(?:pay|pays|paying|charged?|cost|costs)\b`,
    String.raw`\b(?:is|are|was|will)\b[^?.!]*\b(?:free|fre|libre)\b`,
    String.raw`\b(?:free|fre|libre)\b[^?.!]*\?|\b(?:free|fre|libre) (?:(?:po|ba|ho|din|rin|lang|naman|na) )*ba\b|^\s*(?:free|libre)\b`,
    String.raw`\b(?:is|are) there\b[^?.!]*\b(?:fee|fees|charge|charges|cost|payment|bayad)\b|\bany (?:fee|fees|charge|charges|cost|payment)\b`,
    String.raw`\b(?:may|meron|mayroon|merong|mayroong)(?: (?:po|ba|ho|pa|din|rin|bang|pong))* (?:(?:entrance|entry|registration) )?(?:bayad|babayaran|singil|fee|fees|charge)\b`,
    String.raw`\b(?:magbabayad|magbayad|nagbabayad|babayaran|bayaran|pinapabayad|pinagbabayad|sisingilin|sinisingil)\b[^?.!]*\bba\b|\bba(?:ng)? (?:\w+ )?(?:magbabayad|magbayad|babayaran)\b`,
  ].join("|"),
  "i",
);

/** Another value asked (where to pay, when, which window, what to pay for): not whether it costs. */
const WH_ASKED = /\b(?:where|when|how|which|what|who|why|saan|kailan|paano|pano|ano|anong|sino|bakit)\b/i;

/** A price asked outright: its amount, which only a fee answers. */
const PRICE_ASKED = /\b(?:how much|how mch|magkano|hm)\b/i;

/**
 * Studying itself, in a cost question, is its tuition ('may bayad ba ang pag-aaral', 'do we pay to study here'):
 * the words are read as 'tuition' so the tuition record is the one named.
 */
const STUDYING = /\b(?:pag-?aaral|mag-?aral|nag-?aaral|mag-?aaral|to study|studying here|study here|schooling|matrikula)\b/gi;

/** Cost and asking words: they say the cost is asked, never which record. */
const COST_WORDS = new Set(["pay", "pays", "paying", "paid", "charge", "charged", "charges", "cost", "costs", "fee", "fees", "free", "fre", "libre", "bayad", "magbabayad", "magbayad", "babayaran", "singil", "entrance", "entry", "still", "have", "need", "use", "using", "avail", "watch"]);

interface FreeStatement {
  entity: Entity;
  /** The statement, in each language (a record's own sentence is said as it is written). */
  say: (lang: Lang) => string;
  /** The words of the record's names and of its free sentences, as written and as terms: what a question names it by. */
  own: Set<string>;
  /** The words of its names alone. */
  names: Set<string>;
}

const statementsByIndex = new WeakMap<FactIndex, FreeStatement[]>();

/** The sentences of a stored line, list items apart ('Stable internet connection; campus Wi-Fi is free'). */
const sentencesOf = (line: string) => line.split(/(?<=[.!?])\s+(?=[A-Z])|;\s+|\.\s+[A-Z][A-Za-z ]{0,30}:\s/).map((s) => s.trim());

/** A record's sentences saying it is free: not a labelled step's 'Fee: None' (one step's), nor one naming a price. */
const freeSentences = (entity: Entity) =>
  (entity.texts ?? []).flatMap(sentencesOf).filter((s) => FREE.test(s) && !/^Steps:|\bFee: /.test(s) && !/₱\s?\d/.test(s));

/** Every record that says it is free, with the sentence saying so: once per index. */
function statementsOf(facts: FactIndex): FreeStatement[] {
  let out = statementsByIndex.get(facts);
  if (out) return out;
  out = [];
  for (const entity of facts.entities) {
    const names = [entity.title, ...entity.aliases];
    const fee = entity.facts.fee;
    const sentences = freeSentences(entity);
    if (fee && FREE.test(fee("en"))) {
      out.push({ entity, say: fee, own: wordsOf([...names, fee("en"), ...sentences]), names: wordsOf(names) });
      continue;
    }
    const sentence = sentences[0];
    if (!sentence) continue;
    const text = `${sentence.replace(/^(?:[A-Z][A-Za-z ]{0,30}:\s+)+/, "").replace(/[.\s]+$/, "")}.`;
    const line = text.charAt(0).toUpperCase() + text.slice(1);
    const said = !line.toLowerCase().includes(entity.title.toLowerCase()) ? `${entity.title}: ${line}` : line;
    // A record whose fee is a price for some cases (a replacement) and free for others: both are said.
    out.push({ entity, say: fee ? (lang) => `${said} ${fee(lang)}` : () => said, own: wordsOf([...names, sentence]), names: wordsOf(names) });
  }
  statementsByIndex.set(facts, out);
  return out;
}

/** The words of texts as written and as terms ('students' and 'student'). */
function wordsOf(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const tok of tokenize(t)) {
    out.add(tok.term);
    out.add(`=${tok.source}`);
  }
  return out;
}

/** The clause that asks the cost: the sentence holding the cost question, the visitor's story before it set aside. */
function costClause(text: string): string | undefined {
  const sentences = text.split(/(?<=[.?!])\s+/);
  return sentences.find((s) => COST_ASKED.test(s)) ?? (COST_ASKED.test(text) ? text : undefined);
}

/**
 * Asking itself, in a cost question, is an inquiry ('may bayad ba pag magtatanong lang ako'): the Filipino verb
 * of asking is read as 'inquiry', the word the records name it by. (An English 'inquire about' is a formal
 * lead-in to the question, never the thing asked of.)
 */
const INQUIRING = /^(?:mag|nag|mang|pag|ma|i)?-?(?:ta)?tanong\w*$/;

/** The words of a clause that name a thing, each as typed and as its terms: not stop, asking or cost words. */
function namingWords(clause: string): { source: string; terms: string[] }[] {
  const frame = framingTerms();
  const out = new Map<string, string[]>();
  // Word by word, so a phrase of the synonym table ('pay tuition') does not swallow the thing named.
  for (const typed of clause.replace(STUDYING, " tuition ").toLowerCase().split(/[^a-z0-9ñ-]+/)) {
    // A word read through a class here (studying, asking) names the thing, whatever else the word tables make of it.
    const classed = INQUIRING.test(typed) || typed === "tuition";
    const word = INQUIRING.test(typed) ? "inquiry" : normalise(typed);
    if (word.length < 3 || word.includes(" ") || STOP_WORDS.has(word) || COST_WORDS.has(word) || out.has(word)) continue;
    const terms = [...tokenize(word), ...filipinoRoots(word).flatMap((r) => (mapWord(r) ? tokenize(r) : []))].map((t) => t.term).filter((t) => !COST_WORDS.has(t));
    if (!classed && (!terms.length || (terms.every((t) => frame.has(t)) && frame.has(word)))) continue;
    if (classed && !terms.length) terms.push(word);
    out.set(word, terms);
  }
  return [...out].map(([source, terms]) => ({ source, terms }));
}

/**
 * How well the clause's words name a record: a word as written in its names or free sentence 1, as a term 0.5,
 * elsewhere in what it states 0.5; and how many were written as the record writes them.
 */
function scoreOf(words: readonly { source: string; terms: string[] }[], own: Set<string>, vocabulary: Set<string>, names: Set<string>): { score: number; written: number } {
  let score = 0;
  let written = 0;
  for (const w of words) {
    if (own.has(`=${w.source}`)) written++;
    score += own.has(`=${w.source}`) ? 1 : w.terms.some((t) => own.has(t) || vocabulary.has(t)) || vocabulary.has(w.source) ? 0.5 : 0;
    // A word of the record's own name weighs a little more than one of its sentence: the tuition record over a list naming tuition.
    if (names.has(`=${w.source}`)) score += 0.25;
  }
  return { score, written };
}

export interface FreeReply {
  message: string;
  entity: Entity;
}

/**
 * The free statement answering a yes/no cost question, or undefined: when the question asks no cost, when the
 * reply already says the thing is free, or when no record saying so is named better than the reply's own record.
 */
export function freeAsked(facts: FactIndex, text: string, chosen: { message: string; records: string[] }, lang: Lang): FreeReply | undefined {
  const clause = costClause(text);
  if (!clause) return undefined;
  const saysFree = FREE.test(clause) || /\b(?:fre|libre)\b/i.test(clause);
  if ((PRICE_ASKED.test(clause) || WH_ASKED.test(clause)) && !saysFree) return undefined;
  if (FREE.test(chosen.message) || /\bFee: None\b|\bfee\b[^.]{0,60}\bNone\b/i.test(chosen.message)) return undefined;
  // A clause asking only the cost ('may entrance fee ba?') asks it of what the rest of the message names.
  const words = namingWords(clause).length ? namingWords(clause) : namingWords(text);
  if (!words.length) return undefined;
  let best: { statement: FreeStatement; score: number } | undefined;
  for (const statement of statementsOf(facts)) {
    // One word at least as the record writes it: a word read only through a synonym ('nurse' as the clinic) is too loose.
    const { score, written } = scoreOf(words, statement.own, vocabularyOfEntity(statement.entity), statement.names);
    // Named as well, a record whose own fee says it is free beats one whose other sentence does.
    if (written && (!best || score > best.score || (score === best.score && statement.say === statement.entity.facts.fee && best.statement.say !== best.statement.entity.facts.fee))) best = { statement, score };
  }
  if (!best) return undefined;
  const { entity } = best.statement;
  const reply = { message: compose([best.statement.say(lang)], lang, entity.href), entity };
  // The reply's own record is the answer when it says it is free; when it states a fee of its own, that fee stands.
  const own = facts.entities.filter((e) => e.records.length && e.records.every((r) => chosen.records.includes(r)));
  if (own.includes(entity)) return reply;
  if (own.some((e) => e.facts.fee && !FREE.test(e.facts.fee("en")))) return undefined;
  // Another record chosen must be named less well than the free one, and a story-long clause needs more than one word.
  const ownScore = Math.max(0, ...own.map((e) => scoreOf(words, wordsOf([e.title, ...e.aliases]), vocabularyOfEntity(e), wordsOf([e.title, ...e.aliases])).score));
  if (ownScore > best.score || (best.score < 1.5 && best.score * 2 < words.length)) return undefined;
  return reply;
}
