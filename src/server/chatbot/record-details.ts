/**
 * A record's details: every labelled field of its stored lines, every item of a list field, every sentence of
 * a field's prose, the page blocks shown beside it (a portal's guide panels, the forms page's notice) and the
 * announcements about it (a notice of new hours).
 * A record stored as one long line ('Athletic Scholarship. Coverage: ... Requirements: a; b') is otherwise one
 * part too long to state, so what the question asks about it ('who must recommend me') has no sentence of its
 * own. Each detail is labelled by its field ('Requirements: Recommendation of the University Sports Director')
 * so it reads on its own once the record is named.
 */
import type { PageText } from "../facts/records.ts";
import type { Entity } from "./catalog.ts";
import { stem } from "./language.ts";
import { textsOf } from "./record-texts.ts";

/** A field label opening a stored segment ('Requirements: ', 'Where to secure: '). */
const LABEL = /^([A-Z][A-Za-z ]{0,30}):\s+/;
/** A cut before the next labelled field of a stored line. */
const FIELD_CUT = /(?<=[.!?])\s+(?=[A-Z][A-Za-z ]{0,30}:\s)/;
/** Labels of the field that names the thing a line describes. */
const NAME_LABEL = /^(Category|Name|Title|Position|Item|Project)$/;
/** A cut at a sentence end inside a field's prose. */
const SENTENCE_CUT = /(?<=[.!?])\s+(?=[A-Z0-9₱])/;

/** The details of one stored line: the line's fields, each list item of a field and each sentence of a field. */
function detailsOfLine(line: string, out: Set<string>): void {
  // A nested record's line ('Requirements: Document. Where to secure: Client') keeps its outer label on every field.
  const outer = LABEL.exec(line)?.[1];
  const fields = line.split(FIELD_CUT).map((f) => f.trim()).filter(Boolean);
  // A line that opens with the name of what it describes ('Category: Maintenance and Other Operating Expenses')
  // keeps that name on each of its other fields, so 'Allocated: ₱98,500,000' says whose allocation it is.
  const named = fields.length > 1 && NAME_LABEL.test(LABEL.exec(fields[0])?.[1] ?? "") ? fields[0].replace(LABEL, "").replace(/[\s.;]+$/, "") : undefined;
  for (const [i, field] of fields.entries()) {
    const label = LABEL.exec(field)?.[1] ?? (i === 0 ? undefined : outer);
    const value = field.replace(LABEL, "").replace(/[\s.;]+$/, "");
    const prefix = `${named && i > 0 ? `${named}, ` : ""}${label ? `${label}: ` : ""}`;
    out.add(`${prefix}${value}.`);
    // A list field ('Requirements: a; b'): each item is a detail.
    const items = value.split(/;\s+/).filter((x) => x.length > 3);
    if (items.length > 1) for (const item of items) out.add(`${prefix}${item.replace(/^(and|at)\s+/, "")}.`);
    // A field of several sentences: each sentence is a detail.
    const sentences = value.split(SENTENCE_CUT).filter((x) => x.length > 3);
    if (sentences.length > 1) for (const s of sentences) out.add(`${prefix}${s.replace(/[\s.]+$/, "")}.`);
  }
}

/**
 * The page blocks shown with a record: those on the record's own page that no record states (a page's guide
 * panels and notices), so what a page says of every record it lists ('Print on A4 or long bond paper') is a
 * detail of each.
 */
export function linkedPages(entity: Entity, pages: readonly PageText[]): PageText[] {
  if (!entity.href) return [];
  const href = entity.href.split(/[?#]/)[0];
  // The Citizen's Charter's own blocks (the pledge, complaints) are topics of their own, not notes on each service.
  return pages.filter((p) => p.href === href && !p.id.startsWith("prose:citizens-charter/") && !p.id.startsWith("charter-info:"));
}

/** A record's details: its own, and those of the page blocks shown with it. */
export interface Details {
  own: string[];
  linked: string[];
  /** The heading of the page block each linked detail is from ('System Requirements'). */
  headings: Map<string, string>;
}

/** Words too common to say which record an announcement is about. */
const COMMON_NAMES = new Set(["office", "building", "university", "student", "students", "college", "center", "centre", "service", "services", "portal", "form", "request", "records", "application"]);

/**
 * The announcements that are notices of `entity`: their title names it by its title or one of its names (a name
 * of one distinctive word of five letters or more, or of several words), as 'Updated Cashier's Office Hours'
 * names the cashier.
 */
export function noticesOf(entity: Entity, entities: readonly Entity[]): Entity[] {
  if (entity.kind === "announcement") return [];
  const names = [entity.title, ...entity.aliases]
    .map((n) => n.toLowerCase().trim())
    .filter((n) => (n.includes(" ") ? n.length >= 8 : n.length >= 5 && !COMMON_NAMES.has(n)));
  if (!names.length) return [];
  return entities.filter((e) => {
    if (e.kind !== "announcement") return false;
    const title = ` ${e.title.toLowerCase().replace(/['’]s\b/g, "").replace(/[^a-z0-9]+/g, " ")} `;
    return names.some((n) => title.includes(` ${n.replace(/['’]s\b/g, "").replace(/[^a-z0-9]+/g, " ").trim()} `));
  });
}

const cache = new WeakMap<Entity, Details>();

/** Every detail of `entity` (its fields, list items, sentences) and of the page blocks shown with it. */
export function detailsOf(entity: Entity, pages: readonly PageText[], entities: readonly Entity[] = []): Details {
  const cached = cache.get(entity);
  if (cached) return cached;
  const own = new Set<string>();
  for (const line of entity.texts ?? []) detailsOfLine(line, own);
  const linked = new Set<string>();
  const headings = new Map<string, string>();
  for (const page of linkedPages(entity, pages)) {
    const block = new Set<string>();
    for (const line of textsOf(page.text)) for (const s of line.split(SENTENCE_CUT)) if (s.trim().length > 3) detailsOfLine(s.trim(), block);
    for (const d of block) {
      linked.add(d);
      if (!headings.has(d)) headings.set(d, page.title);
    }
  }
  // An announcement about the record ('Updated Cashier's Office Hours') is a notice shown with it.
  for (const notice of noticesOf(entity, entities)) {
    const block = new Set<string>();
    for (const line of notice.texts ?? []) for (const s of line.split(SENTENCE_CUT)) if (s.trim().length > 3) detailsOfLine(s.trim(), block);
    for (const d of block) {
      if (/^Category: /.test(d) || d.replace(/[.\s]+$/, "") === notice.title) continue;
      linked.add(d);
      if (!headings.has(d)) headings.set(d, notice.title);
    }
  }
  const keep = (d: string) => d.replace(LABEL, "").length > 3;
  const details = { own: [...own].filter(keep), linked: [...linked].filter((d) => keep(d) && !own.has(d)), headings };
  cache.set(entity, details);
  return details;
}

/** A word's root less its derivational ending: 'recommendation' and 'recommends', 'signature' and 'sign', 'browsers' and 'browser'. */
export function rootOf(word: string): string {
  const s = stem(word);
  const r = s.replace(/(ation|ition|ion|ment|atur|er|or|al|ive)$/, "");
  return r.length >= 4 ? r : s;
}
