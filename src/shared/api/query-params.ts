/**
 * Number parameters of queries (`?limit=`, `?days=`). They arrive as text, so they are coerced, and every
 * wrong value (not a number, a fraction, out of range) gets the same sentence naming the range.
 */
import { z } from "zod";

/** A whole number from 1 to `max` in a query string, such as a page size or a number of days back. */
export function countParam(name: string, max: number) {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
}
