/**
 * The records a staff-written knowledge item speaks of: those its placeholders fill from, then those its
 * entity names call by name or alias. A question answered by the item may ask a detail of one of them that
 * the item does not state ('which browsers work with the portal'); the record's details are then read.
 */
import type { Entity } from "./catalog.ts";
import type { EngineItem } from "./engine.ts";
import { referencedKeys } from "./placeholders.ts";

const cache = new WeakMap<EngineItem, Entity[]>();

/** The records `item` refers to or names, placeholders first. */
export function itemRecords(item: EngineItem, entities: readonly Entity[]): Entity[] {
  const cached = cache.get(item);
  if (cached) return cached;
  const referred = referencedKeys([item.canonicalAnswer, ...item.answerVariations].join(" ")).flatMap((key) => entities.filter((e) => e.key === key));
  const names = new Set(item.entities.map((n) => n.toLowerCase()));
  const named = entities.filter((e) => !referred.includes(e) && [e.title, ...e.aliases].some((a) => names.has(a.toLowerCase())));
  const out = [...referred, ...named];
  cache.set(item, out);
  return out;
}
