/**
 * A reply that leaves the asked value unanswered counts as the fallback, whichever step produced it (issue 14:
 * unanswered questions are counted). Four classes, each read from the question's kind of value and the reply's
 * words, never from a topic:
 *
 * - the reply itself says the records hold no such value ('The admissions page lists no fee for ...'): honest, and
 *   kept word for word, but nothing asked is stated;
 * - a prediction ('will classes be suspended next week'): the reply can only say that nothing is announced yet,
 *   and a notice of another day is no answer at all;
 * - a rate, a score threshold, a count of people or places, a limit, or a price asked, when the reply states no such figure (a
 *   program's passing rate, how many students are enrolled, slots per program, the maximum units, meal prices): a
 *   neighbouring record's sentence about the same noun is no answer;
 * - a graduate degree asked by name, as a list or by its tuition, when the records name no graduate degree (only
 *   "Master's and doctoral programs").
 */

/** A reply whose lead sentence says the records list no value for what was asked. */
const SAYS_NOT_HELD = /^(?:The [\w' ]+ (?:page|calendar|records?) lists? no (?:fee|price|cost|amount|count|figure)\b|Walang nakalistang (?:bayad|presyo|halaga)\b)/;

/** The reply for a day with nothing announced: true now, but no answer to what will happen. */
const NOTHING_ANNOUNCED = /^(?:No class suspension is announced for|Walang anunsyo ng suspensyon ng klase para)\b/;

/** A question about what will happen (the future asked with a modal or a word of expectation), not about a day's state. */
const FUTURE_ASKED = /\b(will|would|going to|gonna|expected|expect|likely|possible|posible|possibility|chance|chances|might|baka|kaya ba|kaya bang|ma-?suspend|mag-?suspend|magkakaroon|magsu-?suspend|isususpend|masususpend|sususpendihin)\b/;

/** A class suspension asked of a day after today ('next week', 'bukas', 'on friday'). */
const SUSPENSION_AHEAD = /^(?=.*\b(suspend\w*|suspension|suspensyon|walang pasok|no classes|cancel\w* classes)\b)(?=.*\b(tomorrow|bukas|next|susunod|this coming|upcoming|monday|tuesday|wednesday|thursday|friday|saturday|lunes|martes|miyerkules|huwebes|biyernes|sabado|weekend)\b)/;
/** A reply that states a suspension or a day without classes (the records' answer), not merely today's notice. */
const STATES_DAY_OFF = /^(Yes, classes are suspended|Oo, walang pasok|There are no classes|Walang pasok|No class suspension is announced|Walang anunsyo)/;

/** A rate or a share asked: passing, employment, acceptance ... rate, a percentage. */
const RATE_ASKED = /\b(passing|pass|success|employment|employability|acceptance|admission|graduation|completion|retention|dropout|drop-?out|failure|placement|enrollment|enrolment) rates?\b|\b(percentage|percent) of (students|graduates|passers|examinees|applicants)\b|\b(ilang|anong) (porsyento|percent)\b/;
/** A reply stating a rate. */
const STATES_RATE = /\d(\.\d+)?\s?(%|percent|porsyento)/;

/**
 * A grade or score asked as a value or threshold ('passing score', 'the grade needed', 'minimum average', 'the grade
 * cut off for the dean's list'): the reply must state a figure. One pattern for both checks of the assistant.
 */
export const SCORE_ASKED =
  /\b(passing|minimum|lowest|required|qualifying|cut-?off) (score|scores|grade|grades|average|gwa|gpa|rate|mark|marks|marka)\b|\b(scores?|grades?|average|gwa|gpa|marka) (needed|required|kailangan)\b|\bcut-?off\b|\b(grades?|scores?|gwa|gpa|average|marka)\b.{0,10}\bcut off\b|\bcut off\b.{0,15}\b(grades?|scores?|gwa|gpa|average|marka|dean'?s list|deans list|honors?|latin honors)\b/;
/** A reply stating a figure outside its dates, times and links. */
const STATES_FIGURE = (message: string) => /\d/.test(message.replace(/https?:\/\/\S+|\/[\w/.-]+|\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(, \d{4})?|\d{1,2}:\d{2}|\b\d{4}\b/g, " "));

/** Things counted whose count the records would state beside the noun: people, places and units. */
const COUNTED = String.raw`(students?|estudyante|enrollees?|enrolees?|graduates?|alumni|faculty|teachers?|professors?|instructors?|employees?|staff|personnel|applicants?|examinees?|passers?|scholars?|slots?|seats?|units?|population)`;
/** A count or a limit of such things asked ('how many students are enrolled', 'the maximum number of units'). */
const COUNT_ASKED = new RegExp(String.raw`\b(how many|ilan|ilang|number of|bilang ng|dami ng|maximum|minimum|max|min)\b( (?!(years?|days?|hours?|minutes?|weeks?|months?|semesters?|times?|pages?|copies|taon|araw|oras|linggo|buwan)\b)\w+){0,2} (?<noun>${COUNTED})\b`);

/** A price asked of something sold ('the prices of the meals', 'magkano ang pagkain'). */
const PRICE_ASKED = /\bprices?\b|\bpresyo\b|\bhow much (are|is|do|does) (the )?(meals?|food|foods|snacks?|drinks?|viands?|ulam|lunch|breakfast|dinner)\b|\bmagkano (ang |yung |ung |po )*(pagkain|ulam|meals?|food|snacks?|kain)\b/;
/** A reply stating an amount, or that a thing costs nothing. */
const STATES_MONEY = /₱|\bphp\b|\bpesos?\b|\bfree\b|libre|no (fee|charge)|walang bayad/i;

/** A graduate degree named, listed or priced. */
const GRADUATE = String.raw`(master'?s?|masteral|graduate|doctoral|doctorate|ph\.?d\.?|post-?graduate)`;
const GRADUATE_ASKED = new RegExp(
  [
    // Which graduate programs ('what masters programs does the graduate school offer').
    String.raw`\b(what|which|list|anong|ano ang mga|alin|name)\b.{0,30}\b${GRADUATE}\b.{0,12}\b(programs?|courses?|degrees?|offerings?|kurso)\b`,
    // A graduate degree by its name ('a Master in Business Administration', 'MBA', 'PhD in Education').
    String.raw`\b(master (of|in|sa) [a-z]+|mba|maed|mpa|ph\.?d\.? (in|sa) [a-z]+|doctor of (philosophy|education))\b`,
    // Its tuition or fee ('graduate school tuition per unit').
    String.raw`\b${GRADUATE}\b.{0,40}\b(tuition|fees?|per unit|how much|magkano|cost|bayad|matrikula)\b|\b(tuition|fees?|per unit|how much|magkano|cost|bayad|matrikula)\b.{0,40}\b${GRADUATE}\b`,
  ].join("|"),
);
/** A reply naming a graduate degree or stating a price for one. */
const STATES_GRADUATE = /\b(Master (of|in)|Doctor of Philosophy|Ph\.?D\.? in|MBA)\b/;

/**
 * Why the reply leaves the question `asked` unanswered, or undefined when it may answer: `not-held` and
 * `prediction` keep the reply's own honest words, the others are replaced by the fallback.
 */
export function unheldValue(asked: string, message: string): "not-held" | "prediction" | "forecast" | "rate" | "score" | "count" | "price" | "graduate" | undefined {
  const q = asked.toLowerCase().replace(/[’`]/g, "'");
  if (SAYS_NOT_HELD.test(message)) return "not-held";
  if (NOTHING_ANNOUNCED.test(message) && FUTURE_ASKED.test(q)) return "prediction";
  if (FUTURE_ASKED.test(q) && SUSPENSION_AHEAD.test(q) && !STATES_DAY_OFF.test(message)) return "forecast";
  if (RATE_ASKED.test(q) && !STATES_RATE.test(message)) return "rate";
  const counted = COUNT_ASKED.exec(q);
  if (counted && !statesCount(message, counted.groups!.noun!)) return "count";
  if (SCORE_ASKED.test(q) && !STATES_FIGURE(message)) return "score";
  if (PRICE_ASKED.test(q) && !STATES_MONEY.test(message)) return "price";
  if (GRADUATE_ASKED.test(q) && !(STATES_GRADUATE.test(message) || (/₱/.test(message) && !/\bRA 10931\b/.test(message)))) return "graduate";
  return undefined;
}

/**
 * Whether `message` states a number beside the counted noun, before it ('150 female students', 'a 24-seat room')
 * or after it ('a seating hall for 300'): the noun or a longer form of it ('seating'), a student also as 'estudyante';
 * never a word it only begins ('enrollees' is no 'Enrollment').
 */
function statesCount(message: string, noun: string): boolean {
  const root = /^e?stud/.test(noun) ? String.raw`e?stud\w*` : noun.replace(/e?s$/, "");
  return new RegExp(String.raw`\d[\d,]*[\s-]+(\S+\s+){0,3}${root}\w{0,3}\b|\b${root}\w{0,3}\s+(\S+\s+){0,3}\d`, "i").test(message);
}

/** Whether the reply's own words are kept (they say honestly that nothing is held or announced). */
export function keepsWords(reason: string): boolean {
  return reason === "not-held" || reason === "prediction";
}
