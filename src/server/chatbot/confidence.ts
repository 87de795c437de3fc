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
