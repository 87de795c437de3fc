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

/** Someone told of by a pronoun: he, she, they, siya. */
const THIRD_PERSON = /\b(he|she|his|her|hers|him|they|their|them|siya|sya|niya|nya|nila|kanya|kanyang)\b/i;

/** A town named for a saint ('San Guillermo', 'Santa Maria') is a place, not the asking 'san' (saan) of text-speak. */
const SAINT_TOWN = /\bSan(?:ta|to)? [A-Z][a-z]+/g;

/** Whether a clause asks something, a saint's town read as a place. */
const asks = (clause: string) => ASKS.test(clause.replace(SAINT_TOWN, " "));

/**
 * The message without the story clauses that alone set off its refusal, when the rest is refused by nothing and
 * `namesHeld` finds a record's word in it; undefined when the message is not refused, is refused for what it asks,
 * or has no such clause.
 */
export function withoutRefusedStory(text: string, lang: Lang, namesHeld: (rest: string) => boolean): string | undefined {
  const refused = refusal(text, lang);
  if (!refused || !TOPIC_REFUSALS.has(refused.reason)) return undefined;
  const clauses = clausesOf(text);
  if (clauses.length < 2 || !clauses.some((c) => asks(c))) return undefined;
  const story = clauses.filter((c) => !asks(c) && ABOUT_VISITOR.test(c) && !ORDER.test(c) && TOPIC_REFUSALS.has(refusal(c, lang)?.reason ?? ""));
  if (!story.length) return undefined;
  let rest = text;
  // The clause goes with the 'and' or 'but' that joined it to the one before ('I work abroad and my son ...').
  for (const c of story) {
    const at = rest.indexOf(c);
    const before = /\s+(?:and|but|at|pero|tapos)\s*$/i.exec(rest.slice(0, at));
    rest = before ? `${rest.slice(0, before.index)}. ${rest.slice(at + c.length)}` : `${rest.slice(0, at)} ${rest.slice(at + c.length)}`;
  }
  rest = rest.replace(/\s+([,.;?!])/g, "$1").replace(/^[\s,.;]+/, "").replace(/\s+/g, " ").trim();
  if (!rest || refusal(rest, lang) || !namesHeld(rest)) return undefined;
  // Someone's records refused for the story's person ('my ex is enrolled here'), and the rest asks of them ('what
  // section is she in'): the question is that person's, not the visitor's.
  if (refused.reason === "private-data" && THIRD_PERSON.test(rest)) return undefined;
  return rest;
}
