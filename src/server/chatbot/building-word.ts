/**
 * 'The CICS building', 'the college of agriculture building': a place named by its own name (or the first words
 * of it) and then 'building' is that place. The trailing word says nothing more, yet it would pair with another
 * place whose title holds it ('what labs are in the CICS building' is not the Science Laboratory Building), so it
 * is set aside before the question is read.
 */
import type { Entity } from "./catalog.ts";

const BUILDING_WORD = "(?:building|bldg|bldg\\.|gusali)";
const LINKING = new Set(["of", "and", "the", "ng", "at"]);

const patterns = new WeakMap<readonly Entity[], RegExp | undefined>();

/** The names a place is asked by: its aliases, and its title's opening words that end on a content word. */
export function placeNames(e: Entity): string[] {
  const words = e.title.split(/\s+/);
  const openings = words.flatMap((w, i) => (i >= 1 && i < words.length - 1 && !LINKING.has(w.toLowerCase()) ? [words.slice(0, i + 1).join(" ")] : []));
  return [e.title, ...e.aliases, ...openings].map((n) => n.toLowerCase().replace(/\s+(?:building|bldg)$/, "").trim()).filter((n) => n.length >= 3);
}

function patternOf(entities: readonly Entity[]): RegExp | undefined {
  if (patterns.has(entities)) return patterns.get(entities);
  const names = [...new Set(entities.filter((e) => (e.kind === "building" || e.kind === "college") && e.building).flatMap(placeNames))].sort((a, b) => b.length - a.length);
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"));
  const re = escaped.length ? new RegExp(`\\b(${escaped.join("|")})\\s+${BUILDING_WORD}(?=\\s|[?.,!]|$)`, "gi") : undefined;
  patterns.set(entities, re);
  return re;
}

/** The question with 'building' after a place's own name set aside; unchanged when no place is so named. */
export function withoutBuildingWord(entities: readonly Entity[], text: string): string {
  const re = patternOf(entities);
  return re ? text.replace(re, "$1") : text;
}

/**
 * A college's building called by the first word of its field and 'building' ('the agriculture building', 'the
 * engineering bldg'): the college's name shortened as visitors say it. Whole with the building word, so the field
 * word alone still names the program or the field.
 */
export function fieldBuildingNames(e: Entity): string[] {
  if (!/^College of\s/i.test(e.title) || !e.building) return [];
  const field = e.title.replace(/^College of\s+/i, "").split(/\s+/)[0]?.toLowerCase();
  return field && field.length >= 4 && !LINKING.has(field) ? ["building", "bldg", "gusali"].map((w) => `${field} ${w}`) : [];
}
