/**
 * Forms the kiosk's text names without a downloadable record of their own: the charter says 'fill out the Client
 * Complaint Form at the Public Assistance Desk', and a visitor asks 'which form for a complaint'. One rule: asked
 * for a form that no form record fits, the sentence naming a form (a capitalised name ending in 'Form') whose name
 * holds the most of the question's specific words, more than any other named form, answers.
 */
import type { Entity } from "./catalog.ts";
import type { PageText } from "../facts/records.ts";
import { STOP_WORDS, tokenize } from "./language.ts";

/** The parts of the fact index this rule reads. */
interface Reader {
  readonly entities: readonly Entity[];
  readonly pages: readonly PageText[];
  terms(text: string): ReadonlySet<string>;
}

interface NamedForm {
  name: string;
  terms: string[];
  sentence: string;
  heading: string;
  records: string[];
}

/** A form's name as written in prose: capitalised words, small joining words allowed, ending in 'Form'. */
const FORM_NAME = /\b((?:[A-Z][\w'’-]*\s(?:(?:of|for|and|to)\s)?)+Form)\b/g;
/** Words every form name shares or that only frame it: they name no particular form. */
const FRAME = new Set(["form", "the", "request", "application", "accomplished", "client"].flatMap((w) => tokenize(w).map((t) => t.term)));

const cache = new WeakMap<readonly Entity[], NamedForm[]>();

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
const flatten = (v: unknown): string[] => (typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(flatten) : v && typeof v === "object" ? Object.values(v).flatMap(flatten) : []);

/** Every form named in the kiosk's text that no form record is named after, with the sentence naming it. */
function namedForms(index: Reader): NamedForm[] {
  let out = cache.get(index.entities);
  if (out) return out;
  const recorded = index.entities.filter((e) => e.kind === "form").flatMap((e) => [e.title, ...e.aliases].map((n) => n.toLowerCase()));
  const found: NamedForm[] = [];
  const read = (text: string, heading: string, records: string[]) => {
    for (const sentence of sentences(text)) {
      for (const m of sentence.matchAll(FORM_NAME)) {
        const name = m[1].replace(/^The\s+/, "");
        if (recorded.some((r) => r.includes(name.toLowerCase()))) continue;
        const terms = [...new Set(tokenize(name).map((t) => t.term).filter((t) => !FRAME.has(t) && !STOP_WORDS.has(t)))];
        if (terms.length) found.push({ name, terms, sentence, heading, records });
      }
    }
  };
  for (const e of index.entities) for (const t of e.texts ?? []) read(t, e.title, e.records);
  for (const p of index.pages) for (const t of flatten(p.text)) read(t, p.title, [`page:${p.id}`]);
  out = found;
  cache.set(index.entities, out);
  return out;
}

/**
 * The sentence naming the form a question asks for, when the question asks for a form ('form', 'porma') and the
 * form's name holds more of the question's specific words than any other form named.
 */
export function namedFormSentence(index: Reader, text: string): { message: string; records: string[] } | undefined {
  if (!/\b(forms?|porma)\b/i.test(text)) return undefined;
  const q = index.terms(text);
  const scored = namedForms(index)
    .map((f) => ({ f, held: f.terms.filter((t) => q.has(t)).length }))
    .filter((x) => x.held > 0)
    .sort((a, b) => b.held - a.held);
  const best = scored[0];
  if (!best) return undefined;
  // Two different forms holding as many of the question's words: the question does not say which.
  if (scored.some((x) => x.f.name !== best.f.name && x.held === best.held)) return undefined;
  return { message: `${best.f.heading}: ${best.f.sentence}`, records: best.f.records };
}
