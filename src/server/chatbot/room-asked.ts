/**
 * A room asked ('which room is accounting', 'where exactly is the scholarships office inside the student
 * center', 'which part of the admin building do I bring my FOI request to', 'saang floor ang guidance'): the
 * campus-plan office the question names answers with its room, floor and building, whatever record (the
 * building that houses several offices, the official who heads it, the service it handles) matched the
 * question best. A building asked where that houses several offices, one of them named, says that office's room.
 */
import type { Entity } from "./catalog.ts";
import type { Lang } from "./catalog.ts";

/**
 * A room, floor, window or part of a building asked, not only the building. A fragment ending in 'room' or
 * 'floor' after an office's name ('osas room', 'cashier floor') asks it too, unless the word before names a
 * kind of room ('dorm room', 'comfort room').
 */
export const ROOM_ASKED =
  /\b(?:which|what|wat|anong|saang|saan(?:g)? na|aling|ano(?:ng)? (?:ang )?)\s+(?:\w+\s+)?(?:room|rooms|floor|window|windows|part|section|wing|side|palapag|kwarto|kuwarto|silid|bintana|level|counter)\b|\b(?:where|saan|san) exactly\b|\bexact (?:room|location|spot)\b|\broom (?:number|no)\b|\bsaang (?:floor|room|palapag|kwarto|silid|window)\b|\binside (?:the )?(?:admin|administration|student center|building|cashier)\b|\b(?:floor|room) (?:and|at|or) (?:room|floor)\b|(?<!\b(?:dorm|comfort|reading|prayer|conference|rest|class|lecture|function|av|music|lactation|storage|dressing|locker|waiting|study|computer|faculty|bath|bed|dining|show|board|testing|exam|examination|emergency|treatment|isolation|training|my|a|the|one|isang)\s)\b(?:room|floor|palapag)\s*\??\s*$/i;

export interface PlacedOfficeLink {
  id: string;
  name: string;
  place: string;
  names: string[];
}

/** Every campus-plan office some record links to, with its place and names, once each. */
export function placedOffices(entities: readonly Entity[]): PlacedOfficeLink[] {
  const byId = new Map<string, PlacedOfficeLink>();
  for (const e of entities) {
    const o = e.office;
    if (o?.place && o.names && !byId.has(o.id)) byId.set(o.id, { id: o.id, name: o.name, place: o.place, names: o.names });
  }
  return [...byId.values()];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name of at least three letters said as whole words, with a plural or possessive ending allowed. */
const said = (text: string, name: string) => name.length >= 3 && new RegExp(`\\b${escape(name.toLowerCase())}(?:s|'s|es)?\\b`).test(text);

/**
 * The offices the question names: by the longest of their names it says, an office whose names are all inside a
 * longer name another office is called by ('records' inside 'records section') dropped.
 */
export function officesNamed(text: string, offices: readonly PlacedOfficeLink[]): PlacedOfficeLink[] {
  const lower = text.toLowerCase().replace(/[’`]/g, "'");
  const hits = offices
    .map((o) => ({ o, names: o.names.filter((n) => said(lower, n)).map((n) => n.toLowerCase()) }))
    .filter((h) => h.names.length);
  return hits
    .filter((h) => !hits.some((g) => g !== h && h.names.every((n) => g.names.some((m) => m !== n && m.includes(n)))))
    .map((h) => h.o);
}

/** The place sentence of one office. */
export function officePlace(o: PlacedOfficeLink, lang: Lang): string {
  return lang === "fil" ? `Ang ${o.name} ay nasa ${o.place}.` : `The ${o.name} is at ${o.place}.`;
}

/** A place asked ('where is', 'saan ang', 'nasaan'). */
const WHERE_ASKED = /\b(?:where|wer|saan|san|nasaan|asan|nasan)\b/i;

/**
 * The office a room question names, when exactly one is named or the reply's own office is among those named
 * (`append`: false, the office's place is the answer); or, for a building asked where, the one office inside it
 * the question names (`append`: true, the building's reply is kept and the room added). Undefined when no room
 * is asked or the reply already states the office's room.
 */
export function roomAsked(text: string, reply: { message: string; office?: { id: string }; records: string[] }, entities: readonly Entity[]): { office: PlacedOfficeLink; append: boolean } | undefined {
  const roomWord = ROOM_ASKED.test(text);
  const building = reply.records[0]?.startsWith("building:") ? entities.find((e) => e.key === reply.records[0]) : undefined;
  if (!roomWord && !(building && WHERE_ASKED.test(text))) return undefined;
  const named = officesNamed(text, placedOffices(entities));
  const inside = building ? named.filter((o) => o.place.endsWith(`, ${building.title}`)) : [];
  const office = roomWord ? (named.length === 1 ? named[0] : named.find((o) => o.id === reply.office?.id)) : inside.length === 1 ? inside[0] : undefined;
  if (!office) return undefined;
  const room = office.place.split(",")[0]!;
  // A reply naming the room already, or one of the office's numbered windows ('Window 2' of 'Windows 1-6'), is more exact.
  const range = /^(?:\w+ )?(\w+?)s? (?:\d+ ?- ?\d+|[A-Z] ?- ?[A-Z])$/i.exec(room);
  if (reply.message.includes(room) || (range && new RegExp(`\\b${escape(range[1]!)} (?:\\d|[A-Z]\\b)`, "i").test(reply.message))) return undefined;
  return { office, append: !roomWord };
}
