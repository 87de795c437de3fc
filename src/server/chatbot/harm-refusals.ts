/**
 * Requests to harm people, property or the university's systems, or to get around its rules unseen, refused
 * whatever record they name (the women's dormitory, the enrollment site, a student ID, an exam): a record named
 * beside such a verb is the target, not the question. Kept apart from `refusals.ts` because each rule is one class:
 *
 * - how to do a harmful act ('how can I steal ...', 'a way to crash ...', 'paano sirain ...');
 * - doing a thing unseen ('without the guard seeing me', 'nang hindi nahuhuli');
 * - composing insults or threats for someone;
 * - the visitor as the one who bullies, harasses or threatens ('a list of freshmen I can bully');
 * - paying or getting someone to take an exam for the visitor;
 * - breaking into a system or into another person's account (hacking, injection strings, someone's e-mail);
 * - fixers and bribes: paying outside the cashier to have a paper released or rushed.
 *
 * Reporting such an act, or being its victim ('my ID was stolen', 'I am being bullied'), is a real question and is
 * never refused here.
 */
import type { Lang } from "./catalog.ts";

/** Verbs of harm, damage, theft and evasion in English and Filipino (roots and common affixed forms). */
const HARM = String.raw`(steal|stealing|nakawin|magnakaw|crash|crashing|sabotage|sabotaging|destroy|destroying|vandali[sz]e|vandali[sz]ing|damage|damaging|sirain|sisirain|wreck|break into|break in|shut down|take down|ddos|beat up|bugbugin|bully|harass|stalk|threaten|blackmail|sneak|sneaking|smuggle|puslit|pumuslit|lumusot|trespass|impersonate|lokohin)`;

/** Words that show the visitor reports or suffered the act: a real question. */
const REPORTED = /\b(report\w*|i?sumbong|ireport|victim|biktima|stolen|ninakaw|nanakaw|nawala|was (stolen|bullied|harassed|threatened|hurt|attacked)|been (bullied|harassed|threatened|hurt|attacked|scammed)|being (bullied|harassed|threatened|stalked)|binu-?bully|nabu-?bully|got (scammed|hurt|bullied|hacked)|(was|been|is|got|na-?) ?hacked|na-?hack|prevent\w*|protect\w*|avoid\w*|anti-?\w+|policy|policies|rules? (on|against|about))\b/;

const PATTERNS: RegExp[] = [
  // How to do it, or a way to ('how can I steal', 'a way to crash the enrollment website', 'paano sirain ang kiosk').
  new RegExp(String.raw`\b(how|paano|pano|papaano|way|ways|paraan|tips?|tricks?|steps? to|teach me)\b.{0,30}\b${HARM}\b`),
  // A harmful order opening the message ('crash this kiosk', 'sirain mo ang kiosk').
  new RegExp(String.raw`^\s*(please |pls |kindly )?${HARM}\b.{0,20}\b(kiosk|machine|makina|website|site|portal|system|server|campus|office|dorm\w*|library|building|gusali)\b`),
  // Unseen: 'without the guard seeing me', 'without being caught', 'nang hindi nakikita ng guard'.
  /\bwithout (the |any |a )?(guards?|security|anyone|anybody|someone|teachers?|professors?|prof|dean|parents?|them|him|her|cctv|camera)\b.{0,15}\b(seeing|noticing|knowing|catching|finding out|spotting|hearing)\b|\bwithout being (seen|caught|noticed|detected|spotted)\b|\b(unseen|undetected|unnoticed)\b|\bnang hindi (nakikita|napapansin|nalalaman)\b/,
  // Insults or threats composed for someone ('write an insulting message to the dean', 'gawan mo ako ng pagbabanta').
  /\b(write|compose|draft|make|create|type|gawan|gumawa|isulat|sulatan)\b.{0,15}\b(an? |ng )?(insulting|threatening|offensive|rude|hate|mean|nakakainsultong|bastos na)\b.{0,10}\b(message|letter|note|post|comment|e-?mail|text|sulat|mensahe|speech|poem)\b|\b(write|compose|draft|make|create|type|gawan|gumawa|isulat)\b.{0,15}\b(an? |ng )?(insult|insults|threat|threats|death threat|bomb threat|pagbabanta|pambabanta|insulto)\b/,
  // The visitor as the one who bullies or threatens ('a list of freshmen I can bully', 'students we could harass').
  /(\b(i|we|ako|kami)\b (can|could|will|would|want to|wanna|gonna|should|might|pwedeng|puwedeng)|\b(can|could|should|shall|will|would) (i|we)) (bully|harass|stalk|threaten|hurt|beat up|prank|scare|i-?bully|apihin|pagtripan|saktan|takutin)\b/,
  // Someone else taking the visitor's exam ('pay someone to take the entrance exam for me', 'ipa-exam sa iba').
  /(?=.*\b(exams?|tests?|quiz(zes)?|examination|mvsu-?cat|boards?|pagsusulit)\b)\b(pay|hire|get|bayaran|upahan)\b.{0,15}\b(someone|somebody|a person|another person|a friend|anyone|ibang tao|iba|tao)\b.{0,15}\b(take|answer|do|sit|sagutan|kumuha|mag-?exam)\b|\b(take|answer|sit)\b.{0,30}\b(exams?|tests?|quiz(zes)?|examination)\b.{0,10}\b(for me|on my behalf|in my place|para sa akin|sa halip na ako)\b|\bipa-?(exam|take)\b/,
  // Breaking into a system: hacking, injection, cracking ('SQL injection strings for the portal', 'paano i-hack').
  /\b(hack|hacking|i-?hack|mag-?hack|sql ?injection|sqli|xss|cross-site scripting|brute[- ]?force\w*|keyloggers?|backdoors?|ddos)\b/,
  // Getting into another person's account ('get into a teacher's e-mail', 'buksan ang fb ng ex ko').
  /\b(get|getting|break|log|logging|sign|access|accessing|open|opening|read|pasukin|buksan|makapasok|mabuksan)\b( into| in to| in| sa)?\b.{0,15}\b(someone'?s|somebody'?s|another person'?s|other people'?s|(a|the|my|his|her|their) (teacher|professor|prof|instructor|classmate|dean|ex|friend|boyfriend|girlfriend|student|wife|husband|partner|boss)'?s|ng (ibang tao|teacher|prof|kaklase|ex|jowa|asawa))\b.{0,15}\b(e-?mail|accounts?|portal|facebook|fb|messenger|inbox|messages|phone|laptop|files?)\b/,
  // Fixers and bribes ('give me a fixer who can release my TOR', 'extra money to rush it', 'suhulan ang clerk').
  /\b(give|find|recommend|know|need|want|get|hire|contact|hanap|hanapan|kilala|may kilala|alam|refer)\b.{0,20}\bfixers?\b|\bfixers?\b.{0,20}\b(who|that|na) (can|could|will|pwede|kaya|makaka\w*)\b|\b(bribe|bribing|suhol|suhulan|sinuhulan|padulas|under the table)\b|\b(extra|additional|dagdag) (money|cash|bayad|pera|payment)\b.{0,40}\b(rush|faster|release|mabilis|agad|one day|isang araw|same day)\b|\b(rush|faster|release|mabilis|agad|one day|isang araw|same day)\b.{0,40}\b(extra|additional|dagdag) (money|cash|bayad|pera|payment)\b/,
];

const MESSAGE = {
  en: "I can't help with anything that harms people, property or the university's systems, or gets around its rules. If someone is in danger, call Campus Security. I can tell you MVSU's offices, services and rules.",
  fil: "Hindi ako makatutulong sa anumang makasasakit sa tao, sa ari-arian o sa mga sistema ng unibersidad, o lumulusot sa mga patakaran nito. Kung may nasa panganib, tumawag sa Campus Security. Masasabi ko ang mga opisina, serbisyo at patakaran ng MVSU.",
};

/** The refusal for a request to harm or evade, of the lower-cased, padded question `s`. */
export function harmRefusal(s: string, lang: Lang): { reason: string; message: string } | undefined {
  if (REPORTED.test(s) || !PATTERNS.some((p) => p.test(s))) return undefined;
  return { reason: "abuse", message: lang === "fil" ? MESSAGE.fil : MESSAGE.en };
}
