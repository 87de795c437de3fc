/**
 * An office's e-mail or phone asked in a question the records did not otherwise answer ('what email do I use to
 * book a counseling session', 'I'd rather write to the guidance counselors first, their e-mail?'): the office
 * the question names by one of its names, said whole, gives its e-mail or number.
 */
import type { Entity, Lang } from "./catalog.ts";
import type { FactIndex } from "./facts.ts";
import { normalise } from "./language.ts";

/** One name of an office said whole in the normalised question (a name of four letters or more, or an initialism). */
const namedBy = (asked: string, name: string) => {
  const n = normalise(name);
  return n.length >= 3 && ` ${asked} `.includes(` ${n} `);
};

/**
 * The office the question names (the one whose longest name said is longest; none when two offices tie) and the
 * sentence giving the contact detail asked.
 */
/** The contact asked in its own words: an e-mail or address, a phone, a call, a local (a bare 'number' may be a quiz item's or a person's). */
const CONTACT_WORDS = { email: /\b(e-?mail|email address|mail address|write to)\b/i, phone: /\b(phone|telephone|telepono|call|tawag|tawagan|local|landline|hotline|contact number|trunkline)\b/i } as const;

export function officeContact(facts: FactIndex, text: string, kinds: readonly string[], lang: Lang): { entity: Entity; message: string } | undefined {
  const want = (["email", "phone"] as const).filter((k) => kinds.includes(k) && CONTACT_WORDS[k].test(text));
  if (!want.length) return undefined;
  const asked = normalise(text);
  let best: { length: number; entities: Entity[] } = { length: 0, entities: [] };
  for (const e of facts.entities) {
    if (e.kind !== "office" || !want.some((k) => e.facts[k])) continue;
    const length = Math.max(0, ...[e.title, ...e.aliases].filter((a) => namedBy(asked, a)).map((a) => normalise(a).length));
    if (!length) continue;
    if (length > best.length) best = { length, entities: [e] };
    else if (length === best.length) best.entities.push(e);
  }
  const [entity, ...others] = best.entities;
  if (!entity || others.some((o) => o.title !== entity.title)) return undefined;
  const message = want.flatMap((k) => (entity.facts[k] ? [entity.facts[k]!(lang)] : [])).join(" ");
  return message ? { entity, message } : undefined;
}
