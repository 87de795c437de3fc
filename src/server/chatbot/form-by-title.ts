/**
 * A form asked for by a word so common that it names no record on its own ('which form for the university
 * scholarship'): when exactly one form's name holds that word, that form is the one asked for. A word several
 * forms' names hold ('application', 'request', 'student') names none of them.
 */
import type { Entity } from "./catalog.ts";
import { GENERIC, type FactIndex } from "./facts.ts";
import { tokenize } from "./language.ts";

const termsOf = (text: string) => new Set(tokenize(text).map((t) => t.term));
/** What every form is called: the word asking for one, never a word naming one. */
const FORM_WORDS = termsOf("form forms");

/** The one form whose name holds a common word of the question that no other form's name holds. */
export function formByCommonTitleWord(facts: FactIndex, text: string): Entity | undefined {
  const q = [...facts.terms(text)].filter((t) => GENERIC.has(t) && !FORM_WORDS.has(t));
  if (!q.length) return undefined;
  const forms = facts.entities.filter((e) => e.kind === "form");
  const named = new Set<Entity>();
  for (const t of q) {
    const holders = forms.filter((e) => termsOf(e.title).has(t));
    if (holders.length === 1) named.add(holders[0]);
  }
  return named.size === 1 ? [...named][0] : undefined;
}
