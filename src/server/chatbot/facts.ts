/**
 * The fact answerer: finds which records a question names (entity resolution over every alias, typos
 * allowed) and what it asks about them (intent: how much, how long, where, who, what to bring, link, when,
 * is it offered...), then states the facts in a sentence in the visitor's language. Relative dates (today,
 * tomorrow, this week, next) are read against the injected clock in Asia/Manila.
 */
import { daysCountedAhead } from "./counted-days.ts";
import type { PageText } from "../facts/records.ts";
import SearchableMap from "minisearch/SearchableMap";
import { remembered } from "./remembered.ts";
import { NEAREST_PROGRAMS, PROGRAM_FULL_NAMES, formatDay, formatRange, type Entity, type EntityKind, type Intent, type Lang } from "./catalog.ts";
import { allowedTypos, mapWord, normalise, stem, synonymKeys, tokenize, STOP_WORDS, WEAK_WORDS } from "./language.ts";
import { situationOf, situationWords, withoutDescriptions } from "./situations.ts";
import { detectIntents } from "./intents.ts";
import { framingTerms, usedByRecords } from "./explained.ts";
import { askingClauses, clausesOf, identityClauses, opensWithVisitor, storyClauses, unaskingClauses, withoutVisitorContext, withoutVisitorSituation } from "./visitor-context.ts";
import { askedValues } from "./passages.ts";
import { housingPlace } from "./housed.ts";
import { placeByUse } from "./place-use.ts";
import { formByCommonTitleWord } from "./form-by-title.ts";
import { formForPlace } from "./form-for-place.ts";
import { bareName, existenceAsked } from "./program-asked.ts";
import { careerGoal, goalClauses, type CareerGoal } from "./career-fields.ts";
import { LONG_BREAK, LONG_BREAK_DAYS, NATIONAL_ASKED, TAKES_PLACE, universityOwnKind } from "./holiday-asks.ts";
import { anchoredDay } from "./anchored-day.ts";

/** Words that name a kind of thing rather than one thing: they count little towards a match. */
export const GENERIC = new Set(
  ["college", "bachelor", "science", "art", "office", "university", "mvsu", "building", "center", "centre", "unit", "service", "student", "request", "form", "application", "program", "major", "education", "management", "engineering", "information", "certificate", "portal", "exam", "scholarship", "semester", "day", "and", "the", "desk", "record", "annual", "academic", "processing", "general", "head", "contact", "emergency"].map(stem),
);
const GENERIC_WEIGHT = 0.35;

interface Alias {
  entity: Entity;
  terms: string[];
  /** Each term's weight (its rarity, less for a generic word), fixed once the index is built. */
  weights: number[];
  /** Which terms are generic words. */
  generic: boolean[];
  total: number;
  allGeneric: boolean;
}

/** Entity kinds that lose a tie: the university answers only when nothing more specific is named. */
const KIND_RANK: Partial<Record<Entity["kind"], number>> = { university: -2, announcement: -1 };

const isGeneric = (t: string) => GENERIC.has(t) || WEAK_WORDS.has(t);

/**
 * Compares two match weights, equal within rounding: the same words summed in another order ('office supplies'
 * as an item's name and as an office's) differ in the last bit, and that must not decide which record answers.
 */
const heavier = (a: number, b: number) => (Math.abs(a - b) < 1e-9 ? 0 : a - b);

export interface Match {
  entity: Entity;
  /** Share of the alias's weight the question covers, 0..1. */
  coverage: number;
  /** Weight of the alias words found: longer, rarer names beat shorter ones. */
  weight: number;
  terms: string[];
}

export interface FactReply {
  message: string;
  entities: Entity[];
  /** Where the answer is shown on the campus map, if it is about a place. */
  building?: string;
  /** The campus-plan office the answer is about: the map link routes to it rather than its building. */
  office?: { id: string; name: string };
  intents: Intent[];
  /** The question names the record outright (its whole name, a specific word): a knowledge item does not override it. */
  strong?: boolean;
  /** Words of the question the reply explains without a record naming them (the program MVSU does not offer). */
  explains?: string[];
  /** A described emergency answered with its contact: no sentence of another record overrides it. */
  emergency?: boolean;
}

/** The visitor's language: Filipino when the question is written with Filipino function words. */
export function detectLang(text: string): Lang {
  const words = text.toLowerCase().normalize("NFKD").replace(/[^a-z0-9 -]+/g, " ").split(/\s+/);
  const strong = /^(magkano|saan|saang|nasaan|asan|sino|sinong|kailan|kelan|paano|pano|panu|ilang|ilan|anong|kailangan|dadalhin|nagsasara|magsasara|nagbubukas|pambayad|bayad|gaano|katagal|meron|mayroon|pwede|puwede|ba|po|opo|yung|nasa|ako|ko|namin|natin|kayo|ninyo|nyo|niyo|hindi|wala|walang|pasok|bukas|ngayon|ngayong|sa|ng|mga|ang|magpa|magpa-check|makakuha|kumuha|mag-enroll|mag-apply|dapat|lang|din|rin|naman|ito|iyan|yan|dito|doon|ano)$/;
  const hits = words.filter((w) => strong.test(w)).length;
  return hits >= 2 || (hits === 1 && words.length <= 4) ? "fil" : "en";
}

/** One word in two spellings: equal, or one the start of the other when both are long ('reserv', 'reservation'). */
/** Records that are places a visitor goes to. */
const PLACE_KINDS: ReadonlySet<EntityKind> = new Set<EntityKind>(["office", "building"]);
/** What one does with any form: such a word in a question names no form's purpose. */
const FORM_VERBS = new Set(["file", "filed", "filing", "fill", "filled", "submit", "submitted", "download", "print"].flatMap((w) => tokenize(w).map((t) => t.term)));
/** Two words of one root when matching a purpose: one is the other, or begins it with five letters or more ('form' is not 'former', 'grad' not 'graduate'). */
const purposeWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 5 && (a.startsWith(b) || b.startsWith(a)));
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/**
 * The sentence of a record's text that shares the most words with the question ('Donors must be 18 to 65
 * years old' for 'age limit for blood donors'), after its title.
 */
function bestSentence(e: Entity, q: ReadonlySet<string>): string {
  const sentences = (e.purpose ?? "").split(/(?<=[.!?])\s+/).filter(Boolean);
  const score = (s: string) => tokenize(s).filter((t) => [...q].some((w) => sameWord(w, t.term))).length;
  const top = Math.max(0, ...sentences.map(score));
  const best = sentences.filter((s) => score(s) === top);
  return best.length ? `${e.title}: ${best.join(" ")}` : e.title;
}

let synonymsByLength: Map<number, string[]> | undefined;
/** The synonym key one edit away from `word` (same first letter), when exactly one is. */
function nearSynonym(word: string): string | undefined {
  if (!synonymsByLength) {
    synonymsByLength = new Map();
    for (const k of synonymKeys()) synonymsByLength.set(k.length, [...(synonymsByLength.get(k.length) ?? []), k]);
  }
  const found = new Set<string>();
  for (let n = word.length - 1; n <= word.length + 1; n++) {
    for (const k of synonymsByLength.get(n) ?? []) if (k[0] === word[0] && oneEdit(word, k)) found.add(k);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** At most one letter inserted, deleted, changed, or two neighbours swapped. */
function oneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    return diff.length === 1 || (diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]]);
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  return s.slice(i) === l.slice(i + 1);
}

const titleCache = new WeakMap<Entity, Set<string>>();
/** The terms of a record's name. */
function titleTerms(e: Entity): Set<string> {
  let v = titleCache.get(e);
  if (!v) {
    v = new Set(tokenize(e.title).map((t) => t.term));
    titleCache.set(e, v);
  }
  return v;
}

const purposeCache = new WeakMap<Entity, Set<string>>();
/** The terms of a record's name and purpose. */
function purposeTerms(e: Entity): Set<string> {
  let v = purposeCache.get(e);
  if (!v) {
    v = new Set([e.title, e.purpose ?? ""].flatMap((x) => tokenize(x).map((t) => t.term)));
    purposeCache.set(e, v);
  }
  return v;
}

/** A person noun by its ending: one who applies, is employed, attends ('applicant', 'employee', 'attendee'). */
const PERSON_NOUN = /[a-z]{3,}(?:ants?|ees?)$/;

/** The terms of a text said there only by words for a person ('job applicants': apply). */
function personTerms(text: string): Set<string> {
  const tokens = tokenize(text);
  const person = new Set(tokens.filter((t) => PERSON_NOUN.test(t.source)).map((t) => t.term));
  for (const t of tokens) if (!PERSON_NOUN.test(t.source)) person.delete(t.term);
  return person;
}

/** The neighbouring pairs of a text's terms, stop words left out (a pair is two words said together). */
function phrasePairs(text: string): string[] {
  const terms = tokenize(text).map((t) => t.term).filter((t) => !STOP_WORDS.has(t));
  return terms.slice(1).map((t, i) => `${terms[i]} ${t}`);
}

const pairCache = new WeakMap<Entity, Set<string>>();
/** The neighbouring pairs of terms of a record's name and of its purpose. */
function purposePairs(e: Entity): Set<string> {
  let v = pairCache.get(e);
  if (!v) {
    v = new Set([e.title, ...(e.purpose ?? "").split(/(?<=[.!?])\s+/)].flatMap(phrasePairs));
    pairCache.set(e, v);
  }
  return v;
}

export class FactIndex {
  readonly entities: Entity[];
  private readonly aliases: Alias[];
  private readonly idf = new Map<string, number>();
  private readonly vocabulary = new SearchableMap<string[]>();
  /** Term → the positions in `aliases` of the names holding it: a question is matched against those names only. */
  private readonly byTerm = new Map<string, number[]>();
  /** The question texts' corrected terms, remembered: one answer asks for the same text's terms many times. */
  private readonly termsMemo = remembered((text): ReadonlySet<string> => this.termsOnce(text));

  /** Page text outside any record (content/prose, the charter's lists): searched only by passage. */
  readonly pages: readonly PageText[];

  constructor(entities: Entity[], pages: readonly PageText[] = []) {
    this.entities = entities;
    this.pages = pages;
    this.aliases = [];
    const df = new Map<string, number>();
    for (const entity of entities) {
      const seen = new Set<string>();
      for (const alias of new Set(entity.aliases.map((a) => a.toLowerCase()))) {
        const tokens = tokenize(alias);
        const terms = [...new Set(tokens.map((t) => t.term))];
        if (!terms.length) continue;
        this.aliases.push({ entity, terms, weights: [], generic: [], total: 0, allGeneric: false });
        for (const t of terms) seen.add(t);
        // Typos are corrected against the words as written ('transcript') and as indexed ('tor').
        for (const t of tokens) {
          for (const w of [t.source, t.term]) {
            if (w.length < 4 || /\d/.test(w)) continue;
            const prev = this.vocabulary.get(w) ?? [];
            if (!prev.includes(t.term)) this.vocabulary.set(w, [...prev, t.term]);
          }
        }
      }
      for (const t of seen) df.set(t, (df.get(t) ?? 0) + 1);
    }
    const n = Math.max(entities.length, 1);
    for (const [t, d] of df) this.idf.set(t, Math.log(1 + n / d));
    this.aliases.forEach((alias, at) => {
      alias.generic = alias.terms.map(isGeneric);
      alias.weights = alias.terms.map((t) => this.weight(t));
      alias.total = alias.weights.reduce((s, w) => s + w, 0);
      alias.allGeneric = alias.generic.every(Boolean);
      for (const t of alias.terms) {
        const list = this.byTerm.get(t);
        if (list) list.push(at);
        else this.byTerm.set(t, [at]);
      }
    });
  }

  /** The names holding any of `q`'s terms, in index order (so ties break as a scan of every name would). */
  private aliasesHolding(q: ReadonlySet<string>): Alias[] {
    const at = new Set<number>();
    for (const t of q) for (const i of this.byTerm.get(t) ?? []) at.add(i);
    return [...at].sort((a, b) => a - b).map((i) => this.aliases[i]);
  }

  /** Is `term` a word some record uses? */
  knows(term: string): boolean {
    return this.idf.has(term);
  }

  private weight(term: string): number {
    return (this.idf.get(term) ?? 0) * (isGeneric(term) ? GENERIC_WEIGHT : 1);
  }

  /** The question's terms, with unknown words corrected to a record word within the typo allowance. */
  terms(text: string): ReadonlySet<string> {
    return this.termsMemo(text);
  }

  private termsOnce(text: string): Set<string> {
    const out = new Set<string>();
    for (const token of tokenize(text)) {
      out.add(token.term);
      if (this.idf.has(token.term)) continue;
      // A word that frames questions on any topic ('directly') is a word as written, never a record's word misspelt ('director').
      if (token.source.length >= 5 && framingTerms().has(token.source)) continue;
      // A word the word table reads ('kailan': when) is a word, not a misspelt name ('kainan').
      if (token.term !== stem(token.source) && mapWord(token.source)) continue;
      const max = token.source.length >= 8 ? 2 : token.source.length === 4 ? 1 : allowedTypos(token.source.length);
      if (max === 0 || /\d/.test(token.source)) continue;
      // A common campus word one letter away ('magkno') is that word before any name ('Magno').
      const common = token.source.length >= 5 ? nearSynonym(token.source) : undefined;
      if (common) {
        for (const m of mapWord(common) ?? []) out.add(stem(m));
        continue;
      }
      let best: { terms: string[]; distance: number } | undefined;
      for (const [key, [terms, distance]] of this.vocabulary.fuzzyGet(token.source, max)) {
        if (key[0] !== token.source[0]) continue;
        // A short word is corrected only for swapped letters ('exma'), never into another word ('cook' is not 'coop').
        if (token.source.length <= 4 && [...key].sort().join("") !== [...token.source].sort().join("")) continue;
        if (!best || distance < best.distance) best = { terms, distance };
      }
      if (best) for (const t of best.terms) out.add(t);
      else {
        const mapped = mapWord(token.source);
        if (mapped) for (const m of mapped) out.add(stem(m));
      }
    }
    return out;
  }

  /**
   * Entities the question names, best first (one row per entity). Among names found, an entity that has a
   * fact for what is asked beats one that has not ('how much ... certification from the registrar' is about
   * the certificate's fee, not the registrar), then the longer, rarer name wins.
   */
  match(text: string, intents: readonly Intent[] = []): Match[] {
    const q = this.terms(text);
    const best = new Map<Entity, Match>();
    for (const alias of this.aliasesHolding(q)) {
      const { total, allGeneric } = alias;
      let got = 0;
      let strongHit = false;
      const hit: string[] = [];
      alias.terms.forEach((t, i) => {
        if (q.has(t)) {
          got += alias.weights[i];
          hit.push(t);
          if (!alias.generic[i]) strongHit = true;
        }
      });
      if (total === 0 || got === 0) continue;
      if (!strongHit && !allGeneric) continue;
      const coverage = got / total;
      // A name made only of common words ('Scholarship Application Form') must be said whole.
      if (allGeneric && coverage < 0.999) continue;
      // Short names must be said whole; long titles ('Water Interruption at the ... Dormitories') in part.
      const strongHits = hit.filter((t) => !isGeneric(t)).length;
      const needed = alias.terms.length <= 2 ? 0.999 : alias.terms.length === 3 ? 0.66 : strongHits >= 2 ? (alias.terms.length >= 5 ? 0.4 : 0.5) : 0.75;
      if (coverage < needed) continue;
      const m: Match = { entity: alias.entity, coverage, weight: got, terms: hit };
      const prev = best.get(alias.entity);
      if (!prev || heavier(m.weight, prev.weight) > 0 || (heavier(m.weight, prev.weight) === 0 && m.coverage > prev.coverage)) best.set(alias.entity, m);
    }
    const supports = (m: Match) => intents.filter((i) => m.entity.facts[i]).length;
    return [...best.values()].sort(
      (a, b) =>
        Math.sign(supports(b)) - Math.sign(supports(a)) ||
        heavier(b.weight, a.weight) ||
        supports(b) - supports(a) ||
        (KIND_RANK[b.entity.kind] ?? 0) - (KIND_RANK[a.entity.kind] ?? 0) ||
        b.coverage - a.coverage,
    );
  }

  /**
   * The one record of `kind` whose name and stated purpose share the most specific words with the question
   * ('my id got lost which form': the form to replace a lost ID), when it shares more than any other.
   */
  byPurpose(text: string, kind: EntityKind, least = 1): Entity | undefined {
    // What one does with any form ('file', 'fill out', 'submit') names no form's purpose.
    const q = [...this.terms(text)].filter((t) => !isGeneric(t) && !STOP_WORDS.has(t) && t.length >= 2 && !/\d/.test(t) && (kind !== "form" || !FORM_VERBS.has(t)));
    // A word for a person ('applicants', 'employees') is not the name word of an act of one root ('Application for ...').
    const personOnly = personTerms(text);
    const pairs = phrasePairs(text);
    const scored = this.entities
      .filter((e) => e.kind === kind && e.purpose)
      .map((e) => {
        const title = titleTerms(e);
        const words = purposeTerms(e);
        const titlePersons = personOnly.size ? personTerms(e.title) : personOnly;
        // A word of its name counts double, as does a word only this record's text holds (no name has it: 'SALN').
        let score = 0;
        let shared = 0;
        let named = 0;
        for (const t of q) {
          const inTitle = [...title].some((w) => purposeWord(t, w)) && (!personOnly.has(t) || titlePersons.has(t));
          if (inTitle || [...words].some((w) => purposeWord(t, w))) {
            shared++;
            score += inTitle || !this.knows(t) ? 2 : 1;
            if (inTitle) named++;
          }
        }
        // Two words the question says together as the record's name or purpose says them ('official business') count once more.
        for (const pair of pairs) if (purposePairs(e).has(pair)) score++;
        return { e, score: shared >= Math.min(2, least) ? score : 0, named };
      })
      // Of records scoring alike, the one whose name holds more of the question's words.
      .sort((a, b) => b.score - a.score || b.named - a.named);
    const [first, next] = scored;
    return first && first.score >= least && (first.score > (next?.score ?? 0) || first.named > next.named) ? first.e : undefined;
  }

  /** Entities sharing any strong word with the question: the fallback's related suggestions. */
  related(text: string): Entity[] {
    const q = this.terms(text);
    const scored: { entity: Entity; w: number }[] = [];
    const seen = new Set<Entity>();
    for (const alias of this.aliasesHolding(q)) {
      if (seen.has(alias.entity)) continue;
      const w = alias.terms.filter((t) => q.has(t) && !isGeneric(t)).reduce((s, t) => s + this.weight(t), 0);
      if (w > 0) {
        seen.add(alias.entity);
        scored.push({ entity: alias.entity, w });
      }
    }
    return scored.sort((a, b) => b.w - a.w).map((x) => x.entity);
  }
}

/** A question to suggest for an entity: its most useful fact. */
export function suggestionFor(e: Entity): string {
  if (e.facts.fee && e.kind === "service") return `How much is the ${e.title}?`;
  if (e.kind === "program") return `Is ${e.title} offered?`;
  if (e.kind === "person") return `Who is ${e.title}?`;
  if (e.kind === "portal" && e.facts.link) return `What is the link to the ${e.title}?`;
  if (e.kind === "date" || e.kind === "exam") return `When is the ${e.title}?`;
  if (e.facts.where) return `Where is the ${e.title}?`;
  return `Tell me about ${e.title}`;
}

// ---------------------------------------------------------------------------- dates in Manila

/** YYYY-MM-DD of `now` in Asia/Manila. */
export function manilaDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** Days asked about; `calendarDay` when named by month and day ('dec 8'), which a dated record's own row answers. */
type Window = { from: string; to: string; label: { en: string; fil: string }; calendarDay?: boolean };

/** Day names, Sunday first (getUTCDay order), in English and Filipino. */
const WEEKDAYS = [["sunday"], ["monday", "lunes"], ["tuesday", "martes"], ["wednesday", "miyerkules"], ["thursday", "huwebes"], ["friday", "biyernes"], ["saturday", "sabado"]];

/** Month names, January first, in English and Filipino ('sept' and 'dec' as written on notices). */
const MONTH_NAMES = [["january", "enero", "jan"], ["february", "pebrero", "feb"], ["march", "marso"], ["april", "abril"], ["may", "mayo"], ["june", "hunyo"], ["july", "hulyo"], ["august", "agosto", "aug"], ["september", "setyembre", "sept"], ["october", "oktubre", "oct"], ["november", "nobyembre", "nov"], ["december", "disyembre", "dec"]];

/** A month ends the phrase that names it as a span ('events in December?'); 'the March exam' names one exam. */
const MONTH_ENDS = "(?=\\s*$|\\s*[?.,!]|\\s+(\\d{4}|po|ba|pa|and|or|at|this|next|ngayon|please|pls)\\b)";

/** The patterns below, compiled once: they are tried on every question. */
const OF_NEXT_WEEK = WEEKDAYS.map((names) => names.map((n) => new RegExp(`\\b${n},? (of |on |ng |sa )?(next week|the following week|susunod na linggo)\\b|\\b(next week|susunod na linggo)'?s? (on )?${n}\\b`)));
const AFTER_NEXT = WEEKDAYS.map((names) => names.map((n) => new RegExp(`\\b${n} after (the )?next\\b`)));
const ON_WEEKDAY = WEEKDAYS.map((names) => names.map((n) => new RegExp(`\\b(on|this|next|sa|ngayong|coming|susunod na) ${n}\\b`)));
const IN_MONTH = MONTH_NAMES.map((names) => names.map((n) => new RegExp(`\\b(in|during|this|next|until|of${n === "may" ? "" : "|on|for|sa|ngayong|ng"}) ${n}\\b${MONTH_ENDS}`)));
const MONTH_DAY = MONTH_NAMES.map((names) => names.filter((n) => n !== "may").map((n) => new RegExp(`\\b${n}\\.? (\\d{1,2})(?:st|nd|rd|th)?\\b(?!:|\\d| ?(am|pm|years?|days?))|\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of |ng )?${n}\\b`)));

/** The days a relative phrase means, if the question has one. */
export function relativeWindow(text: string, now: Date): Window | undefined {
  const s = text.toLowerCase();
  const today = manilaDay(now);
  // A day counted from today ('the day after tomorrow', 'four weeks from today', 'makalawa'): that day.
  const ahead = daysCountedAhead(s);
  if (ahead !== undefined && ahead !== 7) {
    const d = addDays(today, ahead);
    return { from: d, to: d, label: { en: `on ${formatDay(d)}`, fil: `sa ${formatDay(d, "fil")}` } };
  }
  if (/\b(a week from (today|now)|in a week|one week from (today|now)|isang linggo mula ngayon)\b/.test(s)) {
    const d = addDays(today, 7);
    return { from: d, to: d, label: { en: `a week from today (${formatDay(d)})`, fil: `isang linggo mula ngayon (${formatDay(d, "fil")})` } };
  }
  if (/\b(today|ngayon|ngayong araw|tonight|now)\b/.test(s) && !/\bngayong (linggo|buwan)\b/.test(s)) return { from: today, to: today, label: { en: `today (${formatDay(today)})`, fil: `ngayong araw (${formatDay(today, "fil")})` } };
  if (/\b(tomorrow|tmrw|tom|bukas)\b/.test(s)) {
    const t = addDays(today, 1);
    return { from: t, to: t, label: { en: `tomorrow (${formatDay(t)})`, fil: `bukas (${formatDay(t, "fil")})` } };
  }
  // A calendar day named by month and day ('dec 8', '8 december', 'disyembre 8'): that day, in the year that puts
  // it within half a year of today.
  const dated = calendarDay(s, today);
  if (dated) return { from: dated, to: dated, label: { en: `on ${formatDay(dated)}`, fil: `sa ${formatDay(dated, "fil")}` }, calendarDay: true };
  // A weekday of next week ('saturday next week', 'sa biyernes ng susunod na linggo'): that day in the Monday-to-Sunday week after this one.
  const ofNextWeek = OF_NEXT_WEEK.findIndex((patterns) => patterns.some((p) => p.test(s)));
  if (ofNextWeek >= 0) {
    const d = addDays(today, 7 - ((weekday(today) + 6) % 7) + ((ofNextWeek + 6) % 7));
    return { from: d, to: d, label: { en: `on ${formatDay(d)}`, fil: `sa ${formatDay(d, "fil")}` } };
  }
  // 'The monday after next': a week after the coming one.
  const afterNext = AFTER_NEXT.findIndex((patterns) => patterns.some((p) => p.test(s)));
  if (afterNext >= 0) {
    const d = addDays(today, ((afterNext - weekday(today) + 7) % 7 || 7) + 7);
    return { from: d, to: d, label: { en: `on ${formatDay(d)}`, fil: `sa ${formatDay(d, "fil")}` } };
  }
  const day = ON_WEEKDAY.findIndex((patterns) => patterns.some((p) => p.test(s)));
  if (day >= 0) {
    let ahead = (day - weekday(today) + 7) % 7;
    if (ahead === 0 && /\b(next|susunod)\b/.test(s)) ahead = 7;
    const d = addDays(today, ahead);
    return { from: d, to: d, label: { en: `on ${formatDay(d)}`, fil: `sa ${formatDay(d, "fil")}` } };
  }
  // 'After this week' ('the next holiday after this week', 'pagkatapos ng linggong ito') is the week after this one.
  if (/\b(next week|susunod na linggo|sa susunod na linggo|after this (?:week|wk)|pagkatapos ng (?:linggong ito|linggo na ito|ngayong linggo))\b/.test(s)) {
    const start = addDays(today, 7 - weekday(today) + 1);
    return { from: start, to: addDays(start, 6), label: { en: `next week (${formatRange(start, addDays(start, 6))})`, fil: `sa susunod na linggo (${formatRange(start, addDays(start, 6), "fil")})` } };
  }
  if (/\b(last week|nakaraang linggo|noong isang linggo)\b/.test(s)) {
    const start = addDays(today, -((weekday(today) + 6) % 7) - 7);
    return { from: start, to: addDays(start, 6), label: { en: `last week (${formatRange(start, addDays(start, 6))})`, fil: `noong nakaraang linggo (${formatRange(start, addDays(start, 6), "fil")})` } };
  }
  if (/\b(this week|ngayong linggo|this wk)\b/.test(s)) {
    const end = addDays(today, (7 - weekday(today)) % 7);
    return { from: today, to: end, label: { en: `this week (${formatRange(today, end)})`, fil: `ngayong linggo (${formatRange(today, end, "fil")})` } };
  }
  // Calendar spans counted from today in Manila: yesterday, a week from today, the weekend, next month, the rest of the year.
  if (/\b(yesterday|kahapon)\b/.test(s)) {
    const y = addDays(today, -1);
    return { from: y, to: y, label: { en: `yesterday (${formatDay(y)})`, fil: `kahapon (${formatDay(y, "fil")})` } };
  }
  if (/\b(this|next|the|sa susunod na|ngayong|coming) weekend\b/.test(s)) {
    // On a Sunday the weekend under way is this one (its Saturday was yesterday).
    const sat = addDays(today, (weekday(today) === 0 ? -1 : 6 - weekday(today)) + (/\b(next|susunod)\b/.test(s) ? 7 : 0));
    const from = sat < today ? today : sat;
    const to = addDays(sat, 1);
    const next = /\b(next|susunod)\b/.test(s);
    return { from, to, label: { en: `${next ? "next" : "this"} weekend (${formatRange(from, to)})`, fil: `${next ? "sa susunod na" : "ngayong"} weekend (${formatRange(from, to, "fil")})` } };
  }
  if (/\b(next month|susunod na buwan)\b/.test(s)) {
    const [y, m] = today.split("-").map(Number);
    const from = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
    const to = addDays(m >= 11 ? `${y + 1}-${String(m === 11 ? 1 : 2).padStart(2, "0")}-01` : `${y}-${String(m + 2).padStart(2, "0")}-01`, -1);
    return { from, to, label: { en: `next month (${formatRange(from, to)})`, fil: `sa susunod na buwan (${formatRange(from, to, "fil")})` } };
  }
  if (/\b(this year|ngayong taon|left this year|rest of the year)\b/.test(s)) {
    const to = `${today.slice(0, 4)}-12-31`;
    return { from: today, to, label: { en: `for the rest of this year (${formatRange(today, to)})`, fil: `ngayong taon (${formatRange(today, to, "fil")})` } };
  }
  // A month named ('in December', 'sa Disyembre'): its days in the year it next comes (this month: today to its end).
  // 'May' is also a Filipino word ('sa may gate': near the gate): only after an English preposition is it the month.
  const month = IN_MONTH.findIndex((patterns) => patterns.some((p) => p.test(s)));
  if (month >= 0 && !/\b\d{1,2}\b/.test(s)) {
    const [y, m] = today.split("-").map(Number);
    const year = month + 1 < m ? y + 1 : y;
    const first = `${year}-${String(month + 1).padStart(2, "0")}-01`;
    const from = month + 1 === m && year === y ? today : first;
    const to = addDays(month === 11 ? `${year + 1}-01-01` : `${year}-${String(month + 2).padStart(2, "0")}-01`, -1);
    const name = { en: MONTH_NAMES[month][0].replace(/^./, (c) => c.toUpperCase()), fil: MONTH_NAMES[month][1].replace(/^./, (c) => c.toUpperCase()) };
    return { from, to, label: { en: `in ${name.en} ${year} (${formatRange(from, to)})`, fil: `sa ${name.fil} ${year} (${formatRange(from, to, "fil")})` } };
  }
  if (/\b(this month|ngayong buwan)\b/.test(s)) {
    const end = `${today.slice(0, 8)}31`;
    return { from: today, to: end, label: { en: "this month", fil: "ngayong buwan" } };
  }
  return undefined;
}

const isNext = (text: string) => /\b(next|upcoming|susunod|coming|nearest|soonest)\b/.test(text.toLowerCase());
const overlaps = (e: Entity, w: Window) => !!e.start && e.start.slice(0, 10) <= w.to && (e.end ?? e.start).slice(0, 10) >= w.from;

/** The term after the current one ('next sem', 'the coming semester', 'susunod na sem', '2nd sem'). */
const NEXT_TERM = /\b(next|coming|upcoming|second|2nd) (semester|sem|term)\b|\b(susunod|sunod|darating) na (semester|sem|term)\b/;

// ---------------------------------------------------------------------------- the answer

/** Weather a visitor names when asking whether classes go on (English, Filipino). */
const WEATHER_WORDS = "rain raining rains rainy heavy heavily hard strong storm stormy typhoon signal flood flooded flooding baha bumabaha binaha ulan umuulan maulan malakas lakas bagyo hangin malakas na ulan weather panahon".split(" ");

const SUSPENSION = /\b(suspend\w*|suspension|walang pasok|(school|classes?|class|pasok) (is |are )?(also |still |already |din |rin )?(cancel\w*|off)|no (classes|class|school|pasok)|class(es)? cancel\w*|cancel\w* class(es)?|may pasok|may klase|may class(es)?|walang klase|klase ba|is there (a )?(online )?class(es)?|are there (online )?classes|are (the )?(online )?classes (held|on|still on)|pasok ba|with classes|(university|school|campus|mvsu|offices?) (is |are )?(still )?(working|operating|in operation)|push(es|ing)? through|tuloy (ba |pa |po )*(ang |yung )?(klase|pasok|class(es)?)|may trabaho ba|(are|is|will) (the )?(online |face-to-face |f2f |regular )?(classes|class|school|work) (\w+ )?(being held|held|going on|happening|still on|on today|resuming)|is there (a |any )?(school|class|classes|pasok|work)( (at|in|sa) (the )?[a-z]+)? (today|tomorrow|ngayon|bukas)|(do|will) (we|i|you|they|students|staff|employees|teachers|faculty) (still )?(have|get|report for) (a |any )?(school|class|classes|pasok|work)( (at|in) (the )?[a-z]+)? (today|tomorrow)|(bakit|why) (walang tao|wala(ng)? (estudyante|students?|klase)|(is|are) (the )?(campus|school|university) (so )?(empty|closed|quiet))|(campus|school|university) (is |are )?(closed|sarado) (today|ngayon))\b/;
const NEWS = /\b(announc\w*|in-?anunsi?yo|news|balita|anunsyo|anunsiyo|advisory|advisories|bulletin|what'?s new|memo)\b/;
/** 'Latest updates', 'any update': news; 'update' as what the visitor does ('should I update', 'update my profile') is not. */
const NEWS_WEAK = /\b(urgent|latest|updates|recent)\b|\b(?<!\b(?:i|we|you|to|should|can|could|do|must|will|please|pls|na|ko|mag) )update\b(?! (?:my|your|our|it|them|his|her|the|profile|password|info|details|account|ko|mo)\b)/;
// 'What's on Wednesday', 'anything on Friday', 'ano'ng meron sa Lunes': what the calendar holds that day.
const CALENDAR_WORDS = /\b(what'?s on|what is on|anything on|(ano|anong|ano'?ng) (meron|mayroon|ganap)|holidays?|events?|activities|activity|happen\w*|exams?|examinations?|walang pasok|pasok|break|bakasyon|calendar|deadline|schedul\w*)\b/;
/** Asking what a program asks of its applicants: what to submit, what they ask, anything extra. */
const PROGRAM_ASKS = /\b(submit|submitted|ipasa|ipapasa|isumite|isusumite|ask(?:ed)? (?:from|of)|asks? (?:the |its |their )?applicants|hinihingi|hihingin|extra|additional|dagdag)\b/;
/** The words of such a question that ask and name no topic ('is there something extra to submit'). */
const PROGRAM_ASKS_WORDS = /\b(submit|submitted|ask|asks|asked|applicants?|extra|additional|something|anything|else)\b/g;
/** What else a question may ask of a program (its fee, length, place, date, dean or contacts). */
const ASKED_ELSE: readonly Intent[] = ["fee", "time", "duration", "where", "when", "who", "email", "phone", "hours"];
const PROGRAM_SIGNAL = /\b((college|school|faculty) of|(which|what|anong|saang|aling) (college|department|dept|kolehiyo)|offer\w*|have|meron|mayroon|available|course|courses|kurso|program|programs|degree|bs|ba|ab|bachelor|major|study|mag-?aral|take up|take|i-?take|kumuha)\b/;

/** One sentence, or a few joined, plus the page link. */
export function compose(lines: string[], lang: Lang, href?: string): string {
  const body = [...new Set(lines)].join(" ");
  if (!href || href.startsWith("/campus-map") || body.includes(href)) return body;
  return `${body} ${lang === "fil" ? "Tingnan ang" : "More on"} ${href}.`;
}

/** The fact sentence(s) for `entity` and the intents asked, or its summary. */
function statement(entity: Entity, intents: Intent[], lang: Lang, stepsAsked = false): { text: string; used: Intent[] } {
  const used = intents.filter((i) => entity.facts[i]);
  // 'schedule' and 'open' mean hours for a place and dates for an event; 'how' means steps only when nothing
  // more specific is asked, or a half of a two-part question asks only how.
  let chosen = used.filter((i) => stepsAsked || !(i === "steps" && used.some((u) => u !== "steps" && u !== "offered" && u !== "list")));
  if (chosen.length > 2) chosen = chosen.slice(0, 3);
  if (!chosen.length) return { text: entity.summary(lang), used: [] };
  // A contact line whose numbers and addresses an earlier line already states adds nothing.
  const lines: string[] = [];
  for (const line of new Set(chosen.map((i) => entity.facts[i]!(lang)))) {
    const contacts = line.match(CONTACT_VALUES) ?? [];
    if (lines.length && contacts.length && contacts.every((c) => lines.some((l) => l.includes(c)))) continue;
    lines.push(line);
  }
  // Two facts opening with the same sentence are one statement told shorter and longer: the longer is said.
  const opening = (line: string) => line.split(/(?<=\.)\s+(?=[A-Z])/)[0];
  const said = lines.filter((l) => !lines.some((o) => o !== l && o.length > l.length && opening(o) === opening(l)));
  return { text: said.join(" "), used: chosen };
}

/** E-mail addresses and phone numbers in a sentence. */
const CONTACT_VALUES = /[\w.-]+@[\w.-]+\w|\(\d{3}\) \d{3}-\d{4}(?: local \d+)?|\b09\d{2} \d{3} \d{4}\b/g;

/**
 * Details inside an announcement asked without its title ('age limit for blood donors', 'SALN deadline'): the
 * sentences of the one announcement whose text shares the most words with the question. The last resort
 * before the fallback, after every record and knowledge item.
 */
export function announcementDetail(index: FactIndex, text: string): FactReply | undefined {
  const news = index.byPurpose(text, "announcement", 3);
  if (!news) return undefined;
  const lang = detectLang(text);
  // What one must be or bring to take part ('requirements to donate blood'): the announcement's condition sentences.
  const conditions = detectIntents(text).includes("requirements") ? news.facts.requirements?.(lang) : undefined;
  return { message: compose([conditions ?? bestSentence(news, index.terms(text))], lang, news.href), entities: [news], intents: ["list"], strong: false };
}

/** Answers from the records, or undefined when no record fits the question. */
export function answerFromFacts(index: FactIndex, text: string, now: Date): FactReply | undefined {
  const lang = detectLang(text);
  // 'IT' written in capitals is the program, not the pronoun; before a word for a service ('IT support', 'IT help
  // desk') it is the university's ICT services.
  text = text.replace(/\bIT\b(?! (?:support|help|desk|services?|office|staff|department|team|personnel)\b)/g, "Information Technology");
  const lower = text.toLowerCase();
  // The kind of value asked is read from the clauses that ask, not from the visitor's story beside them ('our
  // company needs to confirm ..., how much is the fee': a fee, not what is needed).
  let intents = askedIntents(text);
  // 'Who do I ask', 'who can help': which office helps, not who heads it.
  if (WHICH_OFFICE.test(lower)) intents = [...new Set(intents.map((i) => (i === "who" ? "where" : i)))];
  // 'Who do I contact / call / e-mail about ...': the office's place and the published line or address that reach it.
  if (CONTACT_WHO.test(lower)) intents = [...new Set<Intent>([...intents, "phone", "email"])];
  let matches = index.match(text, intents);
  // A term named beside one of its calendar entries ('finals nung first sem'): the term says which; the entry is asked.
  if (matches[0]?.entity.key === "term" && !NEXT_TERM.test(lower)) {
    const termWords = index.terms([matches[0].entity.title, ...matches[0].entity.aliases].join(" "));
    const entry = matches.find((m) => m !== matches[0] && m.entity.kind === "date" && m.coverage === 1 && m.terms.some((t) => !termWords.has(t) && !GENERIC.has(t)));
    if (entry) matches = [entry, ...matches.filter((m) => m !== entry)];
  }
  // 'The X building': of two records named as strongly (a college and its building), the building is asked.
  if (/\b(building|bldg|gusali)\b/.test(lower) && !intents.includes("where") && matches.length > 1 && matches[0].entity.kind !== "building") {
    const building = matches.find((m) => m.entity.kind === "building" && m.coverage === matches[0].coverage && m.weight >= matches[0].weight - 1e-9);
    if (building) matches = [building, ...matches.filter((m) => m !== building)];
  }
  // Records of one kind named as strongly ('verifying an applicant's diploma': the diploma, its verification): the one whose
  // who-may-request names the asker ('we are a company': employers, schools and agencies) is the one asked.
  if (matches.length > 1 && matches[0].coverage === 1) {
    const q = index.terms(text);
    const tied = matches.filter((m) => m.coverage === 1 && m.weight >= matches[0].weight && m.entity.kind === matches[0].entity.kind);
    const namesAsker = (m: Match) => {
      const who = m.entity.facts.avail?.("en");
      return !!who && tokenize(who.replace(/^[^:]*:/, "")).some((t) => q.has(t.term) && !isGeneric(t.term) && !STOP_WORDS.has(t.term) && !m.terms.includes(t.term));
    };
    const naming = tied.length > 1 ? tied.filter(namesAsker) : [];
    if (naming.length === 1 && naming[0] !== matches[0]) matches = [naming[0], ...matches.filter((m) => m !== naming[0])];
  }
  // What a program asks of its applicants, asked as what to submit or what they ask ('is there something extra to
  // submit for AB Communication', 'ano ang hinihingi sa applicants ng BSFT'): its requirements.
  const programAsks = matches[0]?.entity.kind === "program" && PROGRAM_ASKS.test(lower) && !intents.some((i) => ASKED_ELSE.includes(i));
  if (programAsks) intents = ["requirements"];
  // Asking for a form or a download: the form beats the service it is for.
  // A thing named after 'besides' or 'bukod sa' ('what else besides the form') is not asked.
  const askedPart = lower.replace(EXCLUDED, " ");
  if (/\b(forms?|download|pdf|porma)\b/.test(askedPart)) {
    const forms = matches.filter((m) => m.entity.kind === "form");
    matches = [...forms, ...matches.filter((m) => m.entity.kind !== "form")];
    // 'I need the travel order form' asks for the form itself, not what to attach to it.
    // What the form needs is asked by its papers ('supporting papers', 'documents'), by what it needs ('what does
    // the form need', 'anong kailangan sa form'), not by the visitor needing the form ('what form do I need').
    if (forms.length && !FORM_NEEDS.test(lower)) intents = intents.filter((i) => i !== "requirements");
  }
  // Doing something online ('print my COR online'): a portal named whole beats a place that does it in person
  // (named by what it shows, not by 'online' itself: 'online enrollment dates' asks the calendar).
  if (/\b(online|on ?line|sa internet)\b/.test(lower)) {
    const portals = matches.filter((m) => m.entity.kind === "portal" && m.coverage === 1 && !m.terms.includes(stem("online")));
    matches = [...portals, ...matches.filter((m) => !portals.includes(m))];
  }
  // A day counted from a calendar record ('the sunday before finals week') before one counted from today.
  const anchored = anchoredDay(text, (words) => index.match(words).find((m) => m.entity.kind === "date" && m.entity.key !== "term")?.entity);
  const window: Window | undefined = anchored ? { from: anchored.day, to: anchored.day, label: anchored.label } : relativeWindow(text, now);
  const today = manilaDay(now);
  const nonNews = matches.filter((m) => m.entity.kind !== "announcement");

  // Class suspensions and announcements (database): today's, urgent, latest.
  if (SUSPENSION.test(lower) || NEWS.test(lower) || (NEWS_WEAK.test(lower) && (window || !nonNews.some((m) => m.coverage === 1 && m.weight > 2)))) {
    const news = index.entities.filter((e) => e.kind === "announcement").sort((a, b) => (b.start ?? "").localeCompare(a.start ?? ""));
    // The words that asked it ('push through', 'tuloy ang klase', 'face-to-face') are explained by the answer.
    const askedBy = (lower.match(SUSPENSION)?.[0] ?? "").split(/[\s-]+/).filter(Boolean);
    // A holiday named ('feast of the immaculate conception walang pasok ba'): whether that day has classes, not today.
    const namedHoliday = window ? undefined : nonNews.find((m) => m.entity.key.startsWith("holiday:") && m.coverage === 1)?.entity;
    if (SUSPENSION.test(lower) && namedHoliday) {
      const line = lang === "fil" ? `Walang pasok sa ${namedHoliday.title}.` : `There are no classes on ${namedHoliday.title}.`;
      return { message: compose([line, namedHoliday.summary(lang)], lang, namedHoliday.href), entities: [namedHoliday], intents: ["when"], explains: askedBy };
    }
    if (SUSPENSION.test(lower)) {
      const day = window?.from ?? today;
      const suspensions = news.filter((e) => /suspend|no classes|walang pasok|cancel/i.test(e.summary("en")));
      const onDay = suspensions.filter((e) => manilaDay(new Date(e.start!)) === day);
      const holiday = index.entities.filter((e) => e.kind === "date" && e.key.startsWith("holiday:") && e.start! <= day && (e.end ?? e.start)! >= day);
      // The weather that makes a visitor ask ('malakas ang ulan', 'the storm') is what a suspension notice is about.
      const explains = [...askedBy, ...(window ? MONTH_NAMES.flat() : []), ...WEATHER_WORDS];
      const label = window?.label[lang] ?? (lang === "fil" ? `ngayong araw (${formatDay(today, "fil")})` : `today (${formatDay(today)})`);
      if (onDay.length) {
        const lines = onDay.map((e) => e.summary(lang));
        return { message: compose([lang === "fil" ? `Oo, walang pasok ${label}.` : `Yes, classes are suspended ${label}.`, ...lines], lang, "/news"), entities: onDay, intents: ["when"], explains };
      }
      if (holiday.length) {
        return { message: compose(holiday.map((h) => lang === "fil" ? `Walang pasok ${label}: ${h.title}.` : `There are no classes ${label}: ${h.title}.`), lang, "/academic-calendar"), entities: holiday, intents: ["when"], explains };
      }
      const latest = suspensions[0];
      const line = lang === "fil" ? `Walang anunsyo ng suspensyon ng klase para ${label}.` : `No class suspension is announced for ${label}.`;
      return { message: compose([line, ...(latest ? [lang === "fil" ? `Ang huling anunsyo ng suspensyon (${formatDay(manilaDay(new Date(latest.start!)), "fil")}): ${latest.title}.` : `The last suspension notice (${formatDay(manilaDay(new Date(latest.start!)))}): ${latest.title}.`] : [])], lang, "/news"), entities: latest ? [latest] : [], intents: ["when"], explains };
    }
    const asked = matches.find((m) => m.entity.kind === "announcement") ?? (window ? undefined : index.related(text).filter((e) => e.kind === "announcement").map((entity) => ({ entity }))[0]);
    if (asked) return { message: compose([asked.entity.summary(lang)], lang, "/news"), entities: [asked.entity], intents: ["list"] };
    let chosen = news;
    let head = lang === "fil" ? "Mga pinakabagong anunsyo:" : "Latest announcements:";
    if (window) {
      chosen = news.filter((e) => { const d = manilaDay(new Date(e.start!)); return d >= window.from && d <= window.to; });
      if (window.from === window.to && window.from === today) {
        head = lang === "fil" ? "Mga anunsyo ngayong araw:" : "Today's announcements:";
      } else head = lang === "fil" ? `Mga anunsyo ${window.label.fil}:` : `Announcements ${window.label.en}:`;
    } else if (/\b(urgent|emergency|mahalaga)\b/.test(lower)) {
      chosen = news.filter((e) => /^(Urgent|Mahalaga):/.test(e.summary("en")) || e.summary("en").startsWith("Urgent"));
      head = lang === "fil" ? "Mga mahalagang anunsyo:" : "Urgent announcements:";
    }
    if (!chosen.length) return { message: compose([lang === "fil" ? "Walang anunsyo para rito." : `There are no announcements ${window ? window.label.en : "right now"}.`], lang, "/news"), entities: [], intents: ["list"] };
    const top = chosen.slice(0, 3);
    return { message: compose([head, ...top.map((e) => e.summary(lang))], lang, "/news"), entities: top, intents: ["list"] };
  }

  // The coming term asked ('next semester', 'susunod na sem'): a calendar date already over yields to an announcement on the same topic.
  const overDate = nonNews[0]?.entity.kind === "date" && (nonNews[0].entity.end ?? nonNews[0].entity.start ?? today) < today;
  if (overDate && NEXT_TERM.test(lower)) {
    // The announcement whose title holds every word of the date's name but 'period' ('Enrollment Period': 'Enrollment for the Second Semester').
    const words = nonNews[0].entity.title.toLowerCase().split(/\W+/).filter((w) => w.length > 3 && w !== "period");
    const posted = index.entities.find((e) => e.kind === "announcement" && words.length > 0 && words.every((w) => e.title.toLowerCase().includes(w)));
    if (posted) return { message: compose([posted.summary(lang)], lang, "/news"), entities: [posted], intents: ["when"] };
  }

  // The coming term itself asked ('when does the next sem start', 'kelan magsisimula ang susunod na sem'): the
  // calendar's date for the term after the current one, not the current term.
  const termMatch = matches.find((m) => m.entity.key === "term");
  const topOver = nonNews[0]?.entity.kind === "date" && (nonNews[0].entity.end ?? nonNews[0].entity.start ?? today) < today;
  if (termMatch && (nonNews[0]?.entity.key === "term" || topOver) && NEXT_TERM.test(lower)) {
    const current = termMatch.entity.title.toLowerCase();
    const nextName = /\bfirst semester\b/.test(current) ? "second semester" : /\bsecond semester\b/.test(current) ? "summer" : undefined;
    const coming = nextName ? index.entities.filter((e) => e.kind === "date" && e.key !== "term" && e.title.toLowerCase().includes(nextName) && e.start) : [];
    // The coming term's date of the same kind as the past one named ('start of classes': 'Start of Second Semester Classes').
    const pastWords = topOver && nonNews[0].entity.key !== "term" ? nonNews[0].entity.title.toLowerCase().split(/\W+/).filter((w) => w.length > 3) : [];
    const sameKind = pastWords.length ? coming.find((e) => pastWords.every((w) => e.title.toLowerCase().includes(w))) : undefined;
    const chosen = sameKind ?? coming.find((e) => /\b(start|begin|opening)\b/i.test(e.title) && /\b(start|starts|begin|begins|open|opens|magsisimula|simula|umpisa|mag-?uumpisa|bukas)\b/.test(lower)) ?? coming.sort((a, b) => a.start!.localeCompare(b.start!))[0];
    if (chosen) return { message: compose([chosen.summary(lang)], lang, chosen.href), entities: [chosen], intents: ["when"], explains: lower.match(NEXT_TERM)?.[0].split(/\s+/) };
  }

  // A situation described, not an office named ('a child is lost on campus'): its emergency class's number.
  const situated = situationReply(index, text, intents, lang);
  if (situated) return situated;

  // A program MVSU does not offer.
  // The words as the lexicon reads them ('ofer', 'kursong', 'narsing'): a program asked in a visitor's spelling.
  const mappedWords = normalise(text).split(" ").map((w) => mapWord(w)?.join(" ") ?? w).join(" ");
  const programAsked = PROGRAM_SIGNAL.test(lower) || PROGRAM_SIGNAL.test(mappedWords) || /\b(bs|ab|ba)\s?[a-z]{2,}/.test(lower);
  const named = nonNews[0];
  const candidate = notOffered(lower) ?? notOffered(mappedWords);
  // Asked only whether it exists ('may medicine po ba kayo', 'is there a law school') or by its name alone
  // ('veterinary medicine po'): the program, unless the question without its name still names a record whole
  // ('is there free medicine at the clinic' asks the clinic).
  // So is a program's fact asked of it ('hrm ilang taon', 'criminology requirements'): no record holds it.
  const factAsked = intents.some((i) => i === "duration" || i === "requirements" || i === "eligibility");
  const existence = !programAsked && candidate && (existenceAsked(lower, candidate.said) || bareName(lower, candidate.said) || factAsked) && !namesOtherRecord(index, text, candidate.names);
  const unoffered = programAsked || existence ? candidate : undefined;
  // A subject named before a grade ('minimum chemistry grade for BSFT') is a school subject, not a program asked.
  // A field named only in a clause that asks nothing ('who loves statistics'), beside a program MVSU offers that
  // the asking clause names whole ('which college is bs mathematics under'): the visitor's story, not the program asked.
  const asking = candidate ? askingClauses(text) : undefined;
  const askedProgram = asking?.length ? index.match(asking.join(" "), intents)[0] : undefined;
  const storyField = !!asking && !notOffered(normalise(asking.join(" "))) && askedProgram?.entity.kind === "program" && askedProgram.coverage === 1;
  // So is a field named before a job ('a nursing job in the uk', 'engineering work abroad'): the visitor's work, not a program asked.
  const missing = unoffered && !storyField && !unoffered.names.some((n) => new RegExp(`\\b${n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+(grades?|average|marka|score|jobs?|work|employment|position|trabaho|license|licensure|board exams?)\\b`).test(lower)) ? unoffered : undefined;
  if (missing && (!named || !named.entity.title.toLowerCase().includes(missing.name.toLowerCase()))) {
    const programs = index.entities.filter((e) => e.kind === "program");
    const nearest = missing.nearest.map((code) => programs.find((p) => p.aliases.includes(code.toLowerCase()))).filter((p): p is Entity => !!p);
    const names = nearest.map((p) => p.title).join(lang === "fil" ? " o " : " or ");
    const msg = lang === "fil" ? `Hindi inaalok ng MVSU ang ${missing.name} (MVSU does not offer ${missing.name}); walang ganitong programa sa MVSU. Ang pinakamalapit na programa ng MVSU: ${names}.` : `MVSU does not offer ${missing.name}. The nearest programs MVSU offers are ${names}.`;
    // Every name the program goes by is explained ('ECE' beside 'electronics engineering'), as is the career the
    // visitor aims at with it ('gusto kong maging seaman, may marine transportation ba').
    // So is the name written with its degree ('BSCrim').
    const glued = (lower.match(/\b(?:bs|ab)[a-z]{3,}\b/g) ?? []).filter((w) => missing.names.includes(w.slice(2))).flatMap((w) => [w, stem(w)]);
    return { message: compose([msg], lang, "/course-offerings"), entities: nearest, intents: ["offered"], explains: [...missing.names.flatMap((n) => n.split(/\s+/)), ...careerPhrase(lower), ...glued] };
  }

  // A program asked by the career it leads to ('I want to be a math teacher', 'gusto kong maging engineer').
  // Told as a goal beside a clause that asks for a record other than a program ('my son wants to be an engineer,
  // how much is the tuition'), the career is the visitor's story, not the question.
  const goalTold = goalClauses(text);
  const askedElse = goalTold.length > 0 && index.match(text.split(/\s*[,;]\s*/).filter((c) => !goalTold.includes(c)).join(", "), intents).some((m) => m.coverage === 1 && !["program", "college", "university"].includes(m.entity.kind) && m.terms.some((t) => !isGeneric(t)));
  // A program the question names whole, when the career leads elsewhere ('wants to be a nurse, do you offer
  // biology'), is its own answer; the career only says why it is asked. A name read into the career's own words
  // ('teach' corrected to 'tech') names nothing.
  const goalTerms = index.terms(careerGoal(lower)?.words.join(" ") ?? "");
  const programNamed = named?.entity.kind === "program" && named.coverage === 1 && !named.terms.every((t) => goalTerms.has(t)) ? named.entity : undefined;
  const leads = askedElse ? undefined : careerPrograms(index, lower);
  const career = leads && programNamed && !("programs" in leads && leads.programs.includes(programNamed)) ? undefined : leads;
  if (career && "programs" in career) {
    const head = career.field ? (lang === "fil" ? `Mga programa sa ${career.worker}:` : `Programs in ${career.worker}:`) : lang === "fil" ? `Mga programa para sa magiging ${career.worker}:` : `Programs for a future ${career.worker}:`;
    return { message: compose([head, ...career.programs.map((p) => p.summary(lang))], lang, "/course-offerings"), entities: career.programs, intents: ["offered"], explains: career.explains };
  }
  if (career && "missing" in career) {
    const nearest = career.missing.nearest.map((code) => index.entities.find((e) => e.key === `program:${code.toLowerCase()}`)).filter((e): e is Entity => !!e);
    const names = nearest.map((e) => e.title).join(lang === "fil" ? " at " : " and ");
    const msg = lang === "fil" ? `Hindi inaalok ng MVSU ang ${career.missing.name} (MVSU does not offer ${career.missing.name}); walang ganitong programa sa MVSU. Ang pinakamalapit na programa ng MVSU: ${names}.` : `MVSU does not offer ${career.missing.name}. The nearest programs MVSU offers are ${names}.`;
    return { message: compose([msg], lang, "/course-offerings"), entities: nearest, intents: ["offered"], explains: [...career.missing.name.toLowerCase().split(/\s+/), ...(career.explains ?? [])] };
  }

  // Calendar questions about a window of days or the next one.
  const longWeekend = /\blong weekends?\b/.test(lower);
  const calendarAsked = (CALENDAR_WORDS.test(lower) || TAKES_PLACE.test(lower) || longWeekend) && (window || isNext(lower));
  // An exam named with one of its dates ('the january 15 exam') is that exam's row, not the calendar's day.
  const examOnDay = named?.entity.kind === "exam" && window?.calendarDay;
  // A building named with a time ('anything at the Administration Building next month'): the entries held there.
  const venueAsked = named?.entity.kind === "building" && !!window && (TAKES_PLACE.test(lower) || /\b(anything|any|meron|mayroon|what'?s on)\b/.test(lower));
  if (calendarAsked && !examOnDay && (!named || venueAsked || named.entity.kind === "date" || named.entity.kind === "exam" || named.entity.kind === "university")) {
    const exam = index.entities.find((e) => e.kind === "exam");
    const dated = index.entities.filter((e) => e.kind === "date" && e.key !== "term");
    const wanted = anchored ? lower.replace(anchored.words, " ") : lower;
    const wantHoliday = /\b(holidays?|break|bakasyon|walang pasok|no class(es)?)\b/.test(wanted);
    const wantExam = /\b(exams?|examinations?|tests?)\b/.test(wanted);
    const wantEvent = TAKES_PLACE.test(wanted);
    let pool = dated.filter((e) => (wantHoliday ? e.key.startsWith("holiday:") : wantEvent ? e.key.startsWith("event:") : wantExam ? /phase:(prelims|midterms|finals)/.test(e.key) : true));
    // A holiday kind named in the question ('regular holiday', 'special non-working day') keeps the holidays of that kind.
    const kindOf = (e: Entity) => /\(([^)]+)\)\.?$/.exec(e.summary("en"))?.[1].toLowerCase();
    const ofKind = pool.filter((e) => e.key.startsWith("holiday:") && kindOf(e) && lower.includes(kindOf(e)!));
    if (ofKind.length) pool = ofKind;
    // A national holiday asked: the country's holidays, not the university's own days.
    else if (NATIONAL_ASKED.test(lower)) pool = pool.filter((e) => e.key.startsWith("holiday:") && !universityOwnKind(kindOf(e)));
    // A long break asked: a holiday of several days.
    if (LONG_BREAK.test(lower)) pool = dated.filter((e) => e.key.startsWith("holiday:") && !!e.end && e.end.slice(0, 10) >= addDays(e.start!.slice(0, 10), LONG_BREAK_DAYS - 1));
    // A long weekend is a holiday that joins a weekend: one on a Friday or a Monday, or a break of three days or more.
    if (longWeekend) pool = dated.filter((e) => e.key.startsWith("holiday:") && ([1, 5].includes(weekday(e.start!.slice(0, 10))) || (!!e.end && e.end.slice(0, 10) >= addDays(e.start!.slice(0, 10), 2))));
    // The calendar itself named ('what's on the calendar next week') narrows nothing.
    if (named && named.entity.kind === "date" && named.entity.key !== "term" && named.entity !== anchored?.anchor && !ofKind.length) pool = [named.entity];
    if (venueAsked) {
      const names = [named!.entity.title, ...named!.entity.aliases].filter((n) => n.length > 4).map((n) => n.toLowerCase());
      pool = dated.filter((e) => names.some((n) => e.summary("en").toLowerCase().includes(n)));
    }
    if (wantExam && /\bentrance|admission|cat\b/.test(lower) && exam) return nextExam(exam, index, lang, today, lower);
    if (window) {
      const hits = pool.filter((e) => overlaps(e, window)).sort((a, b) => a.start!.localeCompare(b.start!));
      const line = hits.length
        ? hits.map((e) => e.facts.when?.(lang) ?? e.summary(lang))
        : [lang === "fil" ? `Walang nakalistang ${wantHoliday ? "holiday" : wantExam ? "exam" : "kaganapan"} ${window.label.fil} sa academic calendar.` : `The academic calendar lists no ${wantHoliday ? "holiday" : wantExam ? "exam" : "event or date"} ${window.label.en}.`];
      const next = hits.length ? undefined : pool.filter((e) => e.start! > window.to).sort((a, b) => a.start!.localeCompare(b.start!))[0];
      if (next) line.push(lang === "fil" ? `Ang susunod: ${next.facts.when?.("fil") ?? next.summary("fil")}` : `The next one: ${next.facts.when?.("en") ?? next.summary("en")}`);
      return { message: compose(line, lang, "/academic-calendar"), entities: hits.length ? hits : next ? [next] : [], intents: ["when"], explains: [...MONTH_NAMES.flat(), ...(anchored?.counting ?? [])] };
    }
    const upcoming = pool.filter((e) => (e.end ?? e.start)! >= today).sort((a, b) => a.start!.localeCompare(b.start!));
    if (upcoming.length) return { message: compose([upcoming[0].facts.when?.(lang) ?? upcoming[0].summary(lang)], lang, "/academic-calendar"), entities: [upcoming[0]], intents: ["when"] };
    const last = [...pool].sort((a, b) => b.start!.localeCompare(a.start!))[0];
    if (last) {
      const msg = lang === "fil" ? `Wala pang nakalistang susunod na petsa; ang huli sa calendar ay ${last.facts.when?.("fil") ?? last.summary("fil")}` : `No later date is published yet; the last one on the calendar is ${last.facts.when?.("en") ?? last.summary("en")}`;
      return { message: compose([msg], lang, "/academic-calendar"), entities: [last], intents: ["when"] };
    }
  }

  // A form asked for by what it is for, when no form is named: the form whose purpose the question describes.
  let purposeForm: Entity | undefined;
  if (/\b(forms?|porma)\b/.test(askedPart) && !matches.some((m) => m.entity.kind === "form" && m.coverage === 1)) {
    // A place the question names by a short name ('the gym') counts by its full name ('University Gymnasium').
    const places = matches.filter((m) => m.entity.kind === "building").map((m) => m.entity.title);
    const form = index.byPurpose([text, ...places].join(" "), "form") ?? formByCommonTitleWord(index, text);
    if (form) matches = [{ entity: form, coverage: 1, weight: Math.max(1, matches[0]?.weight ?? 1), terms: [...purposeTerms(form)].filter((t) => index.terms(text).has(t)) }, ...matches.filter((m) => m.entity !== form)];
    purposeForm = form;
  }
  // What one needs to do something no record names or only a place handles ('what do i need to pay tuition by
  // installment'): the form whose name and purpose the question describes, with several words, answers with what it asks for.
  if (intents.includes("requirements") && (!matches[0] || (PLACE_KINDS.has(matches[0].entity.kind) && !matches[0].entity.facts.requirements))) {
    const form = index.byPurpose(text, "form", PURPOSE_LEAST);
    if (form?.facts.requirements) {
      matches = [{ entity: form, coverage: 1, weight: Math.max(1, matches[0]?.weight ?? 1), terms: [...purposeTerms(form)].filter((t) => index.terms(text).has(t)) }, ...matches.filter((m) => m.entity !== form)];
      purposeForm = form;
    }
  }
  // What one needs to use a place that lists no requirements: the form whose purpose names it (reserving the gym).
  if (matches[0]?.entity.kind === "building" && detectIntents(text).includes("requirements")) {
    const form = formForPlace(index, matches[0].entity);
    if (form) matches = [{ ...matches[0], entity: form, terms: matches[0].terms }, ...matches.filter((m) => m.entity !== form)];
  }
  // Of forms, the one whose name and purpose hold every word the first one's do and more, one of them a word of its
  // own name ('a refund for a dropped subject': the refund form, for fees paid for dropped subjects).
  if (matches[0]?.entity.kind === "form") {
    const q = [...index.terms(text)].filter((t) => !isGeneric(t) && !STOP_WORDS.has(t) && !FORM_VERBS.has(t) && t.length >= 2);
    const held = (e: Entity) => new Set(q.filter((t) => [...purposeTerms(e)].some((w) => purposeWord(t, w))));
    const first = held(matches[0].entity);
    const fuller = index.entities.filter((e) => {
      if (e.kind !== "form" || e === matches[0].entity) return false;
      const h = held(e);
      return h.size > first.size && [...first].every((t) => h.has(t)) && [...h].some((t) => [...titleTerms(e)].some((w) => purposeWord(t, w)));
    });
    if (fuller.length === 1) matches = [{ ...matches[0], entity: fuller[0] }, ...matches.filter((m) => m.entity !== fuller[0])];
  }
  // Two records of one name (an announcement and the bid for the same works): the one whose text holds more of the question.
  if (matches.length > 1 && matches[1].entity.title.toLowerCase() === matches[0].entity.title.toLowerCase()) {
    const q = index.terms(text);
    const held = (m: Match) => [...q].filter((t) => purposeTerms(m.entity).has(t) || tokenize(m.entity.summary("en")).some((x) => x.term === t)).length;
    if (held(matches[1]) > held(matches[0])) matches = [matches[1], matches[0], ...matches.slice(2)];
  }
  // A record whose matched words hold every word the first one matched and more, at several times its weight, is
  // the thing asked about ('I need a medical certificate for enrollment': the clinic that issues one, not any
  // certificate's requirements), whether or not it has a fact for what the question reads as asked, unless the
  // question asks a kind of value outright ('how long', 'how much': the record holding it keeps its place).
  const wider = !askedValues(text).length && matches.find((m) => m !== matches[0] && m.terms.length > matches[0].terms.length && matches[0].terms.every((t) => m.terms.includes(t)) && m.weight >= WIDER_WEIGHT * matches[0].weight);
  if (wider) matches = [wider, ...matches.filter((m) => m !== wider)];
  // A possessive compound ('the dean's list') that one record's text holds whole names that record, when the first
  // match holds only the possessor ('dean').
  const compound = matches[0] && [...text.toLowerCase().replace(/[\u2019`]/g, "'").matchAll(POSSESSIVE)].find((c) => tokenize(c[1]).some((x) => matches[0].terms.includes(x.term)));
  if (compound && !matches[0].terms.some((t) => tokenize(compound[2]).some((x) => x.term === t))) {
    const said = new RegExp(`\\b${compound[1]}'?s ${compound[2]}\\b`, "i");
    const holders = index.entities.filter((e) => e !== matches[0].entity && [...e.aliases, ...(e.texts ?? [])].some((x) => said.test(x)));
    if (holders.length === 1) matches = [{ entity: holders[0], coverage: 1, weight: matches[0].weight, terms: [...matches[0].terms] }, ...matches.filter((m) => m.entity !== holders[0])];
  }
  // Asked where, not for a form: a form named only in part ('my refund') gives way to a place named whole ('in
  // accounting'), since a form's 'where' is only its download page.
  if (intents.includes("where") && matches[0]?.entity.kind === "form" && matches[0].coverage < 1 && !/\b(forms?|porma|download)\b/.test(lower)) {
    const place = matches.find((m) => m.coverage === 1 && PLACE_KINDS.has(m.entity.kind) && m.terms.some((t) => !isGeneric(t)));
    if (place) matches = [place, ...matches.filter((m) => m !== place)];
  }
  // A place named only by a word the names of several places share ('which gate'): the one whose stated purpose
  // holds the question's other words ('for delivery trucks and service vehicles': the gate for service vehicles).
  const sibling = matches[0] ? bySharedName(index, text, matches[0]) : undefined;
  if (sibling) matches = [{ ...matches[0], entity: sibling }, ...matches.filter((m) => m.entity !== sibling && m !== matches[0])];
  // A place found by what it houses ('the drafting rooms', 'a parking permit'), when no record named holds as much of it.
  // A record named only in a clause that asks nothing ('my daughter is taking HM', '2nd year CE') is not the place asked.
  const toldOf = unaskingClauses(text);
  const toldOnly = toldOf.length ? index.terms(toldOf.join(" ")) : undefined;
  const askedOf = toldOnly ? index.terms(text.split(/\s*[,;]\s*/).filter((c) => !toldOf.includes(c)).join(" ")) : undefined;
  const housed = housingPlace(index, text, toldOnly ? matches.filter((m) => !m.terms.every((t) => toldOnly.has(t) && !askedOf?.has(t))) : matches, intents, isGeneric);
  if (housed && housed.entity !== matches[0]?.entity) {
    matches = [{ entity: housed.entity, coverage: 1, weight: Math.max(1, matches[0]?.weight ?? 1), terms: housed.terms }, ...matches.filter((m) => m.entity !== housed.entity)];
    if (!intents.length) intents = ["where"];
  }
  // A place asked by who or what uses it ('where do jeepneys drop off'), when no record is named by a specific word.
  const byUse = housed ? undefined : placeByUse(index, text, matches, intents, isGeneric);
  if (byUse) {
    matches = [{ entity: byUse, coverage: 1, weight: Math.max(1, matches[0]?.weight ?? 1), terms: [...index.terms(text)].filter((t) => tokenize(byUse.purpose ?? "").some((x) => x.term === t)) }, ...matches.filter((m) => m.entity !== byUse)];
    if (!intents.length) intents = ["where"];
  }
  // Who the visitor's person is ('my daughter is a freshman') beside a record the asking clause names whole
  // ('what does she present to get her first student ID'): the record asked is that one, not the applicant type.
  const told = [...identityClauses(text), ...goalTold];
  if (told.length && matches.length > 1) {
    const toldTerms = index.terms(told.join(" "));
    const askedTerms = index.terms(clausesOf(text).filter((c) => !told.includes(c)).join(" "));
    const onlyTold = (m: Match) => m.terms.every((t) => toldTerms.has(t) && !askedTerms.has(t));
    if (matches.some((m) => !onlyTold(m) && m.coverage === 1 && m.terms.some((t) => !isGeneric(t)))) matches = matches.filter((m) => !onlyTold(m));
  }
  if (!matches.length) return undefined;
  // The words asking what a program asks ('something extra to submit') are the ask, not another topic.
  // A form asked for ('which form') and chosen by its stated purpose: the rest of the question is the visitor's
  // situation, weighed by the assistant's doubt against every record rather than against the form's own words.
  const formByItsPurpose = !!purposeForm && matches[0].entity === purposeForm;
  if (lang === "en" && !formByItsPurpose && foreignWords(index, programAsks ? text.replace(PROGRAM_ASKS_WORDS, " ") : text, matches[0], intents) > 0) return undefined;
  const top = matches[0];
  if (top.entity.kind === "exam" && isNext(lower)) return nextExam(top.entity, index, lang, today, lower);
  // A second thing asked ('the TOR and the diploma', 'fee of the TOR and where is the registrar').
  const second = matches.slice(1).find((m) => m.terms.some((t) => !top.terms.includes(t)) && m.coverage === 1 && m.entity.kind !== top.entity.kind || (m.coverage === 1 && m.terms.every((t) => !top.terms.includes(t)) && m.weight >= 1.5));
  // A half that only tells the visitor's story ('our company needs to verify the grades of an applicant who
  // graduated; the verification fee per document?') asks nothing: the question has one part.
  const story = storyClauses(text).map((c) => c.trim());
  const split = splitQuestion(text);
  const parts = split.length === 2 && story.length && split.some((p) => clausesOf(p).every((c) => story.includes(c.trim()))) ? [text] : split;
  const chosen: { entity: Entity; intents: Intent[]; steps?: boolean }[] = [];
  // The second half is read after the word that joined it ('... fee and time'): a bare 'time' or 'days' asks only there.
  const halfIntents = (p: string, i: number) => detectIntents(i === 1 ? `and ${p}` : p);
  const halves = parts.length === 2 ? parts.map((p, i) => ({ intents: halfIntents(p, i), terms: index.terms(p), best: index.match(p, halfIntents(p, i))[0]?.entity })) : [];
  // 'How much is the TOR? Also where do I get the form?': each half names its own thing, here or in words of the other half.
  // A half holding the words that chose a form by its purpose speaks of that form ('i can't pay it all at once, is there a form').
  const byPurposeIn = (h: (typeof halves)[number]) => (purposeForm && top.entity === purposeForm && top.terms.some((t) => !isGeneric(t) && h.terms.has(t)) ? purposeForm : undefined);
  const own = (h: (typeof halves)[number], not: Entity | undefined) => byPurposeIn(h) ?? h.best ?? matches.find((m) => m.entity !== not && m.terms.some((t) => h.terms.has(t)))?.entity;
  const firstOwn = halves.length === 2 ? own(halves[0], undefined) : undefined;
  const secondOwn = halves.length === 2 ? own(halves[1], firstOwn) : undefined;
  // A second half whose own record has none of the facts it asks, when the first half's record has them all ('foi
  // email and the fee for photocopies': the FOI request's reproduction fee), asks more of the first thing.
  const secondHolds = (e: Entity) => halves[1].intents.some((i) => e.facts[i]);
  const moreOfFirst = halves.length === 2 && !!firstOwn && !!secondOwn && halves[0].intents.length > 0 && halves[1].intents.length > 0 && !secondHolds(secondOwn) && halves[1].intents.every((i) => firstOwn.facts[i]);
  if (moreOfFirst) {
    chosen.push({ entity: firstOwn!, intents: [...new Set([...halves[0].intents, ...halves[1].intents])] });
  } else if (halves.length === 2 && firstOwn && secondOwn && firstOwn !== secondOwn && halves.every((h) => h.intents.length)) {
    chosen.push({ entity: firstOwn, intents: halves[0].intents }, { entity: secondOwn, intents: halves[1].intents });
  } else if (halves.length === 2 && firstOwn && !secondOwn && halves[1].intents.length) {
    // '... and what is his email': the second half asks more about the same thing ('and how to activate it':
    // its steps, though the first half asks something more specific).
    chosen.push({ entity: firstOwn, intents: [...new Set([...halves[0].intents, ...halves[1].intents])], steps: halves.some((h) => h.intents.length === 1 && h.intents[0] === "steps") });
  } else if (halves.length === 2 && !firstOwn && secondOwn === top.entity && halves[0].intents.some((i) => !halves[1].intents.includes(i)) && halves[1].intents.length && !(lang === "en" && /\sat\s/i.test(text))) {
    // 'The salary and the deadline of the nurse job', 'how much and how long for a certificate': a first half that
    // names no record asks its other values of the record the second half names, when that is the record the
    // whole question names best ('at' joins halves only in Filipino: 'submit at enrollment' is a place).
    chosen.push({ entity: secondOwn, intents: [...new Set([...halves[0].intents, ...halves[1].intents])] });
  } else if (second && /\b(and|at|tsaka|saka|pati|also|plus|or)\b|[?;,]/.test(lower)) {
    // Give each entity the intents of its own half of the question when the question has two halves.
    if (parts.length === 2) {
      const firstIntents = detectIntents(parts[0]);
      const secondIntents = detectIntents(parts[1]);
      const topInFirst = index.match(parts[0], firstIntents).some((m) => m.entity === top.entity);
      chosen.push({ entity: top.entity, intents: topInFirst ? (firstIntents.length ? firstIntents : secondIntents) : secondIntents.length ? secondIntents : firstIntents });
      chosen.push({ entity: second.entity, intents: topInFirst ? (secondIntents.length ? secondIntents : firstIntents) : firstIntents.length ? firstIntents : secondIntents });
    } else {
      chosen.push({ entity: top.entity, intents }, { entity: second.entity, intents });
    }
  } else chosen.push({ entity: top.entity, intents });
  const lines: string[] = [];
  const used: Intent[] = [];
  for (const c of chosen) {
    const st = statement(c.entity, c.intents, lang, c.steps);
    lines.push(st.text);
    used.push(...st.used);
  }
  // What one record named has no fact for ('foi email and processing time': the FOI office has no processing
  // time) is answered by another record of the same name that has it (the FOI request service).
  if (chosen.length === 1 && halves.length === 2) {
    const c = chosen[0];
    const names = new Set(top.terms);
    for (const i of c.intents.filter((x) => !c.entity.facts[x] && x !== "steps" && x !== "offered" && x !== "list")) {
      const other = matches.find((m) => m.entity !== c.entity && m.coverage === 1 && m.terms.some((t) => names.has(t) && !isGeneric(t)) && m.entity.facts[i]);
      if (!other) continue;
      lines.push(other.entity.facts[i]!(lang));
      used.push(i);
      chosen.push({ entity: other.entity, intents: [i] });
    }
  }
  const first = chosen[0].entity;
  const strong = top.coverage === 1 && top.terms.some((t) => !isGeneric(t));
  // A goal told beside the record asked ('my son wants to be a lawyer, how much is the tuition'), or the career a
  // named program leads to ('wants to study the human mind, which college offers psychology'), is explained by it.
  const goal = goalTold.length || chosen.some((c) => c.entity.kind === "program") ? careerGoal(goalTold.join(", ") || lower) : undefined;
  return { message: compose(lines, lang, first.href), entities: chosen.map((c) => c.entity), building: chosen.map((c) => c.entity.building).find(Boolean), office: chosen[0].entity.office, intents: [...new Set(used)], strong, ...(goal && { explains: goal.words.flatMap((w) => [w, stem(w)]) }) };
}

/**
 * Of the records of one kind whose names hold the one word the question named the first match by ('gate'), the
 * one whose stated purpose shares the most of the question's other specific words, when one shares more than
 * the rest.
 */
function bySharedName(index: FactIndex, text: string, top: Match): Entity | undefined {
  if (top.terms.length !== 1) return undefined;
  const word = top.terms[0];
  const siblings = index.entities.filter((e) => e.kind === top.entity.kind && e.purpose && titleTerms(e).has(word));
  if (siblings.length < 2) return undefined;
  const q = [...index.terms(text)].filter((t) => t !== word && !isGeneric(t) && !STOP_WORDS.has(t) && t.length >= 3);
  const scored = siblings
    .map((e) => ({ e, score: q.filter((t) => [...purposeTerms(e)].some((w) => purposeWord(t, w))).length }))
    .sort((a, b) => b.score - a.score);
  return scored[0].score > 0 && scored[0].score > (scored[1]?.score ?? 0) ? scored[0].e : undefined;
}

/** A question asking what a form needs attached, not which form the visitor needs. */
const FORM_NEEDS = /\b(forms?|porma) (need|needs|require|requires|ask for|asks for)\b|\b(requirements?|attach\w*|bring|submit with|supporting|kailangan(g)? (isama|dalhin|sa|para sa))\b|\b(what|which|ano|anong|anu|anung)\b(?! (forms?|porma)\b)(?:(?! forms?\b).){0,40}\b(need|needs|require|requires|kailangan|kelangan|papers?|documents?)\b/;

/** Asking who helps with something ('who do i go to', 'who can help me with', 'sino ang pwedeng lapitan'): an office is meant. */
const WHICH_OFFICE = /\bwho (do|should|can|could|shall) (i|we) (ask|go to|see|approach|talk to|contact|call|turn to)\b|\bwho (can|could|will) help\b|\bwho helps\b|\bsino (ang )?(pwede|puwede|dapat|maaaring)(ng)? (lapitan|tanungin|puntahan|kausapin)\b/;
/** 'The dean's list', 'deans list': a possessor and the thing it names. */
const POSSESSIVE = /\b([a-z]{3,})(?:'s|s'|s) ([a-z]{3,})\b/g;
/** 'Besides the form', 'bukod sa form', 'other than the letter': the thing named is set aside, not asked. */
const EXCLUDED = /\b(?:besides|aside from|apart from|other than|except|bukod sa|maliban sa)\s+(?:the |a |an |my |ang |mga |yung )?[a-z]+/g;
/** The purpose score a form needs to answer what one needs in place of a place matched (a name word and a purpose word). */
const PURPOSE_LEAST = 3;
/** How many times the weight of the first match a match holding all its words and more must have to be the one asked about. */
const WIDER_WEIGHT = 3;
/** Asking whom to contact, call or write to about something, or how to contact someone: the office's contact (its line and e-mail), not only its place. */
const CONTACT_WHO = /\bwho (do|should|can|could|shall) (i|we) (contact|call|e-?mail|reach|message|text|write to)\b|\bhow (do|can|could|should|would) (i|we) (contact|get in touch with)\b|\bhow to (contact|get in touch with)\b|\bpaano (ko |namin |natin )?(ma-?contact|makontak|makokontak|kontakin|i-?contact|makausap)\b|\bsino (ang )?(pwede|puwede|dapat|maaaring)(ng)? (tawagan|kontakin|i-?contact|i-?email|sulatan)\b/;
/** What a described situation may ask besides who helps: asked with anything else, the records answer as usual. */
const SITUATION_DEFERS: readonly Intent[] = ["fee", "time", "duration", "requirements", "email", "link", "when", "size", "list", "eligibility", "coverage"];
/** Records a visitor may name beside a situation to ask them instead ('i feel hopeless, does guidance offer counselling'). */
const NAMED_BESIDE_SITUATION: ReadonlySet<Entity["kind"]> = new Set(["service", "office", "form", "portal"]);

/**
 * A described emergency (situations.ts) answered with its class's number and who answers it, unless the question
 * asks something else (a fee, a deadline) or asks something of another service it names. The scene's words are
 * explained.
 */
function situationReply(index: FactIndex, text: string, intents: Intent[], lang: Lang): FactReply | undefined {
  const situation = situationOf(text);
  // 'When' asks a date only when it opens the question ('my roommate cuts herself when she is stressed' does not).
  // Needing help, first aid or a responder ('i need help', 'need first aid', 'kailangan ng tulong') asks for help, not for requirements.
  // When the scene happens ('ngayong gabi', 'tonight') tells the story, not the hours asked.
  const askedText = (situation ? withoutDescriptions(text, situation) : text).replace(/\b(ngayong gabi|ngayong umaga|ngayong hapon|tonight|right now|kagabi|last night|this morning|kaninang umaga)\b/gi, " ").replace(/\b(need|needs|needed|kailangan|kelangan)( ko| namin| po)? (of )?(help|tulong|ng tulong|someone|somebody|(a |an |the |ng )?(doctor|nurse|guards?|security|police|pulis|guwardiya|bantay|ambulance|first aid|medical (help|attention|assistance))|assistance|saklolo)\b/gi, " ");
  const asked = detectIntents(askedText).filter((i) => i !== "when" || /^\s*(when|kailan|kelan)\b/i.test(text));
  if (!situation || asked.some((i) => SITUATION_DEFERS.includes(i)) || /\b(forms?|porma)\b/i.test(text)) return undefined;
  const entity = index.entities.find((e) => e.key === situation.record);
  if (!entity) return undefined;
  const own = new Set(situationWords(text, situation));
  // 'What typhoon damaged the library' asks which one a record names, not for help.
  const words = normalise(text).split(" ");
  if (words.some((w, i) => own.has(w) && ["what", "which", "anong", "aling"].includes(words[i - 1] ?? ""))) return undefined;
  const rest = withoutDescriptions(text, situation).split(" ").filter((w) => !own.has(w)).join(" ");
  const restIntents = detectIntents(rest).filter((i) => i !== "phone" && i !== "who");
  const named = restIntents.length ? index.match(rest, restIntents)[0] : undefined;
  if (named && named.coverage === 1 && NAMED_BESIDE_SITUATION.has(named.entity.kind) && named.terms.some((t) => !isGeneric(t))) return undefined;
  const st = statement(entity, ["phone", ...intents.filter((i) => i === "where")], lang);
  // A crisis also gets the counsellors on campus: the line for now, the office for the days after.
  const counsel = situation.record === "emergency:crisis" ? index.entities.find((e) => e.key === "student-service:guidance")?.facts.phone?.(lang) : undefined;
  return { message: compose([st.text, ...(counsel ? [counsel] : [])], lang, entity.href), entities: [entity], building: entity.building, office: entity.office, intents: st.used, strong: true, explains: normalise(text).split(" "), emergency: true };
}

/** The ISO date of a month and day the text names ('dec 8', '8 december'), in the year nearest `today`. */
function calendarDay(s: string, today: string): string | undefined {
  for (const [i, patterns] of MONTH_DAY.entries()) {
    for (const p of patterns) {
      const m = p.exec(s);
      const d = Number(m?.[1] ?? m?.[3]);
      if (!m || d < 1 || d > 31) continue;
      const year = Number(today.slice(0, 4));
      const candidates = [year - 1, year, year + 1].map((y) => `${y}-${String(i + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
      const distance = (iso: string) => Math.abs(Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`));
      return candidates.sort((a, b) => distance(a) - distance(b))[0];
    }
  }
  return undefined;
}

/** Registering, a slot or an open seat asked ('the next one i can still register for'): a full date is no next one. */
const OPEN_SEAT = /\b(register|registration|sign up|apply|slots?|seats?|available|vacant|bakante|open|pwede pa|can still|still)\b/;

function nextExam(exam: Entity, index: FactIndex, lang: Lang, today: string, lower = ""): FactReply {
  const dates = exam.records.map((r) => r.replace(/^exam:exam-/, "")).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)).sort();
  // The schedule states each date's seats as '(Regular, full)' or '(Regular, 35 slots left)'.
  const full = (d: string) => new RegExp(`${formatDay(d)} \\([^)]*\\bfull\\)`).test(exam.facts.when?.("en") ?? "");
  const next = dates.find((d) => d >= today && !(OPEN_SEAT.test(lower) && full(d)));
  const line = next
    ? lang === "fil" ? `Ang susunod na entrance exam ay sa ${formatDay(next, "fil")}.` : `The next entrance exam is on ${formatDay(next)}.`
    : lang === "fil" ? `Wala nang nakalistang susunod na entrance exam; ang mga petsa ay ${dates.map((d) => formatDay(d, "fil")).join(", ")}.` : `No later entrance exam date is published yet; the dates were ${dates.map((d) => formatDay(d)).join(", ")}.`;
  return { message: compose([line, exam.facts.when!(lang)], lang, exam.href), entities: [exam], intents: ["when"] };
}

/** English words of no use to a question about the university: a reason to doubt a match on one name. */
export const PLAIN_ENGLISH = new Set(
  (
  "whats wats hows wheres whens whos thats its pls plss plz per page paid pay able available possible allowed currently anymore exactly usually actually inside outside around during morning afternoon evening program programs course courses students school offered offer offering somebody anyone anybody something anything everyone thing things way ways year years day days time times today tomorrow week month now good best nearest near far long short big small many much more less new old first last next right left here there still also always usually really please thanks" +
    // People and spots a situation happens to or in: they describe the situation, never name a topic the kiosk holds.
    " someone someones somebody person people friend friends classmate classmates roommate roommates kaklase kaibigan kasama" +
    " classroom classrooms hallway hallways corridor corridors stairs stairway hagdan pasilyo grounds talk speak" +
    // Who the visitor asks for or is: they frame the question, never name a topic.
    " son sons daughter daughters child children kid kids magulang anak pamangkin niece nephew wife husband asawa kapatid apo mom mother dad father parent parents" +
    " sister brother cousin aunt uncle tita tito lola lolo nanay tatay alumni alumnus alumna resident residents barangay taga guest guests" +
    // What the visitor or their family hopes for frames the question ('my daughter dreams of being a doctor').
    " dream dreams dreaming dreamed dreamt wish wishes hope hopes hoping pangarap someday eventually" +
    " through thru via" +
    // Where the visitor comes from.
    " province provinces probinsya probinsiya lalawigan hometown abroad overseas"
  ).split(" "),
);

/**
 * How many words of the question neither a record, the synonym tables nor plain English explain, beyond
 * the number of words the best match explains ('who won the nba finals': 'nba' and 'won' against
 * 'finals'). A question mostly about something else is not answered with a neighbouring record.
 */
function foreignWords(index: FactIndex, text: string, top: Match | undefined, intents: Intent[]): number {
  if (!top) return 0;
  const nothingAsked = intents.length === 0;
  let unknown = 0;
  let strange = 0;
  // Words within a few words after 'at', 'in', 'from', 'of' name where or whose: an unknown one there ('at harvard') counts double.
  const words = text.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").split(/\s+/).filter(Boolean);
  const qualified = new Set<string>();
  words.forEach((w, i) => {
    if (["at", "in", "from", "of", "for", "sa"].includes(w)) for (const next of words.slice(i + 1, i + 4)) qualified.add(next);
  });
  const framing = framingTerms();
  // The matched record's stated purpose explains its own words ('reserve' for the facility reservation form).
  const purpose = top.entity.purpose ? purposeTerms(top.entity) : undefined;
  // So do the names of what a place named by its own name houses ('the cafeteria's seating hall', 'the oval's track').
  const nameTerms = new Set([top.entity.title, ...top.entity.aliases].flatMap((n) => tokenize(n).map((t) => t.term)));
  const housed = top.entity.houses && top.terms.some((t) => nameTerms.has(t)) ? new Set(top.entity.houses.flatMap((h) => tokenize(h).map((t) => t.term))) : undefined;
  const holds = (c: string) => tokenize(c).some((t) => top.terms.includes(t.term));
  // Words set aside as the visitor's situation or reason must not be what chose the record: without them the
  // question still names it first, or they are weighed.
  const situated = withoutVisitorSituation(text, holds);
  const placeAsked = top.entity.kind === "building" && intents.every((i) => i === "where" || i === "hours" || i === "size");
  const context = withoutVisitorContext(text, holds, (w) => usedByRecords(index, w), placeAsked);
  // A record found by its purpose ('which form') is still named first when its purpose still chooses it.
  const stillNamed = index.match(context, intents)[0]?.entity === top.entity || (top.entity.kind === "form" && index.byPurpose(context, "form") === top.entity);
  const weighed = context === situated || stillNamed ? context : situated;
  const tokens = tokenize(weighed);
  // Framing words before a record named by a specific word are the visitor's frame ('my dad wants to write to the
  // president'); after the name they may qualify the thing ('a tor sent to mars') and count.
  const named = top.coverage === 1 && top.terms.some((x) => !isGeneric(x)) ? tokens.findIndex((t) => top.terms.includes(t.term)) : -1;
  // How many specific words name the record ('vice president for academic affairs': a name said whole).
  const namedBy = top.coverage === 1 ? top.terms.filter((x) => !isGeneric(x)).length : 0;
  for (const [at, t] of tokens.entries()) {
    if (purpose?.has(t.term) || housed?.has(t.term)) continue;
    if (t.term.length < 3 || /\d/.test(t.term) || index.knows(t.term) || WEAK_WORDS.has(t.term) || PLAIN_ENGLISH.has(t.source) || mapWord(t.source)) continue;
    if (index.terms(t.source).size > 1 || [...index.terms(t.source)].some((x) => index.knows(x))) continue;
    // So is what the visitor says they will do, right after 'can i', 'we want to', when the question asks something
    // of the record ('can i jog at the oval, what time does it open'; 'can i skateboard in the gym' still doubts).
    if (at < named && (framing.has(t.term) || framing.has(t.source) || (!nothingAsked && VISITOR_VERB(t.source).test(text.toLowerCase())))) continue;
    // So is a clause opening with the visitor before a name of several words, unless the word says where or whose ('our agency
    // wants to address a letter to the VPAA': who writes and what they send, not the thing asked).
    if (at < named && !nothingAsked && namedBy >= 2 && opensWithVisitor(weighed) && !qualified.has(t.source)) continue;
    // A word that frames a question about any topic ('appointments', 'inquiries') is plain where it stands.
    const plain = t.source.length < 5 || /(ing|ed|ly)$/.test(t.source) || framing.has(t.term) || framing.has(t.source);
    // Beside a record named whole by a specific word, a framing word after the name ('buy' in 'where can we buy
    // one', 'check' in 'where do i check for lost and found') weighs half: it says what the visitor does there.
    const framed = named >= 0 && (framing.has(t.term) || framing.has(t.source));
    unknown += framed ? 0.5 : qualified.has(t.source) && !plain ? 2 : 1;
    if (!plain) strange++;
  }
  // A name matched only in part next to an unexplained word ('zorblax lab') is some other thing.
  return unknown > top.terms.length || (unknown >= top.terms.length && top.coverage < 1) || (nothingAsked && strange >= top.terms.length) ? unknown : 0;
}

/** The intents of the clauses that ask, without the visitor's story clauses; all the message's when those ask nothing. */
function askedIntents(text: string): Intent[] {
  const story = storyClauses(text);
  const all = detectIntents(text);
  if (!story.length) return all;
  // The clauses left are joined as sentences, so a need told beside the question stays told ('He needs his TOR. How much?').
  const asked = detectIntents(text.split(/\s*[,;]\s*|(?<=[a-z0-9]{3})[.!]\s+/).filter((c) => !story.includes(c)).join(". "));
  return asked.length ? asked : all;
}

/** A word said as the visitor's own verb: right after 'can/could/may i', 'can we', 'want to', 'i will'. */
const VISITOR_VERB = (word: string) => new RegExp(`\\b(?:(?:can|could|may|will|should) (?:i|we)|(?:i|we) (?:can|could|will|want to|need to|would like to)|want to|wants to)\\s+${word}\\b`);

/** Two halves of a two-part question, split at the first 'and'/'at'/'?' between them. */
function splitQuestion(text: string): string[] {
  const parts = text.split(/\?\s+|\s+(?:and also|and|at|tsaka|saka|pati na|pati|also)\s+|;\s*/i).filter((p) => p.trim().length > 2);
  return parts.length === 2 ? parts : [text];
}

/** Every name of a program MVSU does not offer, with the pattern that finds it said whole. */
const UNOFFERED_NAMES = NEAREST_PROGRAMS.flatMap((group) => group.names.map((name) => ({ name, said: new RegExp(`\\b${name}\\b`), group })));

/**
 * The program asked about when it is not one of MVSU's, and its nearest programs. The Filipino reply also says
 * it in English, as course listings in the Philippines do ('Hindi inaalok ng MVSU ang Nursing (MVSU does not
 * offer Nursing)'): a 'no' must not be misread.
 */
export function notOffered(lower: string): { name: string; said: string; nearest: string[]; names: string[] } | undefined {
  // A degree written onto the name ('BSCrim', 'ABPolSci') is the degree and the name.
  const s = lower.replace(/[^a-z ]+/g, " ").replace(/\s+/g, " ");
  const split = s.replace(/\b(bs|ab)(?=[a-z]{3,}\b)/g, "$1 ");
  // The longest name said wins: 'veterinary medicine' is not 'medicine'.
  let found: { name: string; nearest: string[]; names: string[] } | undefined;
  for (const { name, said, group } of UNOFFERED_NAMES) {
    if ((!found || name.length > found.name.length) && ((s.includes(name) && said.test(s)) || (split.includes(name) && said.test(split)))) found = { name, nearest: group.nearest, names: group.names };
  }
  return found && { name: PROGRAM_FULL_NAMES[found.name] ?? pretty(found.name), said: found.name, nearest: found.nearest, names: found.names };
}

/** The question less a program's names still names a record whole by a specific word (the university itself aside). */
function namesOtherRecord(index: FactIndex, text: string, names: readonly string[]): boolean {
  let rest = text.toLowerCase();
  for (const n of [...names].sort((a, b) => b.length - a.length)) rest = rest.replace(new RegExp(`\\b${n}\\b`, "g"), " ");
  return index.match(rest).some((m) => m.coverage === 1 && m.entity.kind !== "university" && m.terms.some((t) => !isGeneric(t)));
}

/** The words that close a career's noun phrase ('a math teacher in high school', 'an engineer, what...'). */
const PHRASE_END = /^(in|at|for|of|on|with|what|which|where|how|do|does|can|is|are|and|or|so|ano|anong|saan|sa|ng|po|ba|someday|soon|later|too|also|din|rin|please|pls)$/;

/** A worker's root: the word less its plural and its agent ending ('teachers' teach, 'engineer' engine, 'nurse' nurs, 'accountant' account). */
function workerRoot(word: string): string {
  const single = word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  return single.replace(/(er|or|ist|ian|ant|e)$/, "");
}

/** A word that is a program's name word or the initials of two of its name words in a row ('math', 'pe' Physical Education). */
function namesPart(word: string, title: string): boolean {
  const words = title.toLowerCase().split(/\s+/).filter((w) => !STOP_WORDS.has(w) && !/^(of|in|and|major|bachelor|science|arts)$/.test(w));
  if (word.length >= 3 && words.some((w) => w.startsWith(word))) return true;
  return word.length === 2 && words.some((w, i) => i + 1 < words.length && w[0] + words[i + 1][0] === word);
}

/** A career answer: the programs leading there, or the program MVSU lacks with the nearest it offers. */
type CareerAnswer = { worker: string; programs: Entity[]; explains: string[]; field?: boolean } | { worker: string; missing: { name: string; nearest: string[] }; explains?: string[] };

/** A job sought at the university ('apply to be an instructor', 'hiring'): a posting, not a program. */
const JOB_SOUGHT = /\b(apply|applying|application|aplay|hiring|hire|vacanc\w*|job|jobs|posting|opening|openings|position|trabaho sa mvsu|work (?:here|at mvsu|for mvsu))\b/;

/** The words of a field ('physical education') all said in `text`, as whole words. */
function holdsField(text: string, field: string): boolean {
  const words = new Set(text.toLowerCase().split(/[^a-z]+/));
  return field.split(" ").every((w) => words.has(w));
}

/**
 * The programs of a career's or interest's field: a program whose title holds the field with the worker's
 * modifier ('civil engineering'), or an unoffered program so named ('chemical engineering'); else the programs
 * whose titles hold the field, narrowed to those a modifier names ('math' teacher), else those whose descriptions
 * do ('surveying'); else the unoffered program of that name ('law') with the nearest offered ones.
 */
function programsOfField(index: FactIndex, goal: CareerGoal): CareerAnswer | undefined {
  const programs = index.entities.filter((e) => e.kind === "program");
  const explains = goal.words.flatMap((w) => [w, stem(w)]);
  // The worker said in the plural ('future teachers') is named in the singular.
  const worker = goal.interest ? goal.field : goal.phrase.map((w, i) => (i === goal.phrase.length - 1 && w.length > 4 && /[^s]s$/.test(w) ? w.slice(0, -1) : w)).join(" ");
  const unoffered = (name: string) => NEAREST_PROGRAMS.find((g) => g.names.includes(name));
  const missing = (name: string): CareerAnswer | undefined => {
    const group = unoffered(name);
    return group && { worker, missing: { name: PROGRAM_FULL_NAMES[name] ?? pretty(name), nearest: group.nearest }, explains };
  };
  const mods = goal.modifiers.filter((w) => !STOP_WORDS.has(w));
  for (let k = mods.length; k > 0; k--) {
    const name = `${mods.slice(-k).join(" ")} ${goal.field}`;
    const named = programs.filter((e) => holdsField(e.title, name));
    if (named.length) return { worker, programs: named, explains, field: goal.interest };
    const lacking = missing(name);
    if (lacking) return lacking;
  }
  const titled = programs.filter((e) => holdsField(e.title, goal.field));
  const hits = titled.length ? titled : programs.filter((e) => holdsField((e.texts ?? []).join(" "), goal.field));
  if (!hits.length) return missing(goal.field);
  // A modifier that names one of them narrows the list ('math' teacher, 'PE' teacher read as 'bped').
  const score = (e: Entity) => mods.filter((w) => namesPart(w, e.title) || e.aliases.includes(w)).length;
  const best = Math.max(...hits.map(score));
  return { worker, programs: hits.filter((e) => score(e) === best).slice(0, 6), explains, field: goal.interest };
}

/** The words of a career goal ('be a marine engineer', 'maging seaman'): up to three, the worker last. */
function careerPhrase(lower: string): string[] {
  // 'Will there be a nurse', 'it will be a holiday': no one's goal.
  const m = /\b(?<!\b(?:there|it) )(?:be|become|becoming|maging|future|aspiring)\s+(?:an?\s+|isang\s+|na\s+)?([a-z][a-z\s-]*)/.exec(lower.replace(/[^a-z\s-]+/g, " "));
  const phrase: string[] = [];
  for (const w of m?.[1].trim().split(/\s+/) ?? []) {
    if (PHRASE_END.test(w) || phrase.length === 3) break;
    phrase.push(w);
  }
  return phrase;
}

/**
 * A career asked as a goal ('be a', 'become a', 'maging', 'future', 'aspiring' + a worker): the programs whose name
 * or description holds a word beginning with the worker's root, narrowed to those the phrase's other words name;
 * a worker no program names but an unoffered program does ('nurse') is that program's not-offered answer.
 */
export function careerPrograms(index: FactIndex, lower: string): CareerAnswer | undefined {
  // A worker or interest the general table knows ('land surveyor', 'pulis', 'mahilig mag-drawing'): the programs of its field.
  const goal = careerGoal(lower);
  const known = goal && !JOB_SOUGHT.test(lower) ? programsOfField(index, goal) : undefined;
  if (known) return known;
  // A field of work named by its activity before the programs asked ('teaching courses', 'computing programs') is
  // read as the career: the programs whose text names the activity's root ('teach': 'Teaching in elementary schools').
  // Activities every program involves ('training', 'learning') name no field.
  const activity = /\b(?!(?:training|learning|studying|offering|existing|upcoming|incoming|following|remaining|something|anything|nothing)\b)([a-z]{4,}ing) (?:courses?|programs?|degrees?|kurso|programa)\b/.exec(lower)?.[1];
  const phrase = careerPhrase(lower);
  // An activity a college or program is named by ('engineering programs') is that record's own list.
  const field = !phrase.length && !!activity && !index.entities.some((e) => (e.kind === "college" || e.kind === "program") && new RegExp(`\\b${activity}\\b`, "i").test(e.title));
  if (field) phrase.push(activity);
  const worker = phrase.at(-1);
  if (!worker) return undefined;
  const root = field ? worker.replace(/ing$/, "") : workerRoot(worker);
  if (root.length < 4) return undefined;
  const programs = index.entities.filter((e) => e.kind === "program");
  const textOf = (e: Entity) => `${e.title} ${(e.texts ?? []).join(" ")}`.toLowerCase();
  const hits = programs.filter((e) => textOf(e).split(/[^a-z]+/).some((w) => w.startsWith(root)));
  if (!hits.length) {
    for (const group of NEAREST_PROGRAMS) {
      const name = group.names.find((n) => n.split(" ").some((w) => w.startsWith(root)));
      if (name) return { worker, missing: { name: pretty(name), nearest: group.nearest } };
    }
    return undefined;
  }
  const modifiers = phrase.slice(0, -1).filter((w) => !STOP_WORDS.has(w));
  const score = (e: Entity) => modifiers.filter((w) => namesPart(w, e.title)).length;
  const best = Math.max(...hits.map(score));
  const chosen = hits.filter((e) => score(e) === best).slice(0, 6);
  // The worker and the words that named a program are explained by the programs found.
  return { worker: [...phrase.slice(0, -1), worker.length > 4 && /[^s]s$/.test(worker) ? worker.slice(0, -1) : worker].join(" "), programs: chosen, explains: [worker, ...modifiers.filter((w) => chosen.some((e) => namesPart(w, e.title)))].flatMap((w) => [w, stem(w)]), field };
}

/** Program names written as initials ('ECE', 'HRM'): a short name with at most one vowel, or with no vowel after the first letter. */
const isInitials = (name: string) => name.length <= 4 && !name.includes(" ") && ((name.match(/[aeiou]/g) ?? []).length <= 1 ? !/^[^aeiou][aeiou][^aeiou]$/.test(name) : /^[aeiou][^aeiou]+[aeiou]?$/.test(name));
const pretty = (name: string) => (isInitials(name) ? name.toUpperCase() : name.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\b(And|Of|In)\b/g, (w) => w.toLowerCase()));
