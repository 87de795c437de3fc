/**
 * An office's hours asked for one day ('will the registrar be open this Friday', 'bukas ba ang library sa
 * biyernes') when the academic calendar holds a holiday on that day: the weekly hours alone would read as 'yes,
 * open', so the holiday is stated first and the usual hours after it. Only the calendar's holiday records are read
 * (any kind: national, special or the university's own day), once per index.
 */
import type { Entity, Lang } from "./catalog.ts";
import { relativeWindow, type FactIndex } from "./facts.ts";

/** A reply stating opening hours ('is open 8:00 AM - 5:00 PM', 'Bukas ang ...: 8:00 AM'). */
const HOURS_REPLY = /\b(open|bukas)\b[^.]*\b\d{1,2}:\d{2}\s?(AM|PM)\b/i;
/** Whether a place is open or working is asked. */
const OPEN_ASKED = /\b(open|opened|close|closed|bukas|sarado|working|operating|office hours|hours)\b/;

const holidaysByIndex = new WeakMap<FactIndex, Entity[]>();
function holidaysOf(facts: FactIndex): Entity[] {
  let list = holidaysByIndex.get(facts);
  if (!list) holidaysByIndex.set(facts, (list = facts.entities.filter((e) => e.kind === "date" && e.key.startsWith("holiday:") && !!e.start)));
  return list;
}

/** The reply `message` with the holiday of the one day `asked` names stated first, if the calendar holds one. */
export function withHolidayOfDay(asked: string, message: string, facts: FactIndex, now: Date, lang: Lang): string | undefined {
  if (!HOURS_REPLY.test(message)) return undefined;
  const lower = asked.toLowerCase();
  if (!OPEN_ASKED.test(lower)) return undefined;
  const window = relativeWindow(lower, now);
  if (!window || window.from !== window.to) return undefined;
  const day = window.from;
  const hit = holidaysOf(facts).find((e) => e.start!.slice(0, 10) <= day && (e.end ?? e.start)!.slice(0, 10) >= day);
  if (!hit) return undefined;
  const when = hit.facts.when?.(lang) ?? hit.summary(lang);
  return lang === "fil"
    ? `Holiday sa academic calendar ang araw na iyon: ${when.replace(/\s*Tingnan ang \S+\s*$/, "")} Sa karaniwang araw: ${message}`
    : `That day is a holiday on the academic calendar: ${when.replace(/\s*More on \S+\s*$/, "")} On regular days: ${message}`;
}
