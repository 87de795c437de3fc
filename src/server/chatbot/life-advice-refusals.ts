/**
 * Refusals for personal advice: what to do about a relationship at home, a quarrel with a partner or a child, or a
 * decision about one's own life (quitting a job, going abroad, breaking up). No record answers these, and a record
 * sharing one word ('job' → the job postings, 'fight' → Campus Security) would read as advice. Each rule is one
 * class:
 *
 * - a quarrel or distance with a partner, a child or a parent, asked what to do about;
 * - a life decision asked as 'should I ...' (quit, resign, leave, go abroad, marry, break up, move out);
 * - winning over or convincing a person in one's life.
 *
 * The reply names the university's counselling service, which is what the kiosk can truthfully offer. A quarrel
 * alone is no emergency, but violence told beside it (someone hit, hurt or threatened) is, and is left to the
 * situation reader; so is a question naming the office that helps (Guidance, Security, a report).
 */
import type { Lang } from "./catalog.ts";

/** A person in the visitor's private life. */
const CLOSE = String.raw`(?:boyfriend|girlfriend|bf|gf|jowa|partner|husband|wife|asawa|fianc[ée]e?|crush|ex|teen(?:ager)?s?|son|daughter|kids?|children|anak|parents?|mom|mum|mother|dad|father|nanay|tatay|magulang|in-?laws?|biyenan|kapatid|siblings?|brother|sister)`;

const PATTERNS: RegExp[] = [
  // A quarrel or distance with someone close ('my partner and I keep arguing', 'lagi kaming nag-aaway ng jowa ko').
  new RegExp(
    String.raw`\b(?:my|our|ng|sa) ${CLOSE}\b.{0,40}\b(?:fight\w*|argu\w*|quarrel\w*|nag-?aaway|away|nagtatalo|ignores? me|won'?t talk|doesn'?t talk|don'?t talk|hate me|cheat\w*|nambabae|nanlalaki|break ?up|broke up|hiwalay\w*|naghiwalay)\b|\b(?:fight\w*|argu\w*|quarrel\w*|nag-?aaway|nagtatalo|break ?up|hiwalay\w*)\b.{0,30}\b(?:my|ng|sa) ${CLOSE}\b`,
  ),
  // Getting someone close to do or feel something ('how do I convince my teenager', 'paano ko mapapapayag ang nanay ko').
  new RegExp(
    String.raw`\b(?:convince|persuade|get|make|win back|win over|impress|court|ligawan|kumbinsihin|mapapayag|mapapapayag|pilitin)\b.{0,10}\b(?:my|ang|si|yung) ${CLOSE}\b.{0,20}\b(?:to (?:talk|listen|love|like|forgive|agree|stop|open up|understand|let|allow|support|accept)|na (?:makinig|pumayag|mag-?usap)|back)\b`,
  ),
  // A decision about one's own life asked as 'should I' ('should I quit my job and go abroad', 'dapat ba akong mag-resign').
  /\b(should i|should we|dapat ba (akong|ako|kaming)|do i need to)\b.{0,20}\b(quit|resign|leave (my|the) (job|work|husband|wife|boyfriend|girlfriend|family)|go abroad|work abroad|move (abroad|out)|marry|get married|break up|mag-?resign|umalis sa trabaho|mag-?abroad|mangibang[- ]bansa|magpakasal|makipaghiwalay)\b/,
];

/** The question asks which office helps or names one: a service question, answered by its record. */
const ASKS_SERVICE = /\b(office|where|saan|san|who (handles|helps|can help)|which office|report\w*|i?sumbong|osas|security|guidance|counsel\w*|clinic|discipline|disciplinary|bully\w*)\b/;

/** Violence or danger told beside the quarrel: an emergency, which the situation reader answers. */
const VIOLENCE = /\b(hit|hits|hitting|hurt|hurts|hurting|beat|beats|beating|punch\w*|slap\w*|kick\w*|chok\w*|sinaktan|sinasaktan|binubugbog|binugbog|bugbog|sinampal|sinasampal|threat\w*|pagbabanta|kill|papatayin|patayin|weapon|knife|kutsilyo|baril|gun|blood|dugo|injur\w*|sugat|suicide|magpakamatay|abuse\w*|inaabuso|violen\w*)\b/;

const MESSAGE = {
  en: "That is a personal matter no record of mine can answer. For someone to talk it over with, MVSU's Guidance & Counseling offers free, confidential counseling; ask me where it is.",
  fil: "Personal na bagay iyan na hindi masasagot ng aking records. Kung kailangan mo ng makakausap, may libre at kumpidensyal na counseling ang Guidance & Counseling ng MVSU; itanong sa akin kung nasaan ito.",
};

/** The refusal for personal advice asked, of the lower-cased, padded question `s`. */
export function lifeAdviceRefusal(s: string, lang: Lang): { reason: string; message: string } | undefined {
  if (ASKS_SERVICE.test(s) || VIOLENCE.test(s) || !PATTERNS.some((p) => p.test(s))) return undefined;
  return { reason: "advice", message: lang === "fil" ? MESSAGE.fil : MESSAGE.en };
}
