/**
 * Finding an office or building from what a visitor types or says, in English or Filipino: "cashier",
 * "saan ang cashier?", "where is the clinic", "guidance office". Question words and fillers are dropped,
 * then the rest is matched against each office's name and aliases and each building's name, code,
 * category and services. Pure: the lists come in as data.
 */

/** Words that carry no place: question words and particles (English and Filipino) and generic nouns. */
const FILLER = new Set([
  "saan", "nasaan", "nasan", "asan", "san", "ang", "ng", "sa", "po", "ba", "yung", "iyong", "ito", "dito", "paano", "pumunta", "pupunta", "papunta", "pumunta",
  "where", "is", "are", "the", "a", "an", "of", "find", "to", "go", "get", "how", "do", "i", "can", "me", "please", "way",
  "office", "opisina", "building", "gusali",
]);

/** The query reduced to the words that name a place; the raw words when nothing else is left. */
export function placeQuery(query: string): string {
  const words = query.toLowerCase().replace(/[?!.,;:"“”]/g, " ").split(/\s+/).filter(Boolean);
  const kept = words.filter((w) => !FILLER.has(w));
  return (kept.length > 0 ? kept : words).join(" ");
}

export interface SearchableOffice {
  id: string;
  name: string;
  aliases: string[];
}

/** How well a place's names match: 4 exact, 3 a name starting with it, 2 containing it, 1 the query naming it. */
function score(names: string[], q: string): number {
  let best = 0;
  const padded = ` ${q} `;
  for (const raw of names) {
    const n = raw.toLowerCase();
    if (n === q) return 4;
    if (n.startsWith(q)) best = Math.max(best, 3);
    else if (n.includes(q)) best = Math.max(best, 2);
    else if (n.length >= 3 && padded.includes(` ${n} `)) best = Math.max(best, 1);
  }
  return best;
}

/** Offices matching a query, best first (ties keep the list's order); none for a blank query. */
export function matchOffices<T extends SearchableOffice>(offices: readonly T[], query: string): T[] {
  const q = placeQuery(query);
  if (q.length < 2) return [];
  return offices
    .map((o, i) => ({ o, i, s: score([o.name, ...o.aliases], q) }))
    .filter((r) => r.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((r) => r.o);
}

export interface SearchableBuilding {
  code: string;
  title: string;
  category: string;
  services: string[];
}

/** Buildings matching a query (name, code, category, services), best first; all for a blank query. */
export function matchBuildings<T extends SearchableBuilding>(buildings: readonly T[], query: string): T[] {
  if (query.trim() === "") return [...buildings];
  const q = placeQuery(query);
  return buildings
    .map((b, i) => ({ b, i, s: Math.max(score([b.title, b.code], q), score([b.category, ...b.services], q) && 2) }))
    .filter((r) => r.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((r) => r.b);
}
