/**
 * Where or how to complain is one question whatever the complaint is about: the person or service complained of
 * ('a rude guard', 'sa staff na hindi nag-entertain') and the story told before ('the guard was rude to me') name
 * who the complaint is about, not what the visitor asks, so the complaints procedure answers them all.
 */
import { MISTREATED_WORDS } from "./situation-words.ts";

/** A word that makes the visitor's complaint: the English verb or noun, or 'reklamo' with any Filipino affix ('magrereklamo'). */
const COMPLAINT = String.raw`(?:complain\w*|[a-z-]*reklamo)`;

/** Asking where, how or to whom: the way to complain, not when a reply comes or what happened. */
const WHERE_OR_HOW = /\b(?:where|how(?! (?:long|soon|fast|quickly|many days)\b)|who|whom|which office|saan|san|paano|pano|papaano|kanino|kay sino|sino)\b/i;

/** A clause asking for a form ('is there a form', 'what form', 'may form ba'). */
const FORM_ASKED = /\b(?:forms?|porma)\b/i;

/** What the complaint is about: from 'about', 'against', 'tungkol sa', 'laban sa' or 'sa' after the complaint word (and 'ako', 'kami', 'po') to the end. */
const ABOUT = new RegExp(String.raw`(\b${COMPLAINT}\b(?:\s+(?:ako|kami|po|is|was|are))?)\s+(?:about|against|regarding|re|on|tungkol sa|laban sa|laban kay|sa|kay|para sa)\b.*$`, "i");

/** A clause asking an e-mail, a number or an address to send something to. */
const CONTACT_ASKED = /\b(?:e-?mail|email address|address|number|phone|hotline|contact)\b/i;

/** A clause asking when or how soon something comes ('when will the office head reply', 'ilang araw bago sumagot'). */
const WHEN_ASKED = /\b(?:when|how (?:long|soon|many days)|within how|gaano (?:katagal|kabilis)|ilang araw|kailan|kelan)\b/i;

/** What the complaint is about, up to a 'when' or 'how soon' that asks in the same clause. */
const ABOUT_UNTIL_WHEN = new RegExp(String.raw`(\b${COMPLAINT}\b(?:\s+(?:ako|kami|po|is|was|are))?)\s+(?:about|against|regarding|tungkol sa|laban sa|laban kay)\b.*?(?=\b(?:when|how (?:long|soon|many days)|within how|gaano (?:katagal|kabilis)|ilang araw|kailan|kelan)\b)`, "i");

const MISTREATED = new Set(MISTREATED_WORDS.split(/\s+/).filter(Boolean));

/** Reporting something or raising it with someone ('where can I report it', 'saan ko isusumbong'). */
const REPORT = /\b(?:report\w*|i?-?sumbong\w*|isusumbong|magsumbong|raise it|file (?:it|a report)|i-?report)\b/i;

/**
 * A story of being treated badly ('a staff member was rude to me', 'sinigawan ako ng guard') beside a clause asking
 * where, how or to whom to report it is the complaint asked: that clause, reporting read as complaining. Undefined
 * when nothing told is a mistreatment or no clause asks where to report.
 */
function mistreatmentReported(parts: readonly string[]): string | undefined {
  const told = parts.some((p) => p.toLowerCase().split(/[^a-z]+/).some((w) => MISTREATED.has(w)));
  if (!told) return undefined;
  const asking = parts.find((p) => WHERE_OR_HOW.test(p) && REPORT.test(p));
  return asking?.replace(REPORT, "complain").trim();
}

/**
 * The question as the complaint alone when it asks where, how or to whom to complain: the sentence or clause that
 * asks it, without what the complaint is about. A complaint told in one clause beside another asking when a reply
 * comes is that question of the complaint ('i complained about a rude clerk, when will the office head reply').
 * Undefined when the question asks anything else.
 */
export function complaintAsked(text: string): string | undefined {
  const complaint = new RegExp(String.raw`\b${COMPLAINT}\b`, "i");
  const parts = text.split(/(?<=[.?!;])\s+|\s*,\s*/).filter((p) => p.trim());
  const asking = parts.find((p) => complaint.test(p) && WHERE_OR_HOW.test(p));
  if (!asking) {
    const reported = mistreatmentReported(parts);
    if (reported) return reported;
    // 'I want to complain about X, is there a form': the complaint beside a clause asking for a form asks the complaint's form.
    const told = parts.find((p) => complaint.test(p));
    const form = parts.find((p) => p !== told && FORM_ASKED.test(p));
    // The complaint's own contact asked in its clause ('what email do we send the complaint to'): that clause alone.
    if (told && CONTACT_ASKED.test(told) && parts.length > 1) return told.replace(ABOUT, "$1").trim();
    // 'if i complain about an employee when do i get a reply': in one clause, what the complaint is about goes, the ask stays.
    if (told && WHEN_ASKED.test(told)) {
      const within = told.replace(ABOUT_UNTIL_WHEN, "$1 ").replace(/\s+/g, " ").trim();
      if (within !== told.trim()) return parts.map((p) => (p === told ? within : p.trim())).join(", ");
    }
    const when = parts.find((p) => p !== told && WHEN_ASKED.test(p));
    // 'I wish to file a complaint about X, where do I go': the complaint beside a clause asking where, how or to whom asks where to complain.
    const where = parts.find((p) => p !== told && WHERE_OR_HOW.test(p));
    const ask = form ?? when ?? where;
    if (!told || !ask) return undefined;
    return `${told.replace(ABOUT, "$1").trim()}, ${ask.trim()}`;
  }
  const alone = asking.replace(ABOUT, "$1").trim();
  return alone === text.trim() ? undefined : alone;
}
