/**
 * What is near a place ('what is near the college of agriculture building', 'ano ang katabi ng library'): what
 * its own description says it stands next to, then the buildings nearest to it on the campus plan. Asked of
 * any building, named by its name, short name or code.
 */
import type { Entity, Lang } from "./catalog.ts";
import { placeNames } from "./building-word.ts";

/** 'What is near X', 'which buildings are beside X', 'ano ang malapit sa X', 'anong katabi ng X'. */
const NEAR_ASKED = /\b(?:what|what'?s|whats|which|anong|ano|anu)\b(?:\s+(?:is|are|buildings?|places?|else|ang|ba|po|mga))*\s+(?:near|nearby|beside|next to|close to|around|malapit sa|katabi ng|katabi|tabi ng)\s+(.+)$/i;
/** A description's clause stating what the place stands by ('next to the demonstration farm'). */
const STANDS_BY = /\b(?:next to|beside|near|across from|behind|in front of|facing|along)\b[^.;]*/i;

/** A place's names, with and without a leading 'University' ('the gymnasium'). */
function namesOf(e: Entity): string[] {
  return placeNames(e).flatMap((n) => [n, n.replace(/^university\s+/, "")]);
}

/** The reply to a question of what is near a building it names, or undefined when it asks no such thing. */
export function nearPlace(entities: readonly Entity[], text: string, lang: Lang): { message: string; entity: Entity } | undefined {
  const m = NEAR_ASKED.exec(text.toLowerCase().replace(/[?!.]+\s*$/, ""));
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
  const described = STANDS_BY.exec(place.summary("en"))?.[0].trim();
  const nearest = lang === "fil" ? `Pinakamalapit dito sa campus map: ${near.join(" at ")}.` : `The nearest buildings on the campus map: ${near.join(" and ")}.`;
  const stands = described ? (lang === "fil" ? `Ang ${place.title} ay ${described}.` : `The ${place.title} stands ${described}.`) : "";
  return { message: [stands, nearest].filter(Boolean).join(" "), entity: place };
}
