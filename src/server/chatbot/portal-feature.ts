/**
 * A student portal asked for by what it shows or does. Two shapes of the same question:
 *
 * - 'Which portal shows my GWA', 'what site has my curriculum checklist': the portal the reply found is right, but
 *   the question asks which one it is, so its name, what it shows and its link answer (not a page block about
 *   typing addresses, nor its activation steps).
 * - 'the url where I can request documents online', 'which website for my payment history': nothing answered, or
 *   a general record did ('General Information'), because a feature worded with a word that asks a kind of answer
 *   ('Online document requests', 'Statement of account') is no name of the portal. When the question asks a
 *   portal, a site, a link or something online, the one portal whose features and description hold two or more of
 *   its words that not every portal holds, and every word of it that is not a word of asking, is the answer,
 *   unless the reply found already says as many of those words.
 */
import type { Entity, Lang } from "./catalog.ts";
import { STOP_WORDS, tokenize } from "./language.ts";
import { framingTerms } from "./explained.ts";
import { detectIntents } from "./intents.ts";

/** 'Which portal', 'what website', 'anong site', 'saang link': the portal itself is asked. */
const WHICH_PORTAL = /\b(?:which|what|anong|saang|aling|ano ang|ano'ng)\s+(?:(?:student|online|web)\s+)?(?:portal|portals|site|website|system)\b/i;
/** Kinds of value a portal's summary states: asked another too (its steps, a fee), the reply found answers both. */
const SUMMARY_STATES: ReadonlySet<string> = new Set(["link", "where", "offered", "list"]);
/** A question asking something online: a portal, a site, a link or a web address. */
const ONLINE_ASKED = /\b(?:portal|site|website|link|url|web address|online)\b/i;

/** The student portals: records of one portal each, with a link. */
function portals(entities: readonly Entity[]): Entity[] {
  return entities.filter((e) => e.kind === "portal" && e.records.length === 1 && e.records[0]!.startsWith("portal:") && e.facts.link);
}

const termsCache = new WeakMap<Entity, Set<string>>();
/** The terms of a portal's name, description and features. */
function portalTerms(e: Entity): Set<string> {
  let terms = termsCache.get(e);
  if (!terms) {
    terms = new Set(tokenize([e.title, ...(e.texts ?? [])].join(" ")).map((t) => t.term));
    termsCache.set(e, terms);
  }
  return terms;
}

/** What a portal says of itself: its summary (name, what it shows, link). */
const portalReply = (e: Entity, lang: Lang) => e.summary(lang === "fil" ? "en" : lang);

/**
 * The portal a question asks for by what it shows, as a reply; undefined when the question asks no portal or no
 * one portal holds it. `reply` is the answer found so far (empty when none was).
 */
export function portalByFeature(entities: readonly Entity[], text: string, reply: { message: string; records: string[] }, lang: Lang): { message: string; entity: Entity } | undefined {
  const all = portals(entities);
  // The portal found is right; 'which portal' asks its name and link.
  const found = all.find((e) => reply.records.length === 1 && reply.records[0] === e.records[0]);
  if (found) {
    // Its summary stands as the reply, so no part of the portal's page ('the address shown under the code') replaces it.
    if (!WHICH_PORTAL.test(text) || detectIntents(text).some((i) => !SUMMARY_STATES.has(i))) return undefined;
    return { message: portalReply(found, lang), entity: found };
  }
  if (!ONLINE_ASKED.test(text)) return undefined;
  // The question's words that one portal's features hold and not every portal's ('request', 'documents'); every
  // word that is not a word of asking must be among them.
  const frame = framingTerms();
  const asked = [...new Set(tokenize(text).filter((t) => !STOP_WORDS.has(t.term) && t.source.length >= 3))];
  const termsOf = portalTerms;
  const held = all.map((e) => ({ e, terms: termsOf(e) }));
  const common = (t: string) => held.every((h) => h.terms.has(t));
  const scored = held.map((h) => ({ e: h.e, hits: asked.filter((t) => h.terms.has(t.term) && !common(t.term)).length, all: asked.every((t) => h.terms.has(t.term) || frame.has(t.term) || frame.has(t.source)) }));
  const best = Math.max(...scored.map((x) => x.hits));
  const holding = best >= 2 ? scored.filter((x) => x.hits === best && x.all).map((x) => x.e) : [];
  // Another record's reply stands when it holds as many of the portal's words the question says.
  const said = new Set(tokenize(reply.message).map((t) => t.term));
  if (holding.length === 1 && reply.message) {
    const portalWords = asked.filter((t) => termsOf(holding[0]!).has(t.term) && !common(t.term));
    if (portalWords.filter((t) => said.has(t.term)).length >= best) return undefined;
  }
  return holding.length === 1 ? { message: portalReply(holding[0]!, lang), entity: holding[0]! } : undefined;
}
