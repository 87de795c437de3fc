/**
 * What one needs to use a place ('our org wants to use the gym, what do we need'): the place states no
 * requirements of its own, so the form that reserves places and names that place in its stated purpose (the
 * facility reservation form) answers with what it asks for.
 */
import type { Entity } from "./catalog.ts";
import { GENERIC, type FactIndex } from "./facts.ts";
import { tokenize } from "./language.ts";

const termsOf = (text: string) => new Set(tokenize(text).map((t) => t.term));

/** What a form that reserves a place says it is for. */
const RESERVES = termsOf("reserve reservation");

/** The one form reserving places whose purpose names `place` by a specific word of its name, when the place lists no requirements. */
export function formForPlace(facts: FactIndex, place: Entity): Entity | undefined {
  if (place.kind !== "building" || place.facts.requirements) return undefined;
  const name = [...termsOf([place.title, ...place.aliases].join(" "))].filter((t) => !GENERIC.has(t) && t.length > 2);
  const forms = facts.entities.filter((e) => e.kind === "form" && e.purpose && e.facts.requirements && [...termsOf(e.purpose)].some((t) => RESERVES.has(t)) && name.some((t) => termsOf(e.purpose!).has(t)));
  return forms.length === 1 ? forms[0] : undefined;
}
