/**
 * What an announcement asks of those who take part, read from its body: the sentences that set a condition
 * ('Donors must be 18 to 65 years old and weigh at least 50 kg', 'Only enrolled students may join') are its
 * requirements and who may take part. Announcements are written by staff in /admin, so only the shape of a
 * condition is read, never any announcement's wording.
 */
import type { Entity, Say } from "./catalog.ts";

/** A sentence that sets a condition on people: an obligation, a minimum or maximum, a restriction. */
const CONDITION = /\b(must|at least|at most|no older than|not older than|no younger than|only|required|are required|dapat|kailangan|hindi bababa)\b/i;

/** The condition sentences of an announcement body, as its requirements and eligibility facts (none when it sets none). */
export function announcementConditions(title: string, body: string): Entity["facts"] {
  const sentences = body.split(/(?<=[.!?])\s+(?=[A-Z0-9₱])/).map((s) => s.trim()).filter((s) => CONDITION.test(s));
  if (!sentences.length) return {};
  const say: Say = () => `${title}: ${sentences.join(" ")}`;
  return { requirements: say, eligibility: say };
}
