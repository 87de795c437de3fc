/**
 * A year said of a school term ('2nd sem 2025', 'first semester of academic year 2024-2025', 'school year 2025 to
 * 2026', 'SY 2025-2026'): it says which term, and the calendar's terms are all in its years, so it is read as said of
 * the term and set aside. Left in, the year is a word that names whatever record carries it in its title (a
 * procurement 'for the First Semester of 2025'), and the term's own dates lose to it. A year outside the calendar's
 * years stays: the kiosk holds no such term, and the doubt check should see it.
 */
import type { Entity } from "./catalog.ts";

/** A term word ('sem', 'semester', 'school year', 'AY', 'taong panuruan') followed by its year or years. */
const TERM_YEAR = /\b((?:semesters?|sem|terms?|school year|academic year|s\.?y\.?|a\.?y\.?|taong panuruan|taong akademiko)\s*(?:of\s+|ng\s+)?)(20\d{2})(?:\s*(?:-|–|—|to|until|hanggang)\s*(20\d{2}))?\b/gi;

/** The term words naming a whole school year rather than one term of it. */
const WHOLE_YEAR = /^(?:school year|academic year|s\.?y\.?|a\.?y\.?|taong panuruan|taong akademiko)\b/i;

/** The years the calendar's dated records fall in. */
export function calendarYears(entities: readonly Entity[]): Set<string> {
  const years = new Set<string>();
  for (const e of entities) {
    if (e.kind !== "date" || !e.start) continue;
    years.add(e.start.slice(0, 4));
    if (e.end) years.add(e.end.slice(0, 4));
  }
  return years;
}

/** The question with the calendar's years said of a term set aside, or undefined when it says none. */
export function withoutTermYears(text: string, years: ReadonlySet<string>): string | undefined {
  let changed = false;
  const out = text.replace(TERM_YEAR, (whole, term: string, from: string, to: string | undefined) => {
    if (!years.has(from) || (to && !years.has(to) && Number(to) !== Number(from) + 1)) return whole;
    changed = true;
    // A whole school year names no term of it: said with its years it is only the calendar's year, set aside whole.
    return WHOLE_YEAR.test(term) ? " " : term.trimEnd();
  });
  return changed ? out : undefined;
}
