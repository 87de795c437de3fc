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
import { FILIPINO_IN_VERB, FILIPINO_UM_VERB, FILIPINO_VERB, framingTerms } from "./explained.ts";
import { filipinoRoots, mapWord, stem, tokenize } from "./language.ts";

/** Words that say which kind of value is asked of a thing, or a holder of any post: never the thing itself. */
const VALUE_WORDS = new Set(
  (
    "time times hour hours oras schedule schedules sched iskedyul fee fees cost costs price prices rate rates amount charge charges " +
    "bayad bayarin halaga singil presyo date dates day days araw petsa deadline deadlines last huling final start end opening closing " +
    "number numbers contact email phone office room location address name pangalan " +
    "head chief director officer person incharge charge pinuno namamahala boss leader " +
    "number count total kabuuan kabuuang lahat many much ilan budget budgets badyet contract contracts kontrata allotment percent percentage porsyento porsiyento " +
    "page pages pahina copy copies kopya piece pieces piraso each bawat kada " +
    "vice deputy assistant acting second pangalawang pangalawa " +
    "minute minutes minuto year years yrs taon week weeks linggo month months buwan"
  ).split(/\s+/),
);

/** The word or punctuation where a named thing ends: a preposition, linker, particle, verb of the clause or pronoun. */
const THING_END =
  /^(?:of|at|in|for|on|to|from|with|by|during|this|next|if|when|and|or|that|which|is|are|was|does|do|will|can|start|starts|begin|begins|end|ends|open|opens|close|closes|held|cost|costs|ng|sa|para|kay|ko|mo|ba|po|nyo|niyo|ninyo|natin|namin|kung|kapag|pag|at|o|na|ay|daw|raw|lang|yung|ung|bago|hanggang|kasi|pwede|puwede|dapat|kailangan|kong|mong|niyang|nilang|naming|nating|ating|can|should|must|may|might)$/;

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
  /** The whole phrase naming the thing, framing words and all ('computer help desk'). */
  phrase: string;
}

/** A verb or participle, not a thing: an English past participle ('added', 'covered'), a Filipino affixed verb. */
function verbal(word: string): boolean {
  // A Filipino verbal noun ('pagpasa', 'pagkuha') names the act of getting the thing, not the thing.
  return /^[a-z]{3,}ed$/.test(word) || /^pag[a-z]{3,}$/.test(word) || word.includes("-") || FILIPINO_VERB.test(word) || FILIPINO_UM_VERB.test(word) || FILIPINO_IN_VERB.test(word);
}

/** The thing a question asks a value of, when a lead-in names one; undefined for any other question. */
export function askedThing(question: string): AskedThing | undefined {
  const lower = question.toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9'\s-]+/g, " , ").replace(/\s+/g, " ");
  const frame = framingTerms();
  for (const { pattern, price } of LEAD_INS) {
    const m = pattern.exec(lower);
    if (!m) continue;
    const words: string[] = [];
    let end = "";
    for (const w of m[1].trim().split(" ")) {
      // The price of a thing's part is the thing's ('the fee of a certificate of grades'): 'of' goes on.
      if (price && (w === "of" || w === "ng") && words.length) continue;
      if (w === "," || THING_END.test(w) || verbal(w)) {
        end = w;
        break;
      }
      words.push(w);
      if (words.length > 4) break;
    }
    // 'The deadline for faculty to submit ...': the words before 'to' name who acts, not the thing.
    if (end === "to" || words.length > 4) return undefined;
    const thing = words.filter((w) => {
      const bare = w.replace(/'s$/, "").replace(/'/g, "");
      if (bare.length < 4 || /\d/.test(bare) || VALUE_WORDS.has(bare) || frame.has(bare)) return false;
      // A framing word as typed ('sunday', 'new') is no thing; its stem may be ('visiting' hours are no verb 'visit').
      // A Filipino word whose meaning or root is a framing word ('kasalukuyang': current) is none either.
      if ((mapWord(bare) ?? []).some((x) => frame.has(x) || VALUE_WORDS.has(x))) return false;
      if (filipinoRoots(bare).some((r) => r !== bare && (frame.has(r) || VALUE_WORDS.has(r)))) return false;
      return !tokenize(bare).every((t) => frame.has(t.source) || VALUE_WORDS.has(t.source));
    });
    return thing.length ? { words: thing, price: Boolean(price), phrase: words.join(" ") } : undefined;
  }
  return undefined;
}

/**
 * The asked thing when `said` (the terms of the reply and its records' names) holds none of its words, read as
 * written, as the word table maps it (a pair of words may be one term: 'help desk'), as its Filipino root or as
 * `respell` corrects it; one word said is enough (the 'ICT help desk' is the reply's 'ICT Help Desk'). A word the
 * kiosk knows nowhere (`known` false) is a typo or a foreign word: the doubt by unexplained words weighs it.
 */
export function unstatedThing(thing: AskedThing, said: (term: string) => boolean, respell: (word: string) => Iterable<string>, known: (word: string) => boolean): string | undefined {
  const holds = (w: string) => said(w) || said(stem(w));
  const bares = thing.words.map((w) => w.replace(/'s$/, "").replace(/'/g, ""));
  // The phrase read whole, for a pair of words that is one term; the kind of value and framing words in it say nothing.
  const frame = framingTerms();
  const naming = tokenize(thing.phrase).filter((t) => !VALUE_WORDS.has(t.source) && !VALUE_WORDS.has(t.term) && !frame.has(t.source));
  if (naming.some((t) => holds(t.term) || holds(t.source))) return undefined;
  const judged: string[] = [];
  for (const bare of bares) {
    const own = [bare, ...tokenize(bare).map((t) => t.term)];
    const corrected = [...respell(bare)].filter((r) => !own.includes(r));
    const forms = [...own, ...(mapWord(bare) ?? []), ...filipinoRoots(bare), ...corrected];
    if (forms.some(holds)) return undefined;
    // A misspelt word the kiosk would correct ('presidnet') is judged by the doubt, not here.
    if (forms.some(known) || !corrected.length) judged.push(bare);
  }
  return judged.length ? judged.join(" ") : undefined;
}
