/**
 * A yes/no question about a record's attribute ('does the athletic scholarship cover full tuition') is answered
 * with the attribute: the question names a record by its whole name, one of its fields (by the field's label:
 * 'cover' for Coverage) and a value that a record of the same kind holds in that field; when the named record
 * holds another value there, the answer is no, when it holds the value asked, yes, and the field's value is
 * stated either way.
 */
import type { PageText } from "../facts/records.ts";
import type { Entity, Lang } from "./catalog.ts";
import { termsOf } from "./explained.ts";
import { compose } from "./facts.ts";
import { detailsOf } from "./record-details.ts";

/** A question asking whether something is so: opens with an auxiliary, or a Filipino 'ba' question. */
const YES_NO = /^\s*(does|do|is|are|was|will|would|can|could|has|have)\b|\bba\b.*\?*$/i;

/** 'Coverage: Partial tuition.' -> ['Coverage', 'Partial tuition']. */
const field = (detail: string) => {
  const m = /^([A-Z][A-Za-z ]{0,30}):\s+([^:]+?)\.?$/.exec(detail);
  return m ? { label: m[1], value: m[2] } : undefined;
};

/** The record the question names by its whole title, the longest when several are said. */
function namedWhole(entities: readonly Entity[], lower: string): Entity | undefined {
  let best: Entity | undefined;
  for (const e of entities) {
    const title = e.title.toLowerCase();
    if (title.length < 6 || !lower.includes(title)) continue;
    if (!best || title.length > best.title.length) best = e;
  }
  return best;
}

export interface YesNoReply {
  message: string;
  records: string[];
}

/** The yes or no, with the named record's value of the field the question asks, or undefined. */
export function yesNoAnswer(entities: readonly Entity[], pages: readonly PageText[], text: string, lang: Lang): YesNoReply | undefined {
  if (!YES_NO.test(text)) return undefined;
  const lower = text.toLowerCase();
  const named = namedWhole(entities, lower);
  if (!named) return undefined;
  const asked = termsOf([lower.replace(named.title.toLowerCase(), " ")]);
  const own = detailsOf(named, pages).own.flatMap((d) => (field(d) ? [field(d)!] : []));
  const words = lower.split(/[^a-z0-9%]+/).filter((w) => w.length >= 4);
  // The field is named by the question ('cover' for Coverage, 'status', 'type'): a prefix of four letters or more.
  const names = (label: string) => label.toLowerCase().split(/\s+/).some((l) => words.some((w) => (l.length <= w.length ? w.startsWith(l) : l.startsWith(w))));
  // 'Full tuition or partial': a choice between two values is answered with the named record's, field named or not.
  const choice = /\b(or|o)\b/.test(lower);
  for (const { label, value } of own) {
    const labelled = names(label);
    if (!labelled && !choice) continue;
    const mine = termsOf([value]);
    // The same field of the other records of its kind, with another value.
    for (const other of entities) {
      if (other === named || other.kind !== named.kind) continue;
      for (const d of detailsOf(other, pages).own) {
        const f = field(d);
        if (!f || f.label !== label || f.value === value) continue;
        const theirs = termsOf([f.value]);
        const only = (a: Set<string>, b: Set<string>) => [...a].filter((t) => !b.has(t) && (t.length > 2 || /\d/.test(t)));
        const theirsOnly = only(theirs, mine);
        const mineOnly = only(mine, theirs);
        if (!theirsOnly.length || !mineOnly.length) continue;
        const saysTheirs = theirsOnly.every((t) => asked.has(t));
        const saysMine = mineOnly.every((t) => asked.has(t));
        const both = saysTheirs && saysMine && choice;
        if (!both && (saysTheirs === saysMine || !labelled)) continue;
        const name = label.toLowerCase();
        const v = value.charAt(0).toLowerCase() + value.slice(1);
        const answer = both ? "" : lang === "fil" ? (saysMine ? "Oo, " : "Hindi, ") : saysMine ? "Yes, " : "No, ";
        const line = lang === "fil" ? `${answer}ang ${name} ng ${named.title} ay ${v}.` : `${answer}the ${named.title}'s ${name} is ${v}.`;
        return { message: compose([line.charAt(0).toUpperCase() + line.slice(1)], lang, named.href), records: named.records };
      }
    }
  }
  return undefined;
}
