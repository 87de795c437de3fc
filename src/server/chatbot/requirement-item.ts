/**
 * A detail asked of one requirement item ('does the medical certificate need an x-ray', 'where do i get my
 * good moral as a transferee', 'ilang 2x2 picture'): the item as its record states it (what it holds, where
 * to get it), not the whole list nor another record that shares a word. Items are the requirement lines of
 * every record: a charter service's requirements, an applicant type's documents, a scholarship's, form's or
 * program's list. An item is asked when the question holds a word of it that no record's name holds ('x-ray',
 * '2x2'), or names it beside its record ('good moral' and 'transferee'), and asks what it holds, where to get it
 * or how many. The item holding most of the question's words answers; several records listing it answer
 * together, unless the question names one of them.
 */
import type { Entity, Intent, Lang } from "./catalog.ts";
import { detectIntents } from "./intents.ts";
import { compose, GENERIC, type FactIndex, type FactReply } from "./facts.ts";
import { tokenize } from "./language.ts";
import { framingTerms } from "./explained.ts";

interface Item {
  record: Entity;
  /** The item as stated ('Medical Certificate with chest X-ray result'). */
  text: string;
  /** Where to get it, when the record says. */
  where?: string;
  terms: Set<string>;
  /** The words of its record's names. */
  name: Set<string>;
}

const termsOf = (text: string) => new Set(tokenize(text).map((t) => t.term));

/** Words any requirement may hold ('application', 'form', 'requirements') or that ask for one ('show', 'present'): they name no item. */
const WEAK = new Set(["apply", "form", "requir", "need", "submit", "show", "present", "bring", "attach"].flatMap((w) => [...termsOf(w)]));
const specific = (t: string) => !GENERIC.has(t) && !WEAK.has(t) && !framingTerms().has(t);

/** An item naming a post or a body it is addressed to, signed or issued by ('from the school principal'). */
const ADDRESSEE = /\b(?:to|from|by|of) (?:the )?(?:[a-z]+ ){0,3}(?:committee|principal|director|dean|president|registrar|office|head|adviser|officer|chair(?:person)?|coordinator|board|council)\b/i;

/** What a question may ask of an item. */
const ITEM_ASKS: readonly Intent[] = ["requirements", "where", "list"];

const itemsCache = new WeakMap<FactIndex, Item[]>();

/** The requirement items every record lists, from its stored lines. */
function itemsOf(facts: FactIndex): Item[] {
  const cached = itemsCache.get(facts);
  if (cached) return cached;
  const items: Item[] = [];
  const add = (record: Entity, text: string, where?: string) => {
    const clean = text.trim().replace(/[.;]\s*$/, "");
    // A parenthesis says how many copies or how to present it ('1 photocopy, present the original'): not what the item is.
    if (clean.length > 3) items.push({ record, text: clean, where: where?.trim().replace(/[.;]\s*$/, ""), terms: termsOf(clean.replace(/\([^)]*\)/g, " ")), name: termsOf([record.title, ...record.aliases].join(" ")) });
  };
  for (const e of facts.entities) {
    for (const line of e.texts ?? []) {
      const service = /^Requirements: (.+?)(?:\. Where to secure: (.+))?$/.exec(line);
      if (service) {
        add(e, service[1], service[2]);
        continue;
      }
      const document = /^(.+?)\. Where to get: (.+)$/.exec(line);
      if (document) {
        add(e, document[1], document[2]);
        continue;
      }
      const listed = /(?:^|\. )Requirements: (.+?)(?=\. [A-Z][A-Za-z ]{0,30}: |$)/.exec(line);
      if (listed) for (const part of listed[1].split(/;\s*/)) add(e, part);
    }
  }
  itemsCache.set(facts, items);
  return items;
}

/**
 * The item (or the same item in each record listing it) whose words the question holds most of, beyond the
 * words naming its record: two of them or more, one not a word every record shares.
 */
export function requirementItem(facts: FactIndex, text: string, lang: Lang): FactReply | undefined {
  // What an item states: what it holds, where to get it, how many; a fee, a time or a date is its record's.
  // 'Who' asks it too when the item names whom it is addressed to or from ('addressed to the Scholarship Committee').
  const intents = detectIntents(text);
  if (intents.some((i) => !ITEM_ASKS.includes(i) && i !== "who")) return undefined;
  const q = facts.terms(text);
  const scored = itemsOf(facts).map((item) => {
    const name = item.name;
    const held = [...item.terms].filter((t) => q.has(t));
    // The item is named by its own words: one of them specific and not naming its record too.
    const own = held.some((t) => !name.has(t) && specific(t));
    const recordNamed = [...name].some((t) => q.has(t) && !GENERIC.has(t) && !WEAK.has(t) && !item.terms.has(t));
    const nameHeld = [...name].some((t) => q.has(t) && !WEAK.has(t));
    return { item, held, own, recordNamed, nameHeld };
  });
  // Named by a word no record's name holds ('x-ray', '2x2'), or beside its record's name ('as a transferee').
  const strong = scored.filter((s) => {
    // Asked whom an item is addressed to or from, beside a word of its record's name ('scholarship'), the item's
    // own words of address count ('addressed').
    if (intents.includes("who") && s.own && (s.recordNamed || (s.nameHeld && s.held.filter((t) => !GENERIC.has(t) && !WEAK.has(t)).length >= 2))) return ADDRESSEE.test(s.item.text);
    const words = s.held.filter(specific);
    if (!s.own || !(words.length >= 2 || s.held.length === s.item.terms.size)) return false;
    return s.recordNamed || (words.length >= 2 && words.some((t) => !facts.knows(t)));
  });
  if (!strong.length) return undefined;
  const most = Math.max(...strong.map((s) => s.held.length));
  let best = strong.filter((s) => s.held.length === most);
  // The question names one of the records listing the item ('as a transferee'): that record's item.
  if (best.some((s) => s.recordNamed)) best = best.filter((s) => s.recordNamed);
  // The same item stated alike by several records (the application form in each applicant type's list) is said once.
  const seen = new Set<string>();
  best = best.filter((s) => {
    const key = `${s.item.text}|${s.item.where ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (best.length > 3) return undefined;
  if (intents.includes("who") && !best.every((s) => ADDRESSEE.test(s.item.text))) return undefined;
  const where = lang === "fil" ? "Saan kukunin" : "Where to get it";
  const lines = best.map(({ item }) => `${item.record.title}: ${item.text}${item.where ? `. ${where}: ${item.where}` : ""}.`);
  return { message: compose(lines, lang, best[0].item.record.href), entities: best.map((s) => s.item.record), intents: ["requirements"], strong: true };
}

/** Whether a reply already states every item text of `item`'s reply. */
export function statesItems(message: string, item: FactReply): boolean {
  return item.message.split(/(?<=\.)\s+(?=[A-Z])/).every((line) => {
    const text = /^[^:]+: (.+?)(?:\. (?:Where to get it|Saan kukunin): .*)?\.$/.exec(line)?.[1];
    return !text || message.includes(text);
  });
}
