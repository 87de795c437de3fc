/**
 * Which campus building a knowledge item is about, so an answer about a place can open the campus map with
 * that building selected. An item points at a building when one of its entities names it: the
 * building's code, or the same words as its title once generic words ('office', 'building', 'university')
 * and word order are ignored ("Registrar's Office" = "Registrar Office", "Office of Student Affairs" =
 * "Student Affairs Office"). Entities are written by staff, so this stays a plain, predictable rule.
 */
import { normalise } from "./language.ts";

export interface LinkableBuilding {
  code: string;
  title: string;
}

const GENERIC = new Set(["office", "building", "university", "the", "of", "and", "main", "area", "s"]);

function words(text: string): string {
  return [...new Set(normalise(text).split(" ").filter((w) => w && !GENERIC.has(w)))].sort().join(" ");
}

/** The building the first matching entity names, or undefined. */
export function buildingForEntities<B extends LinkableBuilding>(entities: readonly string[], buildings: readonly B[]): B | undefined {
  const byCode = new Map(buildings.map((b) => [b.code.toLowerCase(), b]));
  const byWords = new Map<string, B>();
  for (const b of buildings) {
    const key = words(b.title);
    if (key && !byWords.has(key)) byWords.set(key, b);
  }
  for (const entity of entities) {
    const hit = byCode.get(entity.trim().toLowerCase()) ?? byWords.get(words(entity));
    if (hit) return hit;
  }
  return undefined;
}

/** Item id → building, for every item that names one. */
export function buildingLinks<B extends LinkableBuilding>(items: readonly { id: number; entities: readonly string[] }[], buildings: readonly B[]): Map<number, B> {
  const links = new Map<number, B>();
  for (const item of items) {
    const b = buildingForEntities(item.entities, buildings);
    if (b) links.set(item.id, b);
  }
  return links;
}
