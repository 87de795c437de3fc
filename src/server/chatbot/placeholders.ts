/**
 * Knowledge items may state facts by reference: `{{service:transcript-of-records.fee}}` is replaced with the
 * record's fact sentence when the answer is given, so a changed fee or hour changes every answer. The
 * reference is `{{<entity key>.<fact>}}`, where fact is an intent (fee, time, where, who, hours, phone,
 * email, link, when, requirements, steps...) or `summary`.
 */
import type { Entity, Intent } from "./catalog.ts";

const REF = /\{\{\s*([a-z0-9:_.\- ]+?)\.([a-z]+)\s*\}\}/gi;

export interface PlaceholderProblem {
  ref: string;
  message: string;
}

function resolve(entities: readonly Entity[], key: string, fact: string): string | undefined {
  const e = entities.find((x) => x.key === key);
  if (!e) return undefined;
  if (fact === "summary") return e.summary("en");
  if (fact === "title") return e.title;
  return e.facts[fact as Intent]?.("en");
}

/** `text` with every reference filled; an unknown reference is left as written (the dialog reports it). */
export function fillPlaceholders(text: string, entities: readonly Entity[]): string {
  return text.replace(REF, (all, key: string, fact: string) => resolve(entities, key.trim(), fact) ?? all);
}

/** References in `text` that name no record or no fact of it. */
export function checkPlaceholders(text: string, entities: readonly Entity[]): PlaceholderProblem[] {
  const out: PlaceholderProblem[] = [];
  for (const m of text.matchAll(REF)) {
    const key = m[1].trim();
    const e = entities.find((x) => x.key === key);
    if (!e) out.push({ ref: m[0], message: `No record has the id "${key}".` });
    else if (resolve(entities, key, m[2]) === undefined) out.push({ ref: m[0], message: `The record "${key}" has no "${m[2]}" fact.` });
  }
  return out;
}

/** The record keys `text` refers to by placeholder ('service:transcript-of-records'). */
export function referencedKeys(text: string): string[] {
  return [...new Set([...text.matchAll(REF)].map((m) => m[1].trim()))];
}
