/**
 * A refusal set off by the visitor's story, not by what they ask. Parents and alumni tell who they are and what
 * happened before the question ('I am a mother working abroad and my son graduated last year. How much is the
 * transcript per page?', 'We are a tricycle driver's family from the next town. How much is tuition?', 'My diploma
 * was destroyed in a flood last year. What do you charge for a replacement?'), and a word of the story ('last
 * year', 'from Manila', 'a driver's family') reads like a question about another time, place or person. When a
 * clause that asks nothing and tells of the visitor, their people or their role is refused on its own, and the
 * message without it is refused by nothing and still names something the records hold, the clause is the story:
 * it is set aside and the question is read without it.
 *
 * Only refusals of a topic are lifted so (another place or time, another school, someone's records). Harm, abuse,
 * exam answers, prompt injection and orders to the kiosk are refused wherever in the message they are said.
 */
import type { Lang } from "./catalog.ts";
import { refusal } from "./refusals.ts";
import { ASKS, clausesOf } from "./visitor-context.ts";

/** The refusals a story clause may set off: a topic the kiosk holds no record of, not a thing it must not do. */
const TOPIC_REFUSALS: ReadonlySet<string> = new Set(["elsewhere", "other-university", "private-data"]);

/**
 * A clause about the visitor or their people: it names them (I, we, my, our, ako, kami, ko, namin) or opens with
 * the role they speak as ('As a visitor from ...', 'Being a parent ...').
 */
const ABOUT_VISITOR = /\b(i|i'?m|im|i'?ve|me|my|we|we'?re|us|our|ako|ko|kami|namin|amin|aming|aking)\b|^\s*(?:as|being)\s+(?:a|an|the|one)\b/i;

/** An order or a request to the kiosk ('please enroll me', 'pa-check naman', 'paki-send'): never a story. */
const ORDER = /^\s*(?:please|pls|plz|kindly|paki|pa-|i want you|can you|could you|would you)|\b(?:for me|para sa akin|para sakin)\b/i;

/**
 * The message without the story clauses that alone set off its refusal, when the rest is refused by nothing and
 * `namesHeld` finds a record's word in it; undefined when the message is not refused, is refused for what it asks,
 * or has no such clause.
 */
export function withoutRefusedStory(text: string, lang: Lang, namesHeld: (rest: string) => boolean): string | undefined {
  const refused = refusal(text, lang);
  if (!refused || !TOPIC_REFUSALS.has(refused.reason)) return undefined;
  const clauses = clausesOf(text);
  if (clauses.length < 2 || !clauses.some((c) => ASKS.test(c))) return undefined;
  const story = clauses.filter((c) => !ASKS.test(c) && ABOUT_VISITOR.test(c) && !ORDER.test(c) && TOPIC_REFUSALS.has(refusal(c, lang)?.reason ?? ""));
  if (!story.length) return undefined;
  let rest = text;
  for (const c of story) rest = rest.replace(c, " ");
  rest = rest.replace(/\s+([,.;?!])/g, "$1").replace(/^[\s,.;]+/, "").replace(/\s+/g, " ").trim();
  if (!rest || refusal(rest, lang) || !namesHeld(rest)) return undefined;
  return rest;
}
