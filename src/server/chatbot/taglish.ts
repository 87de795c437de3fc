/**
 * Taglish: a question in Filipino grammar with English words in it ('kailan po ang deadline ng application for
 * graduation', 'ilang years po ang BSME'). Its reply keeps the Filipino sentence the question's grammar asks
 * for, but states dates and durations in English words, as Taglish speakers write and read them: 'Biyernes,
 * Nobyembre 29, 2024' becomes 'Friday, November 29, 2024', '5 taon' becomes '5 years'. A question in Filipino
 * throughout keeps them in Filipino.
 */
import { ARAW, BUWAN, MONTHS, WEEKDAYS } from "./catalog.ts";
import { detectLang } from "./facts.ts";

/**
 * English function words, and English words for when and how long ('start', 'second', 'deadline', 'years'):
 * the marks of Taglish. The names of things ('registrar', 'intramurals', 'transcript') are said in English in
 * Filipino too and mark nothing.
 */
const ENGLISH_WORDS =
  /\b(for|the|of|if|my|and|to|what|how|when|where|which|is|are|do|does|can|from|with|about|years?|days?|weeks?|months?|deadline|schedule|date|start|starts|end|ends|first|second|third|last|next|until|before|after|open|close)\b/;

/** A question written in Filipino grammar that also uses English words. */
export function isTaglish(text: string): boolean {
  return detectLang(text) === "fil" && ENGLISH_WORDS.test(text.toLowerCase());
}

const FILIPINO_DATE = new RegExp(`\\b(?:(${ARAW.join("|")}), )?(${BUWAN.join("|")}) (\\d{1,2})\\b`, "g");

/** The reply with its Filipino dates and year counts in English words; everything else as it is. */
export function withEnglishValues(message: string): string {
  return message
    .replace(FILIPINO_DATE, (_, day: string | undefined, month: string, date: string) => `${day ? `${WEEKDAYS[ARAW.indexOf(day)]}, ` : ""}${MONTHS[BUWAN.indexOf(month)]} ${date}`)
    .replace(/\b(\d+(?:\s?(?:-|–|to|hanggang)\s?\d+)?) taon\b/g, "$1 years");
}
