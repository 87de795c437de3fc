/**
 * Date and time parameters of queries. A year 0 or a year 10000 is valid ISO 8601 and a valid JavaScript
 * Date, but PostgreSQL refuses it: every contract takes dates through these, so such a value is a 400
 * with a sentence instead of a failed query.
 */
import { z } from "zod";

/** Earliest and latest instants a date filter may name: PostgreSQL and JavaScript agree on these. */
export const EARLIEST_DATE = "1900-01-01T00:00:00Z";
export const LATEST_DATE = "9999-01-01T00:00:00Z";

/** True when `value` parses to a time within EARLIEST_DATE..LATEST_DATE. */
export function isStorableDate(value: string): boolean {
  const t = Date.parse(value);
  return Number.isFinite(t) && t >= Date.parse(EARLIEST_DATE) && t < Date.parse(LATEST_DATE);
}

/** An ISO 8601 time with offset, between 1900 and 9999 (a year 0 or 10000 time would fail in SQL). */
export function dateTimeParam(name: string) {
  const message = `${name} must be an ISO 8601 time such as 2025-01-15T08:00:00Z, between 1900 and 9999`;
  return z.iso.datetime({ offset: true, error: message }).refine(isStorableDate, { message, abort: true });
}

/** A calendar day YYYY-MM-DD between 1900 and 9999. */
export function dayParam(name: string) {
  const message = `${name} must be a date written YYYY-MM-DD, between 1900 and 9999`;
  return z.iso.date({ error: message }).refine((v) => isStorableDate(`${v}T00:00:00Z`), { message, abort: true });
}
