/**
 * Every fact once. The records in content/ (and the directory and map seeds) must agree with each other, and
 * nothing a page or a knowledge answer states may be missing from them: an hour range, a day range, a
 * processing time, a fee, a phone number, an e-mail address, a date or a person's name that no record holds
 * fails here, and so does a record that states another value for the same thing as a second record.
 * Knowledge answers are checked as visitors read them, with their placeholders filled from the records.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assistantFromContent } from "../chatbot/from-content.ts";
import { checkPlaceholders, fillPlaceholders } from "../chatbot/placeholders.ts";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAYS: Record<string, string> = { Mon: "Monday", Tue: "Tuesday", Wed: "Wednesday", Thu: "Thursday", Fri: "Friday", Sat: "Saturday", Sun: "Sunday" };

/** Writes one fact one way: dashes, 'to' between times, full day names, ISO dates as words, no comma before a day range. */
function canonical(text: string): string {
  return text
    .replace(/[–—]/g, "-")
    .replace(/(\d{1,2}:\d{2} ?[AP]M) ?(?:-|to) ?(\d{1,2}:\d{2} ?[AP]M)/g, "$1 - $2")
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]* ?(?:-|to) ?(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b/g, (_, a: string, b: string) => `${DAYS[a]} to ${DAYS[b]}`)
    .replace(/(\d{1,2}:\d{2} [AP]M), (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) to/g, "$1 $2 to")
    .replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_, y: string, m: string, d: string) => `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`);
}

const EXTRACTORS = {
  hours: /\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M/g,
  dayRanges: /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) to (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g,
  processingTimes: /\b\d+-\d+ (?:working|business) days\b/g,
  fees: /₱[\d,]+(?:\.\d{2})?/g,
  phones: /\(0\d{2}\) \d{3}-\d{4}(?: local \d+)?|\b09\d{2} \d{3} \d{4}\b/g,
  emails: /\b[a-z0-9.]+@mvsu\.edu\.ph\b/g,
  dates: new RegExp(`\\b(?:${MONTHS.join("|")}) \\d{1,2}(?:, \\d{4})?\\b`, "g"),
  names: /\b(?:Dr|Engr|Atty|Mr|Ms|Mrs)\. (?:[A-Z][a-z]+ )+(?:[A-Z]\. )?[A-Z][a-z]+\b/g,
};
type Kind = keyof typeof EXTRACTORS;
const KINDS = Object.keys(EXTRACTORS) as Kind[];

const extract = (text: string, kind: Kind) => new Set(canonical(text).match(EXTRACTORS[kind]) ?? []);

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, keep) : keep(full) ? [full] : [];
  });
}

const root = path.resolve(import.meta.dirname, "../../..");
const contentDir = path.join(root, "content");
/** The records: every data file under content/ except the chatbot's own (the knowledge answers are checked against them). */
const recordFiles = filesUnder(contentDir, (f) => !f.includes(`${path.sep}chatbot${path.sep}`) && /\.(ya?ml|json)$/.test(f));
const recordsText = recordFiles.map((f) => readFileSync(f, "utf8")).join("\n");
const pageFiles = [...filesUnder(path.join(root, "src/pages"), (f) => f.endsWith(".astro")), ...filesUnder(path.join(root, "src/components"), (f) => f.endsWith(".astro"))];

const now = new Date("2024-11-20T02:00:00Z");
const a = await assistantFromContent(now);
const held = new Map(KINDS.map((k) => [k, extract(recordsText, k)]));
/** The facts as the records hold them, plus the catalogue's own sentences (dates written from ISO days). */
for (const e of a.catalog) for (const k of KINDS) for (const v of extract([e.summary("en"), ...Object.values(e.facts).flatMap((f) => (f ? [f("en")] : []))].join("\n"), k)) held.get(k)!.add(v);

function unheld(text: string): string[] {
  return KINDS.flatMap((kind) =>
    [...extract(text, kind)]
      // A date without a year ('January 15') agrees with a dated record on that day.
      .filter((value) => !(held.get(kind)!.has(value) || (kind === "dates" && [...held.get(kind)!].some((k) => k.startsWith(`${value},`)))))
      .map((value) => `${kind}: ${value}`),
  );
}

describe("every fact once", () => {
  it("reads the records and builds the catalogue", () => {
    expect(recordFiles.length).toBeGreaterThan(20);
    expect(a.catalog.length).toBeGreaterThan(100);
    expect(held.get("names")!.size).toBeGreaterThan(10);
  });

  it("fills every knowledge placeholder from a record", () => {
    const problems = a.items.flatMap((item) =>
      [item.canonicalAnswer, ...item.answerVariations].flatMap((text) => checkPlaceholders(text, a.catalog).map((p) => `${item.slug}: ${p.ref} ${p.message}`)),
    );
    expect(problems).toEqual([]);
  });

  it("knowledge answers state nothing the records do not hold", () => {
    const unknown = a.items.flatMap((item) =>
      [item.canonicalAnswer, ...item.answerVariations].flatMap((text) => unheld(fillPlaceholders(text, a.catalog)).map((v) => `${item.slug}: ${v}`)),
    );
    expect(unknown).toEqual([]);
  });

  it("pages state nothing the records do not hold", () => {
    const unknown = pageFiles.flatMap((f) => unheld(readFileSync(f, "utf8")).map((v) => `${path.relative(root, f)}: ${v}`));
    expect(unknown).toEqual([]);
  });

  it("the prose of the pages states no fact: each one is passed in from its record", () => {
    const university = JSON.parse(readFileSync(path.join(contentDir, "university.json"), "utf8")) as Record<string, string>;
    const identity = ["name", "shortName", "phone", "email", "website", "address"].map((k) => university[k]!);
    const proseFiles = filesUnder(path.join(contentDir, "prose"), (f) => f.endsWith(".mdx"));
    expect(proseFiles.length).toBeGreaterThan(10);
    const typed = proseFiles.flatMap((f) => {
      // The text below the frontmatter; `{props.x}` references are what the text should use instead.
      const body = readFileSync(f, "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
      const facts = [...KINDS.flatMap((kind) => [...extract(body, kind)].map((v) => `${kind}: ${v}`)), ...identity.filter((v) => body.includes(v))];
      return facts.map((v) => `${path.relative(root, f)}: ${v}`);
    });
    expect(typed).toEqual([]);
  });

  it("the faculty directory names the same person for a post as the organization records", () => {
    const posts = new Map<string, string>();
    for (const o of a.records.officials) posts.set(o.level === "dean" ? `Dean, ${o.department}` : o.position, o.name);
    for (const d of a.records.departments) posts.set(d.headTitle, d.head);
    const wrong = a.dynamic.faculty.filter((f) => posts.has(f.designation) && posts.get(f.designation) !== f.name).map((f) => `${f.designation}: ${f.name} (records: ${posts.get(f.designation)})`);
    expect(wrong).toEqual([]);
    // The one person of a post is not given another e-mail by a second record.
    for (const o of a.records.officials) {
      const row = a.dynamic.faculty.find((f) => f.name === o.name);
      if (row?.email && o.email) expect(row.email, o.name).toBe(o.email);
    }
  });

  it("every college named anywhere is one of the colleges of the programs", () => {
    const colleges = new Set(a.dynamic.programs.map((p) => p.college));
    const named = new Set(recordsText.match(/College of (?:[A-Z][a-z]+(?: and | of |, | ))*[A-Z][a-z]+/g) ?? []);
    expect([...named].filter((c) => !colleges.has(c))).toEqual([]);
  });

  it("an office's hours and numbers agree between the offices, student services, emergency contacts and the campus map", () => {
    const building = (code: string) => a.dynamic.buildings.find((b) => b.code === code)!;
    const hours = (text: string) => [...extract(text, "hours")].join(" ") + " " + [...extract(text, "dayRanges")].join(" ");
    const office = (id: string) => a.records.offices.find((o) => o.id === id)!;
    const service = (id: string) => a.records.services.find((s) => s.id === id)!;
    const emergency = (id: string) => a.records.emergency.find((e) => e.id === id)!;
    expect(hours(building("REG").officeHours)).toBe(hours(office("main-office").hours));
    expect(hours(office("ict-help-desk").hours)).toBe(hours(building("ICT").officeHours));
    expect(hours(service("ict").contact.hours)).toBe(hours(building("ICT").officeHours));
    expect(hours(service("health").contact.hours)).toBe(hours(building("UHS").officeHours));
    expect(building("UHS").contactInfo).toBe(emergency("medical").number);
    expect(building("SEC").contactInfo).toBe(emergency("security").number);
    expect(service("ict").contact.email).toBe(office("ict-help-desk").email);
  });

  it("an announcement about a building's hours states that building's hours", () => {
    for (const n of a.dynamic.announcements) {
      const stated = extract(n.content, "hours");
      if (stated.size === 0) continue;
      for (const b of a.dynamic.buildings) {
        const word = b.title.split(" ")[0];
        if (!/hours/i.test(n.title) || !n.title.includes(word)) continue;
        for (const h of stated) expect(extract(b.officeHours, "hours"), `${n.title} / ${b.title}`).toContain(h);
      }
    }
  });

  it("ordinals of the founding anniversary agree", () => {
    const ordinals = new Set([...recordsText.matchAll(/\b(\d+)(?:st|nd|rd|th) (?:Founding|Foundation)\b/g)].map((m) => m[1]));
    expect(ordinals.size).toBe(1);
  });
});
