/**
 * Every fact once. The records in content/ (and the directory and map seeds) must agree with each other, and
 * nothing a page or a knowledge answer states may be missing from them: an hour range, a day range, a
 * processing time, a fee, a phone number, an e-mail address, a date or a person's name that no record holds
 * fails here, and so does a record that states another value for the same thing as a second record.
 * Knowledge answers are checked as visitors read them, with their placeholders filled from the records.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { assistantFromContent } from "../chatbot/from-content.ts";
import { checkPlaceholders, fillPlaceholders, referencedKeys } from "../chatbot/placeholders.ts";
import { itemRecords } from "../chatbot/item-records.ts";
import { BuildingReferenceFile, officeContacts } from "../../shared/rules/office-refs.ts";
import { FacultyReferenceFile } from "../../shared/rules/faculty-refs.ts";
import {
  checkCharterForms,
  checkContactOwners,
  checkDeans,
  checkEventDates,
  checkOfficeStatements,
  checkPersonLines,
  checkPlaceNames,
  checkPosts,
  extract,
  FACT_KINDS,
  type ContactClaim,
  type OfficeFacts,
  type Statement,
} from "./checks.ts";

const KINDS = FACT_KINDS;

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

/** Every string a record file holds, with the file it is in (the map's geometry holds no sentences). */
function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => (k === "$comment" || k === "id" ? [] : leaves(v)));
  return [];
}
const readData = (f: string): unknown => (f.endsWith(".json") ? JSON.parse(readFileSync(f, "utf8")) : yaml.load(readFileSync(f, "utf8"), { schema: yaml.CORE_SCHEMA }));
const geometry = /map[\\/](footprints|walkways|kiosks)\.json$/;
const recordStatements: Statement[] = recordFiles.filter((f) => !geometry.test(f)).flatMap((f) => leaves(readData(f)).map((text) => ({ source: path.relative(root, f), text })));
const proseStatements: Statement[] = filesUnder(path.join(contentDir, "prose"), (f) => f.endsWith(".mdx")).map((f) => ({
  source: path.relative(root, f),
  text: readFileSync(f, "utf8").replace(/^---\n[\s\S]*?\n---\n/, ""),
}));
const knowledgeStatements: Statement[] = a.items.flatMap((item) =>
  [item.canonicalAnswer, ...item.answerVariations].map((text) => ({ source: `knowledge ${item.slug}`, text: fillPlaceholders(text, a.catalog) })),
);
const everyStatement = [...recordStatements, ...proseStatements, ...knowledgeStatements];

const buildingFile = BuildingReferenceFile.parse(readData(path.join(contentDir, "map/buildings.json")));
const facultyFile = FacultyReferenceFile.parse(readData(path.join(contentDir, "directories/faculty.json")));
const contacts = officeContacts(a.records);
const capitalised = (alias: string) => /[A-Z]/.test(alias) && (alias.includes(" ") || alias.length >= 4);
/** Each office record with every name it goes by: its campus-plan offices and the buildings that read it. */
const officeFacts: OfficeFacts[] = [...contacts.values()].map((c) => ({
  ref: c.ref,
  names: [
    c.name,
    ...a.records.campusOffices.filter((o) => o.contactFrom === c.ref).flatMap((o) => [o.name, ...o.aliases.filter(capitalised)]),
    ...buildingFile.filter((b) => "contactFrom" in b && b.contactFrom === c.ref).flatMap((b) => [b.title, ...(b.aliases ?? [])]),
  ],
  location: c.location,
  phones: [c.phone, ...(c.mobile ? [c.mobile] : [])],
  emails: [c.email],
  hours: c.hours,
}));

describe("every fact once, by class", () => {
  it("an office's location, phone, e-mail and hours are its record's wherever a sentence names it", () => {
    // A building that reads no office record states its own hours and contact beside its name.
    const buildings = buildingFile.filter((b) => !("contactFrom" in b)).map((b) => ({ source: "content/map/buildings.json", text: `${b.title}: ${"officeHours" in b ? b.officeHours : ""}, ${"contactInfo" in b ? (b.contactInfo ?? "") : ""}` }));
    const emergency = [...a.records.emergency.map((e) => e.number), a.records.university.emergencyHotline];
    expect(checkOfficeStatements([...everyStatement, ...buildings], officeFacts, emergency)).toEqual([]);
  });

  it("a phone or e-mail belongs to one record, and every one stated somewhere has an owner", () => {
    const sameOffice = (c: { ref: string; name: string }) => [...contacts.values()].find((o) => o.ref.startsWith("offices:") && o.name === c.name)?.ref ?? c.ref;
    for (const c of contacts.values()) {
      const office = contacts.get(sameOffice(c))!;
      expect([c.phone, c.email, extract(c.hours, "hours")], `${c.ref} restates ${office.ref}`).toEqual([office.phone, office.email, extract(office.hours, "hours")]);
    }
    const claims: ContactClaim[] = [
      // A student service whose contact block is an office of content/offices.yaml speaks for that office.
      ...[...contacts.values()].flatMap((c) => [c.phone, c.mobile, c.email].filter((v): v is string => Boolean(v)).map((value) => ({ source: c.ref, owner: sameOffice(c), value }))),
      ...a.records.officials.flatMap((o) => [o.phone, o.email].filter((v): v is string => Boolean(v)).map((value) => ({ source: "content/organization/officials.yaml", owner: o.level === "dean" ? `college:${o.department}` : `official:${o.id}`, value }))),
      ...facultyFile.flatMap((r) => ("directLine" in r && r.directLine ? [r.phone, r.email].filter((v): v is string => Boolean(v)).map((value) => ({ source: "content/directories/faculty.json", owner: `person:${r.id}`, value })) : [])),
      ...a.records.emergency.map((e) => ({ source: "content/student-services/emergency-contacts.yaml", owner: `emergency:${e.id}`, value: e.number })),
      ...[a.records.university.phone, a.records.university.email].map((value) => ({ source: "content/university.json", owner: "university", value })),
      // A national agency's line the Citizen's Charter refers complaints to.
      { source: "content/charter/info.yaml", owner: "Civil Service Commission Contact Center ng Bayan", value: "0908 881 6565" },
    ];
    expect(checkContactOwners(claims)).toEqual([]);
    // A building no office record speaks for may publish its own line (the library's e-mail); nothing else may.
    const owned = new Set([...claims.map((c) => c.value), ...buildingFile.flatMap((b) => ("contactInfo" in b && b.contactInfo ? [b.contactInfo] : []))]);
    const unowned = everyStatement.flatMap((st) => [...extract(st.text, "phones"), ...extract(st.text, "emails")].filter((v) => !owned.has(v)).map((v) => `${st.source}: ${v}`));
    expect(unowned).toEqual([]);
  });

  it("a person's phone or e-mail in the directory is an office's line by reference or a declared direct line", () => {
    expect(checkPersonLines(facultyFile as Parameters<typeof checkPersonLines>[0], officeFacts)).toEqual([]);
  });

  it("every office, building and venue named anywhere is a record's name or a declared alias", () => {
    const known = [
      ...buildingFile.flatMap((b) => [b.title, ...(b.aliases ?? [])]),
      ...a.records.campusOffices.flatMap((o) => [o.name, ...o.aliases]),
      ...[...contacts.values()].map((c) => c.name),
      ...a.records.departments.map((d) => d.name),
      ...a.records.officials.map((o) => o.department),
      ...a.records.gates.map((g) => g.name),
      // The directory's offices (the Sports Development Office, the Physical Plant and Facilities Office).
      ...a.dynamic.faculty.map((f) => f.department),
    ];
    // Places that are no campus record: each college's own dean's office, and the national hotlines' desks.
    const outside = ["Office of the Dean", "Presidential Complaint Center", "Civil Service Commission Contact Center", "National Center for Mental Health"];
    // Bids name buildings still to be built.
    const statements = everyStatement.filter((st) => st.source !== path.join("content", "transparency", "bids.yaml"));
    expect(checkPlaceNames(statements, [...known, ...outside])).toEqual([]);
  });

  it("an occasion has one date in the events and the holidays", () => {
    const entries = (kind: "event" | "holiday") => a.records.dates.filter((d) => d.kind === kind).map((d) => ({ source: `content/calendar/${kind}s.yaml`, label: d.label, start: d.start, end: d.end }));
    expect(checkEventDates(entries("event"), entries("holiday"))).toEqual([]);
  });

  it("a form a charter service names is a downloadable form", () => {
    const statements = a.records.charter.flatMap((c) => [...c.requirements.map((r) => r.document), ...c.steps.map((s) => s.client)].map((text) => ({ source: `content/charter/services/${c.id}.yaml`, text })));
    expect(checkCharterForms(statements, a.dynamic.forms.map((f) => f.name))).toEqual([]);
  });

  it("a knowledge item's tags name no building other than the one its offices stand in", () => {
    // The tags link an item to records (the console shows them, details are read from them): a tag naming the
    // Administration Building on the Registrar's item contradicts the office its placeholders fill from.
    const wrong = a.knowledge.items.flatMap(({ item }) => {
      const records = itemRecords(item, a.facts.entities);
      const referred = referencedKeys([item.canonicalAnswer, ...item.answerVariations].join(" "));
      const homes = new Set(records.filter((e) => e.kind !== "building" && referred.includes(e.key) && e.building).map((e) => e.building));
      return homes.size ? records.filter((e) => e.kind === "building" && !homes.has(e.building)).map((e) => `${item.slug}: tag "${e.title}" but its offices stand in ${[...homes].join(", ")}`) : [];
    });
    expect(wrong).toEqual([]);
  });

  it("a charter service's processing time keeps the pledge of its classification", () => {
    // The charter's info block promises 'Simple transactions are completed within 3 working days' (RA 11032):
    // a service classed Simple that takes up to 7 working days contradicts it.
    const info = readFileSync(path.join(contentDir, "charter", "info.yaml"), "utf8");
    const pledge = new Map([...info.matchAll(/(Simple|Complex|Highly technical) transactions are completed within (\d+) working days/gi)].map((m) => [m[1].toLowerCase(), Number(m[2])]));
    expect(pledge.size).toBe(3);
    const services = filesUnder(path.join(contentDir, "charter", "services"), (f) => f.endsWith(".yaml")).map((f) => ({ f, ...(yaml.load(readFileSync(f, "utf8")) as { classification: string; processingTime: string }) }));
    const broken = services.flatMap(({ f, classification, processingTime }) => {
      const days = /(\d+)(?:-(\d+))? working days?/.exec(processingTime);
      const most = days ? Number(days[2] ?? days[1]) : 0;
      return most > pledge.get(classification.toLowerCase())! ? [`${path.basename(f)}: ${classification} but ${processingTime}`] : [];
    });
    expect(services.length).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });

  it("a post named anywhere is held by a record, and every college has a dean", () => {
    const posts = [
      ...a.records.officials.flatMap((o) => (o.level === "dean" ? [`Dean, ${o.department}`] : [o.position])),
      ...a.records.departments.map((d) => d.headTitle),
      ...a.dynamic.faculty.map((f) => f.designation),
    ];
    expect(checkPosts(everyStatement, posts)).toEqual([]);
    const colleges = [...a.dynamic.programs.map((p) => p.college), ...a.dynamic.buildings.map((b) => b.title).filter((t) => t.startsWith("College of"))];
    // The Organizational Chart shows the deans of officials.yaml; a college's dean may also be a directory entry.
    const deans = [...a.records.officials.filter((o) => o.level === "dean").map((o) => o.department), ...a.dynamic.faculty.flatMap((f) => (f.designation.startsWith("Dean, ") ? [f.designation.slice(6)] : []))];
    expect(checkDeans(colleges, deans)).toEqual([]);
  });
});
