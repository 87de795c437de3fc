/**
 * A detail asked of a program MVSU does not offer ('dean of law', 'the phone number of the college of dentistry',
 * 'magkano ang tuition ng law school'): no record holds it, so whatever the reply says (that MVSU does not offer
 * the program, a neighbouring record) it answers nothing asked and counts as the fallback. Whether MVSU offers the
 * program, how long it takes or what it requires stays the not-offered answer.
 */
import type { Lang } from "./catalog.ts";
import { notOffered } from "./facts.ts";

/** The not-offered reply's opening, in either language. */
export const NOT_OFFERED_REPLY = /^(MVSU does not offer|Hindi inaalok ng MVSU)\b/;

/**
 * Details a program has that a record would have to state: the person heading it, a phone or e-mail, a date, a
 * tuition or fee, where it is, the grade or score it asks. 'Where can I study nursing' asks whether it is offered.
 */
const DETAIL = [
  // 'Who' opening a clause asks a person; after a noun it describes the visitor ('a student who wants to design houses').
  String.raw`\b(dean|deans|head|chair|chairperson|chairman|director|coordinator|pinuno)\b|(^|[,;.?!]\s*)(who|who's|whos|sino|sinong)\b`,
  String.raw`\b(phone|telephone|landline|hotline|contact|number|numero|e-?mail|email)\b`,
  String.raw`\b(when|kailan|kelan|date|dates|petsa|schedule|graduation|deadline)\b`,
  String.raw`\b(tuition|fee|fees|how much|magkano|cost|price|bayad|matrikula)\b`,
  String.raw`\b(where is|where's|wheres|where are|nasaan|saan (ang|ba|po|yung|ung|banda|makikita)|location|located|address)\b`,
  // 'Grade 12' and 'grade school' are a school level, not a grade asked.
  String.raw`\b(gpa|gwa|grade|grades|average|score|scores|passing|cut-?off|qualifying)\b(?! ?(\d|school|level|schooler))`,
].map((p) => new RegExp(p));

/** Words that make a field's name a program, a school or a unit ('law school', 'college of nursing', 'phd in nursing'). */
const UNIT_BEFORE = String.raw`(dean|deans|chair|chairperson|college|colleges|school|faculty|department|dept|institute|program|programs|course|courses|degree|kolehiyo|kurso|phd|ph\.d|doctoral|doctorate|masters?|master's|masteral|bs|ab|ba)( of| in| ng| sa| na)?( the)?`;
const UNIT_AFTER = String.raw`(school|college|program|programme|course|degree|department|dept|faculty|students?|graduates?|tuition)`;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The not-offered program a question asks a detail of, when it names the program as a program (or the reply is
 * the not-offered reply) and asks a detail no record holds: its name, else undefined.
 */
export function unofferedDetail(text: string, message: string): string | undefined {
  const lower = text.toLowerCase().replace(/[’`]/g, "'");
  const program = notOffered(lower);
  if (!program) return undefined;
  const said = escape(program.said);
  const asProgram =
    NOT_OFFERED_REPLY.test(message) ||
    /\b(school|college)\b/.test(program.said) ||
    new RegExp(String.raw`\b${UNIT_BEFORE} ${said}\b|\b${said}('s)? ${UNIT_AFTER}\b|\b(tuition|fees?)( fee)? (for|of|in|ng|sa|para sa) (the )?${said}\b`).test(lower);
  if (!asProgram) return undefined;
  // The field's own words are not the detail ('law school' names the school, not where it is).
  const rest = lower.replace(new RegExp(String.raw`\b${said}\b`, "g"), " ");
  return DETAIL.some((d) => d.test(rest)) ? program.name : undefined;
}

/** The reply to a detail of a program MVSU does not offer, when the reply chosen does not already say so. */
export function unofferedDetailReply(name: string, lang: Lang): string {
  return lang === "fil"
    ? `Hindi inaalok ng MVSU ang ${name} (MVSU does not offer ${name}), kaya walang ganoong detalye nito. Nasa /course-offerings ang mga programa ng MVSU.`
    : `MVSU does not offer ${name}, so no record holds that for it. The programs MVSU offers are on /course-offerings.`;
}
