/**
 * The chatbot's one confidence decision. Every reply carries a confidence in 0..1 (how much of the question
 * the answer explains); the console stores a Confidence Threshold in percent. One function turns the two
 * into what the visitor gets, so the knowledge items, the records and the sentence search obey the same rule.
 */

/** What to do with an answer of a given confidence. */
export type ConfidenceDecision =
  /** State the answer. */
  | "answer"
  /** Not sure enough to state: the fallback, offering the near answers as suggestions. */
  | "doubt"
  /** Nothing close: the fallback with the starter questions. */
  | "fallback";

/**
 * How sure a fact read from a record named in the question is: high, never certain, so the threshold keeps
 * its meaning for every answer (at 100 % nothing is sure enough to state).
 */
export const RECORD_CONFIDENCE = 0.99;
/** An announcement's detail found by the words of its body, when nothing else answered. */
export const PASSAGE_CONFIDENCE = 0.5;
/**
 * The share of a question's content words, weighted by rarity, that a passage and its record's names must
 * cover to be stated (passages.ts): below it the passage is about something near the question, not it.
 */
export const PASSAGE_COVERAGE = 0.8;
/** The same for a question that asks a kind of value (how much, how many, when, who) met by the passage. */
export const PASSAGE_TYPED_COVERAGE = 0.6;
/** Below this a knowledge item is not even worth suggesting. */
export const SUGGESTION_FLOOR = 0.2;
/** Below this a knowledge item is weak enough that a greeting or thanks is read as small talk instead. */
export const SMALL_TALK_CEILING = 0.5;
/**
 * A knowledge item this sure of itself, which explains words no record knows, wins over records named only
 * in part ('zorblax lab' is not the Science Laboratory Building).
 */
export const KNOWLEDGE_OVER_PARTIAL = 0.75;
/** The highest threshold the console accepts: it means no answer is ever sure enough. */
export const THRESHOLD_NOTHING_SURE = 100;

/** Answer, doubt or fallback for `confidence` (0..1) under the console's threshold (in percent). */
export function decide(confidence: number, thresholdPercent: number): ConfidenceDecision {
  if (thresholdPercent < THRESHOLD_NOTHING_SURE && confidence * 100 >= thresholdPercent) return "answer";
  return confidence >= SUGGESTION_FLOOR ? "doubt" : "fallback";
}

/**
 * A passage beats a record's structured answer by this much more of the question's weighted content words
 * (when both hold the kind of value asked) before it replaces it.
 */
export const PASSAGE_LEAD = 0.4;
/** A structured answer that speaks to less than this share of the question's weighted content words may lose to a passage by PASSAGE_LEAD. */
export const RECORD_WEAK_COVERAGE = 0.5;

/** A passage covering this share of the question covers all of it. */
export const WHOLE_COVERAGE = 0.999;
/** A structured answer covering less than this share of the question leaves out a word a whole passage may answer (asked who). */
export const PARTIAL_COVERAGE = 0.75;

/** What `passageOverRecord` weighs: for each answer, how many of the asked kinds of value it holds and how much of the question it covers. */
export interface Arbitration {
  /** The kinds of value the question asks (money, a duration, a person, a list of requirements...). */
  asked: number;
  /** How many of those the record's structured answer holds. */
  recordHolds: number;
  /** How many of those the best passage holds. */
  passageHolds: number;
  /** The weighted share of the question's content words each covers (0..1). */
  recordCoverage: number;
  passageCoverage: number;
  /** The question asks who (a person), and nothing else. */
  person?: boolean;
}

/**
 * Does the passage answer instead of a record's structured answer? Only when the question asks a kind of value:
 * the passage holds more of the asked kinds than the structured answer ('what ids are accepted' wants the
 * list of IDs, not the processing time), or as many (at least one) while covering PASSAGE_LEAD more of the
 * question than a structured answer that covers less than RECORD_WEAK_COVERAGE of it. The passage has already passed its own coverage bar; the structured answer wins every tie.
 */
export function passageOverRecord(a: Arbitration): boolean {
  if (a.asked === 0 || a.passageHolds === 0) return false;
  if (a.passageHolds > a.recordHolds) return true;
  // A structured answer that covers as much of the question as a passage must is kept whatever the passage covers.
  if (a.passageHolds !== a.recordHolds) return false;
  // Asked who holds a post, a passage naming a person whose post covers every word of the question beats a
  // record's person whose post leaves a word of weight out ('the university sports director' is not the
  // director of admissions).
  if (a.person && a.passageCoverage >= WHOLE_COVERAGE && a.recordCoverage < PARTIAL_COVERAGE) return true;
  return a.recordCoverage < RECORD_WEAK_COVERAGE && a.passageCoverage - a.recordCoverage >= PASSAGE_LEAD;
}
