/**
 * The thing asked must be in the reply. A question that asks a value (a time, a price, a holder, a deadline, a
 * count) OF a named thing ('what time is the Sunday Mass', 'how much is the graduation fee', 'who is the class
 * adviser of ...', 'kailan ang deadline ng completion', 'ilang absences bago ...') is answered only by a reply
 * that speaks of that thing. The doubt by unexplained words (explained.ts) lets a neighbour through when the thing
 * is a word SOME record uses: the chapel's opening hours are no Mass schedule, a dormitory office's hours are no
 * visiting hours, a program's record names no class adviser, a diploma's release after graduation is no
 * graduation fee. Here the thing's words must be said by the reply itself or by the names of the records that
 * answer it (what the record is about); a price belongs to the service that charges it, so the thing of a price
 * must be the answering record's name or its stated fee, not a circumstance the reply mentions.
 *
 * Only the words naming the thing are weighed: the kind of value asked (time, hours, fee, deadline, head, ...),
 * days, framing words and a visitor's own words are not the thing.
 */
import { framingTerms } from "./explained.ts";
import { filipinoRoots, mapWord, stem, tokenize } from "./language.ts";

/** Words that say which kind of value is asked of a thing, or a holder of any post: never the thing itself. */
const VALUE_WORDS = new Set(
  (
    "time times hour hours oras schedule schedules sched iskedyul fee fees cost costs price prices rate rates amount charge charges " +
    "bayad bayarin halaga singil presyo date dates day days araw petsa deadline deadlines last huling final start end opening closing " +
    "number numbers contact email phone office room location address name pangalan " +
    "head chief director officer person incharge charge pinuno namamahala " +
    "number count total many much ilan"
  ).split(/\s+/),
);

/** The word or punctuation where a named thing ends: a preposition, linker, particle, verb of the clause or pronoun. */
const THING_END =
  /^(?:of|at|in|for|on|to|from|with|by|during|this|next|if|when|and|or|that|which|is|are|was|does|do|will|can|start|starts|begin|begins|end|ends|open|opens|close|closes|held|cost|costs|ng|sa|para|kay|ko|mo|ba|po|nyo|niyo|ninyo|natin|namin|kung|kapag|pag|at|o|na|ay|daw|raw|lang|yung|ung|bago|hanggang|kasi)$/;

/** Lead-ins that ask a value of the thing after them, and whether the value is a price. */
const LEAD_INS: { pattern: RegExp; price?: boolean }[] = [
  { pattern: /\bwhat time (?:is|are|does|do|will) (?:the |a |an )?(.+)/ },
  { pattern: /\bhow much (?:is|are|does|do|will) (?:the |a |an )?(.+)/, price: true },
  { pattern: /\bwho (?:is|are) the (.+)/ },
  { pattern: /\bwhen (?:is|are) the (?:deadline|schedule|date|last day) (?:of|for) (?:the |my |our )?(.+)/ },
  { pattern: /\bwhat (?:is|are) the ((?:[a-z'-]+ ){1,3})(?:hours|schedule)\b/ },
  { pattern: /\bwhat (?:is|are) the ((?:[a-z'-]+ ){1,3})(?:fee|fees)\b/, price: true },
  { pattern: /\bkailan (?:po )?(?:ang |yung |ung )?(?:deadline|huling araw|schedule|sched|iskedyul|petsa) (?:ng|para sa|ng pag) (.+)/ },
  { pattern: /\bilang ([a-z'-]+) (?:bago|para|ang|na|po|ba)\b/ },
  { pattern: /\bmagkano (?:po )?(?:ang |yung |ung |ba ang |ba yung )?(.+)/, price: true },
  { pattern: /^(?:yung |ung |ang )?((?:[a-z'-]+ ){1,3})magkano\b/, price: true },
  { pattern: /\bsino (?:po )?(?:ang |yung |ung )(.+?) (?:ng|sa|of)\b/ },
];

export interface AskedThing {
  /** The words naming the thing (as typed). */
  words: string[];
  /** The value asked is a price: the thing is the service that charges it. */
  price: boolean;
}

/** The thing a question asks a value of, when a lead-in names one; undefined for any other question. */
export function askedThing(question: string): AskedThing | undefined {
  const lower = question.toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9'\s-]+/g, " , ").replace(/\s+/g, " ");
  const frame = framingTerms();
  for (const { pattern, price } of LEAD_INS) {
    const m = pattern.exec(lower);
    if (!m) continue;
    const words: string[] = [];
    for (const w of m[1].trim().split(" ")) {
      if (w === "," || THING_END.test(w)) break;
      words.push(w);
      if (words.length > 3) break;
    }
    const thing = words.filter((w) => {
      const bare = w.replace(/'s$/, "").replace(/'/g, "");
      if (bare.length < 3 || /\d/.test(bare) || VALUE_WORDS.has(bare)) return false;
      // A framing word as typed ('sunday', 'new') is no thing; its stem may be ('visiting' hours are no verb 'visit').
      return !frame.has(bare) && !tokenize(bare).every((t) => frame.has(t.source) || VALUE_WORDS.has(t.source));
    });
    // More than three words is a description, not a named thing: no judgement.
    if (thing.length && words.length <= 3) return { words: thing, price: Boolean(price) };
    return undefined;
  }
  return undefined;
}

/**
 * The first word of the asked thing that `said` (the terms of the reply and its records' names) does not hold,
 * read as written, as the word table maps it, as its Filipino root or as `respell` corrects it.
 */
export function unstatedThingWord(thing: AskedThing, said: ReadonlySet<string>, respell: (word: string) => Iterable<string>): string | undefined {
  const holds = (w: string) => said.has(w) || said.has(stem(w));
  for (const word of thing.words) {
    const bare = word.replace(/'s$/, "").replace(/'/g, "");
    const forms = [bare, ...tokenize(bare).map((t) => t.term), ...(mapWord(bare) ?? []), ...filipinoRoots(bare), ...respell(bare)];
    if (!forms.some(holds)) return bare;
  }
  return undefined;
}
