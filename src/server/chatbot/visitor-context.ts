/**
 * What a message tells about the visitor rather than what it asks: why they ask ('for my GSIS loan', 'para sa
 * letter ng SSC', 'because my ID got wet') and what happened to them ('the aircon in our room is broken, who
 * heads physical plant'). Such words are not weighed when judging whether a question is about something the
 * kiosk does not hold: the thing asked is named elsewhere in the message. A word that qualifies the thing asked
 * ('a tor sent to mars', 'the tor for my pet dog': a reason nothing the kiosk holds names) is still weighed.
 */
import { withoutDescribingClauses, withoutRelativeWho } from "./intents.ts";

/**
 * The clauses of a message: cut at commas, semicolons, a spaced dash, the end of a sentence ('I am a foreign
 * applicant. What e-mail ...'; not a title's period: 'Dr. Cruz') and an 'and' that opens a new subject ('and my son').
 */
const CLAUSE_CUT = /\s*[,;]\s*|\s+-\s+|(?<!\b(?:dr|mrs?|ms|engr|atty|prof|st|sr|jr|no|sta|sto|gen|brgy)[.!?])(?<=[a-z0-9)]{2}[.!?])\s+(?=[a-z])|\s+(?:and|but|at|pero|tapos)\s+(?=(?:now |then |so )?(?:my|our|i|we|his|her|their|he|she|they|ako|kami)\b)/i;

/**
 * A clause that tells who the visitor is or what happened to them: it opens with I, we, my, our, ako, kami or
 * '<someone> here', or is a role of a few words said of oneself ('barangay captain po ako', 'mga magulang kami').
 */
const ABOUT_THE_VISITOR = /^\s*(i|i'?m|im|i am|i'?ve|we|we'?re|we are|my|our|me|ako|kami|ang (anak|kapatid|pamangkin|nanay|tatay|magulang) ko|(anak|kapatid|pamangkin|nanay|tatay) ko|[a-z]+ (here|po ako|ako)|(?!(?:ano|anong|saan|saang|san|sino|paano|pano|kailan|kelan|magkano|ilan|ilang|bakit|pwede|puwede|may|meron|mayroon|nasaan|asan)\b)(?:[a-z]+ ){1,3}(?:po )?(?:ako|kami)\s*[.!]*$)\b/i;

/**
 * The part of a question weighed for words nothing explains: without its clauses that only tell the visitor's
 * situation ('my daughter is homesick, is counseling free', 'alumna here working in hongkong, what do i bring'),
 * that is clauses about the visitor that hold nothing the answer is about (`holds`). Other clauses always count.
 */
export function withoutVisitorSituation(text: string, holds: (clause: string) => boolean): string {
  const clauses = text.split(CLAUSE_CUT).filter((c) => c.trim());
  if (clauses.length < 2) return text;
  const kept = clauses.filter((c) => !ABOUT_THE_VISITOR.test(c) || holds(c));
  return kept.length ? kept.join(" ") : text;
}


/** A clause that asks something: a question word, a modal or auxiliary that opens a question, or a question mark. */
const ASKING_WORD =
  /\?|\b(what|whats|which|where|wheres|who|whom|whose|when|how|why|is there|are there|can|could|do|does|should|saan|saang|san|nasaan|asan|sino|kanino|kailan|kelan|paano|pano|magkano|ilan|ilang|ano|anong|alin|aling|bakit|pwede|puwede|gaano|may|meron|mayroon)\b/i;

/** A clause that asks something; a relative 'who' ('a freshman who loves statistics') asks nothing. */
export const ASKS = { test: (clause: string) => ASKING_WORD.test(withoutRelativeWho(clause)) };

/**
 * A question word that opens a relative clause after the person or thing it describes ('an applicant who
 * graduated', 'the office where I work'): it asks nothing.
 */
const RELATIVE = /\b(?:a|an|the|my|our|his|her|their|your|some|any|this|that)\s+[a-z]+\s+(?:who|whom|whose|which|where|when)\b/gi;

/** Whether a clause asks something: a question word that opens no relative clause, or a question mark. */
const asks = (clause: string) => ASKS.test(clause.replace(RELATIVE, " "));

/** The visitor or their people, anywhere in a clause: the clause tells the visitor's situation. */
const VISITOR = /\b(i|i'?m|me|my|we|we'?re|us|our|ako|ko|kami|namin|amin|aming|aking|akin|natin|atin|ating)\b/i;

/** A clause that describes what happened or what someone is doing ('the aircon in our room is broken', 'nasira ang bintana namin'). */
const DESCRIBES = /\b(is|was|are|were|got|gets|has|had|have|been)\b|\b[a-z]{3,}(ing|ed)\b|\b(na|nag|naka|nang)[a-z]{3,}\b/i;

/** A clause that tells what the visitor plans or hopes to do ('we are planning a seminar', 'photoshoot sana namin', 'balak namin'). */
const PLANS = /\b(plan|plans|planned|planning|hoping|hope|intend|intending|preparing|organizing|organising|sana|balak|plano|binabalak)\b/i;

/**
 * A clause that tells what the visitor needs, wants or is about to do beside the question ('need ko for the
 * scholarship renewal', 'magtatanong ako about my overdue book', 'mag-practice kami for intrams', 'gusto ko lang
 * i-confirm', 'I want to thank her'): a verb of needing or wanting, a future ('will', 'gonna', 'going to'), a
 * Filipino verb whose first syllable repeats for what is to come ('magtatanong', 'mag-aapply', 'pupunta') or an
 * English verb borrowed with a Filipino affix ('mag-practice', 'i-confirm'). It is the visitor's plan.
 */
const VISITOR_PLAN =
  /\b(need|needs|want|wants|wanna|gusto|kailangan|kelangan|will|gonna|going to|balak|plano)\b|\b(?:mag|ma|maka|magpa|i|ipa|pa|paki)-?([bcdfghklmnprstvwyz]?[aeiou])-?\2[a-z]{2,}\b|\b(?:mag|ma|maka|magpa|i|ipa)-[a-z]{3,}\b/i;

/** A clause that says who the visitor or their family is ('student journalist kami', 'parent here', '2nd year po ako', 'magsasaka lang mga magulang ko'). */
const IDENTITY = /\b(here|ako|kami)\s*$|\b(magulang|nanay|tatay|anak|kapatid|pamilya|lola|lolo|asawa|pinsan)\s+(ko|namin|natin)\s*$/i;

/** 'for my/our ...', 'para sa (aking) ...': why the visitor asks, or for whom. */
const FOR_WHOM = /\b(?:for (?:my|our|his|her|their|your)|para (?:sa|sa aking|sa aming|sa ating|sa kanyang|sa kanilang))\s+([a-z][a-z0-9' -]*)/gi;

/** 'because ...', 'kasi ...', 'dahil ...': the visitor's reason, to the end of its clause. */
const BECAUSE = /\b(?:because|since|coz|cause|kasi|dahil|dahil sa)\s+[^,;?]*/gi;

/**
 * Where or when something happened to the visitor ('in the rain', 'during the flood', 'habang umuulan'): the
 * preposition and up to three words after it, up to a word that opens a purpose, another part or another scene
 * ('for', 'to', 'and', 'during'). Read only inside a clause that tells what happened to the visitor: the scene
 * of the story, never the thing asked.
 */
const SCENE = /\b(?:in|during|under|while|noong|habang)(?:\s+(?!(?:for|to|para|and|at|kasi|because|dahil|in|during|under|while|noong|habang)\b)[^\s,;?]+){1,3}/gi;

/**
 * A reason telling where the visitor is, lives or works: 'because i work abroad', 'since we live in Dubai', 'kasi
 * nasa abroad ako'. What the visitor wants ('because i want to fly to the moon') is not their situation.
 */
const VISITOR_REASON = /^\s*(?:because|since|coz|cause|kasi|dahil)\s+(?:(?:i|we)(?: now| currently)? (?:work|live|stay|reside|am|are)|i'?m|im|we'?re|nasa \w+ (?:ako|kami)|(?:nagtatrabaho|nakatira) (?:ako|kami))\b/i;

/**
 * A clause that only gives the visitor's reason, before or after the question: it opens with a word of reason
 * ('because my father has no internet', 'since we travel far'), or has one among its first words as Filipino
 * puts it ('maaga po kasi ang bus', 'baka po may mangyari sa anak ko'). It asks nothing: 'may' there says there
 * is, and a question word after the reason is the reason's ('kasi hindi ko alam kung saan').
 */
const REASON_OPENS = /^\s*(?:(?:and|at|pero|tapos|so)\s+)?(?:[a-z']+\s+){0,2}?(?:po\s+)?(?:because|since|coz|cause|kasi|dahil|baka)\b/i;
export function reasonClause(clause: string): boolean {
  const m = REASON_OPENS.exec(clause);
  if (!m) return false;
  // The words before the reason ask nothing ('maaga po kasi'; not 'saan po kasi').
  return !ASKING_WORD.test(m[0].replace(/\b(may|meron|mayroon)\b/gi, " "));
}

/** 'letter of appeal to', 'sulat of request for': a letter's kind before whom it goes to. */
const LETTER_KIND = /\b(letters?|memo|memorandum|sulat)\s+of\s+[a-z]+(?=\s+(?:to|for|addressed|para)\b)/gi;

/** Words that end a reason phrase: the question resumes. */
const PHRASE_END = /^(what|which|where|who|when|how|is|are|do|does|can|could|should|will|saan|san|nasaan|ano|anong|sino|kailan|paano|magkano|ilan|ilang|ba|po|and|at|or)$/i;

/**
 * `text` without the clauses that only tell the visitor's situation and without the phrases that only tell why
 * they ask. A clause or phrase that holds a word of the answer (`holds`) always counts. A reason phrase 'for my
 * X' counts unless its head word (the last in English, the first after 'para sa') is a word the kiosk uses
 * (`known`): 'for our invitation letter' is a purpose, 'for my pet dog' names something else.
 */
export function withoutVisitorContext(text: string, holds: (part: string) => boolean, known: (word: string) => boolean, placeAsked = false): string {
  const clauses = text.split(CLAUSE_CUT).filter((c) => c.trim());
  // A clause that asks nothing, beside one that asks, and tells who the visitor is or what happened.
  const asking = clauses.filter((c) => asks(c));
  const situation = (c: string) => reasonClause(c) || (!asks(c) && ((VISITOR.test(c) && (DESCRIBES.test(c) || (placeAsked && PLANS.test(c)))) || IDENTITY.test(c)));
  // The visitor's plan ('need ko for the renewal', 'magtatanong ako about ...') or who they are ('I'm a nurse in
  // London') beside the record named whole: only the words of it the answer holds are weighed, as of a place's story.
  // Who they are is a role or a place, not what they are doing ('we are planning a recital' is a plan of a thing).
  const plan = (c: string) => !asks(c) && ((VISITOR.test(c) && VISITOR_PLAN.test(c)) || (WHO_SOMEONE_IS.test(c) && !/\b[a-z]{3,}ing\b/i.test(c)));
  // Asked where a place is, when it is open or how big (`placeAsked`), such a clause that holds a word of the
  // answer keeps only those words: the place does not change with the visitor's story or plan ('planning a
  // graduation of our daycare', 'prenup photoshoot sana namin sa chapel'). Asked anything else, it counts whole
  // ('my dragon got sick, what form').
  const kept =
    clauses.length > 1 && asking.length
      ? clauses.flatMap((c) => (!situation(c) && !plan(c) ? [c] : !holds(c) ? [] : placeAsked || plan(c) ? [c.split(/\s+/).filter((w) => holds(w)).join(" ")] : [c]))
      : clauses;
  const out = kept.map((clause) => {
    // The kind of letter the visitor sends to the one asked about ('my letter of appeal to the dean') is their paper, not the thing asked.
    clause = clause.replace(LETTER_KIND, "$1");
    // The scene of what happened to the visitor ('my id got damaged in the rain'), beside a clause that asks.
    if (clauses.length > 1 && asking.length && !asks(clause) && VISITOR.test(clause) && DESCRIBES.test(clause)) clause = clause.replace(SCENE, " ");
    // A reason is dropped when its last word names something the kiosk knows ('because my mom needs her diploma').
    // Where the visitor is, lives or works ('because i work abroad', 'kasi nasa abroad ako') is their situation, whatever it names.
    let c = clause.replace(BECAUSE, (reason) => (holds(reason) || (!known(reason.trim().split(/\s+/).at(-1)!.toLowerCase()) && !VISITOR_REASON.test(reason)) ? reason : " "));
    c = c.replace(FOR_WHOM, (phrase, rest: string) => {
      const words: string[] = [];
      for (const w of rest.toLowerCase().split(/[\s-]+/).filter(Boolean)) {
        if (PHRASE_END.test(w)) break;
        words.push(w);
      }
      if (!words.length) return phrase;
      const head = /^para\b/i.test(phrase) ? words[0] : words[words.length - 1];
      const said = phrase.slice(0, phrase.length - rest.length) + words.join(" ");
      if (holds(said) || !known(head)) return phrase;
      return ` ${phrase.slice(said.length)}`;
    });
    return c;
  });
  const joined = out.join(", ").replace(/\s+/g, " ").replace(/^[\s,]+|[\s,]+$/g, "").replace(/\s+,/g, ",");
  return withoutVisitorSituation(joined.replace(/[\s,]/g, "") ? joined : text, holds);
}

/** A clause that only says who someone is: 'my daughter is a freshman', 'i am a transferee', 'alumni kami'. */
const WHO_SOMEONE_IS = /^\s*(?:i am|i'?m|im|we are|we'?re|my \w+ (?:is|are)|our \w+ (?:is|are)|(?:ang )?(?:anak|kapatid|pamangkin) (?:ko|namin) (?:ay )?)\s+(?:a |an |in |sa |isang )?(?:[a-z0-9-]+\s*){1,4}$/i;

/**
 * The clauses of a message that only say who the visitor or their person is ('my daughter is a freshman'),
 * beside a clause that asks: they tell whose case it is, they name nothing asked.
 */
export function identityClauses(text: string): string[] {
  const clauses = text.split(CLAUSE_CUT).filter((c) => c.trim());
  if (clauses.length < 2 || !clauses.some((c) => asks(c))) return [];
  // What the person likes or does ('a freshman who loves statistics') still only says who they are.
  return clauses.filter((c) => !asks(c) && WHO_SOMEONE_IS.test(withoutDescribingClauses(c)));
}

/**
 * The clauses of a message that ask nothing ('2nd year CE', 'my daughter is taking HM'), beside a clause that
 * asks: what they name tells whose case it is, not the thing asked.
 */
export function unaskingClauses(text: string): string[] {
  const clauses = text.split(CLAUSE_CUT).filter((c) => c.trim());
  if (clauses.length < 2 || !clauses.some((c) => asks(c))) return [];
  return clauses.filter((c) => !asks(c));
}

/**
 * The clauses of a message that only tell the visitor's story ('our company needs to confirm an applicant
 * graduated', 'my daughter lost her id'), beside a clause that asks: they ask nothing and tell what the visitor or
 * their people did, need or are. What they say is why the visitor asks, not the kind of value asked.
 */
export function storyClauses(text: string): string[] {
  const clauses = text.split(CLAUSE_CUT).filter((c) => c.trim());
  if (clauses.length < 2 || !clauses.some((c) => asks(c))) return [];
  return clauses.filter((c) => !asks(c) && ((VISITOR.test(c) && DESCRIBES.test(c)) || IDENTITY.test(c)));
}

/**
 * The clauses of a message that ask, when others beside them ask nothing ('i'm a freshman who loves statistics,
 * which college is bs mathematics under'): undefined when every clause asks or none does.
 */
export function askingClauses(text: string): string[] | undefined {
  const told = unaskingClauses(text);
  if (!told.length) return undefined;
  return text.split(CLAUSE_CUT).filter((c) => c.trim() && !told.includes(c));
}

/** The clauses of a message, cut as every reading of the visitor's context cuts them. */
export function clausesOf(text: string): string[] {
  return text.split(CLAUSE_CUT).filter((c) => c.trim());
}

/** Whether a message opens with the visitor or their people ('our agency wants ...', 'my son ...', 'ako po ...'). */
export function opensWithVisitor(text: string): boolean {
  return ABOUT_THE_VISITOR.test(text);
}
