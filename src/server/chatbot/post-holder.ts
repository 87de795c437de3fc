/**
 * Who holds a post. Every person the kiosk names holds a post (an official's position, a staff member's
 * designation, an office's officer in charge), and visitors ask for the person by the post's words in any
 * order, shortened or in Filipino ('who heads research and extension', 'sino VP for admin and finance',
 * 'director of admissions'), often beside why they ask ('for our invitation letter', 'the aircon is broken').
 * A record may also name a post inside a requirement or step ('Recommendation of the University Sports
 * Director'): asked who does that, the visitor wants the person holding the post.
 */
import type { Entity, Intent, Lang } from "./catalog.ts";
import { compose, type FactIndex, type FactReply } from "./facts.ts";
import { detectIntents } from "./intents.ts";
import { tokenize } from "./language.ts";

/** One post and its holder, from the record's 'who' sentence ('X is the Director, Admissions and Testing.'). */
interface Post {
  holder: string;
  /** The post as written ('Director, Admissions and Testing'). */
  post: string;
  /** The post's own words (its office or college included), stemmed, without words every post shares. */
  terms: Set<string>;
  entity: Entity;
}

/** Words that name no post in particular ('office', 'university'): a question holding them names no one. */
const POST_GENERIC = new Set(["office", "university", "mvsu", "and", "servic", "service", "services", "of", "the", "college", "center", "unit", "desk"].flatMap((w) => tokenize(w).map((t) => t.term)));

/** Asking for a person: 'who', 'sino', 'whom', a name asked. */
const PERSON_ASKED = /\b(who|whos|who's|whom|sino|sinong|sino'?ng|name|names|pangalan)\b/;
/** 'In charge of' names whoever heads a unit (and is no charge to pay). */
const IN_CHARGE = /\b(in[- ]charge|incharge|officer[- ]in[- ]charge|oic|namamahala|nangangasiwa)\b/g;
/** Asking who helps or whom to see: an office is meant, not the person heading it. */
const OFFICE_MEANT = /\bwho (do|should|can|could|shall|will) (i|we|you)\b|\bwho (can|could|will) help\b|\bwho helps\b|\bsino (ang )?(pwede|puwede|dapat|maaaring)\b/;
/** What else a question may read as asking and still be answered by the holder's 'who' sentence ('who gives': not what is offered). */
const WHO_ONLY: readonly Intent[] = ["who", "offered"];
/** A question of place asked outright. */
const PLACE_ASKED = /\b(where|wher|saan|nasaan|asan|san|located|location|find)\b/;

/** Words for whoever heads a unit ('head', 'director', 'chief', 'pinuno'): one word, so any of them finds the unit's head. */
const HEADS = new Set(["head", "heads", "headed", "director", "directors", "chief", "pinuno", "namumuno", "nangunguna", "hepe", "direktor"].flatMap((w) => tokenize(w).map((t) => t.term)));
const headWord = (term: string) => (HEADS.has(term) ? "head" : term);

/** One word family ('recommends', 'recommendation'; 'evaluate', 'evaluation'): the same word or the same first six letters. */
const sameFamily = (a: string, b: string) => a === b || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6));

/**
 * The question asks who and nothing else: 'where' read from a described situation ('the aircon in our room is
 * broken') is no question of place.
 */
export function asksOnlyWho(asked: string): boolean {
  const text = asked.replace(IN_CHARGE, " head ");
  const lower = text.toLowerCase();
  return detectIntents(text).every((i) => WHO_ONLY.includes(i) || (i === "where" && !PLACE_ASKED.test(lower)));
}

const postsCache = new WeakMap<FactIndex, Post[]>();

/** Every post the records name, once per holder and post. */
function postsOf(facts: FactIndex): Post[] {
  const cached = postsCache.get(facts);
  if (cached) return cached;
  const posts: Post[] = [];
  const seen = new Set<string>();
  for (const e of facts.entities) {
    if (e.kind !== "person" && e.kind !== "office") continue;
    if (e.kind === "person" && !/^(official|faculty):/.test(e.key)) continue;
    const said = /^(.+?) is the (.+?)\.$/.exec(e.facts.who?.("en") ?? "");
    if (!said) continue;
    const [, holder, post] = said;
    const id = `${holder}|${post.split(",")[0]}`;
    if (seen.has(id)) continue;
    seen.add(id);
    // An office's officer is also named by the office ('the head of the admissions office').
    const words = e.kind === "office" ? `${post} ${e.title}` : post;
    const terms = new Set(tokenize(words).map((t) => headWord(t.term)).filter((t) => !POST_GENERIC.has(t) && !/^[ivx]+$/.test(t)));
    if (terms.size) posts.push({ holder, post, terms, entity: e });
  }
  postsCache.set(facts, posts);
  return posts;
}

/** Words asking a detail of a post's holder: their name and contacts. */
const HOLDER_DETAIL = /\b(name|names|pangalan|email|e-mail|contact|number|numero|phone|po|please|pls)\b/g;

/**
 * A phrase after a post's word names another organisation when it holds a word no record uses ('the president
 * of the Philippines', 'the dean of the college of law'): no post of the university is asked.
 */
function namesOtherBody(facts: FactIndex, lower: string, post: Post): boolean {
  for (const m of lower.matchAll(/\b([a-z-]+) (?:of|ng|sa|nang) ((?:the |ang |mga )?[a-z-]+(?: [a-z-]+){0,2})/g)) {
    if (!tokenize(m[1]).some((t) => post.terms.has(headWord(t.term)))) continue;
    // A word asking a detail of the holder ('director of admissions name') names no organisation.
    const words = tokenize(m[2].replace(HOLDER_DETAIL, " ")).map((t) => t.term);
    if (words.some((w) => !post.terms.has(headWord(w)) && !POST_GENERIC.has(w) && !facts.knows(w) && ![...facts.terms(w)].some((t) => facts.knows(t)))) return true;
  }
  return false;
}

/**
 * The holder of the post whose words the question covers ('who heads physical plant': the Head, Physical Plant
 * and Facilities Office), when the question asks for a person or names nothing but the post. A post is covered
 * when the question holds all its words or two of them or more; the post holding the most wins, and a tie
 * between holders answers nothing.
 */
export function postHolder(facts: FactIndex, asked: string, lang: Lang): (FactReply & { holder: string }) | undefined {
  const text = asked.replace(IN_CHARGE, " head ");
  const lower = text.toLowerCase().replace(/[\u2019`]/g, "'");
  if (OFFICE_MEANT.test(lower) || !asksOnlyWho(text)) return undefined;
  const q = new Set([...facts.terms(text)].map(headWord));
  const scored = postsOf(facts)
    .map((p) => {
      const held = [...p.terms].filter((t) => q.has(t)).length;
      return { p, held, whole: held === p.terms.size };
    })
    .filter((s) => s.held >= 2 || (s.whole && s.held >= 1))
    .sort((a, b) => b.held - a.held || Number(b.whole) - Number(a.whole) || a.p.terms.size - b.p.terms.size);
  const best = scored[0];
  if (!best) return undefined;
  const rival = scored.find((s) => s.p.holder !== best.p.holder && s.held === best.held && s.whole === best.whole && s.p.terms.size === best.p.terms.size);
  if (rival) return undefined;
  // Not asking for a person, the question is the post's name and nothing else ('director of admissions').
  const onlyPost = tokenize(text).every((t) => best.p.terms.has(headWord(t.term)) || POST_GENERIC.has(t.term));
  if (!PERSON_ASKED.test(lower) && !onlyPost) return undefined;
  if (namesOtherBody(facts, lower, best.p)) return undefined;
  const e = best.p.entity;
  const sentence = e.kind === "person" && e.facts.who ? e.facts.who(lang) : lang === "fil" ? `Si ${best.p.holder} ang ${best.p.post}.` : `${best.p.holder} is the ${best.p.post}.`;
  return { message: compose([sentence], lang, e.href), entities: [e], intents: ["who"], strong: true, explains: [...q], holder: best.p.holder };
}

/**
 * A post named inside the record a 'who' question is about ('who recommends varsity players for the athletic
 * scholarship': the requirement 'Recommendation of the University Sports Director'): the person holding that
 * post, with the record's sentence naming it. Several posts named: the one whose sentence shares a word with
 * the question.
 */
export function roleInRecord(facts: FactIndex, text: string, record: Entity, message: string, lang: Lang): FactReply | undefined {
  const lower = text.toLowerCase().replace(/[\u2019`]/g, "'");
  if (!PERSON_ASKED.test(lower) || OFFICE_MEANT.test(lower)) return undefined;
  if (record.kind === "person") return undefined;
  // A reply that already names a person answers who.
  if (postsOf(facts).some((p) => message.includes(p.holder))) return undefined;
  const sentences = [...Object.values(record.facts).flatMap((say) => (say ? say("en").split(/(?<=[.;:])\s+/) : [])), ...(record.texts ?? [])];
  const q = facts.terms(text);
  // Words naming the record itself say nothing of who does what in it.
  const recordWords = new Set(tokenize([record.title, ...record.aliases].join(" ")).map((t) => t.term));
  const named: { p: Post; sentence: string; shared: number }[] = [];
  for (const p of postsOf(facts)) {
    const title = p.post.split(",")[0].trim();
    if (title.split(/\s+/).length < 2) continue;
    const said = new RegExp(`\\b${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i");
    const sentence = sentences.find((s) => said.test(s));
    if (!sentence) continue;
    const shared = tokenize(sentence.replace(said, " ")).filter((t) => !recordWords.has(t.term) && [...q].some((w) => sameFamily(w, t.term))).length;
    named.push({ p, sentence, shared });
  }
  // The sentence naming the post must share a word with the question ('recommends': 'Recommendation of ...').
  if (!named.some((n) => n.shared > 0)) return undefined;
  named.sort((a, b) => b.shared - a.shared);
  if (named.length > 1 && named[0].shared === named[1].shared) return undefined;
  const { p, sentence } = named[0];
  const who = lang === "fil" ? `Si ${p.holder} ang ${p.post}.` : `${p.holder} is the ${p.post}.`;
  return { message: compose([`${record.title}: ${sentence.replace(/^(and|at) /i, "").replace(/[.;]\s*$/, "")}.`, who], lang, record.href), entities: [record, p.entity], intents: ["who"], strong: true };
}
