/**
 * A detail inside an announcement, asked by what the announcement is about ('what time is the water
 * interruption at the dorms', 'how many seats does the new library study area have'): the announcement
 * whose title and body name more of the question than the record the structured answer chose answers with
 * the sentence of its body that holds the kind of value asked (a time, a place, a count, a date, a person),
 * dated. Announcements are written by staff in /admin, so nothing here knows any announcement's wording:
 * only the question's words, the announcement's words and the shape of the value asked.
 */
import { formatDay, type Entity, type Lang } from "./catalog.ts";
import { compose, detectLang, manilaDay, GENERIC, type FactIndex, type FactReply } from "./facts.ts";
import { askedValues, holdsValue, type ValueKind } from "./passages.ts";
import { withoutRelativeWho } from "./intents.ts";
import { STOP_WORDS, WEAK_WORDS, stem, tokenize } from "./language.ts";

const MONTH = /\b(January|February|March|April|May|June|July|August|September|October|November|December|Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre)\b|\d{4}-\d{2}-\d{2}|\b(today|tomorrow|ngayon|bukas)\b/i;
const CLOCK = /\d ?(AM|PM)\b|\d{1,2}:\d{2}|\b(noon|midnight|tanghali)\b/i;
const PLACE = /\b(Room|Floor|Building|Window|Hall|Gate|Lobby|Office|Center|Centre|Library|Gym\w*|Auditorium|Oval|Campus|Road|Canteen|Cafeteria|Dormitor\w*|council|committee|along|beside|near|behind|across|in front of|from the|at the)\b|palapag|silid|tabi/i;
const COUNT = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|isa|dalawa|tatlo|apat|lima|anim|pito|walo|siyam|sampu)\b/i;
/** A period counted from the notice ('within two weeks', 'sa loob ng tatlong araw'): it says until when, as a date does. */
const PERIOD = /\bwithin (?:\w+ ){0,2}(?:days?|weeks?|months?|hours?)\b|\bsa loob ng (?:\w+ ){0,2}(?:araw|linggo|buwan|oras)\b/i;
/** A person, or a role or office a visitor turns to. */
const PERSON = /\b(Dr|Mr|Ms|Mrs|Engr|Atty|Prof)\.? [A-Z]|\b(instructors?|advisers?|advisors?|teachers?|professors?|deans?|registrar|officers?|heads?|staff|council|committee|clinic|office|desk|unit|center|guidance)\b/i;

/** Values a question may name itself ('the gymnasium floor'): asked, they must be other words than the question's. */
const NAMED_VALUES: ReadonlySet<RegExp> = new Set([PLACE, PERSON]);

/** The kinds of value a question asks of an announcement, each with the shape a sentence holding it has. */
const ASKED: { asks: RegExp; shape: RegExp }[] = [
  { asks: /\b(what time|anong oras|ano(ng)? oras|what hours?|from what time|until what time|what times)\b/i, shape: CLOCK },
  { asks: /\b(where|saan|nasaan|which (room|floor|building|part)|what (room|floor|building|part))\b/i, shape: PLACE },
  { asks: /\b(how many|ilan|ilang)\b/i, shape: COUNT },
  { asks: /\b(when|kailan|kelan|until|hanggang|deadline|due|last day|start|starts|open|opens|close|closes)\b/i, shape: new RegExp(`${MONTH.source}|${CLOCK.source}|${PERIOD.source}`, "i") },
  { asks: /\b(who|sino|kanino)\b/i, shape: PERSON },
];

/** Kinds of value the passage search reads that the shapes above do not: a body must hold them to answer. */
const OTHER_VALUES: ReadonlySet<ValueKind> = new Set(["money", "duration", "link", "email", "phone", "requirements"]);

/** Words that ask rather than name: never a word an announcement shares with the question. */
const ASKING = new Set(["where", "wher", "when", "what", "who", "which", "how", "kailan", "kelan", "saan", "nasaan", "sino", "ano", "anong", "until", "hanggang"]);
/** Words of the calendar: 'next week' does not name the Foundation Week. */
const TIME_WORDS = new Set(["day", "week", "month", "year", "today", "tomorrow", "yesterday", "tonight", "night", "morning", "afternoon", "araw", "linggo", "buwan", "taon", "ngayon", "bukas", "kahapon"].map(stem));

/** Words naming the kind of value asked ('deadline', 'venue'), not the announcement's topic. */
const KIND_WORDS = new Set(["deadline", "due", "date", "dates", "time", "venue", "place", "schedule", "sched", "petsa", "oras", "lugar"].map(stem));

/**
 * The words of a text as the records index reads them, less stop words, asking words, words naming a kind of
 * thing and weak words, except 'new' (what news is about: 'the new study area').
 */
const specific = (terms: Iterable<string>) =>
  [...terms].filter((t) => t.length >= 2 && !STOP_WORDS.has(t) && !ASKING.has(t) && !TIME_WORDS.has(t) && (t === "new" || !WEAK_WORDS.has(t)) && !GENERIC.has(t) && !/^\d+$/.test(t));

/** Ordinals in figures read as words ('2nd sem' is the second semester an announcement names). */
const ORDINALS: Record<string, string> = { "1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth" };
const ordinalsAsWords = (text: string) => text.replace(/\b([1-5])(st|nd|rd|th)\b/gi, (m) => ORDINALS[m.toLowerCase()] ?? m);

/** One word in two spellings: equal, or one the start of the other ('dorm', 'dormitori'), not a longer compound ('grad', 'gradeverify'). */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && Math.abs(a.length - b.length) <= 5 && (a.startsWith(b) || b.startsWith(a)));

const termsOfText = (text: string) => new Set(tokenize(ordinalsAsWords(text)).map((t) => t.term));

/** How many of `words` the question names (a word read two ways, 'grado' and 'grad', names one). */
const shared = (question: string[], words: Set<string>) => [...words].filter((w) => !STOP_WORDS.has(w) && question.some((q) => sameWord(q, w))).length;

/** The sentences of an announcement's body. */
const sentencesOf = (body: string) => body.split(/(?<=[.!?])\s+(?=[A-Z0-9₱])/).map((s) => s.trim()).filter((s) => s.length > 3);

/**
 * The announcement that answers `text` with one sentence of its body, when it names more of the question than
 * each of `rivals` (the records the structured answer chose), its title shares at least two of the
 * question's specific words and it holds at least half of them; undefined otherwise, or when the question asks a kind of value
 * (a time, a place, a count, a date, a person) no sentence of its body holds.
 */
export function newsDetail(index: FactIndex, text: string, rivals: readonly Entity[] = []): (FactReply & { named: number }) | undefined {
  const question = specific(index.terms(ordinalsAsWords(text)));
  if (question.length < 2) return undefined;
  let best: { e: Entity; n: number } | undefined;
  let tie = false;
  for (const e of index.entities) {
    if (e.kind !== "announcement") continue;
    // Its title names the topic: two of its words at least ('water interruption', 'midterm grades'), or one
    // when its body names every other word of the question ('student leaders nomination deadline').
    // The one title word must be the question's own word, not one that starts alike ('installment', 'installation').
    const title = termsOfText(e.title);
    const inTitle = shared(question, title);
    const n = shared(question, termsOfText(`${e.title} ${e.purpose ?? ""}`));
    if (n < 2 || inTitle < 1 || (inTitle < 2 && (n < question.filter((q) => !KIND_WORDS.has(q)).length || !question.some((q) => title.has(q))))) continue;
    if (!best || n > best.n) [best, tie] = [{ e, n }, false];
    else if (n === best.n) tie = true;
  }
  if (!best || tie) return undefined;
  const { e: news, n } = best;
  // Most of the question is about it: 'drunk men shouting near the dormitory' is not the dormitories' water notice.
  if (question.filter((q) => [...termsOfText(`${news.title} ${news.purpose ?? ""}`)].some((w) => sameWord(q, w))).length * 2 < question.length) return undefined;
  // A record the structured answer chose that names as much of the question is the answer ('where is the library').
  for (const r of rivals) {
    if (r === news) continue;
    const words = termsOfText([r.title, ...r.aliases, r.summary("en")].join(" "));
    if (shared(question, words) >= n) return undefined;
  }
  const shapes = ASKED.filter((a) => a.asks.test(withoutRelativeWho(text))).map((a) => a.shape);
  const sentences = sentencesOf(news.purpose ?? "");
  // A price, a list of papers, a link asked that the body does not hold: the announcement is not the answer.
  if (askedValues(text).some((kind) => OTHER_VALUES.has(kind) && !sentences.some((s) => holdsValue(kind, s, text)))) return undefined;
  const q = new Set(question);
  const overlap = (s: string) => shared([...q], termsOfText(s));
  // Nothing particular asked ('are midterm grades out'): the whole body says it.
  // The value must be news to the visitor: the question's own words ('the gymnasium floor') are not the place asked.
  const said = (w: string) => tokenize(w).some((t) => question.some((q) => sameWord(q, t.term) || (q.length >= 3 && t.term.startsWith(q))));
  const unsaid = (s: string) => s.split(/\s+/).filter((w) => !said(w)).join(" ");
  const holding = shapes.length ? sentences.filter((s) => shapes.some((shape) => shape.test(NAMED_VALUES.has(shape) ? unsaid(s) : s))) : [sentences.join(" ")];
  if (!holding.length || !holding[0]) return undefined;
  // The detail's own words decide first ('where do I register': the sentence saying 'Register with...'), then the topic's.
  const titled = termsOfText(news.title);
  // Here a weak or kind word counts ('where are classes held': the sentence saying where classes move).
  const broad = [...index.terms(ordinalsAsWords(text))].filter((t) => t.length >= 3 && !STOP_WORDS.has(t) && !ASKING.has(t) && !TIME_WORDS.has(t) && !/^\d+$/.test(t));
  const detail = broad.filter((q) => ![...titled].some((w) => sameWord(q, w)));
  const score = (s: string) => shared(detail, termsOfText(s)) * 100 + overlap(s);
  const sentence = holding.reduce((a, b) => (score(b) > score(a) ? b : a));
  const lang: Lang = detectLang(text);
  const day = news.start ? formatDay(manilaDay(new Date(news.start)), lang) : undefined;
  const head = day ? (lang === "fil" ? `${news.title} (${day})` : `${news.title} (posted ${day})`) : news.title;
  return { message: compose([`${head}: ${sentence}`], lang, news.href ?? "/news"), entities: [news], intents: ["list"], strong: false, named: n };
}
