/**
 * Taglish: a question in Filipino grammar with English words in it ('kailan po ang deadline ng application for
 * graduation', 'ilang years po ang BSME'). Its reply keeps the Filipino sentence the question's grammar asks
 * for, but states dates and durations in English words, as Taglish speakers write and read them: 'Biyernes,
 * November 29, 2024' becomes 'Friday, November 29, 2024', '5 taon' becomes '5 years'. A question in Filipino
 * throughout keeps its weekdays and years in Filipino (every Filipino reply names the month in English).
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

/** A date with a Filipino weekday or month ('Lunes, December 9', 'Nobyembre 29'). */
const FILIPINO_DATE = new RegExp(`\\b(?:(${ARAW.join("|")}), (${[...BUWAN, ...MONTHS].join("|")})|(${BUWAN.join("|")})) (\\d{1,2})\\b`, "g");

/** The reply with its Filipino dates and year counts in English words; everything else as it is. */
export function withEnglishValues(message: string): string {
  return message
    .replace(FILIPINO_DATE, (_, day: string | undefined, dayMonth: string | undefined, month: string | undefined, date: string) => {
      const named = dayMonth ?? month!;
      return `${day ? `${WEEKDAYS[ARAW.indexOf(day)]}, ` : ""}${BUWAN.includes(named) ? MONTHS[BUWAN.indexOf(named)] : named} ${date}`;
    })
    .replace(/\b(\d+(?:\s?(?:-|–|to|hanggang)\s?\d+)?) taon\b/g, "$1 years");
}
