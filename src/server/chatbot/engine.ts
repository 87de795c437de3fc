/**
 * The answer engine: an in-memory index of the active knowledge items and a scorer whose confidence
 * (0..1) is how much of the visitor's question an item's questions explain, and how much of the best
 * question the visitor's words cover. Pure: no database, so it is unit-tested and benchmarked alone.
 */
import SearchableMap from "minisearch/SearchableMap";
import { WEAK_WORDS, allowedTypos, mapWord, stem, synonymKeys, taglishStems, tokenize, STOP_WORDS } from "./language.ts";
import { smallTalkReply } from "./small-talk.ts";
import { SMALL_TALK_CEILING, SUGGESTION_FLOOR, decide } from "./confidence.ts";

/** What the engine needs of a knowledge item. */
export interface EngineItem {
  id: number;
  slug?: string | null;
  category: string;
  canonicalQuestion: string;
  questionVariations: string[];
  canonicalAnswer: string;
  answerVariations: string[];
  keywords: string[];
  entities: string[];
  priority: number;
}

/** The configuration fields the engine obeys (confidenceThreshold in percent, as stored). */
export interface EngineConfig {
  enabled: boolean;
  fallbackMessage: string;
  maxResponseLength: number;
  confidenceThreshold: number;
  enableSuggestions: boolean;
}

export interface EngineReply {
  message: string;
  category: string;
  suggestions: string[];
  confidence: number;
  /** The item answered with, for usage counts; absent for fallback, small talk, clarification. */
  itemId?: number;
}

export interface Scored {
  item: EngineItem;
  score: number;
}

interface IndexedItem {
  item: EngineItem;
  questions: Set<string>[];
  keywords: Set<string>;
  all: Set<string>;
}

/** Two items whose confidences differ by less than this are both offered instead of guessing. */
export const AMBIGUITY_MARGIN = 0.04;
/** A near tie goes to an item whose priority is at least this much higher than every other's. */
export const PRIORITY_LEAD = 3;
/** Weight of a word that only says what kind of answer is wanted. */
const WEAK_WEIGHT = 0.3;
/** Weight of a word recognised only through a typo correction. */
const TYPO_WEIGHT = 0.85;
/** Weight of a word found only in an item's keywords or entities, not in its questions. */
const KEYWORD_WEIGHT = 0.8;

export const UNAVAILABLE_MESSAGE =
  "The virtual assistant is unavailable right now. Please ask at the information desk in the Administration Building (8:00 AM - 5:00 PM, Monday to Friday).";

export class KnowledgeIndex {
  readonly items: IndexedItem[];
  readonly idf = new Map<string, number>();
  readonly unknownIdf: number;
  private readonly vocabulary: SearchableMap<number>;
  private readonly starters: string[];

  constructor(items: EngineItem[]) {
    this.items = items.map((item) => {
      const questions = [item.canonicalQuestion, ...item.questionVariations].map((q) => new Set(tokenize(q).map((t) => t.term)));
      const keywords = new Set([...item.keywords, ...item.entities].flatMap((k) => tokenize(k).map((t) => t.term)));
      const all = new Set([...questions.flatMap((q) => [...q]), ...keywords]);
      return { item, questions, keywords, all };
    });
    const df = new Map<string, number>();
    for (const it of this.items) for (const t of it.all) df.set(t, (df.get(t) ?? 0) + 1);
    const n = Math.max(this.items.length, 1);
    for (const [t, d] of df) this.idf.set(t, Math.log(1 + n / d));
    // A word the knowledge base never uses weighs more than its rarest word: it is evidence of another topic.
    this.unknownIdf = 1.75 * Math.log(1 + n);
    // Typo tolerance looks words up in the vocabulary with MiniSearch's radix tree (Levenshtein).
    this.vocabulary = new SearchableMap<number>();
    for (const [t, d] of df) this.vocabulary.set(t, d);
    for (const key of synonymKeys()) if (!this.vocabulary.has(key)) this.vocabulary.set(key, 0);
    this.starters = [...items].sort((a, b) => b.priority - a.priority || a.id - b.id).map((i) => i.canonicalQuestion);
  }

  /** The highest-priority questions: the panel's chips and the last resort of suggestions. */
  starterQuestions(count: number): string[] {
    return this.starters.slice(0, count);
  }

  /** The visitor's words as weighted terms, typos corrected against the vocabulary. */
  queryTerms(text: string): { term: string; weight: number; known: boolean }[] {
    const out: { term: string; weight: number; known: boolean }[] = [];
    const seen = new Set<string>();
    const push = (term: string, factor: number, known: boolean) => {
      if (seen.has(term)) return;
      seen.add(term);
      const idf = this.idf.get(term) ?? this.unknownIdf;
      out.push({ term, weight: idf * factor * (WEAK_WORDS.has(term) ? WEAK_WEIGHT : 1), known });
    };
    for (const token of tokenize(text)) {
      if (this.idf.has(token.term)) {
        push(token.term, 1, true);
        continue;
      }
      const corrected =
        this.taglish(token.source) ?? this.correct(token.source) ?? (token.term !== token.source ? this.correct(token.term) : undefined);
      if (corrected) {
        for (const t of corrected) if (!STOP_WORDS.has(t)) push(stem(t), TYPO_WEIGHT, this.idf.has(stem(t)));
      } else {
        push(token.term, 1, false);
      }
    }
    return out;
  }

  /** The known English word inside a Taglish verb ('macontact' -> contact), mapped through synonyms. */
  taglish(word: string): string[] | undefined {
    for (const rest of taglishStems(word)) {
      const mapped = mapWord(rest);
      if (mapped && mapped.length) return mapped;
      if (this.idf.has(stem(rest))) return [rest];
    }
    return undefined;
  }

  /** The closest vocabulary word within the typo allowance; a synonym key is mapped on. */
  correct(word: string): string[] | undefined {
    const max = allowedTypos(word.length);
    if (max === 0 || /\d/.test(word)) return undefined;
    let best: { key: string; distance: number; df: number } | undefined;
    for (const [key, [df, distance]] of this.vocabulary.fuzzyGet(word, max)) {
      // A correction may not change the first letter and must keep most of the word.
      if (key[0] !== word[0] || key.length < 3) continue;
      if (!best || distance < best.distance || (distance === best.distance && df > best.df)) best = { key, distance, df };
    }
    if (!best) return undefined;
    return mapWord(best.key) ?? [best.key];
  }

  /** Every item with its confidence, best first (priority breaks ties). */
  rank(text: string): Scored[] {
    const terms = this.queryTerms(text);
    const total = terms.reduce((s, t) => s + t.weight, 0);
    const strong = terms.filter((t) => !WEAK_WORDS.has(t.term));
    // Made only of weak words, a question needs at least two of them ('what time ... open'): 'when' alone is filler.
    if (total === 0 || (strong.length === 0 && terms.length < 2)) return [];
    const results: Scored[] = [];
    for (const it of this.items) {
      // Some word that is not a weak word must match, or filler like 'when' would pull an answer in.
      // (A question made only of such words, 'what time do you open', is judged on them.)
      if (strong.length > 0 && !strong.some((t) => it.all.has(t.term))) continue;
      let best = 0;
      for (const q of it.questions) {
        let matched = 0;
        for (const t of terms) {
          if (q.has(t.term)) matched += t.weight;
          else if (it.keywords.has(t.term)) matched += t.weight * KEYWORD_WEIGHT;
        }
        const queryCoverage = matched / total;
        if (queryCoverage === 0) continue;
        let qTotal = 0;
        let qMatched = 0;
        for (const term of q) {
          const w = (this.idf.get(term) ?? 0) * (WEAK_WORDS.has(term) ? WEAK_WEIGHT : 1);
          qTotal += w;
          if (terms.some((t) => t.term === term)) qMatched += w;
        }
        const questionCoverage = qTotal === 0 ? 0 : qMatched / qTotal;
        const score = Math.pow(queryCoverage, 0.65) * Math.pow(questionCoverage, 0.35);
        if (score > best) best = score;
      }
      if (best > 0) results.push({ item: it.item, score: Math.min(1, best) });
    }
    return results.sort((a, b) => b.score - a.score || b.item.priority - a.item.priority || a.item.id - b.item.id);
  }
}

/** Cuts `text` to `max` characters at a word boundary, ending with an ellipsis. */
export function limitLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(1, max - 1));
  const cut = room.lastIndexOf(" ");
  const head = (cut > max * 0.5 ? room.slice(0, cut) : room).replace(/[\s,;:.\-–]+$/, "");
  return `${head}…`;
}

/** One of the main answer and its variations. */
export function pickAnswer(item: EngineItem, random: () => number = Math.random): string {
  const options = [item.canonicalAnswer, ...item.answerVariations].filter((a) => a.trim() !== "");
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))];
}

/** Answers one message with the index and configuration. */
export function answer(index: KnowledgeIndex, config: EngineConfig, text: string, random: () => number = Math.random): EngineReply {
  const suggest = (list: string[]) => (config.enableSuggestions ? [...new Set(list)].slice(0, 3) : []);
  const trim = (s: string) => limitLength(s, config.maxResponseLength);
  if (!config.enabled) {
    return { message: trim(UNAVAILABLE_MESSAGE), category: "unavailable", suggestions: [], confidence: 0 };
  }
  const ranked = index.rank(text);
  let top = ranked[0];
  if (!top || top.score < SMALL_TALK_CEILING) {
    const small = smallTalkReply(text, random);
    if (small) return { message: trim(small), category: "small_talk", suggestions: suggest(index.starterQuestions(3)), confidence: 1 };
  }
  const threshold = config.confidenceThreshold / 100;
  if (!top || decide(top.score, config.confidenceThreshold) !== "answer") {
    const near = ranked.filter((r) => r.score >= SUGGESTION_FLOOR).map((r) => r.item.canonicalQuestion);
    return {
      message: trim(config.fallbackMessage),
      category: "fallback",
      suggestions: suggest([...near, ...index.starterQuestions(3)]),
      confidence: top?.score ?? 0,
    };
  }
  let close = ranked.filter((r) => r !== top && r.score >= threshold && top.score - r.score < AMBIGUITY_MARGIN);
  // Priority breaks a near tie when one item clearly outranks the others (the topic's main item).
  const leader = [top, ...close].sort((a, b) => b.item.priority - a.item.priority)[0];
  if (close.length > 0 && [top, ...close].every((r) => r === leader || leader.item.priority - r.item.priority >= PRIORITY_LEAD)) {
    top = leader;
    close = [];
  }
  if (close.length > 0) {
    return {
      message: trim("I have answers to a few questions like that. Which one did you mean?"),
      category: "clarification",
      // The choices are the point of the reply, so they are offered even with suggestions switched off.
      suggestions: [top, ...close].slice(0, 3).map((r) => r.item.canonicalQuestion),
      confidence: top.score,
    };
  }
  const related = ranked.filter((r) => r !== top).filter((r) => r.score >= SUGGESTION_FLOOR).map((r) => r.item.canonicalQuestion);
  return {
    message: trim(pickAnswer(top.item, random)),
    category: top.item.category,
    suggestions: suggest(related),
    confidence: top.score,
    itemId: top.item.id,
  };
}
