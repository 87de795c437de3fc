/**
 * A college's dean asked by the college's initials or short name ('cics dean po', 'CICS dean name', 'hanap ko
 * email ng dean ng CICS') or by one of its programs ('dean ng BSIT'): the college's own record answers with its
 * dean's name, e-mail or phone, not the college's building (whose code the initials also are). Visitors name colleges by their initials far more
 * often than by their full names.
 */
import type { Entity, Lang } from "./catalog.ts";
import { compose, type FactIndex, type FactReply } from "./facts.ts";
import { detectIntents } from "./intents.ts";
import { SHORT_WORDS } from "./program-names.ts";

/** The dean asked: 'dean', 'deans', Filipino 'dekano/dekana'; never the dean's list or the dean's office as a place. */
const DEAN = /\b(dean|deans|deen|dekano|dekana)\b(?!'?s? (list|lister|listers)\b)/;

/** A college's head asked without the word 'dean' ('who heads the college of agriculture', 'sino ang pinuno ng kolehiyo'). */
const HEAD_OF_COLLEGE = /\b(heads?|headed|leads?|runs|in charge of|boss of|pinuno|namumuno|namamahala)\b(?: (?:of|ng|sa))? (?:the |ang )?(college|kolehiyo)\b/;

/** A post's holder named as the owner of something else ('asawa ng dean', "the president's son", 'crush of the dean'). */
const OWNED_BY_POST = /\b([a-z]+) (?:ng|ni|of|of the|nung|nang) (?:dean|president|presidente|director|direktor|registrar|librarian|vp|vice president)\b|\b(?:dean|president|presidente|director|direktor|registrar|librarian)'s ([a-z]+)/;
/** What a post's holder has that a visitor may ask for: their name, contacts and office. */
const OWN_DETAILS = new Set(["name", "pangalan", "email", "mail", "e-mail", "contact", "contacts", "number", "numero", "phone", "telephone", "mobile", "office", "opisina", "tanggapan", "room", "local", "who", "sino", "is", "the", "ang", "yung", "si", "ba", "po", "ko", "head", "title", "position", "post", "role", "seat", "puwesto", "posisyon", "tungkulin"]);

/**
 * The question asks about something a post's holder owns or is to someone ('sino ang asawa ng dean', "the
 * president's son"), not the holder: no post's holder answers it.
 */
export function ownedByPost(text: string): boolean {
  const m = OWNED_BY_POST.exec(text.toLowerCase().replace(/[\u2019`]/g, "'"));
  const owned = m?.[1] ?? m?.[2];
  return !!owned && !OWN_DETAILS.has(owned);
}

/** Words that join a college's name and give no initial ('College of Arts and Sciences': CAS). */
const JOINERS = new Set(["of", "and", "the", "in", "&"]);

/** The initials of a college's name ('College of Information and Computing Sciences': 'cics'; 'College of Education': 'ce', 'coe'). */
export function collegeInitials(title: string): string[] {
  const words = title.toLowerCase().split(/\s+/).filter(Boolean);
  const bare = words.filter((w) => !JOINERS.has(w)).map((w) => w[0]).join("");
  const withOf = words.filter((w) => w !== "and" && w !== "the" && w !== "&").map((w) => w[0]).join("");
  return [...new Set([bare, withOf])].filter((i) => i.length >= 2);
}

/**
 * The one college the question names by its initials or building code ('cics', 'CBM'); initials two colleges
 * share name neither. A college named by its words ('dean of education') is found by the records' own matching.
 */
export function collegeNamed(facts: FactIndex, text: string): Entity | undefined {
  const colleges = facts.entities.filter((e) => e.kind === "college");
  const words = new Set(text.toLowerCase().replace(/[^a-z0-9&\s-]+/g, " ").split(/\s+/).filter(Boolean));
  const byInitials = new Map<string, Entity[]>();
  for (const c of colleges) for (const i of collegeInitials(c.title)) byInitials.set(i, [...(byInitials.get(i) ?? []), c]);
  // A word of a college's name as students shorten it ('engg', 'educ', 'biz') names it too.
  for (const c of colleges) {
    for (const w of c.title.toLowerCase().split(/\s+/)) for (const short of SHORT_WORDS[w] ?? []) byInitials.set(short, [...new Set([...(byInitials.get(short) ?? []), c])]);
  }
  const found = new Set<Entity>();
  for (const w of words) {
    const owners = byInitials.get(w);
    if (owners?.length === 1) found.add(owners[0]);
  }
  // A code written with a typo ('cicss') is found as the records' words are.
  const codes = (c: Entity) => c.aliases.filter((a) => !a.includes(" ") && a.length <= 5).map((a) => a.toLowerCase());
  for (const m of facts.match(text)) if (m.entity.kind === "college" && m.coverage === 1 && m.terms.every((t) => codes(m.entity).some((a) => a.startsWith(t)))) found.add(m.entity);
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * The college of the one program the question names ('dean ng BSIT', 'the dean of accountancy'): a program's dean
 * is its college's dean. The college is the one whose list of programs holds the program's code.
 */
function collegeOfProgram(facts: FactIndex, text: string): Entity | undefined {
  const programs = facts.match(text).filter((m) => m.entity.kind === "program" && m.coverage === 1);
  if (programs.length !== 1) return undefined;
  const code = /\(([A-Z][A-Z-]+)\)/.exec(programs[0].entity.summary("en"))?.[1];
  return code ? facts.entities.find((e) => e.kind === "college" && e.summary("en").includes(`(${code})`)) : undefined;
}

/**
 * The dean of the college named, when the question asks for the dean (the name, e-mail or phone) and nothing
 * else: the college record's 'who', 'email' or 'phone' sentence. A college with no dean on record answers nothing.
 */
export function collegeDean(facts: FactIndex, text: string, lang: Lang): FactReply | undefined {
  const lower = text.toLowerCase().replace(/[\u2019`]/g, "'");
  // A yes/no question about the dean ('is the cics dean married') asks something of them, not who they are.
  if (!(DEAN.test(lower) || HEAD_OF_COLLEGE.test(lower)) || ownedByPost(text) || /^\s*(is|are|was|were|does|do|did|has|have|can|will|would)\b/.test(lower)) return undefined;
  const intents = detectIntents(text);
  // 'How do I contact the dean' asks the contacts, not steps.
  const contact = intents.includes("phone") || intents.includes("email");
  if (intents.some((i) => !["who", "email", "phone", "offered", ...(contact ? ["steps"] : [])].includes(i))) return undefined;
  // Two colleges asked at once ('dean of engineering and of cas', 'dean ng engg at ng cas'): each one's dean.
  const parts = lower.split(/\s(?:and|at|tsaka|saka|&)\s|,/);
  const each = parts.length > 1 ? [...new Set(parts.map((p) => collegeNamed(facts, p) ?? collegeByWords(facts, p)).filter((c): c is Entity => !!c?.facts.who))] : [];
  // A college named by its words is left to the dean's own record when a line is asked: that record holds the local.
  const lineAsked = /\b(local|loc|phone|number|numero|contact|tel|telephone|mobile|call|tawag)\b/.test(lower);
  const colleges = each.length > 1 ? each : [collegeNamed(facts, text) ?? collegeOfProgram(facts, text) ?? (lineAsked ? undefined : collegeByWords(facts, text))].filter((c): c is Entity => !!c?.facts.who);
  if (!colleges.length) return undefined;
  const said: string[] = [];
  for (const college of colleges) {
    said.push(college.facts.who!(lang));
    if (intents.includes("email") && college.facts.email) said.push(college.facts.email(lang));
    if (intents.includes("phone") && college.facts.phone) said.push(college.facts.phone(lang));
    // A contact asked of a dean with no published line: the dean's own e-mail reaches them.
    else if (intents.includes("phone") && college.facts.email && !intents.includes("email")) said.push(college.facts.email(lang));
  }
  const initials = colleges.flatMap((c) => collegeInitials(c.title));
  return { message: compose(said, lang, "/organizational-chart"), entities: colleges, intents: ["who"], strong: true, explains: [...initials, "dean", "deans", "deen", "dekano", "dekana", "name", "pangalan", "department", "dept", "departamento", "college", "kolehiyo"] };
}

/** The one college a text names whole by the words of its name ('the dean of engineering'). */
function collegeByWords(facts: FactIndex, text: string): Entity | undefined {
  const named = [...new Set(facts.match(text).filter((m) => m.entity.kind === "college" && m.coverage === 1).map((m) => m.entity))];
  return named.length === 1 ? named[0] : undefined;
}
