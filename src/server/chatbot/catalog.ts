/**
 * The assistant's catalogue: every record the kiosk holds (static records from content/, and the programs,
 * forms, faculty, buildings and announcements staff keep in the database) turned into entities with names a
 * visitor may use and one fact sentence per kind of question (fee, processing time, where, who, hours...),
 * in English and Filipino. Built once per content/database version; answering only looks facts up.
 */
import { fieldWordsOf, recordsById, textsOf } from "./record-texts.ts";
import type { StaticRecords } from "../facts/records.ts";
import { buildingLink } from "../../shared/rules/campus-map.ts";
import { landmarkEntities } from "./landmarks.ts";
import { detectIntents } from "./intents.ts";
import { normalise } from "./language.ts";
import { procurementFacts } from "./procurement-facts.ts";
import { announcementConditions } from "./announcement-facts.ts";
import { joinedFieldNames, shortenedFieldNames } from "./program-names.ts";

/** Counts in Filipino before a noun, with their linker ('apat na', 'limang'): how a program's length is said. */
const FILIPINO_COUNTS = ["", "isang", "dalawang", "tatlong", "apat na", "limang", "anim na", "pitong", "walong", "siyam na", "sampung"];

/**
 * A length in years as a Filipino reply says it, the figure in English beside it ('apat na taon (4 years)'):
 * visitors writing Taglish read years in either language.
 */
export function filipinoYears(duration: string): string {
  return duration.replace(/\b(\d+) years?\b/, (m, n: string) => (FILIPINO_COUNTS[+n] ? `${FILIPINO_COUNTS[+n]} taon (${m})` : m.replace(/years?/, "taon")));
}

/** What a question asks for. */
export type Intent =
  | "fee" | "time" | "where" | "who" | "requirements" | "steps" | "hours" | "phone" | "email" | "link"
  | "when" | "offered" | "duration" | "eligibility" | "coverage" | "avail" | "list" | "size";

export type Lang = "en" | "fil";
/** A fact sentence in the visitor's language. */
export type Say = (lang: Lang) => string;

export type EntityKind =
  | "service" | "office" | "building" | "college" | "program" | "person" | "form" | "date" | "exam"
  | "admission" | "scholarship" | "portal" | "emergency" | "transparency" | "announcement" | "university";

export interface Entity {
  key: string;
  kind: EntityKind;
  title: string;
  /** Names a visitor may use for it (matched word by word, typos allowed). */
  aliases: string[];
  /** The page that shows it. */
  href?: string;
  /** A building code, for the campus-map link. */
  building?: string;
  /** The campus plan's office (content/map/offices.json) the record is about: the map link routes to it. */
  office?: { id: string; name: string; place?: string; names?: string[] };
  facts: Partial<Record<Intent, Say>>;
  /** What it is for, in the record's words ('Replace a lost or damaged student ID card'): found by the task asked. */
  purpose?: string;
  /** What to say when the question names it but asks nothing specific. */
  summary: Say;
  /** ISO date(s) for calendar entries, so 'today', 'next' can pick among them. */
  start?: string;
  end?: string;
  /** The record ids a reply from this entity states (shown in the console). */
  records: string[];
  /** Every field of its records as stored (record-texts.ts): what the passage search reads beyond `facts`. */
  texts?: string[];
  /** The names of its records' fields ('amount', 'contract'): a question may name the field it asks. */
  fields?: string[];
  /** What a place houses, one item a line ('Drafting rooms', 'Parking permits'): a place is found by what it houses. */
  houses?: string[];
  /** A building's nearest buildings on the campus plan, nearest first: what is near it. */
  neighbours?: string[];
  /** What a service helps with, one feature a line, its description last (service-need.ts): found by the need. */
  offers?: string[];
}

/**
 * A budget category's initials, as budget reports write them: the first letter of each word but 'and'
 * ('Maintenance and Other Operating Expenses': MOOE). Three letters or more, so the initials name nothing else.
 */
function budgetInitials(category: string): string[] {
  const letters = category.split(/\s+/).filter((w) => !/^(and|of|the)$/i.test(w)).map((w) => w[0]!.toLowerCase()).join("");
  return letters.length >= 3 ? [letters] : [];
}

/** The two buildings nearest to `b` on the campus plan, nearest first (none when the plan does not place it). */
function nearestBuildings(b: { code: string; x?: number; y?: number }, all: readonly { code: string; title: string; x?: number; y?: number }[]): string[] {
  if (b.x === undefined || b.y === undefined) return [];
  const { x, y } = b;
  return all
    .filter((o) => o.code !== b.code && o.x !== undefined && o.y !== undefined)
    .map((o) => ({ title: o.title, d: Math.hypot(o.x! - x, o.y! - y) }))
    .sort((p, q) => p.d - q.d)
    .slice(0, 2)
    .map((o) => o.title);
}

/** Database rows the catalogue reads (the shapes of the repositories' rows, reduced). */
export interface DynamicRecords {
  programs: { id: string; code: string; name: string; college: string; duration: string; requirements: string[]; description?: string }[];
  forms: { id: string; name: string; description: string; category: string; requirements: string[] | null; fileUrl: string }[];
  faculty: { id: string; name: string; designation: string; department: string; email: string | null; phone: string | null }[];
  buildings: { code: string; title: string; description: string; services: string[]; officeHours: string; contactInfo: string | null; x?: number; y?: number }[];
  announcements: { id: string; title: string; content: string; category: string; isUrgent: boolean; createdAt: Date }[];
}

const both = (en: string, fil: string): Say => (lang) => (lang === "fil" ? fil : en);
const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join("; ")}; and ${items[items.length - 1]}`);
const lower1 = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** The initials of a name of three capitalised words or more ('General Weighted Average': 'gwa'). */
const initialsOf = (name: string): string[] => {
  const words = name.split(/\s+/);
  return words.length >= 3 && words.every((w) => /^[A-Z]/.test(w)) ? [words.map((w) => w[0]).join("").toLowerCase()] : [];
};
const stripDot = (s: string) => s.replace(/\.\s*$/, "");
/** 'complaints@mvsu.edu.ph' -> 'complaints e-mail', 'complaints email': the address's own word names it. */
const emailNames = (email: string) => {
  const word = /^([a-z]{4,})@/i.exec(email)?.[1]?.toLowerCase();
  return word && word !== "info" ? [`${word} e-mail`, `${word} email`] : [];
};

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
export const BUWAN = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre", "Oktubre", "Nobyembre", "Disyembre"];
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const ARAW = ["Linggo", "Lunes", "Martes", "Miyerkules", "Huwebes", "Biyernes", "Sabado"];
/**
 * 2025-01-15 → 'Wednesday, January 15, 2025' (or 'Miyerkules, January 15, 2025'): the weekday is stated so
 * 'what day of the week is X' is answered by the date itself. The date is a calendar day, read without a zone.
 * A Filipino reply names the month in English, as Filipino speakers write and read dates ('sa December 9'); the
 * Filipino month names ('Disyembre') are still understood in questions.
 */
export function formatDay(iso: string, lang: Lang = "en"): string {
  const [y, m, d] = iso.split("-").map(Number);
  const weekday = (lang === "fil" ? ARAW : WEEKDAYS)[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday}, ${MONTHS[m - 1]} ${d}, ${y}`;
}
export function formatRange(start: string, end: string | undefined, lang: Lang = "en"): string {
  if (!end || end === start) return formatDay(start, lang);
  return lang === "fil" ? `${formatDay(start, lang)} hanggang ${formatDay(end, lang)}` : `${formatDay(start)} to ${formatDay(end)}`;
}
/** A description that states a size: a number, or a number word before floors or storeys ('Four-floor library', 'hall for 800'). */
const SIZE_STATED = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten)[- ](floor|stor)/i;

/** ₱1,250.00: how every reply states an amount of money. */
export const peso = (n: number) => `₱${n.toLocaleString("en-PH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Common programs other Philippine universities offer, by their CHED titles, English, Filipino and everyday short
 * names ('vet med', 'crim', 'seaman'), with the nearest MVSU programs (by code).
 */
export const NEAREST_PROGRAMS: { names: string[]; nearest: string[] }[] = [
  { names: ["nursing", "midwifery", "medical technology", "medtech", "pharmacy", "physical therapy", "radiologic technology", "medicine", "pre med", "premed", "doctor of medicine", "dentistry", "public health", "caregiving", "medisina", "parmasya", "pagnanars", "medical laboratory science", "med tech", "rad tech", "radtech", "respiratory therapy", "occupational therapy", "speech pathology", "optometry", "dental medicine", "med school", "medical school", "nursing school", "bsn"], nearest: ["BSBIO", "ABPSYCH"] },
  { names: ["architecture", "arkitektura", "interior design", "chemical engineering", "mining engineering", "industrial engineering", "sanitary engineering", "petroleum engineering", "metallurgical engineering", "materials engineering", "biomedical engineering", "environmental engineering", "geology", "archi"], nearest: ["BSCE", "BSME"] },
  { names: ["computer engineering", "electronics engineering", "ece", "electronics and communications engineering", "mechatronics", "electronics", "cpe", "bscpe"], nearest: ["BSEE", "BSCS"] },
  { names: ["criminology", "kriminolohiya", "social work", "political science", "sociology", "history", "crim", "criminal justice", "forensic science", "pol sci", "polsci", "philosophy", "international studies", "foreign service", "anthropology", "theology"], nearest: ["ABPSYCH", "ABCOMM"] },
  { names: ["law", "law school", "juris doctor", "llb", "abogasya", "abugasya", "legal management", "journalism", "broadcasting", "mass communication", "mass comm", "masscom", "masscomm", "english"], nearest: ["ABCOMM", "BSED-ENG"] },
  { names: ["tourism", "turismo", "tourism management", "culinary arts", "hotel and restaurant management", "hrm", "culinary", "cookery", "travel management", "restaurant management"], nearest: ["BSHM"] },
  { names: ["economics", "entrepreneurship", "office administration", "customs administration", "real estate management", "public administration", "management accounting", "banking and finance"], nearest: ["BSBA-FM", "BSBA-MM", "BSA-ACC"] },
  { names: ["veterinary medicine", "doctor of veterinary medicine", "veterinary", "vet med", "vetmed", "dvm", "animal husbandry", "aquaculture", "fisheries", "animal science", "agribusiness", "agroforestry", "environmental science", "marine biology"], nearest: ["BSA", "BSF", "BSBIO"] },
  { names: ["chemistry", "physics", "statistics", "applied mathematics", "actuarial science"], nearest: ["BSMATH", "BSBIO"] },
  { names: ["nutrition", "dietetics", "home economics"], nearest: ["BSFT"] },
  { names: ["early childhood education", "special needs education", "secondary education major in science", "science education", "filipino", "technology and livelihood education", "music", "fine arts", "multimedia arts", "special education", "sped", "animation", "fashion design", "industrial design", "film"], nearest: ["BEED", "BSED-ENG", "BSED-MATH"] },
  { names: ["data science", "cybersecurity", "information science", "entertainment and multimedia computing", "game development"], nearest: ["BSCS", "BSIT", "BSIS"] },
  { names: ["marine engineering", "marine transportation", "maritime", "seafaring", "aviation", "aeronautical engineering", "flight", "seaman", "seamen", "seamanship", "merchant marine", "nautical", "marine", "piloto", "pilot training"], nearest: ["BSME", "BSEE"] },
];

/** The title an everyday short name of a program stands for, as the not-offered reply names it ('vet med': Veterinary Medicine). */
export const PROGRAM_FULL_NAMES: Record<string, string> = {
  "med tech": "Medical Technology", medtech: "Medical Technology", "rad tech": "Radiologic Technology", radtech: "Radiologic Technology",
  "med school": "Medicine", "medical school": "Medicine", "nursing school": "Nursing", bsn: "Nursing", premed: "Pre-Medicine", "pre med": "Pre-Medicine",
  archi: "Architecture", cpe: "Computer Engineering", bscpe: "Computer Engineering", ece: "Electronics Engineering",
  "mass comm": "Mass Communication", masscom: "Mass Communication", masscomm: "Mass Communication",
  crim: "Criminology", "pol sci": "Political Science", polsci: "Political Science",
  "law school": "Law", llb: "Law", hrm: "Hotel and Restaurant Management", culinary: "Culinary Arts",
  "vet med": "Veterinary Medicine", vetmed: "Veterinary Medicine", dvm: "Veterinary Medicine", veterinary: "Veterinary Medicine",
  sped: "Special Education", seaman: "Marine Transportation", seamen: "Marine Transportation", seamanship: "Marine Transportation",
  marine: "Marine Transportation", "merchant marine": "Marine Transportation", nautical: "Marine Transportation", piloto: "Aviation", "pilot training": "Aviation",
  abogasya: "Law", abugasya: "Law", medisina: "Medicine", parmasya: "Pharmacy", pagnanars: "Nursing", arkitektura: "Architecture", kriminolohiya: "Criminology", turismo: "Tourism",
};

/** A campus-plan office with the room and floor the plan gives it. */
type PlacedOffice = StaticRecords["campusOffices"][number];

/** Builds every entity of the catalogue. */
export function buildCatalog(s: StaticRecords, d: DynamicRecords): Entity[] {
  const out: Entity[] = [];
  const uni = s.university;
  const buildingByCode = new Map(d.buildings.map((b) => [b.code, b]));
  const mapLink = (code: string | undefined) => (code && buildingByCode.has(code) ? code : undefined);

  // ------------------------------------------------------------------ the university itself
  const viaWebsite = s.portalGuide["how-to-access"]?.items.find((i) => /website/i.test(i.title));
  out.push({
    key: "university",
    kind: "university",
    title: uni.name,
    aliases: ["mvsu", "university", "main office", "school"],
    href: "/",
    building: mapLink("ADMIN"),
    facts: {
      phone: both(`The university's telephone number is ${uni.phone}.`, `Ang telepono ng unibersidad ay ${uni.phone}.`),
      email: both(`The university's e-mail is ${uni.email}.`, `Ang e-mail ng unibersidad ay ${uni.email}.`),
      where: both(`MVSU is at ${uni.address}.`, `Ang MVSU ay nasa ${uni.address}.`),
      // The way from the website to the portals, as the portal page's panel says it ('choose Students, then Online Services').
      link: both(`The university website is ${uni.website}.${viaWebsite ? ` For the student portals: ${viaWebsite.text}` : ""}`, `Ang website ng unibersidad ay ${uni.website}.${viaWebsite ? ` Para sa mga student portal: ${viaWebsite.text}` : ""}`),
      hours: both(
        `University offices are open 8:00 AM - 5:00 PM, Monday to Friday.`,
        `Bukas ang mga tanggapan ng unibersidad mula 8:00 AM - 5:00 PM, Lunes hanggang Biyernes.`,
      ),
    },
    summary: both(`${uni.name} (${uni.shortName}), ${uni.address}. Telephone ${uni.phone}, e-mail ${uni.email}.`, `${uni.name} (${uni.shortName}), ${uni.address}. Telepono ${uni.phone}, e-mail ${uni.email}.`),
    records: ["university"],
  });

  // ------------------------------------------------------------------ charter services
  const serviceAliases: Record<string, string[]> = {
    "transcript-of-records": ["tor", "transcript", "transcript of records", "otr"],
    "diploma-request": ["diploma", "diploma request", "copy of diploma"],
    "certificate-processing": ["certificate", "certification", "coe", "certificate of enrollment", "good moral", "certificate of good moral"],
    "grade-verification": ["grade verification", "verify grades", "verification of grades", "authentication of grades"],
    "student-id-processing": ["student id", "id", "school id", "lost id", "id replacement"],
    clearance: ["clearance", "student clearance"],
    "foi-requests": ["foi", "freedom of information", "foi request"],
    "general-information": ["general information", "inquiry", "public assistance"],
  };
  for (const c of s.charter) {
    const placed = c.steps.map((st) => stripDot(st.client)).filter((st) => /\b(at|to) (the )?(Window|Room|Counter|[A-Z]{3,}\b|[A-Z][a-z]+'s Office|Public Assistance)/.test(st));
    const requirements = c.requirements.map((r) => stripDot(r.document));
    // Where the handling office is, when the office's contact block names it ('Records Section, Administration Building').
    const handler = s.offices.find((o) => o.name.toLowerCase() === c.office.toLowerCase());
    const at = handler?.location && !placed.some((p) => p.includes(handler.location!)) ? handler.location : undefined;
    // Who is in charge: the officer the handling office's contact block names.
    const officer = handler?.person ? `${handler.person}, ${handler.designation ?? "officer in charge"}` : undefined;
    // A charter's 'None' is said as visitors ask it: there is no fee, it is free ('is there any charge for ...').
    const sayFee = /^none\.?$/i.test(c.totalFees.trim())
      ? both(`There is no fee for ${c.title}: it is free.`, `Walang bayad ang ${c.title}: libre ito.`)
      : both(`The fee for ${c.title} is ${c.totalFees}.`, `Ang bayad sa ${c.title} ay ${c.totalFees}.`);
    const sayTime = both(`${c.title} takes ${c.processingTime}.`, `Ang ${c.title} ay natatapos sa loob ng ${c.processingTime}.`);
    out.push({
      key: `service:${c.id}`,
      kind: "service",
      title: c.title,
      aliases: [c.title, ...(serviceAliases[c.id] ?? [])],
      href: "/citizens-charter",
      facts: {
        fee: sayFee,
        time: sayTime,
        requirements: both(`For ${c.title} you need: ${list(requirements)}.`, `Para sa ${c.title}, kailangan mo ang: ${list(requirements)}.`),
        steps: both(
          `To get ${c.title}: ${c.steps.map((st, i) => `${i + 1}. ${stripDot(st.client)}`).join(". ")}. Bring: ${list(requirements)}. It takes ${c.processingTime}; fees: ${c.totalFees}.`,
          `Para makakuha ng ${c.title}: ${c.steps.map((st, i) => `${i + 1}. ${stripDot(st.client)}`).join(". ")}. Dalhin: ${list(requirements)}. Tagal: ${c.processingTime}; bayad: ${c.totalFees}.`,
        ),
        // Where each step happens, when the step names a place ('at Window 2', 'to OSAS', 'at the Cashier's Office').
        where: both(
          `${c.title} is handled by the ${c.office}${at ? ` (${at})` : ""}${placed.length ? `: ${placed.join("; ")}` : ""}.${officer ? ` Officer in charge: ${officer}.` : ""}`,
          `Ang ${c.title} ay inaasikaso ng ${c.office}${at ? ` (${at})` : ""}${placed.length ? `: ${placed.join("; ")}` : ""}.${officer ? ` Namamahala: ${officer}.` : ""}`,
        ),
        avail: both(`Who may request ${c.title}: ${lower1(stripDot(c.whoMayAvail))}.`, `Maaaring humiling ng ${c.title}: ${lower1(stripDot(c.whoMayAvail))}.`),
        when: sayTime,
        // The handling office's address and line reach the service ('what e-mail do I write to for my FOI request').
        ...(handler?.email && { email: both(`${c.title} is handled by the ${handler.name}: e-mail ${handler.email}.`, `Ang ${c.title} ay inaasikaso ng ${handler.name}: e-mail ${handler.email}.`) }),
        ...(handler?.phone && { phone: both(`${c.title} is handled by the ${handler.name}: ${handler.mobile ? `${handler.phone} or ${handler.mobile}` : handler.phone}.`, `Ang ${c.title} ay inaasikaso ng ${handler.name}: ${handler.mobile ? `${handler.phone} o ${handler.mobile}` : handler.phone}.`) }),
      },
      summary: both(
        `${c.title}: ${stripDot(c.summary)}. Fee: ${c.totalFees}. Processing time: ${c.processingTime}. Office: ${c.office}.`,
        `${c.title}: bayad ${c.totalFees}; tagal ${c.processingTime}; sa ${c.office}.`,
      ),
      records: [`charter:${c.id}`],
    });
  }

  // ------------------------------------------------------------------ offices (contact blocks, student services, departments)
  const officeAliases: Record<string, { aliases: string[]; building?: string }> = {
    "main-office": { aliases: ["registrar", "registrar office", "office of the registrar", "university registrar"], building: "REG" },
    admissions: { aliases: ["admissions office", "admission office", "admissions", "admissions and testing office", "testing office"], building: "OSA" },
    foi: { aliases: ["foi office", "foi receiving office"], building: "ADMIN" },
    "public-assistance": { aliases: ["public assistance desk", "complaints desk", "pacd"], building: "ADMIN" },
    "ict-help-desk": { aliases: ["ict help desk", "ict", "helpdesk", "it help desk", "ict office", "ict services"], building: "ICT" },
  };
  const registrarHead = s.departments.find((x) => x.id === "registrar");
  for (const o of s.offices) {
    const extra = officeAliases[o.id] ?? { aliases: [] };
    const phone = o.mobile ? `${o.phone} or ${o.mobile}` : o.phone;
    const head = o.id === "main-office" && registrarHead ? { name: registrarHead.head, title: registrarHead.headTitle } : o.person ? { name: o.person, title: o.designation ?? "officer in charge" } : undefined;
    // The student-service card of the same office (one e-mail): what it does is done at this office, and
    // 'how do I' one of those things ('register my laptop on the campus Wi-Fi') is answered by going there.
    const card = s.services.find((sv) => sv.contact.email === o.email);
    out.push({
      key: `office:${o.id}`,
      kind: "office",
      title: o.name,
      // Its e-mail named by the address's own word ('the complaints e-mail', 'admissions email').
      aliases: [o.name, ...extra.aliases, ...(o.designation ? [o.designation.replace(/,.*$/, "")] : []), ...(o.person ? extra.aliases.slice(0, 1).flatMap((x) => [`${x} officer`, `${x} head`]) : []), ...emailNames(o.email)],
      building: mapLink(extra.building),
      href: o.id === "admissions" ? "/admissions" : o.id === "ict-help-desk" ? "/student-services" : "/citizens-charter",
      ...(card && { offers: [...card.features, stripDot(card.description)] }),
      facts: {
        where: both(`The ${o.name} is at ${o.location}.`, `Ang ${o.name} ay nasa ${o.location}.`),
        phone: both(`You can call the ${o.name} at ${phone}.`, `Matatawagan ang ${o.name} sa ${phone}.`),
        email: both(`The ${o.name}'s e-mail is ${o.email}.`, `Ang e-mail ng ${o.name} ay ${o.email}.`),
        hours: both(`The ${o.name} is open ${o.hours}.`, `Bukas ang ${o.name}: ${o.hours}.`),
        ...(card && {
          steps: both(
            `${stripDot(card.description)}: go to the ${o.name} (${o.location}; ${o.hours}), call ${phone}, or e-mail ${o.email}.`,
            `${stripDot(card.description)}: pumunta sa ${o.name} (${o.location}; ${o.hours}), tumawag sa ${phone}, o mag-e-mail sa ${o.email}.`,
          ),
        }),
        ...(head && { who: both(`${head.name} is the ${head.title}.`, `Si ${head.name} ang ${head.title}.`) }),
      },
      summary: both(`${o.name}: ${o.location}; ${o.hours}; phone ${phone}; e-mail ${o.email}.`, `${o.name}: ${o.location}; ${o.hours}; telepono ${phone}; e-mail ${o.email}.`),
      records: [`office:${o.id}`],
    });
  }
  const serviceBuildings: Record<string, { aliases: string[]; building?: string }> = {
    guidance: { aliases: ["guidance", "guidance office", "guidance counseling", "counseling", "guidance and counseling"], building: "OSA" },
    scholarships: { aliases: ["scholarship office", "financial aid office", "scholarships and financial assistance unit"], building: "OSA" },
    health: { aliases: ["clinic", "health services", "university clinic", "health services unit", "health center"], building: "UHS" },
    ict: { aliases: [] },
  };
  for (const sv of s.services) {
    if (sv.id === "ict") continue; // the ICT Help Desk contact block is the same office
    const c = sv.contact;
    const extra = serviceBuildings[sv.id] ?? { aliases: [] };
    out.push({
      key: `student-service:${sv.id}`,
      kind: "office",
      title: sv.name,
      // The scholarships card's title would hide the scholarship programs themselves; its office names stay.
      // Also found by what a visitor needs from it ('a medical certificate for enrollment', 'TDP'): what it offers.
      aliases: [...(sv.id === "scholarships" ? [] : [sv.name]), ...extra.aliases, ...sv.features],
      building: mapLink(extra.building),
      href: "/student-services",
      offers: [...sv.features, stripDot(sv.description)],
      facts: {
        where: both(`${sv.name}: ${c.office}.`, `Ang ${sv.name} ay nasa ${c.office}.`),
        phone: both(`You can call ${sv.name} at ${c.phone}.`, `Matatawagan ang ${sv.name} sa ${c.phone}.`),
        email: both(`${sv.name}'s e-mail is ${c.email}.`, `Ang e-mail ng ${sv.name} ay ${c.email}.`),
        hours: both(`${sv.name} is open ${c.hours}.`, `Bukas ang ${sv.name}: ${c.hours}.`),
        list: both(`${sv.name} offers: ${list(sv.features)}.`, `Ang ${sv.name} ay may: ${list(sv.features)}.`),
        offered: both(`${sv.name} offers: ${list(sv.features)}.`, `Ang ${sv.name} ay may: ${list(sv.features)}.`),
        fee: sv.id === "guidance" ? both(`${sv.name} is free.`, `Libre ang ${sv.name}.`) : undefined,
      },
      summary: both(`${sv.name}: ${stripDot(sv.description)}. ${c.office}; ${c.hours}; phone ${c.phone}; e-mail ${c.email}.`, `${sv.name}: ${c.office}; ${c.hours}; telepono ${c.phone}; e-mail ${c.email}.`),
      records: [`student-service:${sv.id}`],
    });
  }
  // Tuition asked by itself ('how much is tuition', 'libre ba ang matrikula'): the law a student service names for it.
  for (const sv of s.services) {
    const free = sv.features.map((f) => /^free tuition under (.+)$/i.exec(f)?.[1]).find(Boolean);
    if (!free) continue;
    const said = both(
      `Tuition is free under ${stripDot(free)}. ${sv.name} (${sv.contact.office}) helps with other costs: ${list(sv.features.filter((f) => !/^free tuition/i.test(f)))}.`,
      `Libre ang tuition sa ilalim ng ${stripDot(free)}. Tumutulong ang ${sv.name} (${sv.contact.office}) sa iba pang gastos: ${list(sv.features.filter((f) => !/^free tuition/i.test(f)))}.`,
    );
    out.push({
      key: "tuition",
      kind: "service",
      title: "Tuition",
      aliases: ["tuition", "tuition fee", "tuition fees", "undergraduate tuition", "matrikula", "free tuition", "free higher education"],
      href: "/student-services",
      facts: { fee: said, offered: said },
      summary: said,
      records: [`student-service:${sv.id}`],
    });
  }
  for (const q of s.quickServices) {
    out.push({
      key: `quick-service:${q.id}`,
      kind: "service",
      title: q.name,
      aliases: [q.name, ...(q.id === "insurance" ? ["insurance", "insurance claim", "accident insurance"] : [])],
      href: "/student-services",
      facts: {
        requirements: both(`For ${q.name} bring: ${list(q.requirements)}. Go to the ${q.where}.`, `Para sa ${q.name}, dalhin ang: ${list(q.requirements)}. Pumunta sa ${q.where}.`),
        where: both(`${q.name} is handled at the ${q.where}.`, `Ang ${q.name} ay sa ${q.where}.`),
        ...(q.requirements.some((r) => /₱/.test(r)) && { fee: both(`${q.name}: ${q.requirements.find((r) => /₱/.test(r))}.`, `${q.name}: ${q.requirements.find((r) => /₱/.test(r))}.`) }),
      },
      summary: both(`${q.name} at the ${q.where}; bring ${list(q.requirements)}.`, `${q.name} sa ${q.where}; dalhin ang ${list(q.requirements)}.`),
      records: [`quick-service:${q.id}`],
    });
  }
  /** An administrative department's contact and hours are its building's (the map records them). */
  const depContact = (code: string | undefined, name: string): Partial<Record<Intent, Say>> => {
    const b = code ? buildingByCode.get(code) : undefined;
    if (!b) return {};
    const contact = b.contactInfo ?? "";
    return {
      hours: both(`The ${name} is open ${b.officeHours}.`, `Bukas ang ${name}: ${b.officeHours}.`),
      where: both(`The ${name} is in the ${b.title} (${b.code} on the campus map).`, `Ang ${name} ay nasa ${b.title} (${b.code} sa campus map).`),
      ...(contact && (/@/.test(contact) ? { email: both(`The ${name}'s e-mail is ${contact}.`, `Ang e-mail ng ${name} ay ${contact}.`) } : { phone: both(`The ${name}'s number is ${contact}.`, `Ang numero ng ${name} ay ${contact}.`) })),
    };
  };
  /** A department with a contact block of its own (content/offices.yaml, same name) is reached there, not at its building's. */
  const ownContact = (name: string): Partial<Record<Intent, Say>> => {
    const o = s.offices.find((x) => x.name.toLowerCase() === name.toLowerCase());
    if (!o) return {};
    return {
      ...(o.hours && { hours: both(`The ${name} is open ${o.hours}.`, `Bukas ang ${name}: ${o.hours}.`) }),
      ...(o.phone && { phone: both(`The ${name}'s number is ${o.phone}.`, `Ang numero ng ${name} ay ${o.phone}.`) }),
      ...(o.email && { email: both(`The ${name}'s e-mail is ${o.email}.`, `Ang e-mail ng ${name} ay ${o.email}.`) }),
    };
  };
  for (const dep of s.departments) {
    if (dep.id === "registrar") continue;
    out.push({
      key: `department:${dep.id}`,
      kind: "office",
      title: dep.name,
      aliases: [dep.name, ...(dep.id === "hrmo" ? ["hr", "hrmo", "human resources", "personnel office"] : dep.id === "budget-finance" ? ["accounting", "accounting office", "budget office", "finance"] : dep.id === "procurement-supply" ? ["procurement", "supply office", "bac secretariat"] : [])],
      building: mapLink(dep.id === "hrmo" ? "HRMO" : dep.id === "budget-finance" ? "CASH" : undefined),
      href: "/organizational-chart",
      facts: {
        ...depContact(dep.id === "hrmo" ? "HRMO" : dep.id === "budget-finance" ? "CASH" : undefined, dep.name),
        ...ownContact(dep.name),
        who: both(`${dep.head} is the ${dep.headTitle} (${dep.name}).`, `Si ${dep.head} ang ${dep.headTitle} (${dep.name}).`),
        list: both(`The ${dep.name}: ${list(dep.functions.map(lower1))}.`, `Ang ${dep.name}: ${list(dep.functions.map(lower1))}.`),
      },
      summary: both(`The ${dep.name} is headed by ${dep.head}, ${dep.headTitle}.`, `Ang ${dep.name} ay pinamumunuan ni ${dep.head}, ${dep.headTitle}.`),
      records: [`department:${dep.id}`],
    });
  }

  // ------------------------------------------------------------------ emergency contacts
  for (const e of s.emergency) {
    const aliases: Record<string, string[]> = {
      medical: ["medical emergency", "emergency", "ambulance", "nurse on duty", "hurt", "injured", "injury", "accident", "aksidente", "nasugatan", "bleeding"],
      security: ["security", "campus security", "guard", "security office", "police"],
      crisis: ["crisis hotline", "mental health hotline", "suicide hotline", "ncmh", "crisis"],
    };
    out.push({
      key: `emergency:${e.id}`,
      kind: "emergency",
      title: e.label,
      aliases: [e.label, e.number, ...(aliases[e.id] ?? [])],
      href: "/student-services",
      building: mapLink(e.id === "medical" ? "UHS" : e.id === "security" ? "SEC" : undefined),
      facts: {
        phone: both(`${e.label}: ${e.number}${e.note ? ` (${stripDot(e.note)})` : ""}.`, `${e.label}: ${e.number}${e.note ? ` (${stripDot(e.note)})` : ""}.`),
      },
      summary: both(`${e.label}: ${e.number}${e.note ? ` (${stripDot(e.note)})` : ""}. For any emergency you can also call 911.`, `${e.label}: ${e.number}${e.note ? ` (${stripDot(e.note)})` : ""}. Sa anumang emergency, tumawag din sa 911.`),
      records: [`emergency:${e.id}`],
    });
  }

  const medical = s.emergency.find((e) => e.id === "medical");
  const security = s.emergency.find((e) => e.id === "security");
  const hotline = both(
    `For a fire, crime or any emergency call ${uni.emergencyHotline}.${security ? ` On campus: ${security.label} ${security.number}` : ""}${medical ? `; ${medical.label} ${medical.number}` : ""}.`,
    `Sa sunog, krimen o anumang emergency, tumawag sa ${uni.emergencyHotline}.${security ? ` Sa campus: ${security.label} ${security.number}` : ""}${medical ? `; ${medical.label} ${medical.number}` : ""}.`,
  );
  out.push({
    key: "emergency:hotline",
    kind: "emergency",
    title: "Emergency hotline",
    aliases: ["emergency hotline", "national emergency hotline", uni.emergencyHotline, "fire", "sunog", "crime", "theft", "robbery", "earthquake", "lindol", "flood", "baha", "disaster"],
    href: "/campus-map",
    facts: { phone: hotline, who: hotline },
    summary: hotline,
    records: ["university:emergencyHotline", ...(security ? ["emergency:security"] : []), ...(medical ? ["emergency:medical"] : [])],
  });

  // ------------------------------------------------------------------ buildings (database)
  // The other names each building's map record declares ('Student Center', 'Administration Annex'); a trailing
  // 'Building' says nothing more ('Student Center Building' is the Student Center).
  const declared = new Map((s.buildingAliases ?? []).map((x) => [x.code, [...new Set((x.aliases ?? []).map((a) => a.replace(/\s+Building$/i, "")))]]));
  for (const b of d.buildings) {
    const generic = b.title.replace(/^University\s+/i, "");
    out.push({
      key: `building:${b.code}`,
      kind: "building",
      title: b.title,
      aliases: [b.title, generic, b.code.toLowerCase(), ...(declared.get(b.code) ?? []).filter((a) => a !== b.title && a !== generic), ...(b.code === "LIB" ? ["library", "aklatan"] : b.code === "CAFE" ? ["canteen", "cafeteria", "kainan"] : b.code === "UHS" ? ["clinic"] : b.code === "ADMIN" ? ["admin building", "administration"] : b.code === "COOP" ? ["coop", "cooperative", "school supplies store"] : b.code === "GYM" ? ["gym", "gymnasium"] : b.code === "PARK" ? ["parking"] : b.code === "CASH" ? ["cashier", "pay", "cashier office"] : b.code === "SEC" ? ["security office", "lost and found"] : [])],
      building: b.code,
      href: buildingLink(b.code),
      houses: b.services,
      neighbours: nearestBuildings(b, d.buildings),
      facts: {
        where: both(`${b.title}: ${stripDot(b.description)}. It is marked ${b.code} on the campus map.`, `${b.title}: ${stripDot(b.description)}. Nakamarka itong ${b.code} sa campus map.`),
        // Hours stated as 'Open 24 hours, daily' are said once: 'is open 24 hours, daily'.
        hours: both(`${b.title} is open ${b.officeHours.replace(/^open\s+/i, "")}.`, `Bukas ang ${b.title}: ${b.officeHours}.`),
        list: both(`${b.title} houses: ${list(b.services)}.`, `Nasa ${b.title} ang: ${list(b.services)}.`),
        ...(SIZE_STATED.test(b.description) && { size: both(`${b.title}: ${stripDot(b.description)}.`, `${b.title}: ${stripDot(b.description)}.`) }),
        // A place reached only by e-mail answers 'how do I contact it' with that e-mail: it is the contact there is.
        ...(b.contactInfo &&
          (/@/.test(b.contactInfo)
            ? { email: both(`${b.title}: ${b.contactInfo}.`, `${b.title}: ${b.contactInfo}.`), phone: both(`${b.title} is reached by e-mail at ${b.contactInfo}.`, `Makokontak ang ${b.title} sa e-mail: ${b.contactInfo}.`) }
            : { phone: both(`${b.title}: ${b.contactInfo}.`, `${b.title}: ${b.contactInfo}.`) })),
      },
      summary: both(`${b.title} (${b.code}): ${stripDot(b.description)}. Hours: ${b.officeHours}.`, `${b.title} (${b.code}): ${stripDot(b.description)}. Oras: ${b.officeHours}.`),
      records: [`building:${b.code}`],
    });
  }

  // ------------------------------------------------------------------ colleges and programs
  const colleges = [...new Set(d.programs.map((p) => p.college))];
  const deanOf = (college: string) =>
    s.officials.find((o) => o.level === "dean" && o.department === college) ??
    d.faculty.filter((f) => /^dean\b/i.test(f.designation) && f.department === college).map((f) => ({ name: f.name, email: f.email ?? undefined, phone: f.phone ?? undefined, position: "Dean", department: college }))[0];
  for (const college of colleges) {
    const programs = d.programs.filter((p) => p.college === college);
    const building = d.buildings.find((b) => b.title.toLowerCase() === college.toLowerCase());
    const dean = deanOf(college);
    const short = college.replace(/^College of /, "");
    out.push({
      key: `college:${college}`,
      kind: "college",
      title: college,
      aliases: [college, `${short} college`, short, ...(building ? [building.code.toLowerCase()] : [])],
      building: building?.code,
      href: "/course-offerings",
      facts: {
        list: both(`The ${college} offers ${list(programs.map((p) => `${p.name} (${p.code})`))}.`, `Ang ${college} ay may ${list(programs.map((p) => `${p.name} (${p.code})`))}.`),
        offered: both(`The ${college} offers ${list(programs.map((p) => `${p.name} (${p.code})`))}.`, `Ang ${college} ay may ${list(programs.map((p) => `${p.name} (${p.code})`))}.`),
        ...(dean && {
          who: both(`The Dean of the ${college} is ${dean.name}.`, `Si ${dean.name} ang Dean ng ${college}.`),
          ...(dean.email && { email: both(`The ${college} dean's office e-mail is ${dean.email}.`, `Ang e-mail ng ${college} ay ${dean.email}.`) }),
          ...(dean.phone && { phone: both(`The ${college} can be reached at ${dean.phone}.`, `Matatawagan ang ${college} sa ${dean.phone}.`) }),
        }),
        ...(building && {
          where: both(`The ${college} is in its own building, marked ${building.code} on the campus map: ${stripDot(building.description)}.`, `Ang ${college} ay nasa sarili nitong gusali, ${building.code} sa campus map.`),
          hours: both(`The ${college} is open ${building.officeHours}.`, `Bukas ang ${college}: ${building.officeHours}.`),
        }),
      },
      summary: both(
        `The ${college}${dean ? ` (Dean: ${dean.name})` : ""} offers ${list(programs.map((p) => `${p.name} (${p.code})`))}.`,
        `Ang ${college}${dean ? ` (Dean: ${dean.name})` : ""} ay may ${list(programs.map((p) => `${p.name} (${p.code})`))}.`,
      ),
      records: [`college:${college}`, ...(dean ? [`dean:${college}`] : [])],
    });
  }
  // A program with a major is also named by its degree's code and the major's first word ('BSBA Marketing', 'BSED English').
  const majorByCode = (code: string, major: string) => `${code.split("-")[0].toLowerCase()} ${major.split(/\s+/)[0].toLowerCase()}`;
  for (const p of d.programs) {
    const short = p.name.replace(/^Bachelor of (Science|Arts) in /, "").replace(/^Bachelor of /, "");
    const majorOnly = p.name.match(/major in (.+)$/)?.[1];
    const offered = both(
      `Yes, MVSU offers the ${p.name} (${p.code}), a ${p.duration} program of the ${p.college}.`,
      `Oo, inaalok ng MVSU ang ${p.name} (${p.code}), ${filipinoYears(p.duration)} sa ${p.college}.`,
    );
    const training = stripDot((p.description ?? "").match(/\b(on-the-job training|ojt|internships?|practicum|immersion)\b.*$/i)?.[0] ?? "");
    const admission = both(`For the ${p.name} (${p.code}): ${list(p.requirements)}.`, `Para sa ${p.name} (${p.code}): ${list(p.requirements)}.`);
    out.push({
      key: `program:${p.id}`,
      kind: "program",
      title: p.name,
      aliases: [p.name, short, ...joinedFieldNames(short), ...[short, ...joinedFieldNames(short)].flatMap(shortenedFieldNames), p.code.toLowerCase(), p.code.replace(/-/g, " ").toLowerCase(), ...(majorOnly ? [majorOnly, `${p.name.split(" major")[0].replace(/^Bachelor of (Science in )?/, "")} ${majorOnly}`, majorByCode(p.code, majorOnly)] : [])],
      href: "/course-offerings",
      building: d.buildings.find((b) => b.title.toLowerCase() === p.college.toLowerCase())?.code,
      facts: {
        offered,
        duration: both(`The ${p.name} (${p.code}) takes ${p.duration}.`, `Ang ${p.name} (${p.code}) ay ${filipinoYears(p.duration)}.`),
        time: both(`The ${p.name} (${p.code}) takes ${p.duration}.`, `Ang ${p.name} (${p.code}) ay ${filipinoYears(p.duration)}.`),
        requirements: admission,
        // What a program asks of its applicants (a grade, an average, an interview) is who qualifies for it.
        eligibility: admission,
        // Where a program is, and where its students train when its description says so ('where do BSHM students do their OJT').
        where: training
          ? both(`The ${p.name} is offered by the ${p.college}; its students do ${training}.`, `Ang ${p.name} ay nasa ${p.college}; ${training}.`)
          : both(`The ${p.name} is offered by the ${p.college}.`, `Ang ${p.name} ay nasa ${p.college}.`),
      },
      summary: offered,
      records: [`program:${p.id}`],
    });
  }

  // ------------------------------------------------------------------ officials and faculty
  const postAliases: Record<string, string[]> = {
    president: ["president", "university president", "head of the university", "pangulo"],
    vpaa: ["vpaa", "vice president for academic affairs", "vp academic affairs", "vp for academics"],
    vpaf: ["vpaf", "vice president for administration and finance", "vp administration", "vp finance"],
    vprei: ["vprei", "vice president for research", "vp research", "vice president for research extension and innovation"],
  };
  const officialNames = new Set<string>();
  for (const o of s.officials) {
    officialNames.add(o.name);
    const post = o.level === "dean" ? `Dean of the ${o.department}` : o.position;
    out.push({
      key: `official:${o.id}`,
      kind: "person",
      title: o.name,
      // An official is also named by the post as written ("who heads research and extension").
      aliases: [o.name, nameCore(o.name), surname(o.name), ...(postAliases[o.id] ?? []), ...(o.level === "dean" ? [`dean ${o.department}`] : [o.position])],
      href: "/organizational-chart",
      facts: {
        who: both(`${o.name} is the ${post}.`, `Si ${o.name} ang ${post}.`),
        ...(o.email && { email: both(`${o.name} (${post}): ${o.email}.`, `${o.name} (${post}): ${o.email}.`) }),
        ...(o.phone && { phone: both(`${o.name} (${post}): ${o.phone}.`, `${o.name} (${post}): ${o.phone}.`) }),
      },
      summary: both(`${o.name} is the ${post}.`, `Si ${o.name} ang ${post}.`),
      records: [`official:${o.id}`],
    });
  }
  for (const [level, aliases, label, fil] of [
    ["dean", ["dean", "deans", "college deans"], "The Deans", "Ang mga Dean"],
    ["vice-president", ["vp", "vice president", "vice presidents"], "The Vice Presidents", "Ang mga Bise Presidente"],
  ] as const) {
    const group = s.officials.filter((o) => o.level === level);
    const names = group.map((o) => `${o.name} (${o.level === "dean" ? o.department : o.position})`);
    const say = both(`${label}: ${list(names)}.`, `${fil}: ${list(names)}.`);
    out.push({ key: `officials:${level}`, kind: "person", title: label, aliases: [...aliases], href: "/organizational-chart", facts: { who: say, list: say }, summary: say, records: group.map((o) => `official:${o.id}`) });
  }
  for (const f of d.faculty) {
    if (officialNames.has(f.name)) continue;
    const contact = [f.email, f.phone].filter(Boolean).join(", ");
    out.push({
      key: `faculty:${f.id}`,
      kind: "person",
      title: f.name,
      aliases: [f.name, nameCore(f.name), surname(f.name), ...(/^university (registrar|physician|accountant|legal officer)$/i.test(f.designation) || /guidance counselor|cashier/i.test(f.designation) ? [f.designation.replace(/ [IV]+$/, "")] : [])],
      href: "/faculty",
      facts: {
        who: both(`${f.name} is the ${f.designation}, ${f.department}.`, `Si ${f.name} ay ${f.designation}, ${f.department}.`),
        where: both(`${f.name} is with the ${f.department}.`, `Si ${f.name} ay nasa ${f.department}.`),
        ...(f.email && { email: both(`${f.name}'s e-mail is ${f.email}.`, `Ang e-mail ni ${f.name} ay ${f.email}.`) }),
        ...(f.phone && { phone: both(`${f.name}'s phone is ${f.phone}.`, `Ang telepono ni ${f.name} ay ${f.phone}.`) }),
      },
      summary: both(`${f.name}: ${f.designation}, ${f.department}${contact ? ` (${contact})` : ""}.`, `${f.name}: ${f.designation}, ${f.department}${contact ? ` (${contact})` : ""}.`),
      records: [`faculty:${f.id}`],
    });
  }

  // ------------------------------------------------------------------ forms
  for (const f of d.forms) {
    const short = f.name.replace(/^(Application for|Request for|Application|Request)\s+/i, "");
    out.push({
      key: `form:${f.id}`,
      kind: "form",
      title: f.name,
      aliases: [f.name, `${short} form`],
      purpose: f.description,
      href: "/forms",
      facts: {
        link: both(`The ${f.name} form can be downloaded at ${f.fileUrl} (Downloadable Forms page, /forms).`, `Ma-download ang ${f.name} sa ${f.fileUrl} (pahina ng Downloadable Forms, /forms).`),
        where: both(`The ${f.name} form is on the Downloadable Forms page (/forms): ${f.fileUrl}.`, `Nasa Downloadable Forms (/forms) ang ${f.name}: ${f.fileUrl}.`),
        ...(f.requirements?.length && { requirements: both(`With the ${f.name} form submit: ${list(f.requirements)}.`, `Kasama ng ${f.name}, isumite ang: ${list(f.requirements)}.`) }),
      },
      summary: both(`${f.name}: ${stripDot(f.description)}. Download it at ${f.fileUrl}.`, `${f.name}: i-download sa ${f.fileUrl}.`),
      records: [`form:${f.id}`],
    });
  }

  // ------------------------------------------------------------------ calendar
  for (const dt of s.dates) {
    const when = (lang: Lang) => formatRange(dt.start, dt.end, lang);
    const aliases: Record<string, string[]> = {
      "phase:prelims": ["prelims", "prelim exam", "preliminary exam"],
      "phase:midterms": ["midterms", "midterm exam", "midterm"],
      "phase:finals": ["finals", "final exam", "finals week"],
      "phase:grades": ["release of grades", "grades release"],
      "date:enrollment": ["enrollment", "enrolment period", "enrollment schedule"],
      "date:classes-start": ["start of classes", "first day of classes", "opening of classes", "class opening"],
      "date:second-semester": ["second semester", "2nd sem", "start of second semester"],
      "date:last-day-withdrawal": ["withdrawal deadline", "last day to drop", "withdrawal"],
      "date:adding-dropping": ["adding and dropping", "adding dropping", "drop subject"],
      "holiday:christmas-break": ["christmas break", "christmas vacation", "semestral break", "sembreak"],
      "event:founding-anniversary": ["foundation week", "founding anniversary", "anniversary", "foundation day"],
      "event:intramurals": ["intramurals", "intrams", "sports fest"],
    };
    if (dt.id === "phase:enrollment") continue; // the same dates as the important date 'Enrollment Period'
    const venue = dt.venue ? ` at the ${dt.venue}` : "";
    out.push({
      key: dt.id,
      kind: "date",
      title: dt.label,
      // 'All Saints' Day and All Souls' Day' is also named by each of its parts.
      // An event is also named by its category ('a sports event', 'an academic activity').
      aliases: [dt.label, ...(dt.label.includes(" and ") ? dt.label.split(" and ") : []), ...(aliases[dt.id] ?? []), ...(dt.category ? [`${dt.category.toLowerCase()} event`, `${dt.category.toLowerCase()} activity`] : [])],
      href: "/academic-calendar",
      start: dt.start,
      end: dt.end,
      facts: {
        when: both(`${dt.label}: ${when("en")}${venue}.`, `${dt.label}: ${when("fil")}${venue}.`),
        ...(dt.venue && { where: both(`${dt.label} is held at the ${dt.venue} on ${when("en")}.`, `Ang ${dt.label} ay sa ${dt.venue}, ${when("fil")}.`) }),
      },
      summary: both(`${dt.label}: ${when("en")}${venue}${dt.note && dt.kind !== "holiday" ? `. ${stripDot(dt.note)}` : dt.note ? ` (${dt.note})` : ""}.`, `${dt.label}: ${when("fil")}${venue}.`),
      records: [dt.id],
    });
  }
  out.push({
    key: "term",
    kind: "date",
    title: `${s.term.semester}, AY ${s.term.academicYear}`,
    aliases: ["semester", "first semester", "this semester", "academic year", "school year", "end of the semester", "end of semester", "semester end", "end of classes", "last day of classes", "last day of the semester"],
    href: "/academic-calendar",
    start: s.term.start,
    end: s.term.end,
    facts: { when: both(`The ${s.term.semester} of AY ${s.term.academicYear} runs from ${formatRange(s.term.start, s.term.end)}.`, `Ang ${s.term.semester} ng AY ${s.term.academicYear} ay mula ${formatRange(s.term.start, s.term.end, "fil")}.`) },
    summary: both(`The ${s.term.semester} of AY ${s.term.academicYear} runs from ${formatRange(s.term.start, s.term.end)}.`, `Ang ${s.term.semester} ng AY ${s.term.academicYear} ay mula ${formatRange(s.term.start, s.term.end, "fil")}.`),
    records: ["term:current"],
  });

  // ------------------------------------------------------------------ admissions
  const exams = s.examDates;
  const examBring = (s.steps.find((x) => x.id === "exam")?.description ?? "").split(/(?<=\.)\s+/).find((x) => /^Bring\b/i.test(x));
  const examLine = (lang: Lang) =>
    exams.map((e) => `${formatDay(e.date, lang)} (${e.type}, ${e.status === "full" ? (lang === "fil" ? "puno na" : "full") : `${e.slots} ${lang === "fil" ? "bakanteng slot" : "slots left"}`})`).join(", ");
  out.push({
    key: "exam-schedule",
    kind: "exam",
    title: "Entrance Examination (MVSU College Admission Test)",
    aliases: ["entrance exam", "admission test", "mvsu cat", "cat", "college admission test", "entrance exam schedule", "exam schedule", "entrance", "exam", "examination", "exam slots", ...new Set(exams.map((e) => `${e.type} entrance exam`))],
    href: "/admissions",
    facts: {
      when: both(`The entrance exam dates are ${examLine("en")}. Report at 7:30 AM at the Main Campus testing rooms.`, `Ang mga petsa ng entrance exam ay ${examLine("fil")}. Dumating nang 7:30 AM sa Main Campus testing rooms.`),
      where: both(`The entrance exam is held at the Main Campus testing rooms; report at 7:30 AM.`, `Ang entrance exam ay sa Main Campus testing rooms; dumating nang 7:30 AM.`),
      hours: both(`Report at 7:30 AM on your exam date; the exam takes ${s.steps.find((x) => x.id === "exam")?.duration ?? "3 hours"}.`, `Dumating nang 7:30 AM sa araw ng exam; ${s.steps.find((x) => x.id === "exam")?.duration ?? "3 hours"} ang exam.`),
      time: both(`The entrance exam takes ${s.steps.find((x) => x.id === "exam")?.duration ?? "3 hours"}; results come out in ${s.steps.find((x) => x.id === "results")?.duration ?? "2-3 weeks"}.`, `Ang entrance exam ay ${s.steps.find((x) => x.id === "exam")?.duration ?? "3 hours"}; ang resulta ay sa loob ng ${s.steps.find((x) => x.id === "results")?.duration ?? "2-3 weeks"}.`),
      // What to bring is the exam step's own sentence ('Bring your test permit, a valid ID and pencils.'), so a changed step changes the answer.
      ...(examBring && { requirements: both(`Entrance exam: ${examBring}`, `Sa entrance exam, dalhin: ${examBring.replace(/^Bring\s+/i, "")}`) }),
      fee: both(`The admissions page lists no fee for the entrance exam; ask the Admissions and Testing Office to be sure.`, `Walang nakalistang bayad para sa entrance exam sa Admissions page; magtanong sa Admissions and Testing Office.`),
    },
    summary: both(`The entrance exam dates are ${examLine("en")}.`, `Ang mga petsa ng entrance exam ay ${examLine("fil")}.`),
    records: exams.map((e) => `exam:${e.id}`),
  });
  for (const track of ["freshmen", "transferees"] as const) {
    const reqs = s.requirements.filter((r) => r.track === track).map((r) => r.document);
    const label = track === "freshmen" ? "incoming freshmen" : "transferees";
    // Who the track is for, as the Admissions page says it ('For Grade 12 graduates and ALS passers ...'): whether one may apply.
    const forWhom = s.pages?.find((p) => p.id === `prose:admissions/${track}`)?.text;
    const whom = typeof forWhom === "string" ? forWhom.trim() : undefined;
    out.push({
      key: `admission:${track}`,
      kind: "admission",
      title: `Admission requirements for ${label}`,
      aliases: track === "freshmen" ? ["freshman", "freshmen", "incoming freshmen", "admission requirements", "admission", "apply", "senior high graduate", "first year"] : ["transferee", "transferees", "transfer", "transfer student"],
      href: "/admissions",
      facts: {
        requirements: both(`Requirements for ${label}: ${list(reqs)}.`, `Mga requirement para sa ${track === "freshmen" ? "freshmen" : "transferee"}: ${list(reqs)}.`),
        steps: both(
          `The application steps are: ${s.steps.map((x, i) => `${i + 1}. ${x.title} (${x.duration})`).join(", ")}.`,
          `Ang mga hakbang sa pag-apply: ${s.steps.map((x, i) => `${i + 1}. ${x.title} (${x.duration})`).join(", ")}.`,
        ),
        time: both(`The application steps take: ${s.steps.map((x) => `${x.title} ${x.duration}`).join(", ")}.`, `Tagal ng bawat hakbang: ${s.steps.map((x) => `${x.title} ${x.duration}`).join(", ")}.`),
        fee: both(`Tuition is free under RA 10931 (Universal Access to Quality Tertiary Education).`, `Libre ang tuition sa ilalim ng RA 10931.`),
        ...(whom && {
          eligibility: both(`Admission as ${track === "freshmen" ? "an incoming freshman" : "a transferee"}: ${whom}`, `Pag-apply bilang ${track === "freshmen" ? "freshman" : "transferee"}: ${whom}`),
        }),
      },
      summary: both(`Requirements for ${label}: ${list(reqs)}.`, `Mga requirement para sa ${label}: ${list(reqs)}.`),
      records: [...s.requirements.filter((r) => r.track === track).map((r) => `requirement:${r.id}`), ...s.steps.map((x) => `step:${x.id}`)],
    });
  }
  for (const st of s.steps) {
    const stepAliases: Record<string, string[]> = { results: ["exam results", "results", "entrance exam results"], interview: ["college interview", "interview"], medical: ["medical exam", "medical examination", "medical check up"], enroll: ["enrollment step"] };
    if (!stepAliases[st.id]) continue;
    out.push({
      key: `step:${st.id}`,
      kind: "admission",
      title: st.title,
      aliases: [st.title, ...stepAliases[st.id]],
      href: "/admissions",
      facts: {
        time: both(`${st.title}: ${st.duration}. ${stripDot(st.description)}.`, `${st.title}: ${st.duration}.`),
        where: both(`${st.title} is done at the ${st.office}.`, `Ang ${st.title} ay sa ${st.office}.`),
        when: both(`${st.title}: ${st.duration}. ${stripDot(st.description)}.`, `${st.title}: ${st.duration}.`),
      },
      // The description has no Filipino text: the Filipino summary states it as written rather than dropping it.
      summary: both(`Step ${st.order}, ${st.title} (${st.duration}): ${stripDot(st.description)}.`, `Hakbang ${st.order}, ${st.title} (${st.duration}): ${stripDot(st.description)}.`),
      records: [`step:${st.id}`],
    });
  }
  for (const sc of s.scholarships) {
    out.push({
      key: `scholarship:${sc.id}`,
      kind: "scholarship",
      title: sc.name,
      aliases: [sc.name, sc.name.replace(/ Scholarship$/, ""), ...(sc.id === "academic-excellence" ? ["valedictorian", "salutatorian", "full scholarship"] : sc.id === "athletic" ? ["athlete", "varsity", "sports scholarship"] : ["merit"])],
      href: "/admissions",
      facts: {
        coverage: both(`The ${sc.name} covers ${lower1(sc.coverage)}.`, `Sakop ng ${sc.name} ang ${lower1(sc.coverage)}.`),
        fee: both(`The ${sc.name} covers ${lower1(sc.coverage)}.`, `Sakop ng ${sc.name} ang ${lower1(sc.coverage)}.`),
        eligibility: both(`The ${sc.name} (${lower1(sc.coverage)}) is for ${lower1(sc.eligibility)}.`, `Ang ${sc.name} (${lower1(sc.coverage)}) ay para sa ${lower1(sc.eligibility)}.`),
        requirements: both(`For the ${sc.name}: ${list(sc.requirements)}.`, `Para sa ${sc.name}: ${list(sc.requirements)}.`),
      },
      summary: both(`${sc.name}: ${lower1(sc.coverage)}, for ${lower1(sc.eligibility)}.`, `${sc.name}: ${lower1(sc.coverage)}, para sa ${lower1(sc.eligibility)}.`),
      records: [`scholarship:${sc.id}`],
    });
  }
  const schOffice = s.services.find((x) => x.id === "scholarships");
  const schList = (_lang: Lang) => s.scholarships.map((sc) => `${sc.name} (${lower1(sc.coverage)}: ${lower1(sc.eligibility)})`).join("; ");
  // Beside the university's own scholarships, the aid its scholarships office helps with (government subsidies,
  // LGU and private grants, loans): the office card's offers, less the one naming the university's own list.
  const schOwn = s.scholarships.map((sc) => sc.name.split(" ")[0].toLowerCase());
  const schAid = (schOffice?.features ?? []).filter((f) => !schOwn.every((w) => f.toLowerCase().includes(w)));
  const schHelp = schOffice && schAid.length
    ? both(` The ${schOffice.contact.office.split(",")[0]} also helps with: ${list(schAid)}.`, ` Tumutulong din ang ${schOffice.contact.office.split(",")[0]} sa: ${list(schAid)}.`)
    : both("", "");
  out.push({
    key: "scholarships",
    kind: "scholarship",
    title: "Scholarships",
    // Also found by the aid the office helps with, named whole or by its own initials ('TDP'; not 'LGU-sponsored',
    // which says who gives a grant).
    aliases: [...new Set(["scholarship", "scholarships", "financial aid", "iskolar", "grant", "tes", "free tuition", ...schAid, ...schAid.flatMap((f) => (f.match(/\b[A-Z]{3,}\b(?!-)/g) ?? []).map((i) => i.toLowerCase()))])],
    href: "/admissions",
    facts: {
      ...(schOffice && {
        where: both(`Apply for scholarships at the ${schOffice.contact.office} (${schOffice.contact.hours}; ${schOffice.contact.phone}; ${schOffice.contact.email}).`, `Mag-apply ng scholarship sa ${schOffice.contact.office} (${schOffice.contact.hours}; ${schOffice.contact.phone}).`),
        phone: both(`Scholarships office: ${schOffice.contact.phone}, ${schOffice.contact.email}.`, `Scholarships office: ${schOffice.contact.phone}, ${schOffice.contact.email}.`),
        email: both(`Scholarships office: ${schOffice.contact.email}.`, `Scholarships office: ${schOffice.contact.email}.`),
        hours: both(`The scholarships office is open ${schOffice.contact.hours}.`, `Bukas ang scholarships office: ${schOffice.contact.hours}.`),
      }),
      offered: (lang) => `${lang === "fil" ? `Mga scholarship ng MVSU: ${schList("fil")}.` : `MVSU scholarships: ${schList("en")}.`}${schHelp(lang)}`,
      list: both(`MVSU scholarships: ${schList("en")}. Tuition is free under RA 10931.`, `Mga scholarship ng MVSU: ${schList("fil")}. Libre ang tuition sa ilalim ng RA 10931.`),
      eligibility: both(`MVSU scholarships: ${schList("en")}.`, `Mga scholarship ng MVSU: ${schList("fil")}.`),
      coverage: both(`MVSU scholarships: ${schList("en")}.`, `Mga scholarship ng MVSU: ${schList("fil")}.`),
    },
    summary: (lang) => `${lang === "fil" ? `Mga scholarship ng MVSU: ${schList("fil")}.` : `MVSU scholarships: ${schList("en")}.`}${schHelp(lang)}`,
    records: s.scholarships.map((sc) => `scholarship:${sc.id}`),
  });

  // ------------------------------------------------------------------ portals
  // The public website is served from www.; a student's accounts from their own hosts (grades., finance.).
  const isAccountPortal = (url: string) => !new URL(url).host.startsWith("www.");
  // Read as the lexicon reads it: 'Dean's list status' names an honour, not a list.
  const namesOnly = (feature: string) => detectIntents(normalise(feature)).length === 0;
  const activation = s.portalGuide["first-time-guide"]?.items ?? [];
  for (const p of s.portals) {
    const extra: Record<string, string[]> = {
      grades: ["grades", "grades portal", "grade portal", "my grades"],
      registration: ["registration", "course registration", "online enrollment", "pre registration", "enrollment portal"],
      calendar: ["calendar portal"],
      financial: ["financial account", "statement of account", "balance", "payment history", "still owe", "outstanding balance", "utang"],
      records: ["student records", "records portal", "student profile", "my profile", "personal data", "curriculum checklist"],
    };
    out.push({
      key: `portal:${p.id}`,
      kind: "portal",
      title: p.name,
      // A student's own account is also found by what it shows ('my TES credits', 'my curriculum checklist'): its
      // features. A page of the public website (the calendar) is no account: its features are other records'
      // names; and a feature worded with a word that asks a kind of answer ('Dean's list status': list, 'Online
      // document requests': link) would take every question asking that kind of answer.
      // A feature named in capitals of three words or more is also asked by its initials ('GWA').
      aliases: [p.name, ...(extra[p.id] ?? []), ...(isAccountPortal(p.url) ? [...p.features.filter(namesOnly), ...p.features.flatMap(initialsOf)] : [])],
      href: "/portal",
      facts: {
        link: both(`The ${p.name} is at ${p.url}.`, `Ang ${p.name} ay nasa ${p.url}.`),
        where: both(`The ${p.name} is at ${p.url}.`, `Ang ${p.name} ay nasa ${p.url}.`),
        steps: both(`Open ${p.url}. First time? ${activation.map((a, i) => `${i + 1}. ${a.title}: ${stripDot(a.text)}`).join(". ")}.`, `Buksan ang ${p.url}. Unang beses? ${activation.map((a, i) => `${i + 1}. ${a.title}: ${stripDot(a.text)}`).join(". ")}.`),
      },
      summary: both(`${p.name}: ${stripDot(p.description)}. Link: ${p.url}.`, `${p.name}: ${p.url}.`),
      records: [`portal:${p.id}`],
    });
  }
  out.push({
    key: "portal-activation",
    kind: "portal",
    title: "Student portal account activation",
    aliases: ["activate account", "portal account", "first time login", "student portal", "portal", "activation"],
    href: "/portal",
    facts: {
      steps: both(`First-time portal users: ${activation.map((a, i) => `${i + 1}. ${a.title}: ${stripDot(a.text)}`).join(". ")}. For a password reset, contact the ICT Help Desk (${s.offices.find((o) => o.id === "ict-help-desk")?.email ?? ""}).`, `Para sa unang paggamit ng portal: ${activation.map((a, i) => `${i + 1}. ${a.title}: ${stripDot(a.text)}`).join(". ")}.`),
      // The way to them from the website comes along ('choose Students, then Online Services'): a visitor without the QR code asks it.
      link: both(`Student portals: ${s.portals.map((p) => `${p.name} ${p.url}`).join("; ")}.${viaWebsite ? ` ${viaWebsite.title}: ${viaWebsite.text}` : ""}`, `Mga portal: ${s.portals.map((p) => `${p.name} ${p.url}`).join("; ")}.${viaWebsite ? ` ${viaWebsite.title}: ${viaWebsite.text}` : ""}`),
    },
    summary: both(`First-time portal users: ${activation.map((a, i) => `${i + 1}. ${a.title}: ${stripDot(a.text)}`).join(". ")}.`, `Para sa unang paggamit ng portal: ${activation.map((a, i) => `${i + 1}. ${a.title}: ${stripDot(a.text)}`).join(". ")}.`),
    records: ["portal-guide:first-time-guide"],
  });

  // Two steps of the first-time guide a student asks on their own: where the student number is ('printed on your
  // Certificate of Registration') and what a password must have ('At least 8 characters').
  const numberStep = activation.find((a) => /student number/i.test(a.title));
  if (numberStep) {
    const say = both(`${numberStep.title}: ${stripDot(numberStep.text)}.`, `${numberStep.title}: ${stripDot(numberStep.text)}.`);
    out.push({ key: "portal-guide:student-number", kind: "portal", title: "Student number", aliases: ["student number", "my student number"], facts: { where: say, steps: say, when: say }, summary: say, records: ["portal-guide:student-number"] });
  }
  const passwordStep = activation.find((a) => /password/i.test(a.title));
  if (passwordStep) {
    const say = both(`${passwordStep.title}: ${stripDot(passwordStep.text)}.`, `${passwordStep.title}: ${stripDot(passwordStep.text)}.`);
    out.push({ key: "portal-guide:password-rules", kind: "portal", title: "Portal password rules", aliases: ["password rules", "password policy", "strong password", "password length"], facts: { steps: say, list: say }, summary: say, records: ["portal-guide:password-rules"] });
  }

  // What the portals run on, the portal page's panel: 'which browsers work with the portal' gets its items.
  const runsOn = s.portalGuide["system-requirements"];
  if (runsOn?.items.length) {
    const say = both(`${runsOn.title}: ${runsOn.items.map((i) => `${i.title}: ${stripDot(i.text)}`).join("; ")}.`, `${runsOn.title}: ${runsOn.items.map((i) => `${i.title}: ${stripDot(i.text)}`).join("; ")}.`);
    out.push({
      key: "portal-guide:system-requirements",
      kind: "portal",
      title: runsOn.title,
      aliases: ["browser", "browsers", "web browser", "internet browser", "supported browsers"],
      href: "/portal",
      facts: { requirements: say, list: say },
      summary: say,
      records: ["portal-guide:system-requirements"],
    });
  }

  const ict = s.offices.find((o) => o.id === "ict-help-desk");
  if (ict) {
    const say = both(
      `For a forgotten portal or e-mail password, go to the ${ict.name} (${ict.location}; ${ict.hours}), call ${ict.phone}${ict.mobile ? ` or ${ict.mobile}` : ""}, or e-mail ${ict.email}.`,
      `Kung nakalimutan ang password ng portal o e-mail, pumunta sa ${ict.name} (${ict.location}; ${ict.hours}), tumawag sa ${ict.phone}, o mag-e-mail sa ${ict.email}.`,
    );
    out.push({
      key: "portal-password",
      kind: "portal",
      title: "Portal password reset",
      aliases: ["forgot password", "reset password", "password reset", "forgotten password", "nakalimutan password", "locked account", "cannot log in", "can't login"],
      href: "/portal",
      building: mapLink("ICT"),
      facts: { steps: say, where: say, phone: say, email: say },
      summary: say,
      records: ["office:ict-help-desk"],
    });
  }

  // ------------------------------------------------------------------ transparency
  const activeJobs = s.jobs.filter((j) => j.status === "active");
  out.push({
    key: "jobs",
    kind: "transparency",
    title: "Job openings",
    aliases: ["job", "jobs", "hiring", "vacancy", "job opening", "careers", "trabaho"],
    href: "/transparency",
    facts: {
      list: both(`Open positions: ${activeJobs.map((j) => `${j.position}, ${j.department} (deadline ${formatDay(j.deadline)})`).join("; ")}. Apply to the Human Resource Management Office (hrmo@mvsu.edu.ph).`, `Mga bakanteng posisyon: ${activeJobs.map((j) => `${j.position}, ${j.department} (hanggang ${formatDay(j.deadline, "fil")})`).join("; ")}.`),
    },
    summary: both(`Open positions: ${activeJobs.map((j) => `${j.position}, ${j.department} (deadline ${formatDay(j.deadline)})`).join("; ")}. Apply to the Human Resource Management Office (hrmo@mvsu.edu.ph).`, `Mga bakanteng posisyon: ${activeJobs.map((j) => `${j.position}, ${j.department} (hanggang ${formatDay(j.deadline, "fil")})`).join("; ")}.`),
    records: activeJobs.map((j) => `job:${j.id}`),
  });
  for (const j of s.jobs) {
    // Named with the words of a job, not 'opening' (read as 'open', the hours asked of a place).
    out.push({
      key: `job:${j.id}`,
      kind: "transparency",
      title: j.position,
      aliases: [j.position.replace(/\s*\(.*\)$/, ""), ...["job", "position", "vacancy", "hiring", "applicant"].map((w) => `${j.position.replace(/\s*\(.*\)$/, "").replace(/\s+[IVX]+$/, "")} ${w}`), `apply as ${j.position.replace(/\s*\(.*\)$/, "").replace(/\s+[IVX]+$/, "")}`],
      href: "/transparency",
      facts: {
        when: both(`${j.position} (${j.department}): the posting takes applications until ${formatDay(j.deadline)}; apply by then.`, `${j.position} (${j.department}): tumatanggap ng aplikasyon hanggang ${formatDay(j.deadline, "fil")}.`),
        // The pay is stated with the office hiring, so 'the engineering instructor's salary' reads as this post's.
        ...(j.salary && { fee: both(`${j.position}, ${j.department}, pays ${peso(j.salary)} a month.`, `Ang sahod ng ${j.position}, ${j.department}, ay ${peso(j.salary)} kada buwan.`) }),
        ...(j.qualifications?.length && {
          eligibility: both(`${j.position} (${j.department}) qualifications: ${j.qualifications.join("; ")}.`, `Mga kwalipikasyon sa ${j.position} (${j.department}): ${j.qualifications.join("; ")}.`),
        }),
        // How to apply says what to submit and where: it answers what an applicant needs, how and where to apply.
        ...(j.howToApply && Object.fromEntries((["requirements", "steps", "where"] as const).map((i) => [i, both(`${j.position}: ${stripDot(j.howToApply!)}.`, `${j.position}: ${stripDot(j.howToApply!)}.`)]))),
      },
      summary: both(`${j.position}, ${j.department}, ${j.type}; deadline ${formatDay(j.deadline)}${j.salary ? `; ${peso(j.salary)} a month` : ""}.`, `${j.position}, ${j.department}; hanggang ${formatDay(j.deadline, "fil")}.`),
      // Its deadline is its date: 'how many days left to apply' counts to it.
      start: j.deadline,
      records: [`job:${j.id}`],
    });
  }
  const totalAllocated = s.budget.reduce((a, b) => a + b.allocated, 0);
  const asOf = s.university.budgetAsOf;
  const asOfSay = both(asOf ? ` as of ${formatDay(asOf)}` : "", asOf ? ` noong ${formatDay(asOf, "fil")}` : "");
  out.push({
    key: "budget",
    kind: "transparency",
    title: "Budget utilization",
    aliases: ["budget", "annual budget", "budget utilization", "budget report", "budget figures", "utilization report"],
    href: "/transparency",
    facts: {
      ...(asOf && { when: both(`The budget utilization report is as of ${formatDay(asOf)} (fiscal year ${asOf.slice(0, 4)}).`, `Ang ulat ng paggamit ng budget ay noong ${formatDay(asOf, "fil")} (fiscal year ${asOf.slice(0, 4)}).`) }),
    },
    summary: both(
      `Budget utilization${asOfSay("en")}: ${s.budget.map((b) => `${b.category} ${peso(b.allocated)} allocated, ${b.percentage}% used`).join("; ")} (total ${peso(totalAllocated)}).`,
      `Paggamit ng budget${asOfSay("fil")}: ${s.budget.map((b) => `${b.category} ${peso(b.allocated)}, ${b.percentage}% nagamit`).join("; ")}.`,
    ),
    records: s.budget.map((b) => `budget:${b.id}`),
  });
  // One budget line: 'how much of the capital outlay has been used'.
  for (const b of s.budget) {
    const line = both(
      `${b.category}: ${peso(b.allocated)} allocated, ${peso(b.utilized)} utilized (${b.percentage}% utilization)${asOfSay("en")}.`,
      `${b.category}: ${peso(b.allocated)} ang inilaan, ${peso(b.utilized)} ang nagamit (${b.percentage}% utilization)${asOfSay("fil")}.`,
    );
    out.push({
      key: `budget:${b.id}`,
      kind: "transparency",
      title: b.category,
      // A budget line is also called by the initials of its name's words, as budget reports write it ('MOOE').
      aliases: [b.category, `${b.category} budget`, ...budgetInitials(b.category)],
      href: "/transparency",
      facts: { fee: line, list: line },
      summary: line,
      records: [`budget:${b.id}`],
    });
  }
  // A transparency record (a bid, a procurement item) is found by its own name, or by what it buys or builds
  // ('the agriculture lab building', 'the library roofing'), and shown on /transparency.
  const transparency = (id: string, title: string, facts: Entity["facts"], summary: Say): Entity => ({
    key: id, kind: "transparency", title, aliases: projectAliases(title), href: "/transparency", facts, summary, records: [id],
  });
  for (const b of s.bids) {
    const c = b.contract;
    const awarded = both(`${b.project} was awarded to ${b.winner} for ${peso(b.amount)} on ${formatDay(b.date)}.`, `Ang ${b.project} ay napunta sa ${b.winner} sa halagang ${peso(b.amount)} noong ${formatDay(b.date, "fil")}.`);
    const contract = c && both(
      `The contract for ${b.project} (${c.number}) runs ${c.duration}; signed ${formatDay(c.signed)}${c.noticeToProceed ? `, notice to proceed ${formatDay(c.noticeToProceed)}` : ""}.`,
      `Ang kontrata ng ${b.project} (${c.number}) ay ${c.duration.replace(/calendar days/, "araw (calendar days)")}; pinirmahan noong ${formatDay(c.signed, "fil")}${c.noticeToProceed ? `, notice to proceed ${formatDay(c.noticeToProceed, "fil")}` : ""}.`,
    );
    out.push(
      transparency(
        `bid:${b.id}`,
        b.project,
        { who: awarded, ...(contract ? { time: contract, duration: contract, when: contract } : { when: awarded }) },
        both(`${stripDot(awarded("en"))} (${b.status}).`, awarded("fil")),
      ),
    );
  }
  for (const p of s.procurement) {
    // The mode and the reference are stated with their names, as the board shows them: 'the PhilGEPS reference of X'.
    const detail = [p.mode && `mode ${p.mode}`, p.reference && `reference ${p.reference}`].filter(Boolean).join(", ");
    const budget = both(
      `${p.item} (${p.department}): approved budget ${peso(p.budget)}${detail ? `, ${detail}` : ""}; ${p.status}, deadline ${formatDay(p.deadline)}.`,
      `${p.item}: approved budget ${peso(p.budget)}${detail ? `, ${detail}` : ""}; hanggang ${formatDay(p.deadline, "fil")}.`,
    );
    out.push({
      ...transparency(
        `procurement:${p.id}`,
        p.item,
        procurementFacts(p),
        budget,
      ),
      // Asked how it is bought ('how will the office supplies be procured'), it is named with the act of buying,
      // which otherwise names the procurement office.
      aliases: projectAliases(p.item).flatMap((a) => [a, `${a} procurement`, `${a} bidding`]),
      // What it buys, how and under which reference: words a visitor asks it by ('the PhilGEPS reference', 'bid opening').
      purpose: [`Procurement project: ${p.details ?? p.item}`, p.mode && `Mode of procurement: ${p.mode}`, p.reference && `Reference: ${p.reference}`].filter(Boolean).join(". "),
      start: p.deadline,
    });
  }

  // ------------------------------------------------------------------ announcements (database)
  for (const a of d.announcements) {
    out.push({
      key: `announcement:${a.id}`,
      kind: "announcement",
      title: a.title,
      aliases: [a.title],
      purpose: a.content,
      href: "/news",
      facts: {
        when: both(`${a.title} (posted ${formatDay(a.createdAt.toISOString().slice(0, 10))}): ${a.content}`, `${a.title} (${formatDay(a.createdAt.toISOString().slice(0, 10), "fil")}): ${a.content}`),
        ...announcementConditions(a.title, a.content),
      },
      summary: both(`${a.isUrgent ? "Urgent: " : ""}${a.title}. ${a.content}`, `${a.isUrgent ? "Mahalaga: " : ""}${a.title}. ${a.content}`),
      start: a.createdAt.toISOString(),
      records: [`announcement:${a.id}`],
    });
  }
  // ------------------------------------------------------------------ gates (campus plan)
  for (const g of s.gates ?? []) {
    const note = g.note ? stripDot(g.note) : "";
    const hours = /\d{1,2}:\d{2} ?[AP]M\s*-\s*\d{1,2}:\d{2} ?[AP]M/.exec(note)?.[0];
    out.push({
      key: `gate:${g.id}`,
      kind: "building",
      title: g.name,
      aliases: [g.name, ...(g.id === "GATE-main" ? ["gate", "entrance"] : [])],
      href: "/campus-map",
      facts: {
        where: both(`The ${g.name} is on the campus map${note ? `: ${lower1(note)}` : ""}.`, `Ang ${g.name} ay nasa campus map${note ? `: ${lower1(note)}` : ""}.`),
        ...(hours && { hours: both(`The ${g.name} is open ${hours}.`, `Bukas ang ${g.name}: ${hours}.`) }),
      },
      summary: both(`${g.name}${note ? `: ${note}` : ""}.`, `${g.name}${note ? `: ${note}` : ""}.`),
      // Who uses it ('service vehicles', 'jeepneys and tricycles'): a gate is asked by that.
      ...(note && { purpose: note }),
      records: [`place:${g.id}`],
    });
  }
  // ------------------------------------------------------------------ landmarks (campus plan), placed by the nearest building or gate
  out.push(...landmarkEntities(s.landmarks ?? [], [...d.buildings.map((b) => ({ name: b.title, x: b.x, y: b.y })), ...(s.gates ?? [])]));
  linkCampusOffices(out, s.campusOffices ?? []);
  formsByShortName(out);
  const stored = recordsById(s, d);
  for (const [key, guide] of Object.entries(s.portalGuide ?? {})) stored.set(`portal-guide:${key}`, guide);
  for (const e of out) {
    const own = e.records.flatMap((id) => (stored.has(id) ? [stored.get(id)] : []));
    e.texts = [...new Set(own.flatMap((r) => textsOf(r)))];
    e.fields = [...new Set(own.flatMap((r) => [...fieldWordsOf(r)]))];
  }
  return out;
}

/**
 * The names a procurement project goes by: its title ('Construction of the Two-Storey Agriculture Laboratory
 * Building'), what it buys or builds ('Two-Storey Agriculture Laboratory Building'), and that without counts,
 * sizes or the university's own name ('Agriculture Laboratory Building'), as visitors say it. A name of one
 * word ('Roofing') is too loose to name a project and is not added.
 */
export function projectAliases(title: string): string[] {
  const names = new Set([title]);
  let core = title.replace(/\s*\([^)]*\)/g, "").replace(/,.*$/, "").replace(/\s+for\s+.*$/i, "");
  const object = /^[\w-]+(?:\s+and\s+[\w-]+)?\s+of\s+(?:the\s+)?(.+)$/i.exec(core);
  if (object) core = object[1]!;
  const add = (name: string) => {
    if (name.split(/\s+/).filter((w) => /[a-z]{3,}/i.test(w)).length >= 2) names.add(name);
  };
  add(core);
  add(core.replace(/^(?:(?:\d[\d,]*|[a-z]+-stor(?:e)?y|university|new)\s+)+/i, ""));
  return [...names];
}

/**
 * A form is also named by what it requests, without 'Request for' / 'Application for' and 'form' ('a service
 * record', 'a refund of fees'), when that name has two words or more and no other record is called by it.
 */
function formsByShortName(out: Entity[]): void {
  const names = new Map<string, number>();
  for (const e of out) for (const n of new Set([e.title, ...e.aliases].map((x) => x.toLowerCase()))) names.set(n, (names.get(n) ?? 0) + 1);
  for (const e of out.filter((x) => x.kind === "form")) {
    const short = e.title.replace(/^(Application for|Request for)\s+/i, "");
    if (short === e.title || short.split(/\s+/).length < 2 || names.has(short.toLowerCase())) continue;
    e.aliases.push(short);
  }
}

/** 'Dr. Perlita S. Andres, PhD' → 'Andres'. */
function surname(name: string): string {
  return nameCore(name).split(" ").pop() ?? name;
}

/** 'Dr. Perlita S. Andres, PhD' → 'Perlita Andres'. */
function nameCore(name: string): string {
  return name
    .replace(/,.*$/, "")
    .replace(/^(Dr|Engr|Atty|Mr|Ms|Mrs|Prof|Ma)\.?\s+/i, "")
    .replace(/\b[A-Z]\.\s*/g, "")
    .trim();
}


/**
 * Gives each office-like record its campus-plan office: the office that reads the record's contact block
 * (`contactFrom`), else the office in the same building called by one of the record's names, else the office
 * the record's summary names (a charter service's handling office). Buildings keep
 * their building link.
 */
function linkCampusOffices(entities: Entity[], offices: StaticRecords["campusOffices"]): void {
  const byRecord = new Map<string, (typeof offices)[number]>();
  for (const o of offices) {
    if (!o.contactFrom) continue;
    const [file, id] = o.contactFrom.split(":");
    const key = `${file === "offices" ? "office" : file === "student-services" ? "student-service" : file}:${id}`;
    if (!byRecord.has(key)) byRecord.set(key, o);
  }
  for (const e of entities) {
    if (e.kind === "building" || e.kind === "program" || e.kind === "announcement" || e.kind === "person") continue;
    let office = byRecord.get(e.key);
    if (!office && e.building && (e.kind === "office" || e.kind === "emergency")) {
      const names = new Set([e.title, ...e.aliases].map((a) => a.toLowerCase()));
      office = offices.find((o) => o.building === e.building && [o.name, ...o.aliases].some((a) => names.has(a.toLowerCase())));
    }
    // A service or date handled by an office names it in its summary ('Office: Office of the University Registrar').
    if (!office && (e.kind === "service" || e.kind === "office" || e.kind === "portal")) {
      const said = e.summary("en");
      office = offices.find((o) => (!e.building || o.building === e.building) && said.includes(o.name));
    }
    if (office) e.office = { id: office.id, name: office.name };
  }
  // Every office's room and floor are reachable: a record linked to an office says them where it says where it
  // is, and an office no record speaks for is a record of its own ('where is the office of the president').
  const place = (o: PlacedOffice) => {
    const building = entities.find((e) => e.key === `building:${o.building}`)?.title;
    return [o.room, o.floor, building].filter(Boolean).join(", ");
  };
  const byId = new Map(offices.map((o) => [o.id, o as PlacedOffice]));
  // The link carries the office's room, floor and building and the names it is called by, so a room asked of
  // any record reaches the office inside its building (room-asked.ts).
  for (const e of entities) {
    const o = e.office && byId.get(e.office.id);
    if (o && o.room) e.office = { ...e.office!, place: place(o), names: [o.name, ...o.aliases] };
  }
  for (const e of entities) {
    const o = e.office && byId.get(e.office.id);
    const where = e.facts.where;
    if (!o || !where || !o.room || e.kind === "building") continue;
    const at = place(o);
    e.facts.where = (lang) => {
      const said = where(lang);
      return said.includes(o.room!) ? said : `${said.replace(/\.$/, "")} (${o.name}: ${at}).`;
    };
  }

  // An office no record speaks for, alone in a building no record's office shares (the canteen, the
  // cooperative, the housing office), is that building: the names people call it by ('kantina', 'school
  // supplies', 'dorm') name the building.
  const linked = new Set(entities.flatMap((e) => (e.office ? [e.office.id] : [])));
  const sharedBuildings = new Set(offices.filter((o) => linked.has(o.id)).map((o) => o.building));
  for (const o of offices) {
    if (linked.has(o.id) || sharedBuildings.has(o.building) || offices.filter((x) => x.building === o.building).length > 1) continue;
    const building = entities.find((e) => e.key === `building:${o.building}`);
    if (!building) continue;
    building.aliases = [...new Set([...building.aliases, o.name, ...o.aliases])];
    // Its room and floor are the building's to say ('where is the graduate school office': Room 101).
    const placed = o as PlacedOffice;
    const where = building.facts.where;
    if (placed.room && where) building.facts.where = (lang) => `${where(lang).replace(/\.$/, "")} (${o.name}: ${[placed.room, placed.floor].filter(Boolean).join(", ")}).`;
  }
  const linkedNow = new Set(entities.flatMap((e) => (e.office ? [e.office.id] : [])));
  for (const o of offices as PlacedOffice[]) {
    const building = entities.find((e) => e.key === `building:${o.building}`);
    // An office alone in its building already names the building.
    if (linkedNow.has(o.id) || !o.room || building?.aliases.includes(o.name)) continue;
    const at = place(o);
    const where = both(`The ${o.name} is at ${at}.`, `Ang ${o.name} ay nasa ${at}.`);
    entities.push({
      key: `campus-office:${o.id}`,
      kind: "office",
      title: o.name,
      aliases: [o.name],
      href: buildingLink(o.building),
      building: o.building,
      office: { id: o.id, name: o.name, place: at, names: [o.name, ...o.aliases] },
      facts: { where },
      summary: where,
      records: [`campus-office:${o.id}`],
    });
  }
}
