/**
 * A program's short name without its degree letters, written in capitals ('taking HM', 'an ECE grad'): visitors
 * drop the 'BS' or 'AB' of a program code ('BSHM', 'ABPSYCH'). One rule over every program: such a short name,
 * in capitals and not an English word in its own right ('IT', 'ME', 'IS'), is read as the program's code
 * ('BSHM'), never as text-speak ('hm' in lower case asks a price).
 */
import type { Entity } from "./catalog.ts";
import { detectIntents } from "./intents.ts";
import { fieldInitials } from "./program-initials.ts";

/** Capital words that are English words or the university's own letters, never a program's short name. */
const NOT_SHORT = new Set(["IT", "ME", "IS", "AM", "PM", "ID", "OR", "TOR", "COR", "COE", "AT", "AS", "IN", "ON", "TO", "NO", "SO", "IF", "BE", "DO", "GO", "UP", "US", "WE", "HE", "AN", "BY", "OF", "MA", "PA", "NA", "SA", "KO", "MO", "BA", "PO"]);

const cache = new WeakMap<readonly Entity[], Map<string, string>>();

/** Each program's short name (its code without 'BS', 'AB' or 'BA') to its code. */
function shortNames(entities: readonly Entity[]): Map<string, string> {
  let map = cache.get(entities);
  if (map) return map;
  map = new Map();
  // A program's code is the alias of degree letters and field letters ('bshm'), stored in lower case.
  const codeOf = (e: Entity) => e.aliases.find((a) => /^(?:bs|ab|ba)[a-z]{2,6}$/.test(a))?.toUpperCase();
  const programs = entities.filter((e) => e.kind === "program");
  const codes = new Set(programs.map(codeOf));
  for (const e of programs) {
    const code = codeOf(e);
    const short = code?.slice(2);
    if (!code || !short || NOT_SHORT.has(short) || codes.has(short)) continue;
    map.set(short, code);
  }
  cache.set(entities, map);
  return map;
}

/**
 * `text` with each program short name written in capitals replaced by the program's code. A short name that is
 * also text-speak for what a question asks ('HM': how much) is left to the initials rule (program-initials.ts),
 * which reads it as the program only beside a word for students or programs.
 */
export function withProgramShortNames(entities: readonly Entity[], text: string): string {
  const names = shortNames(entities);
  const initials = new Set(entities.filter((e) => e.kind === "program").flatMap((e) => fieldInitials(e.title) ?? []));
  // The initials of a program's field ('HM', 'CE', 'CS') are the initials rule's to read: it knows 'CS Form' and 'HM' asking a price.
  return text.replace(/\b[A-Z]{2,6}\b/g, (word) => (initials.has(word) || detectIntents(word.toLowerCase()).length ? word : names.get(word) ?? word));
}
