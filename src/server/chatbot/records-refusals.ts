/**
 * Refusals for three kinds of request no record may answer, kept apart from `refusals.ts` because each is one
 * rule over a class of record: another person's personal records (a parent included: records go to the student),
 * a list of the people who owe the university, and the content of any exam or test.
 */
import type { Lang } from "./catalog.ts";

/** A person other than the visitor named by relation, family included ('my son', 'anak ko', 'her daughter'). */
const RELATIVE = String.raw`(?:(?:my|our|his|her|their|the|a|ng|ni|si|kay) (?:son|sons|daughter|daughters|child|children|kid|kids|anak|wife|husband|asawa|mother|father|mom|mum|dad|nanay|tatay|nephew|niece|pamangkin|apo|grandchild|grandson|granddaughter|ward|relative|kamag-?anak|sister|brother|kapatid|cousin|pinsan|friend|kaibigan|classmate|kaklase|roommate|boyfriend|girlfriend|partner|co-?worker|officemate|neighbou?r|kapitbahay)|(?:anak|asawa|kapatid|pinsan|kaibigan|kaklase|pamangkin|apo) (?:ko|namin|natin|niya|nya|nila))`;

/** A personal record the university keeps on one person. */
const PERSONAL_RECORD = String.raw`(?:(?:medical|health|clinic|dental|hospital|disciplinary|discipline|guidance|counsel\w*|psych\w*|academic|school|student|enrollment|payment|financial) (?:records?|history|files?|results?|findings|chart)|records?|grades?|marka|diagnosis|x-?ray|lab(?:oratory)? results?|check-?up results?)`;

interface RecordsRule {
  reason: string;
  pattern: RegExp;
  en: string;
  fil: string;
}

const RULES: RecordsRule[] = [
  {
    reason: "private-data",
    // Another person's personal record asked by whoever asks, a parent included: each is released to its owner only.
    pattern: new RegExp(
      String.raw`\b${PERSONAL_RECORD} (?:of|ni|ng|nina) ${RELATIVE}\b|\b${RELATIVE}'s ${PERSONAL_RECORD}\b|\b(?:show|give|send|see|view|access|open|ipakita|pakita|patingin|makita|ibigay)\b.{0,15}\b${PERSONAL_RECORD} (?:ng|ni) (?:anak|asawa|kapatid|kaibigan|kaklase)\b`,
    ),
    en: "I can't show anyone's personal records (medical, grades or other files). Each record is released only to the student or employee it belongs to, at the office that keeps it, or to someone holding their signed authorization.",
    fil: "Hindi ako makapagpapakita ng personal na records ng sinuman (medikal, grado o iba pang file). Ibinibigay lamang ang bawat record sa mismong estudyante o kawani na may-ari nito, sa opisinang nag-iingat nito, o sa may hawak ng kanilang pirmadong awtorisasyon.",
  },
  {
    reason: "private-data",
    // Who owes the university, or a list of them: one person's balance is theirs alone.
    pattern: new RegExp(
      [
        String.raw`\b(?:sino|sinu-?sino|sinong)(?: ang| yung| ba ang)?(?: mga)? (?:(?:estudyante|student|empleyado|employee|tao)\w* )?(?:may|meron|mayroong|hindi pa|hindi|di pa|di)\b.{0,12}\b(?:utang|balance|nagbabayad)\b`,
        String.raw`\bwho\b(?! (?:do|does|should|can|will|to|handles?|collects?|accepts?)\b)(?! (?:has|have) to\b)(?:.{0,12}\b(?:owes?|owing|in debt|utang)\b|.{0,12}\b(?:has|have)\b.{0,8}\b(?:unpaid|outstanding|overdue)\b|.{0,12}\b(?:haven'?t|hasn'?t|did not|didn'?t|has not|have not) (?:yet )?paid\b)`,
        String.raw`\b(?:list|listahan|names?|pangalan)\b(?: of| ng)?(?: the| all| mga| lahat ng)? (?:students?|people|persons?|employees?|staff|estudyante|tao|borrowers?)\b.{0,20}\b(?:with|who|na|that|na may)\b.{0,15}\b(?:owes?|unpaid|outstanding|balances?|debts?|utang|overdue|not (?:yet )?paid|hindi (?:pa )?nagbabayad)\b`,
        String.raw`\b(?:list|listahan|names?|pangalan|pakilista|ilista|ilist)\b(?: of| ng| ang)?(?: the| all| mga| lahat ng)? (?:debtors?|may utang)\b`,
      ].join("|"),
    ),
    en: "I can't say who owes the university or list anyone's balance: each person's account is private. Your own balance is at the Cashier, with your ID.",
    fil: "Hindi ko masasabi kung sino ang may utang o balanse sa unibersidad: pribado ang account ng bawat tao. Ang sarili mong balanse ay malalaman sa Cashier, dala ang iyong ID.",
  },
  {
    reason: "exam-answers",
    // The content of any exam or test (its items, questions or what is in it), whoever gives it: only its date, place and what to bring are published.
    pattern: new RegExp(
      String.raw`^(?!.*\b(?:how many|ilan|ilang|bring|dalhin|dadalhin|dala)\b).*\b(?:what|what'?s|whats|which|list|give|show|tell|send|share|leak|know|request|get|obtain|see|have|ano|anong|anu|ibigay|pakita|ipakita|ilista|pabigay|pahingi|penge|malaman|makita|makuha|hingin)\b.{0,25}\b(?:items?|questions?|tanong|laman|contents?)\b (?:(?:that|which|na) )?(?:(?:are|is|will be|would be|are going to be|come out|appear)(?: (?:given|asked|included|used|lalabas))? )?(?:in|of|on|sa|ng|inside|during)\b (?:the |ang |yung |ung )?(?:[\w-]+[ -]){0,6}(?:tests?|exams?|examinations?|quiz(?:zes)?|cat)\b` +
        // Which of a test's choices are correct ('which options are right in the aptitude test').
        String.raw`|(?=.*\b(?:tests?|exams?|examinations?|quiz(?:zes)?|cat)\b)\b(?:which|what|anong|alin|ano)\b.{0,20}\b(?:choices?|options?|letters?|answers?|items?|sagot)\b.{0,10}\b(?:correct|right|tama)\b` +
        // The questions of a test the message names, asked to be told ('my finals are next week, send me the questions').
        String.raw`|^(?=.*\b(?:tests?|exams?|examinations?|quiz(?:zes)?|finals|midterms?|prelims?)\b).*\b(?:tell|give|send|show|share|leak|ibigay|sabihin|ipakita|pabigay|pahingi)\b(?: me| us| mo| nyo| po| sa akin| sakin)*(?: the| ang| yung| mga)* (?:questions?|tanong|items?)\b(?! (?:about|on|regarding|tungkol))` +
        // A test under way as the visitor asks ('her quiz is going on right now: what is ...'): whatever follows is its item.
        String.raw`|^(?!.*\b(?:where|saan|san|when|kailan|what time|anong oras|rooms?|venue|late|absent|missed)\b).*\b(?:my|our|his|her|their|ko|namin|nya|niya)\b.{0,40}\b(?:quiz(?:zes)?|exams?|tests?)\b.{0,15}\b(?:right now|ngayon mismo|ngayon na|is ongoing|going on now|now)\b`,
    ),
    en: "I can't give the content of any exam or test (its questions or items). I can tell you its date, where it is held and what to bring.",
    fil: "Hindi ko maibibigay ang laman ng anumang exam o test (mga tanong o item). Masasabi ko ang petsa, lugar at ang dadalhin.",
  },
];

/** The refusal for `s` (already lower-cased and padded the way `refusal` prepares it), if it is one of these requests. */
export function recordsRefusal(s: string, lang: Lang): { reason: string; message: string } | undefined {
  const rule = RULES.find((r) => r.pattern.test(s));
  return rule && { reason: rule.reason, message: lang === "fil" ? rule.fil : rule.en };
}
