/**
 * What a procurement item of the Annual Procurement Plan answers besides its deadline: its approved budget
 * asked as a price ('magkano ang budget sa bubong ng library'), its mode asked as how it is bought ('how will
 * the office supplies be procured'), and the time and place of its bid opening asked as its hours ('bid opening
 * ng lab equipment anong oras'), each from the item's own fields, so every item answers them the same way.
 */
import type { ProcurementRecord } from "../facts/records.ts";
import type { Entity, Say } from "./catalog.ts";
import { formatDay } from "./catalog.ts";

/** A sentence of an item's details that states a clock time ('Bid opening at the BAC Conference Room, 10:00 AM'). */
const TIMED = /\b\d{1,2}(?::\d{2})? ?[AP]\.?M\b/i;

/** The facts of one procurement item; `budget` is its whole line (budget, mode, reference, status, deadline). */
export function procurementFacts(p: ProcurementRecord, budget: Say): Entity["facts"] {
  const say = (en: string, fil: string): Say => (lang) => (lang === "fil" ? fil : en);
  const deadline = say(`${p.item}: deadline ${formatDay(p.deadline)}.`, `${p.item}: hanggang ${formatDay(p.deadline, "fil")}.`);
  const mode = p.mode && say(`${p.item} is procured through ${p.mode}${p.reference ? ` (${p.reference})` : ""}; approved budget and deadline: ${stripEnd(budget("en"))}.`, `Ang ${p.item} ay bibilhin sa pamamagitan ng ${p.mode}${p.reference ? ` (${p.reference})` : ""}.`);
  const timed = (p.details ?? "").split(/(?<=[.!?])\s+/).find((s) => TIMED.test(s));
  const opening = timed && say(`${p.item}: ${timed.replace(/\s+$/, "")} Deadline ${formatDay(p.deadline)}.`, `${p.item}: ${timed.replace(/\s+$/, "")} Hanggang ${formatDay(p.deadline, "fil")}.`);
  return {
    when: opening ?? deadline,
    fee: budget,
    ...(mode && { steps: mode }),
    ...(opening && { hours: opening, time: opening }),
  };
}

const stripEnd = (s: string) => s.replace(/[\s.]+$/, "");
