/**
 * The passage answerer, the last step before the fallback: every sentence the kiosk holds (the catalogue's
 * sentences, every field of every record as stored, page prose, the charter's lists, the knowledge items'
 * filled answers) is a passage tagged with its record's name, kind and page. A question is answered by the
 * passage that covers the most of its content words, each weighted by how rare it is (IDF), counting the
 * record's names as part of the passage; when the question asks a kind of value (how much, how soon, when,
 * who, where, a link, a number, how many) only passages holding such a value compete. The coverage is the
 * reply's confidence and `decide()` against PASSAGE_COVERAGE says whether it is stated: a question about
 * something the kiosk does not hold shares few weighted words with any passage and still gets the fallback.
 */
import type { Entity, Lang } from "./catalog.ts";
import { compose, GENERIC, type FactIndex } from "./facts.ts";
import { detectIntents, withoutRelativeWho } from "./intents.ts";
import type { Intent } from "./catalog.ts";
import type { KnowledgeIndex } from "./engine.ts";
import { editDistanceAtMostOne, framingTerms, nearFraming, termsOf } from "./explained.ts";
import { STOP_WORDS, filipinoRoots, mapWord, stem, tokenize } from "./language.ts";
import { fillPlaceholders } from "./placeholders.ts";
import { textsOf } from "./record-texts.ts";
import { PASSAGE_COVERAGE, PASSAGE_TYPED_COVERAGE, decide } from "./confidence.ts";

/** What a passage belongs to: a record of the catalogue, a page block or a knowledge item. */
export interface PassageSource {
  kind: string;
  title: string;
  aliases: string[];
  href?: string;
  building?: string;
  office?: Entity["office"];
  records: string[];
  /** What the record says of itself when named (a portal's link, an office's place). */
  summary?: Entity["summary"];
  /** A knowledge item's answer reads on its own: its title (the question) is not prefixed. */
  untitled?: boolean;
}

interface Passage {
  source: PassageSource;
  lang: Lang;
  sentence: string;
  terms: Set<string>;
  /** The terms of its record's names alone. */
  names: Set<string>;
  /** A sentence the catalogue states (summary or intent fact), not raw stored text. */
  stated: boolean;
  /** The same stated sentence in the other language, when the catalogue states it in both. */
  twin?: Passage;
}

interface Built {
  passages: Passage[];
  /** Each record's passages, so a sentence can be stated with the field of its record that holds the value asked. */
  bySource: Map<PassageSource, Passage[]>;
  /** The passages holding each term, so a question reads only the passages that share a word with it. */
  byTerm: Map<string, Passage[]>;
  readings: Map<string, Reading | undefined>;
  df: Map<string, number>;
  vocabulary: string[];
}

const built = new WeakMap<FactIndex, WeakMap<KnowledgeIndex, Built>>();

/** A sentence end: never the dot of an initial or a title ('Liza B. Ancheta', 'Dr. Bautista', 'No. 2'). */
const SENTENCE_END = /(?<=[.;!?])(?<!(?:^|[\s(])[A-Z]\.)(?<!\b(?:Dr|Mr|Ms|Mrs|Engr|Atty|Prof|Sr|Jr|St|No|Brgy|Hon|Rev|Fr)\.)\s+(?=[A-Z0-9₱])/;

/** A sentence end of a requirements list: its semicolons part the items of one list. */
const STATED_SENTENCE_END = /(?<=[.!?])(?<!(?:^|[\s(])[A-Z]\.)(?<!\b(?:Dr|Mr|Ms|Mrs|Engr|Atty|Prof|Sr|Jr|St|No|Brgy|Hon|Rev|Fr)\.)\s+(?=[A-Z0-9₱])/;

/** Sentences of a text: a record's labelled line stays whole, prose is cut at sentence ends. */
const sentencesOf = (text: string, end: RegExp = SENTENCE_END) =>
  (text.length > 240 ? text.split(end) : [text]).map((x) => x.trim()).filter((x) => x.length > 3);

function passagesOf(facts: FactIndex, knowledge: KnowledgeIndex): Built {
  let perKnowledge = built.get(facts);
  if (!perKnowledge) built.set(facts, (perKnowledge = new WeakMap()));
  let b = perKnowledge.get(knowledge);
  if (b) return b;
  const passages: Passage[] = [];
  const add = (source: PassageSource, lang: Lang, sentences: Iterable<string>, fields: string[] = [], stated = false) => {
    const names = [source.title, ...source.aliases, ...fields];
    const nameTerms = termsOf([source.title, ...source.aliases]);
    for (const sentence of sentences) passages.push({ source, lang, sentence, terms: termsOf([...names, sentence]), names: nameTerms, stated });
  };
  for (const entity of facts.entities) {
    const split = (t: string, list = false) => t.split(list ? STATED_SENTENCE_END : SENTENCE_END).map((x) => x.trim()).filter((x) => x.length > 3);
    const said = { en: [] as string[][], fil: [] as string[][] };
    const stated = { en: new Map<string, Passage>(), fil: new Map<string, Passage>() };
    for (const lang of ["en", "fil"] as const) {
      // A stated requirements answer is cut at its sentence ends, never between its items ('Evaluation sheet; Birth certificate').
      // A service's e-mail and line are its handling office's sentences, already that office's passages.
      const borrowed = (intent: string) => entity.kind === "service" && (intent === "email" || intent === "phone");
      said[lang] = [split(entity.summary(lang)), ...Object.entries(entity.facts).flatMap(([intent, say]) => (!say || borrowed(intent) ? [] : [split(say(lang), intent === "requirements")]))];
      const from = passages.length;
      add(entity, lang, new Set(said[lang].flat()), [], true);
      for (const p of passages.slice(from)) stated[lang].set(p.sentence, p);
    }
    // One statement said in both languages in as many sentences: each sentence is the other's twin.
    said.en.forEach((en, i) => {
      const fil = said.fil[i];
      if (fil?.length !== en.length) return;
      en.forEach((sentence, j) => {
        const [a, b] = [stated.en.get(sentence), stated.fil.get(fil[j])];
        if (a && b && a.lang !== b.lang) [a.twin, b.twin] = [b, a];
      });
    });
    // A record's requirements line stays whole: every item it lists is what the visitor asked.
    add(entity, "en", new Set((entity.texts ?? []).flatMap((t) => sentencesOf(t, /(?:^|\. )Requirements: /.test(t) ? STATED_SENTENCE_END : SENTENCE_END))), entity.fields);
  }
  for (const page of facts.pages) {
    add({ kind: "page", title: page.title, aliases: [], href: page.href, records: [page.id] }, "en", new Set(textsOf(page.text).flatMap((t) => sentencesOf(t))));
  }
  for (const { item } of knowledge.items) {
    const answer = fillPlaceholders(item.canonicalAnswer, facts.entities);
    const source: PassageSource = { kind: "knowledge", title: item.canonicalQuestion, aliases: item.questionVariations, records: [`knowledge:${item.id}`], untitled: true };
    add(source, /\b(ang|mga|sa|ng)\b/.test(answer) ? "fil" : "en", [answer]);
  }
  const df = new Map<string, number>();
  for (const p of passages) if (p.lang === "en") for (const t of p.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const bySource = new Map<PassageSource, Passage[]>();
  for (const p of passages) bySource.set(p.source, [...(bySource.get(p.source) ?? []), p]);
  const byTerm = new Map<string, Passage[]>();
  for (const p of passages) for (const t of p.terms) {
    const list = byTerm.get(t);
    if (list) list.push(p);
    else byTerm.set(t, [p]);
  }
  b = { passages, bySource, byTerm, df, vocabulary: [...df.keys()], readings: new Map() };
  perKnowledge.set(knowledge, b);
  return b;
}

/**
 * Verbs that frame most questions but, in a question naming nothing else specific, say which detail of a record
 * is asked ('keep' an unclaimed ID, 'appeal' a denial).
 */
const DETAIL_VERBS: ReadonlySet<string> = new Set(
  "keep kept claim claimed appeal deny denied return returned replace cancel cancelled extend extended sign signed approve approved accept accepted refund refunded renew renewed"
    .split(" ")
    .flatMap((w) => tokenize(w).map((t) => t.term)),
);

/** Two-letter words that name a thing ('ID', 'PE'); every other word that short is a particle. */
const SHORT_NAMES: ReadonlySet<string> = new Set(["id", "pe"]);

/** A content word of the question: as written, and every term that would explain it (mapped, corrected, stemmed). */
interface Word {
  source: string;
  options: string[];
}

/** The question's content words, each with the terms that would explain it. */
function contentWords(text: string, facts: FactIndex, knowledge: KnowledgeIndex, df: Map<string, number>, vocabulary: string[], withVerbs = false, asking?: ReadonlySet<string>): Word[] {
  // Read for an act's time, every framing word but the asking ones is content ('reply', 'decide', 'keep').
  const frame = asking ?? framingTerms();
  const out: Word[] = [];
  for (const t of tokenize(text)) {
    const framing = frame.has(t.term) || frame.has(t.source);
    if ((t.source.length < 3 && !SHORT_NAMES.has(t.source)) || (framing && !(withVerbs && DETAIL_VERBS.has(t.term)))) continue;
    // A word one letter from a framing word is a typo of it, unless some passage holds it as written ('saln').
    if (!df.has(t.source) && !df.has(t.term) && nearFraming(t.source, frame)) continue;
    const options = new Set([t.term, t.source, stem(t.source)]);
    // A participle negated by un- ('unclaimed') is held by a sentence saying it is not ('not claimed').
    if (/^un[a-z]{4,}(?:ed|id)$/.test(t.source)) for (const w of tokenize(t.source.slice(2))) options.add(w.term);
    for (const m of mapWord(t.source) ?? []) options.add(stem(m));
    // A correction of at most one letter ('auditoruim'); a farther one would make 'passport' a 'password'.
    const near = (c: string) => editDistanceAtMostOne(t.source, c) || editDistanceAtMostOne(stem(t.source), c);
    for (const c of facts.terms(t.source)) if (near(c)) options.add(c);
    for (const q of knowledge.queryTerms(t.source)) if (near(q.term)) options.add(q.term);
    // Another ending of the same word ('denied' and 'denial', 'resolved' and 'resolve'): a shared stem of five letters.
    const root = stem(t.source);
    // A noun in -tion is its verb's word ('allocation' and 'allocated', 'verification' and 'verificat-').
    if (/[a-z]{4}tion$/.test(t.source)) options.add(t.source.slice(0, -3));
    if (root.length >= 4) for (const v of vocabulary) if (v.length >= 5 && v.length <= root.length + 4 && (v.startsWith(root) || (root.length >= 7 && v.startsWith(root.slice(0, -1))))) options.add(v);
    // A verb in -y spells its other endings with -i ('deny': 'denial', 'denied'; 'apply': 'applicant').
    const iRoot = /[^aeiou]y$/.test(root) ? `${root.slice(0, -1)}i` : undefined;
    if (iRoot && iRoot.length >= 4) for (const v of vocabulary) if (v.length >= 5 && v.length <= iRoot.length + 5 && v.startsWith(iRoot)) options.add(v);
    out.push({ source: t.source, options: [...options] });
  }
  return out;
}

/**
 * What kind of value each asked thing needs: 'how much' a price, 'how long' a duration, 'who' a person, 'when'
 * a date. A passage that names the question's words but holds no such value does not answer it.
 */
/** A month's name; 'May' only beside a day or a year (the English 'you may' and the Filipino 'may bayad' are no month). */
const MONTH = /\b(January|February|March|April|May(?=,? \d)|(?<=\d )May|June|July|August|September|October|November|December|Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre)\b|\d{4}-\d{2}-\d{2}/;
const MONEY = /₱|\bphp\b|\bpesos?\b|\bfree\b|libre|\bnone\b|no (fee|charge)|walang bayad/i;
/** A length of time ('3-5 working days', 'two hours', 'same day'). */
export const DURATION = /\b(\d+|one|two|three|four|five|six|seven|ten|isang|dalawang|tatlong)(\s?(-|to|–)\s?\d+)? ?(working |business )?(days?|hours?|minutes?|weeks?|months?|years?|araw|oras|minuto|linggo|buwan|taon)\b|\bsame day\b|\bimmediately\b/i;
const CLOCK = /\d ?(AM|PM)\b|24\/7|around the clock|\d{1,2}:\d{2}/i;
/** A clock time or a place's hours stated round the clock ('Open 24 hours, daily'). */
const OPEN_HOURS = new RegExp(`${CLOCK.source}|\\b24 (?:hours|oras)\\b`, "i");
/**
 * The words that ask a time of day or the hours a place keeps ('what time', 'how early', 'at 5am', 'anong oras',
 * 'open overnight', 'bukas ba hanggang hatinggabi').
 */
export const CLOCK_ASKED = /\b(what time|wat time|until what time|what hours|how early|how late|gaano kaaga|anong oras|anung oras|hanggang anong oras|(?:at|by|ng|before|until|hanggang) \d{1,2}(?::\d{2})? ?(?:am|pm|a\.m|p\.m|ng umaga|ng gabi|ng hapon)|(?:open|bukas)\b.{0,30}\b(?:overnight|all night|midnight|hatinggabi|madaling araw|24 hours|24\/7|24 oras))\b/i;
/** A person, a post or an office, or a firm ('who won the bid': 'Cagayan Valley Builders and Supply Corporation'). */
const PERSON = /\b(Dr|Mr|Ms|Mrs|Engr|Atty|Prof)\.? [A-Z]|\b[A-Z][a-z]+ [A-Z]\. [A-Z]|\b(Office|Desk|Unit|Center|Centre|Committee|Dean|Director|Head|Registrar|Officer|Services|Advis[eo]r|Principal|Coordinator|Chair|Chairperson|Secretary|Clerk|Librarian|Nurse|Physician|Corporation|Corp|Inc|Agency|Company|Enterprises?|Builders|Trading|Contractors?)\b/;
const PLACE = /\b(Room|Rm\.?|Floor|Building|Window|Hall|Gate|Lobby|beside|near|behind|across|in front|ground|Office|Desk|Center|Library|Gym|Venue|Where to (get|secure))\b|palapag|silid|tabi/i;
const URL = /https?:\/\/|\b[a-z]+\.mvsu\.edu\.ph|\.gov\.ph|\.edu\.ph|\/[a-z-]+/i;
const PHONE = /\d{3}[\s-]?\d{3,4}|\blocal \d+|\b\d{4}\b hotline|hotline/i;
const EMAIL = /@/;
const COUNT_VALUE = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|isa|dalawa|tatlo|apat|lima|anim|pito|walo|siyam|sampu)\b/i;

const ANSWER_SHAPES: Partial<Record<Intent, RegExp>> = {
  fee: MONEY,
  time: DURATION,
  duration: DURATION,
  who: PERSON,
  hours: CLOCK,
  when: new RegExp(`${MONTH.source}|${DURATION.source}`, "i"),
  phone: PHONE,
  email: EMAIL,
  link: URL,
};

/** What a visitor needs to hand in or bring: a record's requirements list, or a sentence that says to submit or bring. */
const REQUIREMENTS = /\bRequirements?:|\b(submit|bring|attach|present) (the|your|a|an|it|them|one|two|\d)|\(\d+ (original|photocopy|cop(y|ies))\)|\bphotocopy\b|\bdalhin\b|\bisumite\b/i;

/** A kind of value a question can ask for. */
export type ValueKind = "money" | "duration" | "date" | "clock" | "person" | "link" | "email" | "phone" | "place" | "count" | "requirements";

/** The kinds of value a question's own words ask for, whatever intent the records' rules read in it, and how each is held. */
const ASKED: { kind: ValueKind; asks: RegExp; shape: RegExp; counted?: boolean }[] = [
  // 'How much does it cover' asks what a grant covers, 'how long is the contract' a duration and 'in charge' a person, not an amount.
  // Whether something is free or must be paid for asks a price too ('is wifi free', 'do students pay for it', 'libre ba').
  { kind: "money", asks: /^(?!.*\b(cover|how long)\b).*(\b(how much|hm|magkano|cost|price|fees?|amount|budget|contract|(?<!in )charge)\b|\b(is|are) (?!(you|we|they|he|she)\b)([a-z-]+ ){1,3}free\b(?! (time|period|day|hours?)\b)|(?<!\b(where|saan) )\b(do|does|should|must) (i|we|you|students?|visitors?|they|one) pay (for|to)\b|\blibre ba\b|\bmay bayad ba\b)/i, shape: MONEY },
  // The longest or shortest time something takes ('the longest you take', 'pinakamatagal') is a length of time.
  { kind: "duration", asks: /\b(how (long|soon|fast|quickly)|gaano katagal|turnaround|processing time|ilang (araw|oras|linggo)|longest|shortest|pinakamatagal|pinakamabilis)\b/i, shape: DURATION },
  { kind: "date", asks: /\b(when|kailan|deadline)\b/i, shape: new RegExp(`${MONTH.source}|${DURATION.source}|${CLOCK.source}`, "i") },
  // 'What time', 'anong oras', 'open overnight': a time of day or the hours a place keeps, held by a clock time
  // ('6:30 AM') or a round-the-clock statement ('Open 24 hours'), not by a service the place names.
  { kind: "clock", asks: CLOCK_ASKED, shape: OPEN_HOURS },
  // 'Who can apply' asks who qualifies, not a person's name.
  { kind: "person", asks: /\b(who|sino|kanino)\b(?! (can|may|could|is allowed|are allowed|qualif|ang pwede|ang puwede|ang maaari|pwede|puwede|maaari))/i, shape: PERSON },
  { kind: "link", asks: /\b(link|website|url|site)\b/i, shape: URL },
  { kind: "email", asks: /\b(e-?mail)\b/i, shape: EMAIL },
  { kind: "phone", asks: /\b(phone|number|hotline|call|tawag)\b/i, shape: new RegExp(`${PHONE.source}|@`, "i") },
  { kind: "place", asks: /\b(which|what|anong) (room|floor|building|window)\b|\b(room|floor) (number|no)\b/i, shape: PLACE },
  { kind: "count", asks: /\b(how many|ilan|ilang)\b/i, shape: COUNT_VALUE, counted: true },
  {
    kind: "requirements",
    // 'What does he need' asks what to hand in, as does 'what do I need to get X' (X is what it is for); 'what do I need to do' asks the steps.
    asks: /\bwhat (do|does|should|must|will) (\w+ ){1,3}(need to )?(submit|attach|bring|present|prepare|show|give|hand in|hand over)\b|\bwhat (do|does|will) (\w+ ){1,2}need\b(?! to\b)|\bwhat (do|does|will) (\w+ ){1,2}need to (get|have|claim|request|secure|obtain|avail)\b|\b(what|which|anong|aling) (documents|papers|papeles|dokumento)\b|\bwhat (else )?(goes|go|comes|come|should go|must go) (along )?with\b|\b(requirements?|attach|attachments?|accompany|accompanies|accompanying|kalakip|accepted|dadalhin|dalhin|ilakip|ilalakip|isumite|isasama)\b/i,
    shape: REQUIREMENTS,
  },
];

const NUMBER = "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|isa|isang|dalawa|dalawang|tatlo|tatlong|apat|lima|anim|pito|walo|siyam|sampu)";

/**
 * A count answers 'how many X' only when it counts X: a number within a few words before the counted word
 * ('Two 2x2 ID photos' for 'how many id photos'; 'one or more semesters' does not count students).
 */
export function countShape(text: string): RegExp {
  const counted = /\b(?:how many|ilan(?:g| ang)?)\s+(?:\w+\s+)??([a-z]{3,})/i.exec(text)?.[1];
  if (!counted) return COUNT_VALUE;
  const root = stem(counted.toLowerCase()).slice(0, Math.max(3, stem(counted.toLowerCase()).length - 1));
  return new RegExp(`\\b${NUMBER}\\b(?:\\W+[\\w()-]+){0,3}?\\W+${root}|\\b${root}[a-z]*:?\\s+${NUMBER}\\b`, "i");
}

/** The kinds of value `text` asks for ('how much' money, 'who' a person, 'what do I attach' requirements). */
export function askedValues(text: string): ValueKind[] {
  const asked = withoutRelativeWho(text);
  return ASKED.filter((a) => a.asks.test(asked)).map((a) => a.kind);
}

/** Does `statement` hold a value of `kind` (a peso amount, a duration, a person, a list of requirements...)? */
export function holdsValue(kind: ValueKind, statement: string, question = ""): boolean {
  const a = ASKED.find((x) => x.kind === kind)!;
  return (a.counted ? countShape(question) : a.shape).test(statement);
}

const YEARS = /\b\d+ ?(?:(?:-|to|–) ?\d+ )?(years?|yrs?|taon)\b/i;
/** Words that name the kind of value asked rather than a topic: covered by a passage holding such a value. */
const TYPE_WORDS: Record<string, RegExp> = {
  age: YEARS, edad: YEARS,
  limit: COUNT_VALUE, minimum: COUNT_VALUE, maximum: COUNT_VALUE,
  cost: MONEY, price: MONEY, amount: MONEY, budget: MONEY, fee: MONEY, fees: MONEY, halaga: MONEY, bayad: MONEY,
  deadline: MONTH, due: MONTH, date: MONTH, petsa: MONTH,
  longest: DURATION, shortest: DURATION, pinakamatagal: DURATION, pinakamabilis: DURATION,
  hotline: PHONE, number: PHONE, phone: PHONE, telephone: PHONE, numero: PHONE,
  email: EMAIL, "e-mail": EMAIL,
  website: URL, link: URL, url: URL, site: URL,
  room: PLACE, location: PLACE, floor: PLACE, window: PLACE, lugar: PLACE,
};

export interface PassageReply {
  message: string;
  source: PassageSource;
  /** The weighted share of the question's content words the passage and its record's names cover (0..1). */
  coverage: number;
  /** The sentence (or sentences) of the record that answer, without the record's summary. */
  sentence: string;
}

/** A question read for the passage search: its content words with their weights, and the kinds of value it asks. */
interface Reading {
  words: string[][];
  weights: number[];
  total: number;
  /** Per word, the value that covers it when it only names a kind of value ('deadline', 'age'). */
  typed: (RegExp | undefined)[];
  shapes: RegExp[];
  /** The passages holding a phrase of the question (its last `phrases` words). */
  phrased: Set<Passage>;
  phrases: number;
}

/** The question as read, remembered for the few steps that read the same question. */
function read(facts: FactIndex, knowledge: KnowledgeIndex, text: string, b: Built, commonTopic = false): Reading | undefined {
  const key = `${commonTopic ? "1" : "0"}${text}`;
  if (b.readings.has(key)) return b.readings.get(key);
  if (b.readings.size > 256) b.readings.clear();
  const r = readOnce(facts, knowledge, text, b, commonTopic);
  b.readings.set(key, r);
  return r;
}

function readOnce(facts: FactIndex, knowledge: KnowledgeIndex, text: string, b: Built, commonTopic: boolean): Reading | undefined {
  const { passages, df, vocabulary } = b;
  let asked = contentWords(text, facts, knowledge, df, vocabulary);
  // A question whose only specific words are verbs ('how long do you keep an unclaimed id') is read with them.
  const specific = (ws: Word[]) => ws.some((w) => w.options.some((o) => !GENERIC.has(o) && (df.get(o) ?? 0) <= COMMON_PASSAGES));
  if (!specific(asked)) {
    const withVerbs = contentWords(text, facts, knowledge, df, vocabulary, true);
    if (withVerbs.length > asked.length) asked = withVerbs;
  }
  // Only a question no word of which names something specific on its own is read for phrases.
  const vague = !commonTopic && asked.every((w) => w.options.every((o) => GENERIC.has(o) || (df.get(o) ?? 0) > COMMON_PASSAGES));
  const phrases = vague ? phrasesOf(text, asked, b).filter((x) => x.held.length <= COMMON_PASSAGES) : [];
  const words = [...asked.map((w) => w.options), ...phrases.map(() => [])];
  if (!words.length) return undefined;
  // A word naming a kind of value ('deadline', 'age') is answered by a passage holding such a value; a phrase by a passage holding it.
  const typed = [...asked.map((w) => (Object.hasOwn(TYPE_WORDS, w.source) ? TYPE_WORDS[w.source] : undefined)), ...phrases.map((x) => x.pattern)];
  const shapes = [
    ...new Set([
      ...detectIntents(text).flatMap((i) => (ANSWER_SHAPES[i] ? [ANSWER_SHAPES[i]] : [])),
      ...ASKED.flatMap(({ asks, shape }) => (asks.test(withoutRelativeWho(text)) ? [shape] : [])),
      ...typed.flatMap((shape) => (shape ? [shape] : [])),
    ]),
  ];
  // At least one word must name something specific, not only a kind of thing ('office', 'form'); a question
  // that names a record and asks a kind of value may name a topic many passages speak of ('what do I submit
  // for an FOI request').
  const common = commonTopic && shapes.length ? TYPED_COMMON_SHARE * passages.length : COMMON_PASSAGES;
  if (!phrases.length && words.every((options) => options.every((o) => GENERIC.has(o) || (df.get(o) ?? 0) > common))) return undefined;
  // A word's weight is its rarity among passages: a word no passage holds weighs most, so a question about
  // something the kiosk does not hold cannot be covered by its common words alone.
  const n = passages.length;
  // A word is as rare as its rarest form that some passage holds ('thesis' for 'theses'); a word no passage holds at all weighs most.
  const weights = words.map((options, i) => {
    if (i >= asked.length) return Math.log(1 + n / (1 + phrases[i - asked.length].held.length));
    const held = options.flatMap((o) => (df.has(o) ? [df.get(o)!] : []));
    return Math.log(1 + n / (1 + (held.length ? Math.min(...held) : 0)));
  });
  return { words, weights, total: weights.reduce((a, b) => a + b, 0), typed, shapes, phrased: new Set(phrases.flatMap((x) => x.held)), phrases: phrases.length };
}

/** Words that never start or end a phrase of the question. */
const PHRASE_STOPS = new Set(STOP_WORDS);

/**
 * Two words side by side name one thing ('student number', 'student loans') even when each alone only frames a
 * question or is common: in a question no word of which names something specific on its own, each pair of
 * adjacent words (not both content words) that a few passages hold side by side is one more content word of
 * the question, held by those passages.
 */
function phrasesOf(text: string, asked: Word[], b: Built): { pattern: RegExp; held: Passage[] }[] {
  const words = text.toLowerCase().replace(/[^a-z0-9\s-]+/g, " ").split(/\s+/).filter(Boolean);
  const content = new Set(asked.map((w) => w.source));
  const out: { pattern: RegExp; held: Passage[] }[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [x, y] = [words[i], words[i + 1]];
    if (x.length < 3 || y.length < 3 || PHRASE_STOPS.has(x) || PHRASE_STOPS.has(y) || (content.has(x) && content.has(y))) continue;
    const pattern = new RegExp(`\\b${x.replace(/s$/, "")}s?[\\s-]+${y.replace(/s$/, "")}s?\\b`, "i");
    const first = tokenize(x)[0]?.term;
    const held = (first ? b.byTerm.get(first) ?? [] : []).filter((p) => pattern.test(p.sentence));
    if (held.length) out.push({ pattern, held });
  }
  return out;
}

/**
 * The weighted share of `text`'s content words that `statement` (a reply's sentences and its record's names)
 * covers, as the passage search counts it: how much of the question a structured answer speaks to.
 */
export function questionCoverage(facts: FactIndex, knowledge: KnowledgeIndex, text: string, statement: string[]): number {
  const b = passagesOf(facts, knowledge);
  const r = read(facts, knowledge, text, b, true);
  if (!r) return 0;
  const terms = termsOf(statement);
  const joined = statement.join(" ");
  let covered = 0;
  r.words.forEach((options, i) => {
    if (options.some((o) => terms.has(o)) || r.typed[i]?.test(joined)) covered += r.weights[i];
  });
  return covered / r.total;
}

/** A word more passages than this hold names a kind of thing, not something specific. */
const COMMON_PASSAGES = 40;
/** The same, as a share of all passages, for a question that asks a kind of value. */
const TYPED_COMMON_SHARE = 0.03;

/** A share of the asked kinds of value a passage holds weighs this much against coverage: two-part questions want both. */
const HELD_SHARE_WEIGHT = 0.05;

const ownCache = new WeakMap<Passage, Set<string>>();
/**
 * The terms a passage's sentence holds itself, without its record's names: its words, and the initials of each
 * run of capitalised words with the small words left out ('Maintenance and Other Operating Expenses': 'mooe').
 */
function ownTerms(p: Passage): Set<string> {
  let own = ownCache.get(p);
  if (own) return own;
  own = termsOf([p.sentence]);
  for (const run of p.sentence.match(/\b[A-Z][a-z]+(?:\s+(?:(?:and|of|the|for|in|on)\s+)*[A-Z][a-z]+)+/g) ?? []) {
    own.add(run.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0].toLowerCase()).join(""));
  }
  ownCache.set(p, own);
  return own;
}

/** The passage that covers most of `text`'s weighted content words; undefined when none covers enough. */
export function passageAnswer(facts: FactIndex, knowledge: KnowledgeIndex, text: string, lang: Lang, options: { commonTopic?: boolean } = {}): PassageReply | undefined {
  const b = passagesOf(facts, knowledge);
  const r = read(facts, knowledge, text, b, options.commonTopic);
  if (!r) return undefined;
  const { words, weights, total, typed, shapes } = r;
  const { df } = b;
  let best: { p: Passage; coverage: number; score: number; also?: Passage; held: number } | undefined;
  const tied: NonNullable<typeof best>[] = [];
  // Only a passage sharing a word with the question can cover it.
  const candidates = new Set([...words.flatMap((options) => options.flatMap((o) => b.byTerm.get(o) ?? [])), ...r.phrased]);
  for (const p of candidates) {
    let covered = 0;
    let rarity = 0;
    let count = 0;
    const uncovered: number[] = [];
    words.forEach((options, i) => {
      const held = options.filter((o) => p.terms.has(o));
      if (!held.length) {
        if (typed[i]?.test(p.sentence)) covered += weights[i];
        else uncovered.push(i);
        return;
      }
      count++;
      covered += weights[i];
      rarity += Math.max(...held.map((o) => 1 / (df.get(o) ?? 1)));
    });
    if (!covered) continue;
    // One shared word is a topic, not a question's answer, unless the question asks a kind of value.
    if (!shapes.length && count < 2 && count < words.length) continue;
    // A question of one word is about a record of that name ('marketing course') or what the catalogue states
    // of one ('teeth': dental care), not any stored text that uses the word ('best restaurant near me').
    if (!shapes.length && words.length === 1 && !r.phrases && !p.stated && !words[0].some((o) => p.names.has(o))) continue;
    let held = shapes.filter((shape) => shape.test(p.sentence)).length;
    let also: Passage | undefined;
    if (shapes.length && !held) {
      // The sentence naming what is asked may not hold the value ('Services: Breakfast...'): the record's own
      // field that holds it ('Office hours: 6:30 AM...') is stated with it, when the question names that record
      // (the Magat River in a program's description does not make the program's duration the river's length).
      if (!words.some((options) => options.some((o) => p.names.has(o)))) continue;
      // A field stating a figure goes before one stating none ('Total fees: ₱150.00' before a step's 'Fee: None').
      const holding = b.bySource.get(p.source)?.filter((q) => q !== p && q.lang === p.lang && !q.stated && shapes.some((shape) => shape.test(q.sentence))) ?? [];
      // The figure is the value itself ('₱50.00', '3-5 working days'), not a digit elsewhere in the line ('Window 3 ... Fee: None').
      const figure = (q: Passage) => shapes.some((shape) => { const m = shape.exec(q.sentence); return !!m && /\d/.test(q.sentence.slice(m.index, m.index + m[0].length + 8)); });
      also = holding.find(figure) ?? holding.find((q) => /\d/.test(q.sentence)) ?? holding[0];
      if (!also) continue;
      held = shapes.filter((shape) => shape.test(also!.sentence)).length;
      for (const i of uncovered) if (typed[i]?.test(also.sentence) || words[i].some((o) => also!.terms.has(o))) covered += weights[i];
    }
    const coverage = covered / total;
    // More of the question first, and more of the kinds of value it asks; then rarer shared words and shorter
    // passages; the visitor's language breaks ties.
    const score =
      coverage + (shapes.length ? (HELD_SHARE_WEIGHT * held) / shapes.length : 0) + 1e-3 * (rarity / Math.sqrt(p.terms.size)) + (p.lang === lang ? 1e-7 : 0) - (also ? 1e-4 : 0);
    if (!best || score > best.score) best = { p, coverage, score, also, held };
    if (best.p.source === p.source && best.p !== p) tied.push({ p, coverage, score, also, held });
  }
  // Of one record's sentences covering as much and holding as much, the one whose own words (not only its
  // record's names) hold more of the question: the row of a table named by its initials ('MOOE').
  if (best) {
    const ownShare = (p: Passage) => words.reduce((sum, options, i) => sum + (options.some((o) => ownTerms(p).has(o)) ? weights[i] : 0), 0);
    const top = best;
    for (const t of tied) if (t.p.source === top.p.source && t.coverage === top.coverage && t.held === top.held && !t.also === !top.also && ownShare(t.p) > ownShare(best.p)) best = t;
  }
  // A passage holding the kind of value asked ('how many' and a number) needs less of the question's other words.
  if (!best || decide(best.coverage, (shapes.length ? PASSAGE_TYPED_COVERAGE : PASSAGE_COVERAGE) * 100) !== "answer") return undefined;
  // A sentence the catalogue states in both languages is said in the visitor's.
  const chosen = best.p.lang !== lang && best.p.twin && !best.also ? best.p.twin : best.p;
  const { source, sentence } = chosen;
  const said = best.also ? `${sentence.replace(/[\s;,.]+$/, "")}. ${best.also.sentence}` : sentence;
  // A sentence opening with a short name of its record ('Bautista: University Sports Director') opens with its title instead.
  const opening = source.aliases.find((a) => a.length > 2 && said.startsWith(a) && /^[\s:,]/.test(said.slice(a.length)));
  const line = source.untitled || said.toLowerCase().includes(source.title.toLowerCase()) ? said : opening ? `${source.title}${said.slice(opening.length)}` : `${source.title}: ${said}`;
  // A fragment ('Curriculum checklist;') is an item of its record: the record's own summary says where it is.
  const summary = source.summary?.(lang);
  const lines = !best.also && sentence.length < 60 && summary && !summary.includes(sentence) ? [summary, line] : [line];
  // The sentence weighed is the one scored, whichever language says it.
  const weighed = chosen === best.p ? said : best.p.sentence;
  return { message: compose(lines, lang, source.href), source, coverage: best.coverage, sentence: weighed };
}

/** A content word of a question as the passage search weighs it: the terms that explain it, its IDF weight, and the value that covers it when it only names a kind of value. */
export interface WeightedWord {
  options: string[];
  weight: number;
  typed?: RegExp;
}

/** The question's content words with their rarity weights (the passage search's reading), for choosing among one record's sentences. */
export function weightedWords(facts: FactIndex, knowledge: KnowledgeIndex, text: string): WeightedWord[] {
  const b = passagesOf(facts, knowledge);
  const r = read(facts, knowledge, text, b, true);
  if (!r) return [];
  return r.words.map((options, i) => ({ options, weight: r.weights[i], typed: r.typed[i] }));
}

/** A record's sentences answer together only when this many of them are needed at most. */
const SPREAD_SENTENCES = 2;

/**
 * The record whose sentences together cover the question's weighted content words, when no one sentence does:
 * a question naming a thing by its purpose or by words only the record's description, services, notes or steps
 * hold ('where can I read old theses': the library's reading halls and its thesis archive). Each content word
 * counts once if any sentence of the record (or its names) holds it; the record covering the largest share is
 * stated, with the sentence covering most of the question's own words and, when one is not enough, the one
 * covering the rest, under the same bar as one sentence (`decide()` against PASSAGE_COVERAGE, or
 * PASSAGE_TYPED_COVERAGE when a chosen sentence holds the kind of value asked). At least two content words must
 * be covered by the record's sentences themselves, not only by its names.
 */
export function spreadAnswer(facts: FactIndex, knowledge: KnowledgeIndex, text: string, lang: Lang): PassageReply | undefined {
  const b = passagesOf(facts, knowledge);
  const r = read(facts, knowledge, text, b);
  if (!r || r.words.length < 2) return undefined;
  const { words, weights, total, typed, shapes } = r;
  const sources = new Set<PassageSource>();
  for (const options of words) for (const o of options) for (const p of b.byTerm.get(o) ?? []) if (p.source.kind !== "knowledge" && p.source.kind !== "page") sources.add(p.source);
  let best: { source: PassageSource; coverage: number; chosen: Passage[] } | undefined;
  for (const source of sources) {
    const own = (b.bySource.get(source) ?? []).filter((p) => p.lang === "en");
    // Per word: the sentences of the record that hold it in their own words (its names hold it for every sentence).
    const holders = words.map((options, i) => own.filter((p) => options.some((o) => p.terms.has(o) && !p.names.has(o)) || !!typed[i]?.test(p.sentence)));
    const byName = words.map((options) => options.some((o) => own[0]?.names.has(o)));
    if (holders.filter((h) => h.length).length < 2) continue;
    // Greedy: the sentence holding the most uncovered weight, then the one holding the most of the rest.
    const chosen: Passage[] = [];
    const covered = new Set<number>(byName.flatMap((n, i) => (n ? [i] : [])));
    for (let k = 0; k < SPREAD_SENTENCES; k++) {
      let pick: { p: Passage; gain: number } | undefined;
      for (const p of own) {
        if (chosen.includes(p)) continue;
        const gain = holders.reduce((s, h, i) => s + (!covered.has(i) && h.includes(p) ? weights[i] : 0), 0) + (shapes.some((shape) => shape.test(p.sentence)) && !chosen.some((c) => shapes.some((shape) => shape.test(c.sentence))) ? 1e-3 : 0);
        if (gain > 0 && (!pick || gain > pick.gain || (gain === pick.gain && p.sentence.length < pick.p.sentence.length))) pick = { p, gain };
      }
      if (!pick) break;
      chosen.push(pick.p);
      holders.forEach((h, i) => { if (h.includes(pick!.p)) covered.add(i); });
    }
    if (chosen.length < 2) continue;
    const coverage = [...covered].reduce((s, i) => s + weights[i], 0) / total;
    if (!best || coverage > best.coverage) best = { source, coverage, chosen };
  }
  if (!best) return undefined;
  const held = shapes.length > 0 && best.chosen.some((p) => shapes.some((shape) => shape.test(p.sentence)));
  if (shapes.length && !held) return undefined;
  if (decide(best.coverage, (held ? PASSAGE_TYPED_COVERAGE : PASSAGE_COVERAGE) * 100) !== "answer") return undefined;
  const { source } = best;
  const said = best.chosen.map((p) => p.sentence.replace(/[\s;,.]+$/, "")).join(". ") + ".";
  const line = said.toLowerCase().includes(source.title.toLowerCase()) ? said : `${source.title}: ${said}`;
  return { message: compose([line], lang, source.href), source, coverage: best.coverage, sentence: said };
}

/** A word no passage holds weighs this share of the question's lightest known word: a story word or an unmapped verb, not a topic. */
const UNHELD_WORD_SHARE = 0.5;
/** The share of the question's weighted words a sentence stating a time must cover to answer how long an act takes. */
const ACT_TIME_COVERAGE = 0.4;

/**
 * The sentence stating how long the act a question names takes, or when its result comes ('kailan ako
 * makakatanggap ng written reply', 'how long will you keep my ID before it goes to OSAS'), when nothing else
 * answered with a time. Only sentences holding a length of time compete; words no passage holds (the visitor's
 * story, a Filipino verb the tables lack) weigh little instead of making the question another topic; two of
 * the question's words at least must be the sentence's (or its record's names), one of them a word naming a thing
 * rather than framing the question, and the sentence must cover ACT_TIME_COVERAGE of the question's weight. A
 * record's own sentences answer, not the knowledge items' (they restate the records in longer lists).
 */
export function actTimeAnswer(facts: FactIndex, knowledge: KnowledgeIndex, text: string, lang: Lang): PassageReply | undefined {
  const b = passagesOf(facts, knowledge);
  // A Filipino verb is read by its root too ('sasagot': sagot, a reply; 'itatago': tago).
  const words = contentWords(text, facts, knowledge, b.df, b.vocabulary, false, TIME_ASKING_WORDS)
    .filter((w) => !STOP_WORDS.has(w.source))
    .map((w) => ({ ...w, options: [...new Set([...w.options, ...filipinoRoots(w.source).flatMap((r) => [r, ...(mapWord(r) ?? []).map(stem)])])] }));
  const n = b.passages.length;
  const frame = framingTerms();
  // A framing word ('sent', 'through', 'reply') may name the act, but weighs less than a word naming a thing.
  const framing = words.map((w) => frame.has(w.source) || w.options.some((o) => frame.has(o)));
  const rarity = words.map((w) => {
    const held = w.options.flatMap((o) => (b.df.has(o) ? [b.df.get(o)!] : []));
    return held.length ? Math.log(1 + n / (1 + Math.min(...held))) : undefined;
  });
  const known = rarity.filter((x, i): x is number => x !== undefined && !framing[i]);
  if (!known.length || rarity.filter((x) => x !== undefined).length < 2) return undefined;
  const light = Math.min(...known);
  const weights = rarity.map((w, i) => (w === undefined ? light * UNHELD_WORD_SHARE : framing[i] ? Math.min(w, light) * UNHELD_WORD_SHARE : w));
  const total = weights.reduce((a, c) => a + c, 0);
  let best: { p: Passage; coverage: number; score: number } | undefined;
  const candidates = new Set(words.flatMap((w) => w.options.flatMap((o) => b.byTerm.get(o) ?? [])));
  for (const p of candidates) {
    if (!DURATION.test(p.sentence) || p.source.kind === "knowledge") continue;
    let covered = 0;
    let count = 0;
    let own = 0;
    let named = 0;
    words.forEach((w, i) => {
      if (!w.options.some((o) => p.terms.has(o))) return;
      count++;
      covered += weights[i];
      if (!framing[i]) named++;
      if (w.options.some((o) => p.terms.has(o) && !p.names.has(o))) own++;
    });
    if (count < 2 || !own || !named) continue;
    const coverage = covered / total;
    const score = coverage + 1e-3 * own - 1e-6 * p.sentence.length + (p.lang === lang ? 1e-7 : 0);
    if (!best || score > best.score) best = { p, coverage, score };
  }
  if (!best || best.coverage < ACT_TIME_COVERAGE) return undefined;
  const { source, sentence } = best.p;
  const line = source.untitled || sentence.toLowerCase().includes(source.title.toLowerCase()) ? sentence : `${source.title}: ${sentence}`;
  return { message: compose([line], lang, source.href), source, coverage: best.coverage, sentence };
}

/** Words that ask how long or when, and the particles around them: they name no act or step. */
export const TIME_ASKING_WORDS: ReadonlySet<string> = new Set(
  "how long many much day days hour hours minute minutes min mins week weeks month months take takes took taken usually normally fast soon quickly soonest before until till when will would can could should time long gaano gano ganu katagal kabilis ilang ilan araw oras minuto linggo buwan bago kailan kelan hanggang po ba na pa lang nga mga yung ung ang ng sa ko mo niya nila namin natin kami kayo sila siya ako ikaw ito iyan iyon please pls"
    .split(" ")
    .flatMap((w) => [w, ...tokenize(w).map((t) => t.term)]),
);
