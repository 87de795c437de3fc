/**
 * Groups the questions the chatbot could not answer, so staff see "what people keep asking" instead of
 * a raw list. Questions go through the chatbot's own language steps (normalisation, synonyms, Taglish,
 * stop words, stems), so 'magkano ang tuition' and 'how much is the tuition fee' meet on the same words,
 * then join a group when their word sets are similar enough. Pure: unit-tested without a database.
 */
import type { UnansweredGroup } from "../../shared/api/admin-analytics.ts";
import { WEAK_WORDS, normalise, tokenize } from "./language.ts";

/** Two questions belong together when this share of their (weighted) words is common to both. */
export const SIMILARITY_THRESHOLD = 0.5;
/** Words that only say what kind of answer is wanted (where, when, how) count this much. */
const WEAK_WEIGHT = 0.3;

export interface AskedQuestion {
  text: string;
  at: Date;
}

interface Wording {
  text: string;
  key: string;
  terms: Set<string>;
  count: number;
  last: Date;
}

/** The question's words as the chatbot understands them; the normalised text when it has none. */
export function questionTerms(text: string): Set<string> {
  const terms = new Set(tokenize(text).map((t) => t.term));
  return terms.size > 0 ? terms : new Set([normalise(text) || text.trim().toLowerCase()]);
}

const weight = (term: string) => (WEAK_WORDS.has(term) ? WEAK_WEIGHT : 1);

/** Weighted Jaccard similarity of two word sets, 0..1. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  let all = 0;
  for (const t of a) {
    all += weight(t);
    if (b.has(t)) shared += weight(t);
  }
  for (const t of b) if (!a.has(t)) all += weight(t);
  return all === 0 ? 0 : shared / all;
}

/**
 * Groups `questions` (any order). Identical wordings (ignoring case, spacing and punctuation) are counted
 * together first; then, most asked first, each wording joins the group whose wordings it is most similar
 * to (at least SIMILARITY_THRESHOLD with one of them), or starts a new group. Groups are ordered by
 * count, then by how recently they were asked; `limit` caps how many are returned.
 */
export function groupUnansweredQuestions(questions: AskedQuestion[], limit = 50): UnansweredGroup[] {
  const wordings = new Map<string, Wording>();
  for (const q of questions) {
    const text = q.text.trim().replace(/\s+/g, " ");
    if (!text) continue;
    const key = normalise(text) || text.toLowerCase();
    const w = wordings.get(key);
    if (!w) wordings.set(key, { text, key, terms: questionTerms(text), count: 1, last: q.at });
    else {
      w.count += 1;
      if (q.at > w.last) {
        w.last = q.at;
        w.text = text; // the latest spelling of a wording is shown
      }
    }
  }
  const ordered = [...wordings.values()].sort((a, b) => b.count - a.count || b.last.getTime() - a.last.getTime() || a.key.localeCompare(b.key));
  const groups: Wording[][] = [];
  for (const w of ordered) {
    let best: { group: Wording[]; score: number } | undefined;
    for (const group of groups) {
      const score = Math.max(...group.map((m) => similarity(m.terms, w.terms)));
      if (score >= SIMILARITY_THRESHOLD && (!best || score > best.score)) best = { group, score };
    }
    if (best) best.group.push(w);
    else groups.push([w]);
  }
  return groups
    .map((members) => {
      const last = new Date(Math.max(...members.map((m) => m.last.getTime())));
      return {
        // Members were added most asked first, so the first is the group's most asked wording.
        representative: members[0]!.text,
        count: members.reduce((s, m) => s + m.count, 0),
        lastAskedAt: last.toISOString(),
        questions: members.map((m) => ({ text: m.text, count: m.count })),
      };
    })
    .sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt))
    .slice(0, limit);
}
