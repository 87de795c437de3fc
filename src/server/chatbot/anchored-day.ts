/**
 * A day counted from a dated record rather than from today: 'the Sunday before finals week', 'the Monday after
 * the intramurals', 'the day before the entrance exam', 'yung Sunday bago mag-finals'. The record named after
 * 'before' or 'after' is the anchor; the day is the nearest such weekday (or the very next or previous day)
 * outside the anchor's span. Only a record of the calendar anchors: anything else names no day.
 */
import type { Entity } from "./catalog.ts";
import { formatDay } from "./catalog.ts";

/** Day names, Sunday first (getUTCDay order); the Filipino 'linggo' is also a week, so Sunday is English only. */
const DAY_NAMES = ["sunday", "monday|lunes", "tuesday|martes", "wednesday|miyerkules", "thursday|huwebes", "friday|biyernes", "saturday|sabado"];

/** 'the <weekday|day> before|after <rest>': the day word, the direction and the words naming the anchor. */
const ANCHORED = new RegExp(
  `\\b(${DAY_NAMES.join("|")}|day|araw)\\s+(before|after|prior to|following|bago(?:\\s+(?:ang|ng|mag-?|sa))?|pagkatapos(?:\\s+(?:ng|ang|sa))?|matapos(?:\\s+(?:ang|ng))?)\\s+([^?.!,;]+)`,
);

/** An anchored day: the day, and the record it was counted from. */
export interface AnchoredDay {
  day: string;
  anchor: Entity;
  /** The words that named the anchor, which ask nothing of the day itself ('before christmas break' asks no break). */
  words: string;
  /** The words that counted the day ('sunday prior to'): explained by the answer. */
  counting: string[];
  label: { en: string; fil: string };
}

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/**
 * The day a question counts from a dated record, or undefined. `dated` finds the calendar record the anchor words
 * name (the caller's record matcher), so the anchor is read like any other name.
 */
export function anchoredDay(text: string, dated: (words: string) => Entity | undefined): AnchoredDay | undefined {
  const m = ANCHORED.exec(text.toLowerCase());
  if (!m) return undefined;
  const anchor = dated(m[3]);
  if (!anchor?.start) return undefined;
  const after = /^(after|following|pagkatapos|matapos)/.test(m[2]);
  const target = DAY_NAMES.findIndex((names) => names.split("|").includes(m[1]));
  const edge = after ? (anchor.end ?? anchor.start).slice(0, 10) : anchor.start.slice(0, 10);
  const step = after ? 1 : -1;
  let day = addDays(edge, step);
  if (target >= 0) while (weekday(day) !== target) day = addDays(day, step);
  return { day, anchor, words: m[3], counting: `${m[1]} ${m[2]}`.split(/[\s-]+/).filter(Boolean), label: { en: `on ${formatDay(day)}`, fil: `sa ${formatDay(day, "fil")}` } };
}
