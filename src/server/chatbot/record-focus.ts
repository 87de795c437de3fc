/**
 * The right part of the right record. Once a reply has chosen its record, the question's content words that the
 * record's NAME does not explain say which part of the record is asked: 'how old ... blood letting' asks the
 * announcement's sentence about age, 'is the january entrance exam still open' the January row. The sentence,
 * list item or row of the record covering the largest weighted share of those words (and holding the kind of
 * value asked, when one is) is stated with the record's name, unless the reply already covers them as well.
 * The candidates are the record's stored parts and its details (`record-details.ts`: every field, list item and
 * sentence, the page blocks and announcements shown with it); words match by root ('recommends',
 * 'Recommendation'). A word naming a field's label asks that field ('which browsers': Browser); 'which IDs'
 * asks the part listing them. 'Besides X', 'aside from X', 'other than X' and 'submit with X' ask the record's other items of X's list;
 * 'what comes after / before X' reads the ordered record X is a step of.
 */
import { formatDay, type Entity, type Lang } from "./catalog.ts";
import type { KnowledgeIndex } from "./engine.ts";
import { compose, type FactIndex } from "./facts.ts";
import { termsOf } from "./explained.ts";
import { askedValues, holdsValue, weightedWords, type ValueKind, type WeightedWord } from "./passages.ts";
import { detailsOf, rootOf } from "./record-details.ts";
import { UNTIL_CLAUSE } from "./step-durations.ts";
import { identityClauses } from "./visitor-context.ts";

/** A part of the record is stated only when it covers at least this weighted share of the words its name leaves. */
export const FOCUS_MIN_SHARE = 0.5;
/** ... and this much more of them than the reply already states: a reply that answers them stays. */
export const FOCUS_MARGIN = 0.2;

/** 'besides the letter', 'aside from the form', 'other than the fee', 'bukod sa', 'submit with the form': X is not asked. */
export const EXCLUSION = /\b(?:besides|aside from|apart from|other than|except|bukod sa|maliban sa|(?:submit|bring|attach|include|present)(?: along)? with|what (?:else )?(?:goes|go|comes|come)(?: along)? with)\s+(?:the |a |an |my |your |ang |mga )?([a-z][a-z' -]*?)\s*(?=[,?.!]|$|\b(?:is|are|do|does|what|which|for|to|and|ano|po)\b)/i;
/** 'what comes after X', 'what is the next step after X', 'before X'. */
const ORDER = /\b(?:what|which|ano)\b.*?\b(?:comes?|next|step|happens|do i do)\b.*?\b(after|before)\b|\bnext step (after|before)\b/i;

/** Verbs that ask what to hand in: 'what do I submit / bring / present / show'. */
const HAND_IN_VERBS = termsOf(["submit attach bring present prepare show"]);

/** A longer line is the whole record as stored (every field of a row), not a part of it. */
export const PART_MAX_LENGTH = 240;

/** The record's parts: each stored field line, cut at sentence ends; ISO dates read as the visitor writes them. */
function partsOf(entity: Entity): string[] {
  return [
    ...new Set(
      (entity.texts ?? [])
        .flatMap((t) => t.split(/(?<=[.!?])\s+(?=[A-Z₱])(?![A-Z][A-Za-z ]{0,30}:)/))
        .map((t) => readable(t.trim()))
        .filter((t) => t.length > 3 && t.length <= PART_MAX_LENGTH),
    ),
  ];
}

const readable = (text: string) => text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (iso) => formatDay(iso));

/** The label of a record's list line ('Requirements: ...' -> 'Requirements'). */
const labelOf = (part: string) => /^([A-Z][A-Za-z ]{0,30}):\s/.exec(part)?.[1];

/** 'Is there', 'do you have': whether a thing exists. */
const EXISTENCE = /\b(is there|are there|(do you|does (mvsu|the university|the school|it)) (have|offer)\b(?! to)|meron|mayroon)\b/i;
/** 'Where' asks a place or a link. */
const WHERE_ASKED = /\b(where|saan|nasaan)\b/i;

/** 'How old' asks an age: a number of years. */
const AGE_ASKED = /\b(how old|what age|age limit|ilang taon)\b/i;
const YEARS_OLD = /\b\d+ ?(?:(?:-|to|–) ?\d+ )?(years?|yrs?|taon)\b/i;

/** Kinds of value that choose a part alone, with no word left: what to hand in, an e-mail, a phone number. */
const ALONE: ReadonlySet<ValueKind> = new Set(["requirements", "email", "phone"]);

/** A question word left to choose by, or the kind of value asked (held by a part, not named by it). */
type Word = WeightedWord & { holds?: (text: string) => boolean };

/** The weighted share of `words` that `text` covers. */
function share(words: Word[], text: string): number {
  const total = words.reduce((a, w) => a + w.weight, 0);
  if (!total) return 0;
  const terms = termsOf([text]);
  const roots = new Set([...terms].filter((t) => t.length >= 4).map(rootOf));
  const held = (o: string) => terms.has(o) || (o.length >= 4 && roots.has(rootOf(o)));
  return words.reduce((a, w) => a + (w.options.some(held) || w.typed?.test(text) || w.holds?.(text) ? w.weight : 0), 0) / total;
}

/** What a reply states: its message and the records it speaks for. */
export interface Stated {
  message: string;
  records: string[];
}

/**
 * The part of the reply's record the question asks, as the reply's new message; undefined when the reply
 * already states it (or the reply is not one record's).
 */
export function focusRecord(facts: FactIndex, knowledge: KnowledgeIndex, text: string, reply: Stated, lang: Lang): string | undefined {
  const sharing = facts.entities.filter((e) => e.records.some((r) => reply.records.includes(r)));
  if (!sharing.length) return undefined;
  const row = rowNamed(sharing, text, reply);
  if (row) return compose([row.summary(lang)], lang, row.href);
  const ordered = ORDER.exec(text);
  if (ordered) return neighbourStep(sharing, (ordered[1] ?? ordered[2]).toLowerCase() === "before" ? -1 : 1, lang);
  // Whether a thing exists is answered by the record that names it.
  if (EXISTENCE.test(text)) return undefined;
  // Rows of one table (an exam's dates) are one record's parts; of two records answering two things, the one
  // the reply names is chosen within, or none.
  const oneTable = sharing.every((e) => e.title === sharing[0].title);
  // The university answering beside a service ('does the school do psych tests') is the frame: the service is chosen within.
  const inReply = sharing.filter((e) => reply.message.includes(e.title));
  const named = sharing.length === 1 || oneTable ? sharing[0] : (inReply.find((e) => e.kind !== "university") ?? inReply[0]);
  // A calendar entry is its date: the reply that states it answers whatever part of it is asked.
  if (!named || named.kind === "date") return undefined;
  const parts = oneTable ? [...new Set(sharing.flatMap(partsOf))] : partsOf(named);
  if (parts.length < 2) {
    // One stored text of several sentences (an announcement) is cut at every sentence end.
    const one = parts[0]?.split(/(?<=[.!?])\s+(?=[A-Z0-9₱])/) ?? [];
    if (one.length >= 2) parts.splice(0, parts.length, ...one);
  }
  // Each field, list item and sentence of the record, and the page blocks shown with it, after its stored parts.
  const stored = new Set(parts);
  const details = sharing.length === 1 || !oneTable ? detailsOf(named, facts.pages, facts.entities) : { own: [], linked: [], headings: new Map<string, string>() };
  const linked = new Set(details.linked);
  for (const d of [...details.own, ...details.linked]) if (!parts.includes(d)) parts.push(d);
  if (parts.length < 2) return undefined;
  // A field label that only says 'text' ('Description:', 'Text:') is not read out.
  const say = (part: string) => {
    const body = part.replace(/^(Description|Text|Items|Details|Note|Content): /, "");
    // A page block's detail is stated under the block's heading ('System Requirements'), not the record's name.
    const heading = linked.has(part) ? details.headings.get(part) : undefined;
    if (heading) return compose([`${heading}: ${body}`], lang, named.href);
    return compose([body.toLowerCase().includes(named.title.toLowerCase()) ? body : `${named.title}: ${body}`], lang, named.href);
  };

  const excluded = EXCLUSION.exec(text)?.[1];
  if (excluded) {
    const others = otherItems(parts.filter((p) => !linked.has(p)), excluded);
    if (others) return say(others);
  }
  // A record named by its own name and by one of the items it lists ('the clinic' and 'PhilHealth assistance') is
  // asked that item: an item's name (two words or more, a list line of the record) is then no part of its name.
  const items = new Set(details.own.map((p) => p.replace(LABELLED, "").replace(/[.\s]+$/, "").toLowerCase()));
  const isItem = (a: string) => a.toLowerCase() !== named.title.toLowerCase() && a.includes(" ") && items.has(a.toLowerCase());
  const ownNames = termsOf([named.title, ...named.aliases.filter((a) => !isItem(a))]);
  const asked = termsOf([text]);
  const names = [...ownNames].some((t) => asked.has(t)) ? ownNames : termsOf([named.title, ...named.aliases]);
  const excludedTerms = excluded ? termsOf([excluded]) : new Set<string>();
  // 'How long until <step>': the words after 'until' name the part asked; those before tell what already happened.
  const until = UNTIL_CLAUSE.exec(text);
  // Who the visitor's person is ('my daughter is a freshman') names no part of the record asked.
  const told = identityClauses(text);
  const own = told.length ? text.split(/\s*[,;]\s*/).filter((c) => !told.includes(c)).join(", ") : text;
  const kinds: ValueKind[] = [...askedValues(text), ...(WHERE_ASKED.test(text) ? (["place", "link"] as const) : [])];
  // The verb that asks what to hand in ('what does she present') is the ask, not a word of the part asked.
  const askVerbs = kinds.includes("requirements") ? HAND_IN_VERBS : new Set<string>();
  const left: Word[] = weightedWords(facts, knowledge, until ? `how long ${until[1]}` : own).filter((w) => !w.options.some((o) => names.has(o) || excludedTerms.has(o) || askVerbs.has(o)));
  const holdsKind = (part: string) => kinds.some((k) => holdsValue(k, part, text)) || (AGE_ASKED.test(text) && YEARS_OLD.test(part));
  const kindAsked = kinds.length > 0 || AGE_ASKED.test(text);
  // The kind of value asked ('how old': an age) weighs as much as the rarest word left.
  // With no word left, what to hand in, an e-mail or a phone number chooses alone ('what do I attach to the X
  // form': its requirements).
  const words = [...left];
  if (kindAsked && (left.length || kinds.some((k) => ALONE.has(k)))) left.push({ options: [], weight: left.length ? Math.max(...left.map((w) => w.weight)) : 1, holds: holdsKind });
  // A panel of the page shown with the record whose label of two words or more the question names whole is
  // asked, however common its words are ('from the university website').
  const labelled = labelNamed([...linked], text);
  if (labelled && !reply.message.includes(labelled.replace(LABELLED, "").replace(/[.\s]+$/, ""))) return say(labelled);
  if (!left.length) return undefined;
  // A word left that names a field of the record ('which browsers': Browser; 'university website') asks that
  // field's value, unless the reply already states it.
  const field = fieldNamed(parts.filter((p) => !kindAsked || holdsKind(p)), words);
  if (field && !reply.message.includes(field.replace(LABELLED, "").replace(/[.\s]+$/, ""))) return say(field);
  // 'Which IDs are accepted': which ones of a thing the reply names only in general are listed by the part that
  // names it with a list the reply does not give (issued by PSA, LTO, DFA...).
  const listed = whichOnes(text, parts, words, reply.message);
  if (listed) return say(listed);
  // A reply holding the kind of value asked (by the question's form or a word naming it: 'deadline') answers it,
  // unless it misses the words that say which value ('posted' in 'where are the results posted').
  const typed = left.flatMap((w) => (w.typed ? [w.typed] : []));
  const which = words.filter((w) => !w.typed && !w.options.some((o) => facts.knows(o)));
  // The page link after a reply ('More on /admissions') is no link or place the reply states; its words are the reply's topic.
  const body = reply.message.replace(/\s*(?:More on|Tingnan ang) \/(\S+)\.$/, (_, page: string) => ` ${page.replace(/[/-]+/g, " ")}`);
  const saysWhich = !which.length || share(which, body) >= FOCUS_MIN_SHARE;
  if ((kindAsked || typed.length) && (!kindAsked || holdsKind(body)) && typed.every((t) => t.test(body)) && saysWhich) return undefined;
  let best: { part: string; share: number } | undefined;
  for (const part of parts) {
    if (kindAsked && !holdsKind(part)) continue;
    const s = share(left, part);
    if (!best || s > best.share) best = { part, share: s };
  }
  if (!best || best.share < FOCUS_MIN_SHARE) return undefined;
  if (best.share < share(left, body) + FOCUS_MARGIN) return undefined;
  if (reply.message.includes(best.part)) return undefined;
  // A field the stored parts did not hold is said after a reply that states one of the record's facts (its
  // link, its fee), and instead of the record's headline.
  if (!stored.has(best.part) && !reply.message.startsWith(named.summary(lang))) return `${reply.message.replace(/\s*(More on|Tingnan ang) \S+\.$/, "")} ${say(best.part)}`;
  return say(best.part);
}

/**
 * A reply stating a table of rows ('Budget utilization': one line per category) when the question names one row
 * by a name of its own that only that row has ('MOOE', 'capital outlay'), when the reply does not open with it and
 * the row holds the kind of value asked: that row's own record answers.
 */
function rowNamed(sharing: readonly Entity[], text: string, reply: Stated): Entity | undefined {
  if (sharing.length < 3) return undefined;
  const table = sharing.find((e) => e.records.length > 1 && e.records.every((r) => reply.records.includes(r)) && reply.records.every((r) => e.records.includes(r)));
  if (!table) return undefined;
  const lower = ` ${text.toLowerCase().replace(/[^a-z0-9 ]+/g, " ")} `;
  const rows = sharing.filter((e) => e !== table && e.records.length === 1 && e.kind === table.kind && [e.title, ...e.aliases].some((n) => n.length >= 4 && lower.includes(` ${n.toLowerCase()} `)));
  // A reply that opens with the row speaks of it; the row must hold the kind of value asked.
  const row = rows.length === 1 ? rows[0]! : undefined;
  if (!row || reply.message.toLowerCase().startsWith(row.title.toLowerCase())) return undefined;
  return askedValues(text).every((k) => holdsValue(k, row.summary("en"), text)) ? row : undefined;
}

/** A field's label and the space after it. */
const LABELLED = /^[A-Z][A-Za-z ]{0,30}:\s+/;
/** Labels that say a part is text, not what it holds. */
const PLAIN_LABELS = new Set(["description", "text", "items", "details", "note", "name", "title", "category"]);

/** The part whose label names at least half of the question's leftover words, by weight (the most, first). */
function fieldNamed(parts: string[], words: Word[]): string | undefined {
  const total = words.reduce((a, w) => a + w.weight, 0);
  if (!total) return undefined;
  let best: { part: string; share: number } | undefined;
  for (const part of parts) {
    const label = labelOf(part);
    if (!label || PLAIN_LABELS.has(label.toLowerCase())) continue;
    const roots = new Set([...termsOf([label])].map(rootOf));
    const covered = words.reduce((a, w) => a + (w.options.some((o) => roots.has(rootOf(o))) ? w.weight : 0), 0) / total;
    if (covered >= FOCUS_MIN_SHARE && (!best || covered > best.share)) best = { part, share: covered };
  }
  return best?.part;
}

/** 'No QR code', 'without a scanner', 'walang QR': what the visitor lacks is not what they ask. */
const LACKED = /\b(?:no|without|walang|wala(?:ng)?(?: akong)?)\s+(?:a |an |the |ng |akong )?([a-z]+(?: [a-z]+)?)/gi;

/**
 * The part whose label (two words or more, not a plain 'Text' label) the question names whole, by root, when
 * no other label is; words of a thing the visitor says they lack do not count.
 */
function labelNamed(parts: string[], text: string): string | undefined {
  const lacked = termsOf([...text.matchAll(LACKED)].map((m) => m[1]));
  const asked = new Set([...termsOf([text])].filter((t) => !lacked.has(t)).map(rootOf));
  const scored = parts.flatMap((part) => {
    const label = labelOf(part);
    if (!label || PLAIN_LABELS.has(label.toLowerCase())) return [];
    const words = [...termsOf([label])];
    if (words.length < 2) return [];
    return [{ part, label, share: words.filter((w) => asked.has(rootOf(w))).length / words.length }];
  });
  const named = scored.filter((x) => x.share === 1);
  return new Set(named.map((x) => x.label)).size === 1 ? named[0].part : undefined;
}

/** 'Which IDs', 'what browsers', 'anong mga ID': a plural thing asked by which ones. */
const WHICH_ONES = /\b(?:which|what|anong|aling)(?: mga)?(?: [a-z]+)? ([a-z]{2,}s)\b/i;

/** The part naming the thing asked by 'which' with a list of three or more names, most of them unsaid by the reply. */
function whichOnes(text: string, parts: string[], words: Word[], reply: string): string | undefined {
  const noun = WHICH_ONES.exec(text)?.[1]?.toLowerCase();
  if (!noun) return undefined;
  const asked = words.find((w) => w.options.includes(noun) || w.options.includes(noun.slice(0, -1)));
  if (!asked) return undefined;
  const said = termsOf([reply]);
  for (const part of parts) {
    if (!asked.options.some((o) => termsOf([part]).has(o))) continue;
    // A list: names between commas and a closing 'or' / 'and' ('PSA, LTO, DFA or MVSU').
    const list = /(?:[A-Z][\w/&.-]*(?: [A-Z][\w/&.-]*)*, ){2,}[A-Z][\w/&.-]*(?: [A-Z][\w/&.-]*)*,? (?:or|and) [A-Z][\w/&.-]*/.exec(part)?.[0];
    if (!list) continue;
    const names = list.split(/,\s*|\s+(?:or|and)\s+/).filter(Boolean);
    const unsaid = names.filter((n) => ![...termsOf([n])].every((t) => said.has(t)));
    if (unsaid.length * 2 >= names.length) return part;
  }
  return undefined;
}

/** The items of the list X belongs to, without X: 'besides the letter' asks the other requirements. */
function otherItems(parts: string[], excluded: string): string | undefined {
  const x = termsOf([excluded]);
  if (!x.size) return undefined;
  const matches = (part: string) => [...x].every((t) => termsOf([part]).has(t));
  const hit = parts.find(matches);
  if (!hit) return undefined;
  const label = labelOf(hit);
  // The item set aside, and the same item stored again (it opens with the same words); another item that also
  // names the thing ('Authorization letter and IDs of both parties' beside 'One valid ID') stays.
  const opening = (part: string) => (label && part.startsWith(`${label}:`) ? part.slice(label.length + 1) : part).trim().split(/\s+/).slice(0, 3).join(" ").toLowerCase();
  const rest = parts.filter((p) => p !== hit && !(matches(p) && opening(p) === opening(hit)) && labelOf(p) === label);
  if (!rest.length) return undefined;
  // An item is its first sentence: where to get it is another question.
  const items = rest.map((p) => (label ? p.slice(label.length + 1).trim() : p).replace(/\.\s+[A-Z][A-Za-z ]{0,30}:.*$/, "").replace(/[.;]\s*$/, ""));
  // An item stored twice (with and without where to get it) is said once.
  return `${label ? `${label}: ` : ""}${[...new Set(items)].join("; ")}.`;
}

/**
 * The step after (or before) the step the reply states, in the ordered record that lists it: a step stored as
 * its own record is also a line of its process's record, in order.
 */
function neighbourStep(sharing: Entity[], direction: 1 | -1, lang: Lang): string | undefined {
  const steps = sharing.filter((e) => (e.texts ?? []).length === 1);
  for (const step of steps) {
    const line = step.texts![0];
    for (const process of sharing) {
      const texts = process.texts ?? [];
      const at = texts.indexOf(line);
      if (process === step || at < 0) continue;
      const next = texts[at + direction];
      if (!next) return undefined;
      const word = direction === 1 ? (lang === "fil" ? "Kasunod ng" : "After") : lang === "fil" ? "Bago ang" : "Before";
      return compose([`${word} ${step.title}: ${readable(next).replace(/[\s.]*$/, ".")}`], lang, process.href ?? step.href);
    }
  }
  return undefined;
}
