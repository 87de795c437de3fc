/**
 * Refusals for one person's status asked through a service word: the question names an office or a place (the
 * guidance office, the cashier, the main gate, the dormitory, the complaints desk), but what it asks is a fact about
 * a person that only the office's private files hold. Without these rules the service's record answers, and its
 * published features read as if they were that person's status. Each rule is one class:
 *
 * - whether another person has a record, a case, a session or a violation at an office ('may record ba ng
 *   counseling ang kapatid ko');
 * - another person's debt or balance ('does my housemate still owe the cashier');
 * - another person's comings and goings ('did my son enter the campus today', 'what time did she leave the dorm');
 * - which room another person stays in ('which room is Marco staying in');
 * - who filed or reported a complaint against someone;
 * - which students are failing or on probation;
 * - the visitor's own grade asked as a value ('ano ang GWA ko'): the kiosk sees no one's grades, yours included,
 *   and says where they are shown.
 *
 * How to do any of these for oneself (how to pay a balance, where to see one's grades, how to file a complaint) is
 * the published procedure and is never refused here.
 */
import type { Lang } from "./catalog.ts";

/** Someone other than the visitor: by relation (with or without 'my'/'ko'), or named with 'si', 'kay', 'ni'. */
const OTHER = String.raw`(?:\b(?:my|our|his|her|their|the|a|ng|ni|si|kay|yung|ung|ang)\s+(?:\w+'s\s+)?(?:son|daughter|child|kid|anak|wife|husband|asawa|mother|father|mom|dad|nanay|tatay|nephew|niece|pamangkin|apo|grandchild|grandson|granddaughter|sister|brother|sibling|kapatid|cousin|pinsan|friend|kaibigan|bestfriend|best friend|classmate|kaklase|roommate|room mate|housemate|dormmate|dorm mate|boardmate|seatmate|blockmate|boyfriend|girlfriend|gf|bf|jowa|partner|ex|crush|neighbou?r|kapitbahay|co-?worker|officemate|ward|tenant|boarder)s?\b|\b(?:anak|asawa|kapatid|pinsan|kaibigan|kaklase|pamangkin|apo|roommate|jowa|ex|crush|kapitbahay|boyfriend|girlfriend|bf|gf)\s+(?:ko|namin|natin|niya|nya|nila)\b|\b(?:si|kay|ni)\s+(?!(?:sir|ma'?am|dr|prof|dean|doc|nurse)\b)[a-z]{3,}\b)`;

/** A procedure asked, something the visitor does themself, or the office's contact to ask it: never refused by these rules. */
const PROCEDURE = /\b(link|url|website|site|portal|online|ask about|inquire|magtanong|e-?mail|phone|contact|call|tawagan|how|paano|pano|papaano|where|saan|san|steps?|requirements?|can i|may i|pwede (ba )?(ko|ako|kami)|should i|what (do|should|must) (i|we)|ano (ang )?(gagawin|kailangan))\b/;

const RULES: { pattern: RegExp; own?: boolean }[] = [
  // A record, case, session or violation at an office, asked of another person.
  {
    pattern: new RegExp(
      String.raw`\b(?:may|meron|mayroon|mayroong|is there|are there|does|did|has|have|had)\b.{0,25}\b(?:records?|files?|cases?|kaso|violations?|offen[cs]es?|sessions?|consultations?|appointments?|blotter|incident reports?)\b.{0,40}${OTHER}` +
        String.raw`|${OTHER}.{0,30}\b(?:has|have|had|may|meron|did|went|go|goes|pumunta|pumupunta|nagpa-?\w+)\b.{0,25}\b(?:records?|cases?|kaso|violations?|offen[cs]es?|counsel\w*|consult\w*|therapy|sessions?)\b`,
    ),
  },
  // Another person's debt or balance at the university.
  {
    pattern: new RegExp(
      String.raw`${OTHER}.{0,40}\b(?:utang|owes?|owing|in debt|balances?|unpaid|bayarin|debts?|nagbayad|has paid|have paid|already paid)\b|\b(?:utang|owes?|owing|balances?|unpaid|bayarin|debts?|nagbayad)\b.{0,40}${OTHER}`,
    ),
  },
  // Another person's comings and goings through a gate, a campus or a building.
  {
    pattern: new RegExp(
      String.raw`(?=.*${OTHER})(?=.*\b(?:check|verify|confirm|did|has|have|kung|if|whether|what time|anong oras|kailan|when|ba)\b).*\b(?:passed|pass(?:ed)? through|went through|go through|entered|enter|exited|exit|left|leave|arrive|came in|went out|went in|arrived|logged|tapped|pumasok|lumabas|dumating|umalis|nakapasok|nakalabas|dumaan|nag-?tap)\b.{0,30}\b(?:gates?|campus|school|dorm\w*|library|building|paaralan|eskwelahan|gusali)\b`,
    ),
  },
  // The room another person stays in ('which room is Ana staying in', 'anong kwarto ng kapatid ko sa dorm').
  {
    pattern: new RegExp(
      String.raw`\b(?:which|what|anong|saang|saan|where)\b.{0,15}\b(?:room|kwarto|unit|bed|dorm room)\b.{0,10}\b(?:is|does|si|ni|ang|yung)\s+(?!(?:i|we|ako|kami|the|a|an|freshmen|students?|visitors?|guests?|parents?|scholars?)\b)[a-z]+\s+(?:staying|stay|living|live|nakatira|tumutuloy|naka-?stay|assigned)\b` +
        String.raw`|\b(?:room|kwarto|room number|dorm room)\b\s+(?:of|ni|ng|nina)\s+${OTHER}`,
    ),
  },
  // Who filed or reported a complaint against someone.
  {
    pattern:
      /\b(who|sino|sinong|sinu-?sino)\b( ang| yung| ung| ba| po| mga)*\s*(filed|nag-?file|nagfile|reported|nag-?report|complained|nagreklamo|nagsumbong|lodged|sent)\b.{0,40}\b(against|laban|about|tungkol|kay|kina)\b/,
  },
  // Which students are failing or at risk, in a class, a college or anywhere.
  {
    pattern:
      /\b(which|who|sino|sinong|sinu-?sino|list|names?|listahan)\b.{0,20}\b(students?|estudyante|scholars?|enrollees|freshmen|learners)\b.{0,15}\b(failing|flunking|bagsak|bumabagsak|babagsak|on probation|at risk|delinquent|kicked out|nadrop|na-?drop)\b/,
  },
  // The visitor's own grade asked as a value, not where it is shown.
  {
    own: true,
    pattern:
      /^(?!.*\b(where|saan|san|how|paano|pano|portal|online|check|see|view|makikita|makita|tingnan|compute|computed|computation|kwentahin|need|needed|required|kailangan|minimum|passing)\b).*(\b(what|what'?s|whats|tell me)( is| are| was)? (my|our) (final |current |midterm |semestral )?(gwa|grades?|general weighted average|average)\b|\b(ano|anong)( ang| yung| ung| po| ba)* (final |midterm )?(gwa|grades?|marka|average)( ko| namin| ng aking)\b)/,
  },
];

const OTHERS = {
  en: "I can't tell anything about another person's records, balance, whereabouts or complaints: each person's files are private and the office keeping them releases them only to that person. I can tell you which office to ask and what it needs from the person themselves.",
  fil: "Hindi ko masasabi ang anumang tungkol sa records, balanse, kinaroroonan o reklamo ng ibang tao: pribado ang mga file ng bawat isa at ibinibigay lamang ito ng opisina sa mismong tao. Masasabi ko kung aling opisina ang lalapitan at ano ang kailangan nito mula sa mismong tao.",
};

const OWN = {
  en: "I can't see anyone's grades, yours included. Your grades and GWA are shown on the Student Grades Portal (ask me for its link); questions about a grade go to your instructor.",
  fil: "Hindi ko nakikita ang grades ninuman, kasama ang sa iyo. Makikita ang iyong grades at GWA sa Student Grades Portal (itanong sa akin ang link nito); ang tanong tungkol sa grade ay sa iyong instructor.",
};

/** The refusal for `s` (already lower-cased and padded the way `refusal` prepares it), if it asks one person's status. */
export function personalStatusRefusal(s: string, lang: Lang): { reason: string; message: string } | undefined {
  const rule = RULES.find((r) => (r.own || !PROCEDURE.test(s)) && r.pattern.test(s));
  if (!rule) return undefined;
  const text = rule.own ? OWN : OTHERS;
  return { reason: "private-data", message: lang === "fil" ? text.fil : text.en };
}
