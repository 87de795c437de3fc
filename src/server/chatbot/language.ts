/**
 * The chatbot's language rules: normalisation, abbreviations and synonyms (English, Filipino, Taglish),
 * stop words and a light stemmer. Knowledge items and visitors' messages go through the same steps, so
 * 'TOR', 'transcript of records' and 'transkrip' meet on one token.
 */
import { FILIPINO_PHRASES } from "./filipino-words.ts";
import { LEXICON_PHRASES, lexiconEntries } from "./lexicon.ts";
import { remembered } from "./remembered.ts";

/** Multi-word phrases rewritten before splitting into words; longest first when applied. */
export const PHRASES: Readonly<Record<string, string>> = {
  "transcript of records": "tor",
  "transcript of record": "tor",
  "official transcript": "tor",
  "certificate of enrollment": "coe",
  "certificate of enrolment": "coe",
  "certificate of registration": "cor",
  "certificate of good moral character": "goodmoral",
  "certificate of good moral": "goodmoral",
  "good moral character": "goodmoral",
  "good moral": "goodmoral",
  // 'Grad' before what a graduation has is the graduation ('grad application', 'grad fee'), not grades.
  "grad application": "graduation application",
  "grad app": "graduation application",
  "grad fee": "graduation fee",
  "grad requirements": "graduation requirements",
  "grad reqs": "graduation requirements",
  "grad pic": "graduation photo",
  "grad photo": "graduation photo",
  "grad ceremony": "graduation ceremony",
  "grad rites": "graduation rites",
  // 'Grad school' is the graduate school, as 'grad studies' are its studies.
  "grad school": "graduate school",
  "gradschool": "graduate school",
  "grad studies": "graduate studies",
  "grad program": "graduate program",
  "grad programs": "graduate programs",
  "freedom of information": "foi",
  "freedom of info": "foi",
  "identification card": "id",
  "id card": "id",
  "student id": "id",
  "school id": "id",
  "help desk": "helpdesk",
  "ict desk": "helpdesk",
  "it desk": "helpdesk",
  "it support": "helpdesk",
  "tech support": "helpdesk",
  "health centre": "clinic",
  "health center": "clinic",
  "health services": "clinic",
  "health service": "clinic",
  "infirmary": "clinic",
  "how much": "cost",
  "come out": "release",
  "how long": "duration",
  "what time": "hours",
  "anong oras": "hours",
  "what day": "when",
  "entrance examination": "entrance exam",
  "admission test": "entrance exam",
  "college admission test": "entrance exam",
  "financial aid": "scholarship",
  "financial assistance": "scholarship",
  "student assistance": "scholarship",
  "citizens charter": "charter",
  "citizen charter": "charter",
  "bids and awards": "bac",
  "bids awards": "bac",
  "magat valley state university": "mvsu",
  "magat valley": "mvsu",
  "human resources": "hr",
  "human resource": "hr",
  "personnel office": "hr",
  "student affairs": "osa",
  "office of student affairs": "osa",
  "lost and found": "lostfound",
  "wi fi": "wifi",
  "e mail": "email",
  "phone number": "contact",
  "telephone number": "contact",
  "contact number": "contact",
  "mobile number": "contact",
  "contact details": "contact",
  "salutatorian": "valedictorian",
  "salutatorians": "valedictorian",
  "with honors": "honor",
  "deans list": "deanlist",
  "first year": "freshman",
  "1st year": "freshman",
  "grade 12": "freshman",
  "senior high": "freshman",
  "shs graduate": "freshman",
  "transfer student": "transferee",
  "transfer students": "transferee",
  "shift course": "shift",
  "grade verification": "gradeverify",
  "verify grades": "gradeverify",
  "verification of grades": "gradeverify",
  "new student": "freshman",
  "open on saturday": "open saturday",
  "map of campus": "map",
  "campus map": "map",
  "video gallery": "gallery",
  "photo gallery": "gallery",
  "course offerings": "program",
  "course offering": "program",
  "degree programs": "program",
  "degree program": "program",
  "academic calendar": "calendar",
  "school calendar": "calendar",
  "school year": "calendar",
  "org chart": "orgchart",
  "organizational chart": "orgchart",
  "organisational chart": "orgchart",
  "organization chart": "orgchart",
  "vice president": "vp",
  "vice presidents": "vp",
  "student portal": "portal",
  "online portal": "portal",
  "qr code": "qr",
  "first time": "firsttime",
  "24 7": "247",
  "24 hours": "247",
  "round the clock": "247",
  "police": "security",
  "mag bayad": "pay",
  "magbayad": "pay",
  "magbabayad": "pay",
  "nagbabayad": "pay",
  "pagbabayad": "pay",
  "bayaran": "pay",
  "pay fees": "pay",
  "pay tuition": "pay",
  "check up": "clinic",
  "checkup": "clinic",
  "magpa check up": "clinic",
  "magpacheck up": "clinic",
  "pa check up": "clinic",
  "guard": "security",
  "guards": "security",
  "x ray": "xray",
  // An executive order is a law a visitor asks by that word ('under what law can I request information').
  "executive order": "executive order law",
};

/**
 * Single words mapped to the knowledge base's word: abbreviations, spelling variants, Filipino and
 * Taglish campus terms. Values may be several words.
 */
const WORDS: Record<string, string> = {
  // abbreviations and variants
  transcript: "tor", transcripts: "tor", tors: "tor", otr: "tor",
  ids: "id", identification: "id",
  enrolment: "enrollment", enroll: "enrollment", enrol: "enrollment", enrolling: "enrollment", enrolled: "enrollment", enlistment: "enrollment", registration: "enrollment", register: "enrollment", mag: "", magenroll: "enrollment", magenrol: "enrollment",
  registrar: "registrar", registrars: "registrar",
  scholarships: "scholarship", scholar: "scholarship", scholars: "scholarship", iskolar: "scholarship", iskolarship: "scholarship", iskolarsip: "scholarship", skolarship: "scholarship", grant: "scholarship", grants: "scholarship",
  fee: "cost", fees: "cost", price: "cost", prices: "cost", charge: "cost", payment: "cost", bayad: "cost", magkano: "cost", presyo: "cost", tuition: "tuition", matrikula: "tuition",
  exam: "exam", exams: "exam", examination: "exam", test: "exam", pagsusulit: "exam", eksam: "exam", entrance: "entrance",
  schedule: "schedule", schedules: "schedule", sched: "schedule", iskedyul: "schedule", date: "schedule", dates: "schedule", petsa: "schedule",
  hours: "hours", hour: "hours", hrs: "hours", tym: "hours", night: "hours", gabi: "hours", overnight: "hours",
  // Who uses a running track, said by what they do ('open early for joggers').
  jog: "running", jogs: "running", jogging: "running", jogger: "running", joggers: "running", runner: "running", runners: "running",
  stolen: "theft", steal: "theft", nakaw: "theft", ninakaw: "theft", theft: "theft", robbery: "theft", oras: "hours", time: "hours", times: "hours", timings: "hours",
  open: "open", opens: "open", bukas: "open", opening: "open", close: "open", closes: "open", closing: "open", sarado: "open",
  office: "office", offices: "office", opisina: "office", tanggapan: "office",
  where: "where", saan: "where", nasaan: "where", asan: "where", san: "where", located: "where", location: "where", find: "where", lugar: "where",
  when: "when", kailan: "when", kelan: "when", kailangan: "need",
  how: "how", paano: "how", pano: "how", panu: "how", paanu: "how",
  requirements: "requirement", requirement: "requirement", requisites: "requirement", needed: "requirement", need: "requirement", needs: "requirement", bring: "requirement", kailangang: "requirement", dokumento: "document", documents: "document", papeles: "document", papers: "document",
  processing: "process", process: "process", proseso: "process", days: "duration", day: "duration", araw: "duration", ilang: "duration", gaano: "duration", katagal: "duration", tagal: "duration", long: "duration", take: "duration", takes: "duration", wait: "duration",
  phone: "contact", telephone: "contact", call: "contact", numero: "contact", number: "contact", tawag: "contact", tawagan: "contact", reach: "contact", contacts: "contact", contacting: "contact",
  email: "email", mail: "email", emails: "email",
  doctor: "clinic", physician: "clinic", nurse: "clinic", clinic: "clinic", medical: "clinic", medicine: "clinic", sick: "clinic", ill: "clinic", gamot: "clinic", klinika: "clinic", maysakit: "clinic", health: "clinic", hospital: "clinic",
  guidance: "guidance", counseling: "guidance", counselling: "guidance", counselor: "guidance", counsellor: "guidance", mental: "guidance", stress: "guidance", depressed: "guidance",
  library: "library", libraries: "library", silid: "library", aklatan: "library", books: "library", book: "library", librarian: "library",
  internet: "wifi", wifi: "wifi", password: "password", pasword: "password", login: "login", log: "login",
  teachers: "faculty", teacher: "faculty", professor: "faculty", professors: "faculty", instructor: "faculty", instructors: "faculty", guro: "faculty", staff: "faculty", propesor: "faculty",
  courses: "program", course: "program", program: "program", programs: "program", degree: "program", degrees: "program", kurso: "program", offered: "program", offer: "program", offers: "program",
  apply: "apply", applying: "apply", application: "apply", applications: "apply", applicant: "apply", applicants: "apply", admission: "admission", admissions: "admission", admit: "admission",
  freshmen: "freshman", freshman: "freshman", incoming: "freshman",
  transferee: "transferee", transferees: "transferee", transfer: "transferee", transferring: "transferee", lipat: "transferee", lilipat: "transferee",
  canteen: "cafeteria", cafeteria: "cafeteria", food: "cafeteria", eat: "cafeteria", kain: "cafeteria", kainan: "cafeteria", lunch: "cafeteria", pagkain: "cafeteria",
  parking: "parking", park: "parking",
  uniform: "uniform", dress: "uniform",
  president: "president", presidente: "president", pangulo: "president",
  dean: "dean", deans: "dean", dekano: "dean",
  news: "news", announcement: "news", announcements: "news", balita: "news", anunsyo: "news", updates: "news",
  forms: "form", form: "form", porma: "form", download: "download", downloadable: "download", idownload: "download",
  photos: "gallery", photo: "gallery", pictures: "gallery", picture: "gallery", videos: "gallery", video: "gallery", litrato: "gallery", larawan: "gallery",
  feedback: "feedback", complaint: "feedback", complaints: "feedback", suggestion: "feedback", suggestions: "feedback", reklamo: "feedback", puna: "feedback", mungkahi: "feedback",
  anonymous: "anonymous", anonymously: "anonymous", anonymity: "anonymous", name: "name", pangalan: "name",
  reply: "response", respond: "response", response: "response", answer: "response", sagot: "response",
  budget: "budget", procurement: "procurement", bidding: "bac", bids: "bac", bid: "bac",
  jobs: "job", job: "job", hiring: "job", vacancy: "job", vacancies: "job", trabaho: "job", employment: "job", career: "job", careers: "job",
  lost: "lost", nawala: "lost", nawalan: "lost", misplaced: "lost", naiwala: "lost", naiwan: "lost", naiwanan: "lost", replace: "replacement", replacement: "replacement", palit: "replacement", kapalit: "replacement", damaged: "replacement", sira: "replacement",
  torn: "replacement", punit: "replacement", napunit: "replacement", wet: "replacement", nabasa: "replacement",
  ruined: "replacement", soaked: "replacement", destroyed: "replacement", nasunog: "replacement",
  diploma: "diploma", diplomas: "diploma",
  certificate: "certificate", certificates: "certificate", certification: "certificate", sertipiko: "certificate", cert: "certificate",
  clearance: "clearance", clearances: "clearance", cleared: "clearance", clear: "clearance", clearence: "clearance",
  complain: "feedback", complaining: "feedback", magreklamo: "feedback", ireklamo: "feedback",
  private: "confidential", privacy: "confidential", secret: "confidential", confidential: "confidential",
  matapos: "process", tapos: "process", matatapos: "process", release: "release", released: "release", marerelease: "release", lalabas: "release", labas: "release",
  kumuha: "get", makakuha: "get", kukuha: "get",
  // Word forms the stemmer does not join to their verb.
  kept: "keep", approval: "approve", approvals: "approve",
  insurance: "insurance", claim: "claim", claims: "claim",
  grades: "grade", grade: "grade", marka: "grade", gwa: "gwa average", average: "average", gpa: "average",
  emergency: "emergency", emergencies: "emergency", emerhensya: "emergency", tulong: "help", saklolo: "emergency", urgent: "emergency",
  fire: "fire", sunog: "fire", ambulance: "ambulance",
  security: "security", bantay: "security", guwardiya: "security", gwardiya: "security", guwardya: "security", gwardya: "security",
  building: "building", buildings: "building", gusali: "building", bldg: "building",
  // An office's or college's unit as students shorten it in writing.
  department: "department", departments: "department", dept: "department", depts: "department", departamento: "department",
  engineering: "engineering", engineer: "engineering",
  admin: "administration", administration: "administration", administrative: "administration",
  athlete: "athletic", athletes: "athletic", atleta: "athletic", athletic: "athletic", sports: "athletic", varsity: "athletic", palaro: "athletic",
  semester: "semester", sem: "semester", semestre: "semester", term: "semester",
  holiday: "holiday", holidays: "holiday", break: "holiday", bakasyon: "holiday", walang: "", pasok: "class", classes: "class", class: "class", klase: "class",
  start: "start", starts: "start", begin: "start", begins: "start", simula: "start", umpisa: "start", magsisimula: "start",
  steps: "step", step: "step", hakbang: "step",
  visit: "visit", tour: "visit",
  website: "website", site: "website", web: "website",
  saturday: "saturday", sabado: "saturday", sat: "saturday", sunday: "sunday", linggo: "sunday", weekend: "weekend", weekends: "weekend",
  monday: "weekday", friday: "weekday", weekday: "weekday", weekdays: "weekday", lunes: "weekday", biyernes: "weekday",
  vp: "vp", vps: "vp",
  foi: "foi", efoi: "foi",
  coe: "coe", cor: "cor",
  // The registrar's other papers by their initials, as students say them ('magkano COG', 'GMC for the scholarship').
  cog: "certificate grades", gmc: "goodmoral",
  tor: "tor", id: "id",
  map: "map", mapa: "map", directions: "where", direction: "where", papunta: "where", pumunta: "where",
  fb: "facebook", facebook: "facebook",
  shift: "shift", shifting: "shift", lumipat: "shift",
  mvsu: "mvsu", university: "university", unibersidad: "university", school: "university", paaralan: "university", eskwelahan: "university", campus: "campus",
  estudyante: "student", students: "student", student: "student", studyante: "student",
  verify: "gradeverify", verification: "gradeverify", verified: "gradeverify", verifying: "gradeverify",
  address: "address", adres: "address",
  mission: "mission", vision: "vision",
  officer: "officer",
  hr: "hr",
  lab: "laboratory", labs: "laboratory", laboratories: "laboratory",
  agri: "agriculture", agrikultura: "agriculture",
  dormitory: "dormitory", dorm: "dormitory", dorms: "dormitory", housing: "dormitory", boarding: "dormitory",
  // To live or stay somewhere ('tumira', 'nakatira' reach it through their affixes).
  tira: "stay",
  wheelchair: "accessibility", pwd: "accessibility", disability: "accessibility", disabled: "accessibility",
};

/** The word table and the lexicon of campus situations and nouns, as one table (no key is in both). */
export const SYNONYMS: Readonly<Record<string, string>> = { ...WORDS, ...Object.fromEntries(lexiconEntries()) };

/** Keys the word table and the lexicon both list: each word must have one meaning (a test keeps this empty). */
export function wordsListedTwice(): string[] {
  return lexiconEntries().map(([k]) => k).filter((k) => Object.hasOwn(WORDS, k));
}

/** Words that never count as evidence: English and Filipino function words, fillers and politeness. */
export const STOP_WORD_LIST: readonly string[] = (
  "a an the is are was were be been being am do does did doing done have has had having of to in on at by for with " +
  "about from into onto over under up down out off than then so such too very just also only own same both each " +
  "few more most other some any all no nor not i me my mine we our ours you your yours he him his she her it its " +
  "they them their this that these those what which who whom whose why can could will would shall should may might " +
  "must there here and or but if as until while because again further once please pls plz kindly thanks thank hi " +
  "hello hey im ive tell know want like get got give gives let lets make made go going see say said ask asking " +
  "question info information details detail regarding re u ur r ya yo ok okay po ba ang ng nang mga sa si ni kay " +
  "ko ako ka mo ikaw kayo sila siya namin natin nila niya nyo ninyo na pa din rin lang naman yung ung yun iyon ito " +
  "iyan dito diyan doon jan dun nga kaya ano anong alin sino sinong bakit meron mayroon wala pwede puwede pede " +
  "maaari gusto gustong magtanong tanong kung para o ay e eh ha hm hmm um uh opo oo hindi di talaga sana ho mag " +
  "nag ma maka makapag magpa pagpa pagpapa nagpa nagpapa magpapa ipa ipag pinag naka nakapag bago niyo pag kapag kami tayo ngayon happen happens happened hanggang exactly really " +
  "actually anymore already still aking akin iyong inyong kanyang kaniyang kanilang ating aming atin amin tungkol maaaring pwedeng puwedeng pedeng " +
  "nya sya dahil kasi pero lamang yata daw raw muna pala kahit habang upang galing"
)
  .split(/\s+/)
  .filter(Boolean);

export const STOP_WORDS: ReadonlySet<string> = new Set(STOP_WORD_LIST);

/**
 * Words that say what kind of answer is wanted (where, when, how, hours, cost...). They help choose
 * between items about one topic but never make a match on their own.
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  [
  "where", "when", "how", "hours", "open", "office", "cost", "duration", "requirement", "document", "process",
  "contact", "university", "student", "campus", "schedule", "apply", "help", "need", "start", "step", "name",
  "response", "visit", "class", "email", "form", "building", "new", "official",
  ].map((w) => stem(w)),
);

const phraseList = Object.entries({ ...PHRASES, ...LEXICON_PHRASES, ...FILIPINO_PHRASES }).sort((a, b) => b[0].length - a[0].length);

/** Lower case, no accents, contractions expanded, punctuation to spaces, phrases rewritten (remembered: every step reads the same words). */
export const normalise: (text: string) => string = remembered((text) => normaliseOnce(text));

const MONTH_IN_FULL: Readonly<Record<string, string>> = {
  jan: "january", feb: "february", mar: "march", apr: "april", jun: "june", jul: "july", aug: "august", sep: "september",
  sept: "september", oct: "october", nov: "november", dec: "december",
};

function normaliseOnce(text: string): string {
  let s = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    // A Taglish verb written with a hyphen, its Filipino prefix carrying the verb's repeated first sound
    // ('nagfa-file', 'nagpi-print', 'magsu-submit'), is the English verb; a Filipino k repeats an English hard c
    // ('magko-commute', 'nagka-cancel').
    .replace(/\b(?:mag|nag|ma|na|pag|ipa|pina|maka|naka|magpa|nagpa|pinag|ipag|i)([bcdfghjklmnpqrstvwxyz])[aeiou]-(?=([a-z]))/g, (affix, sound: string, next: string) => (sound === next || (sound === "k" && next === "c") ? "" : affix))
    // ... as is one with a Filipino prefix before a hyphen, 'just done' ('kaka-graduate') among them.
    .replace(/\b(?:pina|ipina|pinapa|ipinapa|pinag|ipinag|kaka|kaga|kakapag|kapapag)-(?=[a-z])/g, "")
    // A shortened month before a day is the month ('feb 12', 'sept. 3').
    .replace(/\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.? ?(?=\d{1,2}(?:st|nd|rd|th)?\b)/g, (_m, month: string) => `${MONTH_IN_FULL[month]} `)
    .replace(/\b(\w+)'s\b/g, "$1 s")
    .replace(/n't\b/g, " not")
    .replace(/'(re|ll|m|ve|d)\b/g, " ")
    .replace(/\b\d{1,2}(:\d{2})?\s?(am|pm)\b/g, " hours ")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bs\b/g, " ")
    .trim()
    .replace(/\s+/g, " ");
  s = ` ${s} `;
  for (const [phrase, replacement] of phraseList) {
    if (s.includes(` ${phrase} `)) s = s.split(` ${phrase} `).join(` ${replacement} `);
  }
  return s.trim();
}

/** A light English stemmer (plural, -ing, -ed, -ment, -ly): enough for 'schedules' ~ 'schedule'. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = w.slice(0, -3) + "y";
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith("ment") && w.length > 6) w = w.slice(0, -4);
  if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Is `word` a known synonym key (after normalisation)? Used by the typo step as vocabulary. */
export function synonymKeys(): string[] {
  return Object.keys(SYNONYMS).filter((k) => /^[a-z0-9]+$/.test(k) && SYNONYMS[k] !== "");
}

/** Maps one normalised word through the synonym table: canonical words, or [] for a filler. */
export function mapWord(word: string): string[] | undefined {
  // Own keys only: a visitor typing "constructor" or "__proto__" must not reach Object.prototype.
  const mapped = Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word] : undefined;
  if (mapped === undefined) return undefined;
  return mapped === "" ? [] : mapped.split(" ");
}

export interface Token {
  /** The stemmed canonical token. */
  term: string;
  /** The word as typed (normalised). */
  source: string;
}

/**
 * Text to tokens without stop words, synonyms applied, stemmed. No typo correction here. Remembered and
 * frozen, as `normalise` is: one question's answer tokenizes the same texts (its own words, the records'
 * names) dozens of times.
 */
export const tokenize: (text: string) => readonly Token[] = remembered((text) => Object.freeze(tokenizeOnce(text).map((t) => Object.freeze(t))));

function tokenizeOnce(text: string): Token[] {
  const out: Token[] = [];
  for (const word of normalise(text).split(" ")) {
    if (!word) continue;
    const mapped = mapWord(word);
    const words = mapped ?? [word];
    for (const w of words) {
      if (STOP_WORDS.has(w)) continue;
      out.push({ term: stem(w), source: word });
    }
  }
  return out;
}

const TAGALOG_PREFIXES = ["pagpapa", "makapag", "makapa", "nakapag", "ipina", "pagpa", "pagka", "magpa", "nagpa", "pinag", "maipa", "naipa", "maka", "naka", "ipag", "pina", "napa", "pag", "mag", "nag", "ipa", "mai", "nai", "ma", "pa", "i"];

/** 'macontact', 'magapply', 'ienroll': the English word inside a Taglish verb, if there is one. */
export function taglishStems(word: string): string[] {
  const out: string[] = [];
  for (const p of TAGALOG_PREFIXES) if (word.startsWith(p) && word.length - p.length >= 3) out.push(word.slice(p.length));
  return out;
}

const TAGALOG_SUFFIXES = ["han", "hin", "an", "in"];

/**
 * 'mapalitan' -> 'palit', 'ipapalit' -> 'palit': the roots inside a Filipino affixed word (a prefix, a repeated
 * first syllable, a suffix taken off), longest first, so a root the synonym table holds can be found.
 */
export function filipinoRoots(word: string): string[] {
  const out = new Set<string>();
  // A word with its linker ('nasirang', 'sirang') is the word; the linked form is weighed like the bare one.
  const bare = word.length > 5 && /[aeiou]ng$/.test(word) ? word.slice(0, -2) : undefined;
  if (bare) out.add(bare);
  for (const w of bare ? [word, bare] : [word]) {
    // The -in- and -um- infixes after the first consonant ('pinopost', 'tinatanggap', 'kumukuha') come out first.
    const infixed = /^([bcdfghklmnprstvwy])(?:in|um)([aeiou][a-z]{2,})$/.exec(w);
    // The stative na- of a past state ('nasira', 'nawala') joins the verb prefixes here only, where a root is sought.
    const stative = /^na[bcdfghklmnprstvwy][a-z]{3,}$/.test(w) ? [w.slice(2)] : [];
    addRoots(out, w, [w, ...taglishStems(w), ...stative, ...(infixed ? [infixed[1] + infixed[2]] : []), ...nasalised(w)]);
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/** The first consonants a nasal of the prefixes pang-, mang-, nang- takes the place of: m for p and b, n for t, d and s, ng for k. */
const NASAL_FOR: Readonly<Record<string, readonly string[]>> = { m: ["p", "b"], n: ["t", "d", "s"], ng: ["k"] };

/**
 * The roots of a word whose prefix pang-, mang- or nang- swallowed the root's first consonant ('pamalit' from
 * 'palit', a replacement; 'panulat' from 'sulat'; 'mangopya' from 'kopya'): each consonant the nasal may stand for,
 * put back. A root needs four letters after its first consonant.
 */
function nasalised(word: string): string[] {
  const m = /^[pmn]a(ng|m|n)([aeiou][a-z]{3,})$/.exec(word);
  return m ? NASAL_FOR[m[1]].map((c) => c + m[2]) : [];
}

/**
 * A head with its inner causative and abilitative affixes peeled off, one layer at a time: the repeated first
 * syllable, then 'pag', 'pa', 'ka' ('papagamot' -> 'pagamot' -> 'gamot', 'kapagtapos' -> 'pagtapos' -> 'tapos',
 * 'papapirmahan' -> 'papirmahan' -> 'pirmahan'). A layer is peeled only while four letters stay.
 */
function peeled(head: string): string[] {
  const out = [head];
  for (let i = 0; i < out.length && out.length < 8; i++) {
    const h = out[i];
    const next = [
      /^([bcdfghklmnprstvwy][aeiou])\1/.test(h) ? h.slice(2) : "",
      /^pag[bcdfghklmnprstvwy]/.test(h) ? h.slice(3) : "",
      /^(?:pa|ka)/.test(h) ? h.slice(2) : "",
    ];
    for (const n of next) if (n.length >= 4 && !out.includes(n)) out.push(n);
  }
  return out;
}

/** The roots of `word` reached from each of its `heads` (the word without a prefix or infix) into `out`. */
function addRoots(out: Set<string>, word: string, heads: readonly string[]): void {
  for (const head of new Set(heads.flatMap(peeled))) {
    // The repeated first syllable of the future or continuous form ('papalit' -> 'palit').
    const unrepeated = /^([bcdfghklmnprstvwy][aeiou])\1/.test(head) ? head.slice(2) : head;
    for (const h of new Set([head, unrepeated])) {
      for (const suffix of TAGALOG_SUFFIXES) {
        if (!h.endsWith(suffix) || h.length - suffix.length < 4) continue;
        const root = h.slice(0, -suffix.length);
        out.add(root);
        // A root's last o is raised to u before a suffix ('sagot' in 'sagutin', 'aksyon' in 'aksyunan').
        if (/u[bcdfghklmnprstvwyz]$/.test(root)) out.add(`${root.slice(0, -2)}o${root.slice(-1)}`);
      }
      if (h !== word && h.length >= 4) out.add(h);
    }
  }
}

/** Levenshtein distance allowed for a typo in a word of this length (none for short words). */
export function allowedTypos(length: number): number {
  if (length < 5) return 0;
  if (length < 9) return 1;
  return 2;
}
