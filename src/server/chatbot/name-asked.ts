/**
 * A record asked by what it is called ('what is the name of your entrance exam', 'what do you call the ID
 * office', 'anong tawag sa entrance exam'): the record's full name opens the reply, because the answer the
 * record gives otherwise (dates, fees) never says it.
 */
import type { Lang } from "./catalog.ts";
import { compose, type FactReply } from "./facts.ts";

/** The words that ask what a thing is called, not who holds a post ('the name of the dean' asks a person). */
const NAME_ASKED =
  /\b(what(?:'s| is| are) (?:the )?(?:full |official |complete |exact |real )?names? of|what (?:is|are) (?:it|they|this|that|the [\w-]+(?: [\w-]+){0,3}) called|what (?:do|does) (?:you|they|people|mvsu|the university|students) call|(?:ano|anong) (?:po )?(?:ang )?(?:buong )?(?:tawag|pangalan)(?: po)? (?:sa|ng)|what (?:[\w-]+ )?(?:test|exam|examination) (?:do|does) (?:you|mvsu|the university|the school) (?:give|use|administer|require))\b/i;

/** A post named after 'name of' ('the name of the registrar') asks the person who holds it. */
const POST_WORDS = /\b(registrar|dean|president|director|head|chair(?:person)?|librarian|cashier|nurse|physician|doctor|counselor|officer|secretary|coordinator|adviser|principal|accountant|guard|treasurer|manager)s?\b/i;

/** Kinds of record whose name is a thing's, not a person's. */
const NAMED_KINDS: ReadonlySet<string> = new Set(["exam", "service", "form", "program", "building", "portal", "scholarship", "office", "college", "date"]);

/** The record asked by name, its full name first; undefined unless the question asks what something is called. */
export function recordNamed(fact: FactReply | undefined, text: string, lang: Lang): FactReply | undefined {
  if (!NAME_ASKED.test(text) || POST_WORDS.test(text) || !fact?.entities.length) return undefined;
  const e = fact.entities[0];
  if (!NAMED_KINDS.has(e.kind) || fact.message.includes(e.title)) return undefined;
  const head = lang === "fil" ? `Ang tawag dito ay ${e.title}.` : `It is called the ${e.title}.`;
  return { ...fact, entities: [e], message: compose([head, e.summary(lang)], lang, e.href) };
}
