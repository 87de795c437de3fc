/**
 * What a procurement item of the Annual Procurement Plan answers by its dates: its deadline, and the time and
 * place of its bid opening when its details state a clock time ('bid opening ng lab equipment anong oras'),
 * asked as when, what time, its hours or where. Its budget, mode and reference are its summary line. A price or a
 * procedure is no fact of it: 'how much per page to photocopy' is not the budget of a printing contract.
 */
import type { ProcurementRecord } from "../facts/records.ts";
import type { Entity, Say } from "./catalog.ts";
import { formatDay } from "./catalog.ts";

/** A sentence of an item's details that states a clock time ('Bid opening at the BAC Conference Room, 10:00 AM'). */
const TIMED = /\b\d{1,2}(?::\d{2})? ?[AP]\.?M\b/i;

/** The dated facts of one procurement item. */
export function procurementFacts(p: ProcurementRecord): Entity["facts"] {
  const say = (en: string, fil: string): Say => (lang) => (lang === "fil" ? fil : en);
  const deadline = say(`${p.item}: deadline ${formatDay(p.deadline)}.`, `${p.item}: hanggang ${formatDay(p.deadline, "fil")}.`);
  const timed = (p.details ?? "").split(/(?<=[.!?])\s+/).find((s) => TIMED.test(s));
  const opening = timed ? say(`${p.item}: ${timed.replace(/\s+$/, "")} Deadline ${formatDay(p.deadline)}.`, `${p.item}: ${timed.replace(/\s+$/, "")} Hanggang ${formatDay(p.deadline, "fil")}.`) : undefined;
  // The same sentence places the opening when it names where ('at the BAC Conference Room').
  const placed = opening && timed && /\b(at|in|sa) the\b|\bsa\b/i.test(timed) ? { where: opening } : {};
  return { when: opening ?? deadline, ...(opening && { hours: opening, time: opening }), ...placed };
}
