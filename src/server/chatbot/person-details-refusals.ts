/**
 * One person's details the records never publish, asked of a person the question names by name, title or
 * relation, and the records of people as a group. A faculty or office record the name matches is no answer: it
 * would read as the detail asked. Kept apart from `refusals.ts` and `people-refusals.ts` because each rule is one
 * class of detail:
 *
 * - a person's pay ('the net pay of Dr. X'), home ('where does X live'), marriage ('is X married'), government
 *   numbers and employment papers ('the GSIS number and service record of Mr. X', 'their personal data sheet');
 * - the names, phones or addresses of a group of students ('the names and numbers of all freshmen');
 * - whether another student is enrolled and what they take ('is my classmate X enrolled', 'what subjects does he
 *   have');
 * - who among applicants was selected, hired or passed;
 * - the visitor's own result, which the kiosk cannot look up ('what is the result of my entrance exam').
 */
import type { Lang } from "./catalog.ts";

/** A person named by a title (the name after it is theirs). */
const TITLED = String.raw`(mr|mrs|ms|miss|dr|prof|professor|sir|ma'?am|engr|atty|dean|director|registrar|president|teacher|instructor|nurse|guard|cashier|librarian)\.?`;
/** Groups of students and applicants whose members are private persons. */
const STUDENTS = String.raw`(freshmen|freshman|first[- ]years?|first[- ]year students|students|estudyante|graduates|graduating students|transferees|alumni|passers|examinees|applicants|enrollees|scholars|grantees|dormers|residents|athletes|varsity players|aplikante)`;
/** A person other than the visitor by relation. */
const PEER = String.raw`(classmate|kaklase|friend|kaibigan|roommate|seatmate|blockmate|neighbou?r|kapitbahay|cousin|pinsan|sister|brother|kapatid|ex|crush|girlfriend|boyfriend|jowa)`;

const PRIVATE_PATTERNS: RegExp[] = [
  // Pay: 'exact net pay of dr bautista', 'the take-home pay of the cashier', 'payslip ni sir'.
  new RegExp(String.raw`\b(net|gross|take-?home|monthly|actual|exact) (pay|salary|income|sahod|sweldo)\b.{0,12}\b(of|ni|ng|nina)\b(?!.{0,30}\b(position|posting|opening|job|vacancy|posisyon|plantilla|instructor i+|aide|nurse i+)\b)|\b(pay ?slips?|payroll)\b.{0,12}\b(of|ni|ng)\b (the )?(\w+ )?${TITLED}`),
  // Home: 'where does X the guidance counselor live', 'saan nakatira si X'.
  /\bwhere (does|did|is)\b(?!.{0,60}\b(students|freshmen|dormers|scholars|athletes)\b).{0,60}\b(live|living|reside|residing)\b(?! (stream\w*|broadcast\w*|feed|coverage|video|selling))/,
  // Marriage, asked of anyone the question names: 'is X Y married', 'is sir single'.
  /\b(is|si|ba si)\s(?!(it|there|this|that|the (program|course|scholarship|dorm\w*|room|housing|unit)s?)\b)([a-z.'-]+\s){1,5}(married|single|dating|divorced|separated|pregnant|engaged|in a relationship|may asawa|kasal)( (na|ba|po|pa))*\s*[?.!]*\s*$/,
  // Government numbers and employment papers of a named person: 'GSIS number and service record of Mr. X'.
  new RegExp(String.raw`\b(gsis|sss|tin|philhealth|pag-?ibig|hdmf|umid|service records?|personal data sheets?|pds|201 files?|saln|payslips?|employment records?)\b( (numbers?|no\.?|ids?))?\b.{0,40}\b(of|ni|ng) (the )?(\w+ )?${TITLED}\s+[a-z]`),
  // A group's names and numbers: 'the names and phone numbers of all freshmen who passed'.
  new RegExp(String.raw`\b(names?|phone numbers?|contact numbers?|cellphone numbers?|mobile numbers?|numbers|addresses|e-?mails?|e-?mail addresses|contacts|contact details|pangalan|numero)\b( and (\w+ ){0,2}(names?|numbers?|addresses|e-?mails?|contacts?))? (of|ng) (all |the |every |mga |lahat ng |our |your |those |these )*(\w+ )?${STUDENTS}\b(?!'s)(?! (affairs|services?|council|government|handbook|portal|organi[sz]ations?|assistance|office|school|programs?))`),
  // Another student's enrolment and subjects: 'is my classmate Jerome enrolled', 'what subjects does he have'.
  new RegExp(String.raw`\b(is|if|whether|kung)\s+(my |our |the |ang |yung )?${PEER}( \w+){0,2}\s+(still |really |currently )?(enrolled|naka-?enroll\w*|a student|studying|nag-?aaral)\b|\bwhat (subjects?|classes|schedule|units) (does|do|is|are) (he|she|they|him|her|my ${PEER})\b|\b(enrolled|naka-?enroll\w*|nag-?aaral)( pa| ba| po| pa rin)* (ang|si|yung|ung) (\w+ )?${PEER}\b|\bwhat (are )?(his|her|their) (subjects|class schedule|schedule of classes)\b`),
  // Who among applicants or candidates was selected, hired or passed.
  /\b(who|sino|sinong|which)\b.{0,25}\b(applicants?|candidates?|aplikante|examinees?|nominees?)\b.{0,25}\b(selected|hired|chosen|appointed|shortlisted|accepted|passed|napili|natanggap|pumasa)\b/,
  /\b(who|sino|sinong)\b( ang| po| po ang| yung)?( mga)? (was |were |got |has been |have been )?(selected|hired|chosen|accepted|shortlisted|natanggap|napili|na-?hire)\b.{0,15}\b(for|as|sa|bilang)\b.{0,30}\b(position|post|job|vacancy|opening|posisyon|item|instructor|nurse|aide)\b/,
];

/** The visitor's own result, which only the office releases: 'what is the exact result of my entrance exam'. */
const OWN_RESULT = /\b(what|what'?s|whats|tell me|give me|ano|anong)\b( is| was| are| were| ang)?( the)?( exact| actual| final)? (results?|scores?|ratings?|iskor|grades?) (of|in|on|sa|ng|for) (my|aking)\b|\bdid i pass (the|my)\b|\bwhat did i (get|score) (in|on|sa)\b|\bpumasa (ba|kaya) ako\b/;

const PRIVATE = {
  en: "I can't share private information about students or staff (pay, home, family, government numbers, enrolment, grades or personal papers). Published office contacts are on the Faculty and Student Services pages.",
  fil: "Hindi ako makapagbibigay ng pribadong impormasyon ng mga estudyante o kawani (sahod, tirahan, pamilya, government number, enrollment, grado o personal na papeles). Nasa Faculty at Student Services ang mga opisyal na contact ng opisina.",
};
const OWN = {
  en: "I can't look up anyone's results, yours included. Results are posted on the university website and at the Student Center, and the office that gave the test can tell you yours with your ID.",
  fil: "Hindi ko makikita ang resulta ng sinuman, kasama ang sa iyo. Naka-post ang mga resulta sa website ng unibersidad at sa Student Center, at masasabi ng opisinang nagbigay ng test ang sa iyo, dala ang iyong ID.",
};

/** The refusal for one person's unpublished details, of the lower-cased, padded question `s`. */
export function personDetailsRefusal(s: string, lang: Lang): { reason: string; message: string } | undefined {
  if (PRIVATE_PATTERNS.some((p) => p.test(s))) return { reason: "private-data", message: lang === "fil" ? PRIVATE.fil : PRIVATE.en };
  if (OWN_RESULT.test(s)) return { reason: "own-record", message: lang === "fil" ? OWN.fil : OWN.en };
  return undefined;
}
