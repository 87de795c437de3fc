/**
 * Doubt by unexplained words: an answer is given only when every content word of the question is explained by
 * the record (or knowledge item) that answers it, by some other record or item, or by the vocabulary every
 * question uses to say what it asks (how much, where, who, when...) and its verbs. A noun nothing explains
 * ('passport' in 'how to apply for a passport', 'helicopter') means the question is about something the kiosk
 * does not hold, and a neighbouring record's answer would be wrong: the visitor gets the fallback instead.
 */
import type { Entity } from "./catalog.ts";
import type { KnowledgeIndex, EngineItem } from "./engine.ts";
import { PLAIN_ENGLISH, type FactIndex } from "./facts.ts";
import { INTENT_PATTERNS } from "./intents.ts";
import { WEAK_WORDS, filipinoRoots, mapWord, stem, tokenize } from "./language.ts";
import { withoutVisitorContext, withoutVisitorSituation } from "./visitor-context.ts";
import { rootOf } from "./record-details.ts";
import { textsOf } from "./record-texts.ts";
import { EVERYDAY_WORDS, TEXT_SPEAK, ownHousehold } from "./everyday-words.ts";
import { COUNTED_DAY_WORDS } from "./counted-days.ts";

/**
 * Words that frame a question about any topic without naming one: verbs of asking, getting and going, and
 * qualifiers. Not a topic list: a noun naming a thing never belongs here.
 */
const FRAMING_WORDS = (
  "submit submitted bring need needs get getting buy pay paying paid go going went come coming find look looking fill filled filling " +
  "check checking ask asked use used using apply request requesting follow call contact reach talk speak visit " +
  "happen happening open opened close closed start started end ended available allowed possible able required " +
  "still already yet currently usually again also another else there here inside near nearby around along " +
  "much many long soon late early often whole full complete complete only first last next latest recent " +
  "upcoming new current today tomorrow tonight yesterday week weekend month year day days morning afternoon evening " +
  "announce announced inanunsyo pagkatapos kasunod " +
  "someone somebody anyone anybody everyone thing things stuff way ways kind type types sort " +
  "help helping info information detail details know learn understand tell said says say mean means " +
  "okay sure thank thanks sorry excuse dear sir maam madam po opo " +
  "should must can could would will shall may might does did done doing make makes made take takes taken " +
  "give given keep put send sent leave left right want wanted wish hope like came back " +
  "exact exactly specific specifically official officially real really actual actually main usual " +
  "pati nandun andun andoon andito magkaroon nagkaroon " +
  "tsaka saka ilan ilang gaano saan nasaan sino kanino kaninong kailan paano magkano ano anong alin bakit pwede puwede dapat " +
  "kukunin kunin makuha kuha pumunta punta dalhin dadalhin kailangan kelangan alam malaman gawin gagawin " +
  "nandito nandyan nandoon meron mayroon wala walang sarado bukas ngayon kahapon linggo buwan taon " +
  "susunod huli huling bago bagong ngayong makikita makita matatagpuan mahanap hanapin magpagawa gumawa gano " +
  "before after fast quick quickly prepare study studying take taking issue issues handle handles copy copies " +
  "docs doc mom mother dad father parent parents guardian sister brother relative friend representative " +
  "lola lolo nanay tatay inay itay tita tito grandmother grandfather grandma grandpa aunt uncle cousin roommate classmate " +
  "semester sem term accept accepted acceptable attach attached attachment attachments " +
  "write writing wrote message told concern concerns concerned appointment appointments meeting " +
  "directly personally itself myself pick besides aside apart except bukod maliban " +
  "monday tuesday wednesday thursday friday saturday sunday lunes martes miyerkules huwebes biyernes sabado " +
  "public enroll enrol mvsu magat university school campus here dito itself upon within without per via " +
  "inquiry inquiries query queries minimum maximum least most resume resumes " +
  "fall falls fell land lands tapat tapat tumapat tatapat " +
  "nobody nothing none everybody everything somewhere anywhere whoever whatever since because though although weekday weekdays least period periods nung noong nuong route routes ruta"
)
  .split(/\s+/)
  .filter(Boolean);

let framing: Set<string> | undefined;
/** The framing vocabulary as terms: the words above, everyday words, the weak words and every word of the intent patterns. */
export function framingTerms(): Set<string> {
  if (framing) return framing;
  const words = new Set<string>(FRAMING_WORDS);
  for (const w of PLAIN_ENGLISH) words.add(w);
  for (const w of EVERYDAY_WORDS) words.add(w);
  for (const w of COUNTED_DAY_WORDS) words.add(w);
  for (const [, pattern] of INTENT_PATTERNS) for (const w of pattern.source.match(/[a-z]{3,}/g) ?? []) words.add(w);
  const out = new Set<string>(WEAK_WORDS);
  for (const w of words) {
    out.add(w);
    out.add(stem(w));
    for (const t of tokenize(w)) out.add(t.term);
  }
  framing = out;
  return out;
}

const entityVocab = new WeakMap<Entity, Set<string>>();
/** Every term a record states or is called by: its names, summary and facts, in both languages. */
export function vocabularyOfEntity(e: Entity): Set<string> {
  let v = entityVocab.get(e);
  if (v) return v;
  // The kind of record and its key's words ('holiday', 'event', 'program') name it too.
  const texts = [e.title, ...e.aliases, e.href ?? "", e.kind, e.key.replace(/[^a-z]+/gi, " "), e.summary("en"), e.summary("fil")];
  for (const say of Object.values(e.facts)) if (say) texts.push(say("en"), say("fil"));
  v = termsOf(texts);
  entityVocab.set(e, v);
  return v;
}

const itemVocab = new WeakMap<EngineItem, Set<string>>();
/** Every term a knowledge item's questions, keywords, entities and answers use. */
export function vocabularyOfItem(item: EngineItem): Set<string> {
  let v = itemVocab.get(item);
  if (v) return v;
  v = termsOf([item.canonicalQuestion, ...item.questionVariations, ...item.keywords, ...item.entities, item.canonicalAnswer, ...item.answerVariations]);
  itemVocab.set(item, v);
  return v;
}

export function termsOf(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) for (const t of tokenize(text)) {
    out.add(t.term);
    out.add(t.source);
    // A Filipino word with its linker ('kursong', 'huling') is the word.
    if (t.source.length > 5 && t.source.endsWith("ng")) out.add(stem(t.source.slice(0, -2)));
  }
  return out;
}

interface Corpus {
  /** Every term any record or knowledge item uses. */
  all: Set<string>;
  /** Their roots less a derivational ending ('recommend' of 'recommendation'). */
  roots: Set<string>;
}
const corpora = new WeakMap<FactIndex, Corpus>();
function corpusOf(facts: FactIndex, knowledge: KnowledgeIndex): Corpus {
  let c = corpora.get(facts);
  if (c) return c;
  c = { all: new Set(), roots: new Set() };
  for (const e of facts.entities) for (const t of vocabularyOfEntity(e)) c.all.add(t);
  for (const it of knowledge.items) for (const t of vocabularyOfItem(it.item)) c.all.add(t);
  // The page blocks the kiosk shows (a portal guide's browsers) are words it uses too.
  for (const page of facts.pages) for (const t of termsOf(textsOf(page.text))) c.all.add(t);
  for (const t of c.all) if (t.length >= 6) c.roots.add(rootOf(t));
  corpora.set(facts, c);
  return c;
}

const entityCorpora = new WeakMap<FactIndex, Set<string>>();
/** Every term a record or a page block states: a word the kiosk uses (a reason phrase's head is weighed by it). */
export function usedByRecords(facts: FactIndex, word: string): boolean {
  let c = entityCorpora.get(facts);
  if (!c) {
    c = new Set();
    for (const e of facts.entities) for (const t of vocabularyOfEntity(e)) c.add(t);
    for (const page of facts.pages) for (const t of termsOf(textsOf(page.text))) c.add(t);
    entityCorpora.set(facts, c);
  }
  const set = c;
  return set.has(word) || set.has(stem(word)) || (mapWord(word) ?? []).some((m) => set.has(m) || set.has(stem(m)));
}

export const FILIPINO_VERB = /^(i|ipa|ipag|mag|nag|pag|ma|na|maka|naka|magpa|nagpa|um)?([bcdfghklmnprstvwyz][aeiou])\2[a-z]{2,}$/;
/** The -um- infix with the repeated first syllable ('tumatanggap', 'kumukuha'): a Filipino verb in progress. */
export const FILIPINO_UM_VERB = /^([bcdfghklmnprstvwyz])um([aeiou])\1\2[a-z]{2,}$/;
/** The -in- infix with the repeated first syllable ('kinukuha', 'binabayaran'; 'nilalagay' for a root in l): a verb in progress or done to something. */
export const FILIPINO_IN_VERB = /^(?:([bcdfghkmprstwz])in([aeiou])\1\2|ni([ly][aeiou])\3)[a-z]{2,}$/;

/**
 * Is `word` used as a verb: right after a subject or modal ('can i jog', 'we want to sit')? Not after 'may',
 * which in Filipino says there is or has a thing ('may nightclub ba'): the thing is weighed.
 */
function afterSubject(text: string, word: string): boolean {
  return new RegExp(`\\b(i|we|you|to|can|could|will|should|might|must|ako|kami|tayo)\\s+${word}\\b`).test(text.toLowerCase());
}

/** A word one typo away from a framing word ('whre'), same first letter. */
export function nearFraming(word: string, frame: ReadonlySet<string>): boolean {
  if (word.length < 4 || word.length > 9) return false;
  for (const f of frame) {
    if (f[0] !== word[0] || Math.abs(f.length - word.length) > 1) continue;
    if (editDistanceAtMostOne(word, f)) return true;
  }
  return false;
}

export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    const diff = [...a].flatMap((ch, i) => (ch !== b[i] ? [i] : []));
    return diff.length === 1 || (diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]]);
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < l.length; i++) if (l.slice(0, i) + l.slice(i + 1) === s) return true;
  return false;
}

/**
 * The words of `text` that neither `vocab` (the answering records' or item's words) nor the framing vocabulary
 * explains. Typos are corrected against the records and the knowledge items first; short words and numbers
 * are not judged. Beside a record the question names whole (`namedWhole`), the words that only tell why the
 * visitor asks or what happened to them are not weighed (visitor-context.ts).
 */
export function unexplainedWords(text: string, vocab: (term: string) => boolean, facts: FactIndex, knowledge: KnowledgeIndex, namedWhole = false, placeAsked = false): string[] {
  const frame = framingTerms();
  const corpus = corpusOf(facts, knowledge);
  const out: string[] = [];
  const holds = (c: string) => tokenize(c).some((t) => !frame.has(t.term) && (vocab(t.term) || vocab(t.source)));
  // The visitor's reason and what happened to them are set aside only beside a record named whole.
  const weighed = namedWhole ? withoutVisitorContext(text, holds, (w) => usedByRecords(facts, w), placeAsked) : withoutVisitorSituation(text, holds);
  for (const t of tokenize(weighed)) {
    if (t.source.length < 3 || /\d/.test(t.source)) continue;
    if (frame.has(t.term) || frame.has(t.source) || vocab(t.term) || vocab(t.source)) continue;
    // A sigh or a friend's name for the listener ('huhu', 'beh') beside a record named whole tells no topic.
    if (namedWhole && TEXT_SPEAK.has(t.source)) continue;
    // The visitor's own family ('our whole family wants to watch') tells whose case it is.
    if (ownHousehold(text, t.source)) continue;
    const unlinked = t.source.length > 5 && t.source.endsWith("ng") ? t.source.slice(0, -2) : undefined;
    if (unlinked && (frame.has(unlinked) || vocab(stem(unlinked)) || vocab(unlinked))) continue;
    const mapped = mapWord(t.source);
    if (mapped && mapped.some((m) => frame.has(m) || vocab(m) || vocab(stem(m)))) continue;
    const corrected = [...facts.terms(t.source), ...knowledge.queryTerms(t.source).map((q) => q.term)];
    if (corrected.some((c) => c !== t.term && (vocab(c) || frame.has(c)))) continue;
    if (nearFraming(t.source, frame)) continue;
    // Verbs do not name what a question is about: a Filipino verb with its affix and repeated syllable
    // ('ipapasa', 'magpapagawa'), an ordinal ('ikalawang'), an English -ing form, a word right after 'i',
    // 'we', 'to' or a modal ('can i jog').
    // A Filipino affixed word whose root is a framing word or the record's ("pagkuha": kuha).
    // The root may be a word of the word table ('magpaayos': ayos, repair).
    if (filipinoRoots(t.source).some((r) => frame.has(r) || vocab(r) || vocab(stem(r)) || (mapWord(r) ?? []).some((m) => frame.has(m) || vocab(m) || vocab(stem(m))))) continue;
    // A participle negated by un- ('unclaimed', 'unsigned', 'unpaid') is explained by the participle: records say 'not claimed'.
    const negated = /^un[a-z]{4,}(?:ed|id)$/.test(t.source) ? t.source.slice(2) : undefined;
    if (negated && (frame.has(negated) || vocab(stem(negated)) || vocab(negated) || corpus.all.has(stem(negated)) || corpus.all.has(negated))) continue;
    // An adverb in -ly ('newly', 'freshly', 'duly') says how or when of a word that is explained: records say 'new'.
    const adverbOf = /^[a-z]{3,}ly$/.test(t.source) ? t.source.slice(0, -2) : undefined;
    if (adverbOf && (frame.has(adverbOf) || vocab(adverbOf) || vocab(stem(adverbOf)) || corpus.all.has(adverbOf))) continue;
    if (FILIPINO_VERB.test(t.source) || FILIPINO_UM_VERB.test(t.source) || FILIPINO_IN_VERB.test(t.source) || /^ika[a-z]{3,}/.test(t.source) || /[a-z]{3,}ing$/.test(t.source) || afterSubject(text, t.source)) continue;
    // A word the kiosk uses somewhere is not foreign; a word nothing holds ('passport', 'helicopter') is doubt.
    if (corpus.all.has(t.term) || corpus.all.has(t.source)) continue;
    // The verb of a noun the kiosk uses ('recommends': 'recommendation') is not foreign either.
    if (t.source.length >= 6 && corpus.roots.has(stem(t.source))) continue;
    out.push(t.source);
  }
  return [...new Set(out)];
}
