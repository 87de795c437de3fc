/**
 * The kiosk's static records, read from content/: one record with an id per real-world thing (office,
 * official, charter service, calendar entry, admission requirement, scholarship, portal, emergency number,
 * transparency item). Pages read the same files through Astro's collections; the assistant, the directory
 * seeds and the consistency test read them here, so a value is written once and stated everywhere from it.
 * Records that staff edit in the console (programs, forms, faculty, buildings, announcements) come from the
 * database at run time instead (see ../chatbot/catalog.ts).
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import yaml from "js-yaml";

export interface OfficeRecord {
  id: string;
  name: string;
  location: string;
  person?: string;
  designation?: string;
  phone: string;
  mobile?: string;
  email: string;
  hours: string;
}

export interface OfficialRecord {
  id: string;
  level: "president" | "vice-president" | "dean";
  name: string;
  position: string;
  department: string;
  email?: string;
  phone?: string;
  description?: string;
}

export interface DepartmentRecord {
  id: string;
  name: string;
  head: string;
  headTitle: string;
  functions: string[];
}

export interface CharterServiceRecord {
  id: string;
  title: string;
  summary: string;
  office: string;
  whoMayAvail: string;
  requirements: { document: string; whereToSecure: string }[];
  steps: { client: string; agency: string; fee: string; time: string; responsible: string }[];
  totalFees: string;
  processingTime: string;
}

export interface DatedRecord {
  id: string;
  label: string;
  start: string;
  end?: string;
  kind: "date" | "phase" | "holiday" | "event";
  venue?: string;
  note?: string;
  /** An event's category badge ('Sports', 'Academic'): 'a sports event' names it. */
  category?: string;
}

export interface ExamDateRecord {
  id: string;
  date: string;
  slots: number;
  status: string;
  type: string;
  venue: string;
}

export interface RequirementRecord {
  id: string;
  track: "freshmen" | "transferees";
  document: string;
  whereToGet: string;
}

export interface StepRecord {
  id: string;
  order: number;
  title: string;
  description: string;
  duration: string;
  office: string;
}

export interface ScholarshipRecord {
  id: string;
  name: string;
  coverage: string;
  eligibility: string;
  requirements: string[];
}

export interface PortalRecord {
  id: string;
  name: string;
  description: string;
  url: string;
  /** What students can do there (the content schema requires at least one): the chatbot finds a portal by them. */
  features: string[];
}

export interface StudentServiceRecord {
  id: string;
  name: string;
  description: string;
  features: string[];
  contact: { office: string; phone: string; email: string; hours: string };
}

export interface QuickServiceRecord {
  id: string;
  name: string;
  where: string;
  requirements: string[];
}

export interface EmergencyRecord {
  id: string;
  kind: string;
  label: string;
  number: string;
  note?: string;
}

export interface JobRecord {
  id: string;
  position: string;
  department: string;
  type: string;
  deadline: string;
  status: string;
  salary?: number;
  /** What the post does ('Job Description'). */
  description?: string;
  /** What an applicant must have, one item each. */
  qualifications?: string[];
  /** What to submit, and where or to whom ('Apply Now'). */
  howToApply?: string;
}

export interface BidRecord {
  id: string;
  project: string;
  winner: string;
  amount: number;
  date: string;
  status: string;
  /** The signed contract ('View Contract'); absent until it is signed. Dates are YYYY-MM-DD. */
  contract?: { number: string; signed: string; duration: string; noticeToProceed?: string };
}

export interface BudgetRecord {
  id: string;
  category: string;
  allocated: number;
  utilized: number;
  percentage: number;
}

export interface ProcurementRecord {
  id: string;
  item: string;
  department: string;
  budget: number;
  status: string;
  deadline: string;
  /** Mode of procurement ('Competitive Bidding'). */
  mode?: string;
  /** PhilGEPS or APP reference. */
  reference?: string;
  details?: string;
}

export interface UniversityRecord {
  name: string;
  shortName: string;
  phone: string;
  email: string;
  website: string;
  address: string;
  timeZone: string;
  emergencyHotline: string;
  /** The date the Transparency Board's budget figures are as of (YYYY-MM-DD). */
  budgetAsOf?: string;
}

/** Everything in content/ that the assistant and the checks read. */
export interface StaticRecords {
  university: UniversityRecord;
  offices: OfficeRecord[];
  officials: OfficialRecord[];
  departments: DepartmentRecord[];
  charter: CharterServiceRecord[];
  term: { academicYear: string; semester: string; start: string; end: string };
  dates: DatedRecord[];
  examDates: ExamDateRecord[];
  requirements: RequirementRecord[];
  steps: StepRecord[];
  scholarships: ScholarshipRecord[];
  portals: PortalRecord[];
  portalGuide: Record<string, { title: string; items: { title: string; text: string }[] }>;
  services: StudentServiceRecord[];
  quickServices: QuickServiceRecord[];
  emergency: EmergencyRecord[];
  jobs: JobRecord[];
  bids: BidRecord[];
  budget: BudgetRecord[];
  procurement: ProcurementRecord[];
  /** The campus plan's offices (content/map/offices.json): what the map can route to, and the record each reads. */
  campusOffices: CampusOfficeRecord[];
  /** The campus gates (content/map/places.json): what stops or passes there and when they are open. */
  gates: { id: string; name: string; note?: string; x?: number; y?: number }[];
  /** Other names each map building goes by (content/map/buildings.json 'aliases': 'Student Center', 'Administration Annex'). */
  buildingAliases?: { code: string; aliases?: string[] }[];
  /** The campus plan's landmarks (content/map/places.json): the flagpole, the fountain, the waiting shed, the gardens. */
  landmarks?: { id: string; name: string; kind?: string; x: number; y: number }[];
  /**
   * Text the pages state outside any record: every MDX block of content/prose/ and the Citizen's Charter's
   * lists (pledge, complaint procedure). The assistant searches them by passage, so nothing a page says is
   * out of its reach. Optional so a hand-built fixture may leave it out.
   */
  pages?: PageText[];
}

/** One block of page text: the page it is shown on, its heading, and its text (a string or nested lists). */
export interface PageText {
  id: string;
  href: string;
  title: string;
  text: unknown;
}

export interface CampusOfficeRecord {
  id: string;
  name: string;
  building: string;
  aliases: string[];
  /** The record whose contact block the office shows ('offices:main-office', 'student-services:health'). */
  contactFrom?: string;
  /** Where in its building the office is ('Ground Floor'), when the plan says. */
  floor?: string;
  /** Its room or window ('Room 104'), when the plan says. */
  room?: string;
}

const load = async (dir: string, file: string): Promise<unknown> => {
  const text = await readFile(path.join(dir, file), "utf8");
  return file.endsWith(".json") ? JSON.parse(text) : yaml.load(text, { schema: yaml.CORE_SCHEMA });
};

/** A YAML map of id → record (offices.yaml, term.yaml) as a list with ids. */
const entries = <T>(value: unknown): T[] => Object.entries(value as Record<string, object>).map(([id, v]) => ({ id, ...v }) as T);

const str = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

/**
 * The plain text of an MDX prose block (content/prose/<page>/<block>.mdx): the body below the frontmatter,
 * with Markdown links, emphasis and `{props.x}` references reduced to words, on one line. The assistant
 * quotes it as a record's description, so the kiosk's pages and its answers say the same.
 */
export async function readProseText(contentDir: string, file: string): Promise<string> {
  const text = await readFile(path.join(contentDir, "prose", file), "utf8");
  return text
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "")
    .replace(/\{props\.[A-Za-z0-9_]+\}/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, "$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** Reads every static record under `contentDir`. Throws with the file's name when one cannot be read. */
export async function loadStaticRecords(contentDir: string): Promise<StaticRecords> {
  const folder = async <T>(sub: string) => {
    const files = (await readdir(path.join(contentDir, sub))).filter((f) => f.endsWith(".yaml")).sort();
    return Promise.all(files.map(async (f) => ({ id: f.replace(/\.yaml$/, ""), ...((await load(contentDir, `${sub}/${f}`)) as object) }) as T));
  };
  const list = async <T>(file: string) => ((await load(contentDir, file)) as T[]) ?? [];
  const [university, offices, officials, departments, charter, termFile, important, phases, holidays, events, exams, requirements, steps, scholarships, portals, portalGuide, services, quickServices, emergency, jobs, bids, budget, procurement] =
    await Promise.all([
      load(contentDir, "university.json") as Promise<UniversityRecord>,
      load(contentDir, "offices.yaml").then((v) => entries<OfficeRecord>(v)),
      list<OfficialRecord>("organization/officials.yaml"),
      list<DepartmentRecord>("organization/departments.yaml"),
      // A service's description is its MDX block on the Citizen's Charter page, not a field of its YAML.
      folder<Omit<CharterServiceRecord, "summary"> & { order: number }>("charter/services").then((list) =>
        Promise.all(list.map(async (c) => ({ ...c, summary: await readProseText(contentDir, `citizens-charter/service-${c.id}.mdx`) }))),
      ),
      load(contentDir, "calendar/term.yaml") as Promise<{ current: Record<string, unknown> }>,
      list<{ id: string; label: string; start: unknown; end?: unknown; note?: string }>("calendar/important-dates.yaml"),
      list<{ id: string; name: string; start: unknown; end: unknown }>("calendar/phases.yaml"),
      list<{ id: string; name: string; start: unknown; end?: unknown; kind: string }>("calendar/holidays.yaml"),
      list<{ id: string; title: string; date: unknown; venue: string; description: string; category?: string }>("calendar/events.yaml"),
      list<ExamDateRecord & { date: unknown }>("admissions/exam-schedule.yaml"),
      list<RequirementRecord>("admissions/requirements.yaml"),
      list<StepRecord>("admissions/steps.yaml"),
      list<ScholarshipRecord>("admissions/scholarships.yaml"),
      folder<PortalRecord & { order: number }>("portals"),
      load(contentDir, "portal-guide.yaml") as Promise<StaticRecords["portalGuide"]>,
      list<StudentServiceRecord>("student-services/services.yaml"),
      list<QuickServiceRecord>("student-services/quick-services.yaml"),
      list<EmergencyRecord>("student-services/emergency-contacts.yaml"),
      list<JobRecord & { deadline: unknown }>("transparency/jobs.yaml"),
      list<BidRecord & { date: unknown }>("transparency/bids.yaml"),
      list<BudgetRecord>("transparency/budget.yaml"),
      list<ProcurementRecord & { deadline: unknown }>("transparency/procurement.yaml"),
    ]);
  const t = termFile.current;
  const dates: DatedRecord[] = [
    ...important.map((d) => ({ id: `date:${d.id}`, label: d.label, start: str(d.start), end: d.end === undefined ? undefined : str(d.end), kind: "date" as const, note: d.note })),
    ...phases.map((p) => ({ id: `phase:${p.id}`, label: p.name, start: str(p.start), end: str(p.end), kind: "phase" as const })),
    ...holidays.map((h) => ({ id: `holiday:${h.id}`, label: h.name, start: str(h.start), end: h.end === undefined ? undefined : str(h.end), kind: "holiday" as const, note: h.kind })),
    ...events.map((e) => ({ id: `event:${e.id}`, label: e.title, start: str(e.date), kind: "event" as const, venue: e.venue, note: e.description, category: e.category })),
  ];
  return {
    university,
    offices,
    officials,
    departments,
    charter: charter.sort((a, b) => a.order - b.order),
    term: { academicYear: str(t.academicYear), semester: str(t.semester), start: str(t.start), end: str(t.end) },
    dates,
    examDates: exams.map((e) => ({ ...e, date: str(e.date) })),
    requirements,
    steps: steps.sort((a, b) => a.order - b.order),
    scholarships,
    portals: portals.sort((a, b) => a.order - b.order),
    portalGuide,
    services,
    quickServices,
    emergency,
    jobs: jobs.map((j) => ({ ...j, deadline: str(j.deadline) })),
    bids: bids.map((b) => ({
      ...b,
      date: str(b.date),
      contract: b.contract && { ...b.contract, signed: str(b.contract.signed), noticeToProceed: b.contract.noticeToProceed === undefined ? undefined : str(b.contract.noticeToProceed) },
    })),
    budget,
    procurement: procurement.map((p) => ({ ...p, deadline: str(p.deadline) })),
    campusOffices: (await load(contentDir, "map/offices.json")) as CampusOfficeRecord[],
    gates: ((await load(contentDir, "map/places.json")) as { gates?: StaticRecords["gates"] }).gates ?? [],
    landmarks: ((await load(contentDir, "map/places.json")) as { landmarks?: StaticRecords["landmarks"] }).landmarks ?? [],
    buildingAliases: ((await load(contentDir, "map/buildings.json")) as { code: string; aliases?: string[] }[]).map((b) => ({ code: b.code, aliases: b.aliases ?? [] })),
    pages: await loadPageTexts(contentDir),
  };
}

/** Every prose block (href from its front matter) and the Citizen's Charter's lists. */
async function loadPageTexts(contentDir: string): Promise<PageText[]> {
  const out: PageText[] = [];
  const proseDir = path.join(contentDir, "prose");
  for (const page of (await readdir(proseDir)).sort()) {
    // A page's heading block is its subtitle ('Campus life, events, facilities'): it describes the page, it states no fact.
    for (const file of (await readdir(path.join(proseDir, page))).filter((f) => f.endsWith(".mdx") && f !== "heading.mdx").sort()) {
      const raw = await readFile(path.join(proseDir, page, file), "utf8");
      const href = /^page:\s*(\S+)/m.exec(raw)?.[1] ?? `/${page}`;
      const text = await readProseText(contentDir, `${page}/${file}`);
      if (text) out.push({ id: `prose:${page}/${file.replace(/\.mdx$/, "")}`, href, title: headingOf(page), text });
    }
  }
  // The Student Portal Access page's panels (how to reach the portals, what a device needs): text of no record.
  const guide = (await load(contentDir, "portal-guide.yaml")) as Record<string, { title: string; items: { title: string; text: string }[] }> | null;
  for (const [block, value] of Object.entries(guide ?? {})) {
    if (block === "first-time-guide") continue; // the portal account activation record's own steps
    out.push({ id: `portal-guide:${block}`, href: "/portal", title: value.title, text: value.items.map((i) => `${i.title}: ${i.text}`) });
  }
  const charter = (await load(contentDir, "charter/info.yaml")) as Record<string, { title?: string; items?: unknown }> | null;
  for (const [block, value] of Object.entries(charter ?? {})) {
    out.push({ id: `charter-info:${block}`, href: "/citizens-charter", title: value?.title ?? headingOf("citizens-charter"), text: value });
  }
  return out;
}

/** 'citizens-charter' -> 'Citizens charter': a page's folder as a heading when its block has none. */
const headingOf = (page: string) => (page.charAt(0).toUpperCase() + page.slice(1)).replace(/-/g, " ");

let cached: { dir: string; value: Promise<StaticRecords> } | undefined;

/** The static records of `contentDir`, read once per process (content changes ship with a new build). */
export function staticRecords(contentDir: string): Promise<StaticRecords> {
  if (!cached || cached.dir !== contentDir) cached = { dir: contentDir, value: loadStaticRecords(contentDir) };
  return cached.value;
}
