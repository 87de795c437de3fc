/**
 * Every sentence a record holds, field by field, so the passage search reaches what the catalogue's intent
 * sentences do not state: a charter step's response time, a note inside a long description, the body of an
 * announcement, a transparency item's amount. A record is read as it is stored; a nested object (a charter
 * step, a requirement) is one passage of its own, its short fields labelled by their names ('Time: 1 working
 * day'), so the passage answers by itself.
 */
import type { StaticRecords } from "../facts/records.ts";
import type { DynamicRecords } from "./catalog.ts";

/** Fields that identify or order a record: never text a visitor asks about. */
const NOT_TEXT = new Set(["id", "order", "slug", "track", "level", "kind", "isUrgent", "isActive", "daysAgo", "createdAt", "building", "x", "y", "coordinates", "aliases", "icon", "$comment"]);

/** Fields holding an amount of money. */
const MONEY_FIELD = /amount|budget|cost|price|fee|salary|total|value|abc|allocated|utilized|obligated|disbursed/i;

/** Fields holding a percentage, stored as a bare number (88.4). */
const PERCENT_FIELD = /percent/i;

/** 'processingTime' -> 'Processing time'. */
const label = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const scalar = (v: unknown): v is string | number => (typeof v === "string" && v.trim() !== "") || typeof v === "number";

/** The passages of one record: its own fields as one line, each nested object or list as lines of their own. */
export function textsOf(value: unknown, out: string[] = []): string[] {
  if (scalar(value)) {
    out.push(String(value));
    return out;
  }
  if (Array.isArray(value)) {
    if (value.every(scalar)) {
      for (const v of value) out.push(String(v));
    } else for (const v of value) textsOf(v, out);
    return out;
  }
  if (!value || typeof value !== "object") return out;
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (NOT_TEXT.has(key) || v instanceof Date) continue;
    if (scalar(v)) {
      // An amount is stored as a number of pesos: stated as a visitor reads it ('₱18,945,600').
      const text =
        typeof v === "number" && MONEY_FIELD.test(key) ? `₱${v.toLocaleString("en-US")}` : typeof v === "number" && PERCENT_FIELD.test(key) ? `${v}%` : String(v).trim();
      // A long field is prose of its own; a short one is a labelled value of the record's line.
      if (text.length > 120) out.push(text);
      else parts.push(["name", "title", "label", "document", "client"].includes(key) ? text : `${label(key)}: ${text}`);
    } else if (Array.isArray(v) && v.every(scalar)) {
      if (v.length) parts.push(`${label(key)}: ${v.join("; ")}`);
    } else if (Array.isArray(v)) {
      // A list of records ('requirements', 'steps') is read with its key too: 'Requirements: Document: ...'.
      out.push(...textsOf(v, []).map((line) => `${label(key)}: ${line}`));
    } else {
      // A nested record ('contract') is read with its key: 'Contract: Duration: 240 calendar days'.
      const inner = textsOf(v, []);
      out.push(...inner.map((line) => `${label(key)}: ${line}`));
    }
  }
  if (parts.length) out.push(parts.join(". ").replace(/\.\./g, "."));
  return out;
}

/** The names of a record's fields at every depth ('amount', 'contract', 'duration'): what kinds of fact it holds. */
export function fieldWordsOf(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) fieldWordsOf(v, out);
  else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [key, v] of Object.entries(value)) {
      if (NOT_TEXT.has(key)) continue;
      out.add(label(key).toLowerCase());
      fieldWordsOf(v, out);
    }
  }
  return out;
}

/** Each stored record by the id the catalogue's entities list in `records` ('charter:clearance', 'form:12'). */
export function recordsById(s: StaticRecords, d: DynamicRecords): Map<string, unknown> {
  const byId = new Map<string, unknown>();
  const add = <T>(prefix: string, list: T[] | undefined, id: (r: T) => string) => {
    for (const r of list ?? []) byId.set(`${prefix}:${id(r)}`, r);
  };
  byId.set("university", s.university);
  add("charter", s.charter, (r) => r.id);
  add("office", s.offices, (r) => r.id);
  add("official", s.officials, (r) => r.id);
  add("department", s.departments, (r) => r.id);
  add("student-service", s.services, (r) => r.id);
  add("quick-service", s.quickServices, (r) => r.id);
  add("emergency", s.emergency, (r) => r.id);
  add("exam", s.examDates, (r) => r.id);
  add("requirement", s.requirements, (r) => r.id);
  add("step", s.steps, (r) => r.id);
  add("scholarship", s.scholarships, (r) => r.id);
  add("portal", s.portals, (r) => r.id);
  add("job", s.jobs, (r) => r.id);
  add("bid", s.bids, (r) => r.id);
  add("budget", s.budget, (r) => r.id);
  add("procurement", s.procurement, (r) => r.id);
  add("campus-office", s.campusOffices, (r) => r.id);
  add("place", s.gates, (r) => r.id);
  add("landmark", s.landmarks ?? [], (r) => r.id);
  for (const dt of s.dates) byId.set(dt.id, dt);
  add("program", d.programs, (r) => r.id);
  add("form", d.forms, (r) => r.id);
  add("faculty", d.faculty, (r) => r.id);
  add("building", d.buildings, (r) => r.code);
  add("announcement", d.announcements, (r) => r.id);
  return byId;
}
