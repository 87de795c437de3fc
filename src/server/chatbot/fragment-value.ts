/**
 * A kiosk fragment that names the kind of value it wants with no question word ('entrance exam duration',
 * 'exam report time', 'entrance exam name', 'clearance approval days'): the last word is the question. One
 * rule over every record: such a fragment is read as the question its last word stands for ('how long is the
 * entrance exam', 'what time is the exam report', 'what is the name of the entrance exam'), so the records'
 * rules for that question answer it.
 */

/** Words that already ask: a fragment with one of them is a question as typed. */
const QUESTION_WORD = /\b(?:what|wat|how|when|where|wer|who|whom|which|why|saan|san|nasaan|asan|kailan|kelan|ano|anong|magkano|paano|pano|sino|sinong|ilan|ilang|gaano|bakit|alin|aling|hm)\b/i;

/** A length of time named as such. */
const DURATION_WORD = /^(?:duration|length|tagal)$/i;
/** 'Time' after a word for how long something takes is a length of time, not a clock time. */
const SPAN_BEFORE_TIME = /^(?:processing|waiting|turnaround|travel|release|releasing|release|fee|fees|bayad|lead|response|reply)$/i;

/** A clock time ('7:30 AM'). */
const CLOCK = /\d ?(?:AM|PM)\b|\d{1,2}:\d{2}/i;
/** A length of time ('3 hours', '1-2 working days'). */
const SPAN = /\b\d+(?:\s?(?:-|to|–)\s?\d+)? ?(?:working |business |calendar )?(?:days?|hours?|minutes?|weeks?|months?|years?|araw|oras|minuto|linggo|buwan|taon)\b/i;
/** A reply saying what something is called. */
const CALLED = /\b(?:called|tinatawag)\b/i;

/** The question a fragment's last word asks, and what a reply holds when it answers it. */
export interface FragmentQuestion {
  question: string;
  answers: RegExp;
}

/** The fragment read as the question its last word asks, or undefined when it is no such fragment. */
export function fragmentQuestion(text: string): FragmentQuestion | undefined {
  const trimmed = text.trim().replace(/[?.!\s]+$/, "");
  const words = trimmed.split(/\s+/);
  if (words.length < 2 || words.length > 6 || QUESTION_WORD.test(trimmed)) return undefined;
  const last = words.at(-1)!.toLowerCase();
  const before = words.at(-2)!.toLowerCase();
  const rest = words.slice(0, -1).join(" ");
  if (DURATION_WORD.test(last)) return { question: `how long is ${rest}`, answers: SPAN };
  if (last === "name" || last === "pangalan") return { question: `what is the name of ${rest}`, answers: CALLED };
  if (last === "time" && !SPAN_BEFORE_TIME.test(before)) return { question: `what time is ${rest}`, answers: CLOCK };
  // 'Days' after a named act ('clearance approval days') asks how many days it takes.
  if ((last === "days" || last === "araw") && !/^(?:school|class|office|working|business|open|which|fee|fees|bayad)$/.test(before)) return { question: `how many days ${rest}`, answers: SPAN };
  return undefined;
}
