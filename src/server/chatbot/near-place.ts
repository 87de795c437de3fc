/**
 * What is near a place ('what is near the college of agriculture building', 'ano ang katabi ng library', 'the
 * clinic is near which building'): what its own description says it stands next to (or, when it says nothing, the
 * record of an office or service housed in it), then the buildings nearest to it on the campus plan. Asked of any
 * building, named by its name, short name or code.
 */
import type { Entity, Lang } from "./catalog.ts";
import { fieldBuildingNames, placeNames } from "./building-word.ts";

/** 'What is near X', 'which buildings are beside X', 'ano ang malapit sa X', 'anong katabi ng X'. */
const NEAR_ASKED = /\b(?:what|what'?s|whats|which|anong|ano|anu)\b(?:\s+(?:is|are|buildings?|places?|facilities|else|ang|ba|po|mga|located|situated|found|standing|built))*\s+(?:near|nearby|beside|next to|close to|around|malapit sa|katabi ng|katabi|tabi ng)\s+(.+)$/i;
/** The same asked with the place first ('the clinic is near which building', 'ang library ay malapit sa ano'). */
const NEAR_ASKED_AFTER = /^(.+?)\s+(?:is|are|ay)\s+(?:located\s+|situated\s+|found\s+)?(?:near|beside|next to|close to|malapit sa|katabi ng)\s+(?:what|which|anong|ano|aling)\b/i;
/** A description's clause stating what the place stands by ('next to the demonstration farm'). */
const STANDS_BY = /\b(?:next to|beside|near|across from|behind|in front of|facing|along)\b[^.;(]*/i;

/** A place's names, with and without a leading 'University' ('the gymnasium'). */
function namesOf(e: Entity): string[] {
  return [...placeNames(e).flatMap((n) => [n, n.replace(/^university\s+/, "")]), ...fieldBuildingNames(e)];
}

/** The reply to a question of what is near a building it names, or undefined when it asks no such thing. */
export function nearPlace(entities: readonly Entity[], text: string, lang: Lang): { message: string; entity: Entity } | undefined {
  const lower = text.toLowerCase().replace(/[?!.]+\s*$/, "");
  const m = NEAR_ASKED.exec(lower) ?? NEAR_ASKED_AFTER.exec(lower);
  if (!m) return undefined;
  const rest = ` ${m[1].replace(/[^a-z0-9 ]+/g, " ")} `;
  let best: { e: Entity; len: number } | undefined;
  for (const e of entities) {
    if (!e.neighbours?.length) continue;
    for (const n of namesOf(e)) if (rest.includes(` ${n} `) && (!best || n.length > best.len)) best = { e, len: n.length };
  }
  if (!best) return undefined;
  const place = best.e;
  const near = place.neighbours!;
  // Its own description, else the record of an office or service housed in it ('the health unit, beside the gymnasium').
  const housed = entities.filter((e) => e !== place && e.building === place.building && e.kind !== "building" && e.kind !== "college");
  const described = [place.summary("en"), ...housed.map((e) => e.facts.where?.("en") ?? "")].map((t) => STANDS_BY.exec(t)?.[0].trim()).find(Boolean);
  const nearest = lang === "fil" ? `Pinakamalapit dito sa campus map: ${near.join(" at ")}.` : `The nearest buildings on the campus map: ${near.join(" and ")}.`;
  const stands = described ? (lang === "fil" ? `Ang ${place.title} ay ${described}.` : `The ${place.title} stands ${described}.`) : "";
  return { message: [stands, nearest].filter(Boolean).join(" "), entity: place };
}
