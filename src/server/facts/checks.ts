/**
 * The rules that keep every fact in one place, as pure functions over small inputs, so each rule is tested on
 * fixtures (checks.test.ts) and then run over the whole of content/ (consistency.test.ts). Each answers a list of
 * sentences that name the file and what is wrong; an empty list means the content agrees with its records.
 */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAYS: Record<string, string> = { Mon: "Monday", Tue: "Tuesday", Wed: "Wednesday", Thu: "Thursday", Fri: "Friday", Sat: "Saturday", Sun: "Sunday" };

/** Writes one fact one way: dashes, 'to' between times, full day names, ISO dates as words, no comma before a day range. */
export function canonical(text: string): string {
  return text
    .replace(/[–—]/g, "-")
    .replace(/(\d{1,2}:\d{2} ?[AP]M) ?(?:-|to) ?(\d{1,2}:\d{2} ?[AP]M)/g, "$1 - $2")
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]* ?(?:-|to) ?(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b/g, (_, a: string, b: string) => `${DAYS[a]} to ${DAYS[b]}`)
    .replace(/(\d{1,2}:\d{2} [AP]M), (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) to/g, "$1 $2 to")
    .replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_, y: string, m: string, d: string) => `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`);
}

export const EXTRACTORS = {
  hours: /\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M/g,
  dayRanges: /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) to (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g,
  processingTimes: /\b\d+-\d+ (?:working|business) days\b/g,
  fees: /₱[\d,]+(?:\.\d{2})?/g,
  phones: /\(0\d{2}\) \d{3}-\d{4}(?: local \d+)?|\b09\d{2} \d{3} \d{4}\b/g,
  emails: /\b[a-z0-9.]+@mvsu\.edu\.ph\b/g,
  dates: new RegExp(`\\b(?:${MONTHS.join("|")}) \\d{1,2}(?:, \\d{4})?\\b`, "g"),
  names: /\b(?:Dr|Engr|Atty|Mr|Ms|Mrs)\. (?:[A-Z][a-z]+ )+(?:[A-Z]\. )?[A-Z][a-z]+\b/g,
};
export type FactKind = keyof typeof EXTRACTORS;
export const FACT_KINDS = Object.keys(EXTRACTORS) as FactKind[];

/** The facts of one kind a text states, written canonically. */
export const extract = (text: string, kind: FactKind) => new Set(canonical(text).match(EXTRACTORS[kind]) ?? []);

/** One piece of text and where it is written ('content/transparency/jobs.yaml'). */
export interface Statement {
  source: string;
  text: string;
}

/** An office as its record states it, with every name pages may call it by. */
export interface OfficeFacts {
  ref: string;
  /** The record's name first, then declared aliases. */
  names: string[];
  location: string;
  phones: string[];
  emails: string[];
  hours: string;
}

const sentences = (text: string) => text.split(/(?<=[.!?;])\s+(?=[A-Z(])|\n+/).filter((s) => s.trim());
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const nameRegex = (name: string, flags = "g") => new RegExp(`(?<![\\w'])${escape(name)}(?![\\w'])`, flags);
const PLACE_WORD = /\b(?:Floor|Room|Building|Annex|Center|Centre|Wing|Windows?|Lobby|Section|Office|Desk)\b/;
const segments = (location: string) => new Set(location.split(/, |; /).map((s) => s.trim().toLowerCase()));

/**
 * An office's location, phone, e-mail or hours stated anywhere must be its record's. A sentence that names exactly
 * one office (by its name or a declared alias) may state only that office's phone, e-mail and hours (or a number
 * an emergency record owns); a location written right after the name ("Cashier's Office, Ground Floor,
 * Administration Building") must be parts of the record's location.
 */
export function checkOfficeStatements(statements: Statement[], offices: OfficeFacts[], emergencyNumbers: string[] = []): string[] {
  const problems: string[] = [];
  const finders = offices.map((o) => ({ office: o, patterns: [...new Set(o.names)].map((n) => ({ name: n, re: nameRegex(n), once: nameRegex(n, "") })) }));
  for (const st of statements) {
    for (const sentence of sentences(st.text)) {
      const named = finders.filter((f) => f.patterns.some((p) => p.once.test(sentence)));
      if (named.length !== 1) continue;
      const { office, patterns } = named[0]!;
      const where = `${st.source}: "${sentence.trim()}"`;
      for (const phone of extract(sentence, "phones")) {
        if (!office.phones.includes(phone) && !emergencyNumbers.includes(phone)) problems.push(`${where} gives ${office.names[0]} the phone ${phone}; its record (${office.ref}) says ${office.phones.join(" or ")}`);
      }
      for (const email of extract(sentence, "emails")) {
        if (!office.emails.includes(email)) problems.push(`${where} gives ${office.names[0]} the e-mail ${email}; its record (${office.ref}) says ${office.emails.join(" or ")}`);
      }
      const recordHours = extract(office.hours, "hours");
      for (const h of extract(sentence, "hours")) {
        if (!recordHours.has(h)) problems.push(`${where} gives ${office.names[0]} the hours ${h}; its record (${office.ref}) says ${office.hours}`);
      }
      const allowed = segments(office.location);
      for (const p of patterns) {
        for (const m of sentence.matchAll(p.re)) {
          const after = sentence.slice(m.index + m[0].length).match(/^((?:, [^,;.()]+)+)/)?.[1] ?? "";
          const stated: string[] = [];
          for (const seg of after.split(", ").slice(1)) {
            if (!/^[A-Z0-9]/.test(seg.trim()) || !PLACE_WORD.test(seg)) break;
            stated.push(seg.trim());
          }
          const wrong = stated.filter((s) => !allowed.has(s.toLowerCase()));
          if (wrong.length) problems.push(`${where} places ${office.names[0]} at "${stated.join(", ")}"; its record (${office.ref}) says "${office.location}"`);
        }
      }
    }
  }
  return problems;
}

/** Who states a phone or e-mail: an office record, a person's declared direct line, an emergency record... */
export interface ContactClaim {
  source: string;
  /** The record that owns the value: 'offices:cashier', 'person:lorna-p-manuel', 'emergency:medical'. */
  owner: string;
  value: string;
}

/** A phone number or e-mail address belongs to one record: the same value owned by two records is a contradiction. */
export function checkContactOwners(claims: ContactClaim[]): string[] {
  const owners = new Map<string, Map<string, string>>();
  for (const c of claims) {
    const byOwner = owners.get(c.value) ?? new Map<string, string>();
    if (!byOwner.has(c.owner)) byOwner.set(c.owner, c.source);
    owners.set(c.value, byOwner);
  }
  return [...owners]
    .filter(([, byOwner]) => byOwner.size > 1)
    .map(([value, byOwner]) => `${value} is claimed by ${[...byOwner].map(([owner, source]) => `${owner} (${source})`).join(" and ")}; one of them must refer to the other`);
}

/** A directory row as written in content/directories/faculty.json. */
export interface PersonRow {
  id: string;
  email?: string;
  phone?: string;
  office?: string;
  official?: string;
  departmentHead?: string;
  directLine?: boolean;
}

/**
 * A person's listed phone or e-mail is either an office line, written as a reference to the office (`office`),
 * or the person's own, declared with `directLine: true`; a declared direct line that is an office's value is an
 * office line retyped.
 */
export function checkPersonLines(rows: PersonRow[], offices: OfficeFacts[], file = "content/directories/faculty.json"): string[] {
  const officeValues = new Map<string, string>();
  for (const o of offices) for (const v of [...o.phones, ...o.emails]) officeValues.set(v, o.ref);
  const problems: string[] = [];
  for (const r of rows) {
    const values = [r.phone, r.email].filter((v): v is string => Boolean(v));
    if (values.length === 0 || r.official) continue;
    if (r.departmentHead && !r.office) {
      problems.push(`${file}: "${r.id}" retypes the phone or e-mail of the department's head: write "office": "<office record>" instead`);
      continue;
    }
    if (!r.directLine) {
      problems.push(`${file}: "${r.id}" lists ${values.join(" and ")} without saying whose line it is: write "office": "<office record>" for an office's line, or "directLine": true for the person's own`);
      continue;
    }
    for (const v of values) if (officeValues.has(v)) problems.push(`${file}: "${r.id}" declares ${v} a direct line, but it is the line of ${officeValues.get(v)}: write "office": "${officeValues.get(v)}" instead`);
  }
  return problems;
}

const HEAD_WORDS = "Office|Building|Center|Centre|Theater|Theatre|Auditorium|Gymnasium|Oval|Dormitory|Dormitories|Annex|Clinic|Library|Unit|Chapel|Hall|Grandstand";
const WORD = "[A-Z][\\w'’-]*";
/** Capitalised runs that end in a word naming a place ("University Theater", "Men's and Women's Dormitories"). */
const PLACE_NAME = new RegExp(`(?<![\\w'’-])(?:${WORD} (?:(?:of|for) (?:the )?|and )?)*(?:${HEAD_WORDS})\\b(?! of\\b)(?: for (?:the )?${WORD}(?: ${WORD})*)?`, "g");
/** "Office of the University Registrar", "Office of Student Affairs and Services". */
const OFFICE_OF = new RegExp(`\\bOffice of (?:the )?${WORD}(?:(?: | and | of | for | of the )${WORD})*`, "g");
const LEADING = /^(?:The|the|A|An|At|In|To|From|For|Visit|Go|Submit|Bring|Pay|Call|Ask|See|Our|Your|MVSU|New|Updated)\s+/;
/** Degrees ("Bachelor of Library and Information Science") name programs, not places. */
const DEGREE = /^(?:Bachelor|Master|Doctor)\b/;

/** The names of places a text uses (offices, buildings, venues), without the words that start a sentence. */
export function placeNames(text: string): string[] {
  const found = new Set<string>();
  // A possessive names the same office: "the Office of the University Registrar's e-mail".
  for (const m of text.matchAll(OFFICE_OF)) found.add(m[0].replace(/['’]s$/, ""));
  for (const m of text.matchAll(PLACE_NAME)) {
    let name = m[0];
    while (LEADING.test(name)) name = name.replace(LEADING, "");
    if (name.includes(" ") && !/^Office of/.test(name) && !DEGREE.test(name) && ![...found].some((f) => f.startsWith(name) || f.endsWith(name))) found.add(name);
  }
  return [...found];
}

/**
 * Every office, building or venue a text names must be a record's name or a declared alias of one. A name with
 * words in front ("MVSU Registrar Office") passes when a known name ends it; a plural of two ("Men's and Women's
 * Dormitories") passes when each one is known.
 */
export function checkPlaceNames(statements: Statement[], known: string[]): string[] {
  const names = new Set(known.map((k) => k.toLowerCase()));
  const isKnown = (name: string): boolean => {
    const words = name.split(" ");
    for (let i = 0; i < words.length - 1 || i === 0; i++) if (names.has(words.slice(i).join(" ").toLowerCase())) return true;
    // A name cut at a comma ("Office of the Vice President for Research, Extension and Innovation").
    if ([...names].some((n) => n.startsWith(`${name.toLowerCase()},`))) return true;
    // Two places joined ("University Gymnasium and Sports Oval").
    if (name.includes(" and ") && name.split(" and ").every((part) => part.includes(" ") && isKnown(part))) return true;
    const plural = name.match(/^(.+) and (.+) (\w+?)(ies|s)$/);
    if (plural) {
      const singular = plural[4] === "ies" ? `${plural[3]}y` : plural[3]!;
      return isKnown(`${plural[1]} ${singular}`) && isKnown(`${plural[2]} ${singular}`);
    }
    return false;
  };
  return statements.flatMap((st) => placeNames(st.text).filter((n) => !isKnown(n)).map((n) => `${st.source}: "${n}" is no office, building or venue of the records (nor a declared alias of one)`));
}

/** A calendar entry: an event on one day or a holiday over a day range. */
export interface DatedEntry {
  source: string;
  label: string;
  start: string;
  end?: string;
}

const GENERIC = new Set(["university", "mvsu", "day", "week", "celebration", "and", "the", "of", "for", "annual", "national", "holiday", "regular", "special"]);
/** Words that say a day is an occasion, not which one ("62nd Founding Anniversary" is the Foundation Day). */
const OCCASION = new Set(["anniv", "celeb", "festi", "obser", "commem"]);
const keyWords = (label: string) => new Set(label.toLowerCase().replace(/\b\d+(?:st|nd|rd|th)\b/g, "").split(/[^a-z]+/).filter((w) => w.length > 3 && !GENERIC.has(w)).map((w) => w.slice(0, 5)));

/**
 * The same occasion must not have two dates: an event and a holiday whose names share a distinctive word
 * ("Founding Anniversary" and "Foundation Day") must fall on the same days.
 */
export function checkEventDates(events: DatedEntry[], holidays: DatedEntry[]): string[] {
  const problems: string[] = [];
  for (const e of events) {
    const words = keyWords(e.label);
    for (const h of holidays) {
      const holiday = keyWords(h.label);
      const same = holiday.size > 0 && [...holiday].every((w) => words.has(w)) && [...words].every((w) => holiday.has(w) || OCCASION.has(w));
      if (!same) continue;
      const within = e.start >= h.start && e.start <= (h.end ?? h.start);
      if (!within) problems.push(`${e.source}: "${e.label}" is on ${e.start}, but ${h.source} has "${h.label}" on ${h.start}${h.end ? ` to ${h.end}` : ""}: one occasion, one date`);
    }
  }
  return problems;
}

/** A form a charter service names ("Application for Transcript of Records form") must be a downloadable form record. */
export function checkCharterForms(statements: Statement[], formNames: string[]): string[] {
  const known = new Set(formNames.map((f) => f.toLowerCase()));
  const FORM = new RegExp(`((?:${WORD} (?:(?:of|for|and|the) )*)*${WORD}) [Ff]orm\\b`, "g");
  return statements.flatMap((st) =>
    [...st.text.matchAll(FORM)]
      .map((m) => {
        let name = m[1]!;
        while (LEADING.test(name)) name = name.replace(LEADING, "");
        return name;
      })
      .filter((name) => !known.has(name.toLowerCase()) && !known.has(`${name} form`.toLowerCase()))
      .map((name) => `${st.source}: names the form "${name}", which content/directories/forms.json does not have`),
  );
}

const POST = /\bUniversity (?:[A-Z][a-z]+ )*(?:Director|President|Registrar|Accountant|Physician|Librarian|Officer)\b|\bDean(?:,| of) (?:the )?College of [A-Z][a-z]+(?:(?: and | of | )[A-Z][a-z]+)*/g;

/**
 * A post named anywhere ("University Sports Director", "Dean of the College of Engineering") must be held by a
 * record: an official's position, a department head's title or a directory designation.
 */
export function checkPosts(statements: Statement[], posts: string[]): string[] {
  const known = new Set(posts.map((p) => p.toLowerCase().replace(/^dean of (the )?/, "dean, ")));
  return statements.flatMap((st) =>
    [...st.text.matchAll(POST)]
      .map((m) => m[0])
      .filter((post) => !known.has(post.toLowerCase().replace(/^dean of (the )?/, "dean, ")))
      .map((post) => `${st.source}: names the post "${post}", which no official, department head or directory entry holds`),
  );
}

/** Every college (of the programs or the campus map) has a dean: an official, or a directory entry "Dean, <college>". */
export function checkDeans(colleges: string[], deanColleges: string[]): string[] {
  const have = new Set(deanColleges);
  return [...new Set(colleges)].filter((c) => !have.has(c)).map((c) => `${c} has no dean in content/organization/officials.yaml or content/directories/faculty.json`);
}
