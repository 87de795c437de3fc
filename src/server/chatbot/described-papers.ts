/**
 * A document described by what it says or shows instead of named, as a parent, an employer or an alumna does:
 * 'the card that shows she is enrolled', 'her school card with her picture on it' (the student ID), 'the big paper
 * that says I graduated' (the diploma), 'his grades on official paper' (the transcript of records), and checking
 * that a graduate's diploma is genuine or that an applicant really graduated (grade verification). The description
 * is read as the document's name before the question is matched, so the charter service that issues it answers.
 * A question put to the university by e-mail, phone or at its desk is likewise read as an inquiry (General
 * Information). A paper described by the agreement it records is the consent form, one showing a student left
 * properly the honorable dismissal; the college someone transfers from is another school.
 */

/** A card described as the student's: a school card, a card with their picture, a card that shows they are enrolled. */
const ID_CARD =
  /\b(?:(?:(?:school|student|university|college|campus|enrollment|enrolment) (?:id )?)?card (?:with|bearing) (?:my|her|his|their|our|the|a) (?:picture|photo|photograph|face|name)(?: on it)?|(?:school|student|university|college|campus|enrollment|enrolment) (?:id )?card|card (?:that|which) (?:shows?|says?|proves?) (?:that )?(?:i|she|he|they|we|my \w+|our \w+)(?: am| is| are|'m|'s)? (?:enrolled|a student|an? (?:mvsu )?student))\b/gi;

/** A paper described as proving a graduation: 'the paper that says I graduated', 'the document showing he finished'. */
const GRADUATION_PAPER =
  /\b(?:paper|document|certificate|sheet|thing)s? (?:that |which )?(?:says?|shows?|showing|saying|proves?|proving|states?|stating) (?:that )?(?:i|she|he|they|we|my \w+|our \w+|her|him|me)?\s*(?:have |has |had )?(?:graduated|finished|completed)(?: (?:the|my|her|his|their) (?:course|degree|program|studies))?\b/gi;

/** The same in Filipino: 'card na may picture niya', 'papel na nagpapatunay na nagtapos ako'. */
const ID_CARD_FIL = /\b(?:school |student )?(?:card|kard|tarheta) na may (?:picture|pic|litrato|larawan|mukha|pangalan) (?:niya|nya|ko|nila|namin|ng anak ko)\b/gi;
const GRADUATION_PAPER_FIL = /\b(?:papel|dokumento|katibayan|certificate|sertipiko) na (?:nagsasabing|nagpapatunay na|nagpapakitang|nagsasabi na|nagpapakita na) (?:\w+ )?(?:nagtapos|graduate|grumaduate|gumradweyt|nakapagtapos)\b/gi;

/**
 * A paper described by the agreement or permission it records: 'the document that proves the student agreed',
 * 'what paper must she sign to allow it', 'papel na nagpapatunay na pumayag siya': the consent form.
 */
const CONSENT_PAPER =
  /\b(?:paper|document|form|letter|thing)s? (?:that |which )?(?:says?|shows?|showing|saying|proves?|proving|states?|stating|confirms?|confirming) (?:that )?(?:(?:the|my|her|his|their|our|an?) )?(?:[a-z]+ )?(?:agreed|agrees|consented|consents|allowed|allows|permitted|permits|gave (?:permission|consent)|is okay with it|approved)\b/gi;
const SIGNED_TO_ALLOW = /\b(?:paper|document|form)s? ((?:must|should|does|do|will|to|would) (?:[a-z]+ ){0,3}sign) to (?:allow|permit|authori[sz]e|approve|agree to) (?:it|this|that|them|the [a-z]+)\b/gi;
const CONSENT_PAPER_FIL = /\b(?:papel|dokumento|form|katibayan) na (?:nagpapatunay na|nagsasabing|nagpapakitang|nagsasabi na|nagpapakita na) (?:\w+ )?(?:pumayag|pumapayag|sumang-?ayon|nagpahintulot)\b/gi;

/** A paper described as showing one left a school properly ('the paper that shows he left properly'): the honorable dismissal. */
const LEFT_PAPER =
  /\b(?:paper|document|certificate|letter)s? (?:from (?:his|her|my|their|our|the) (?:old |previous |former )?(?:school|college|university) )?(?:that |which )?(?:says?|shows?|showing|proves?|proving|states?|stating|certif(?:y|ies)) (?:that )?(?:i|she|he|they|we|my \w+|our \w+)? ?(?:have |has |had )?(?:left|transferred out|withdrew)(?: (?:the|his|her|my|their|our) (?:old |previous |former )?(?:school|college|university))?(?: (?:the school|properly|in good standing|officially|legally|cleanly))?\b/gi;

/**
 * The school or college someone transfers from, said with an article ('transferring from a college in Manila',
 * 'galing sa ibang college'): another school, wherever it is, not one of the university's colleges.
 */
const FROM_SCHOOL =
  /\b(transfer\w*|lumipat|lilipat|galing|coming|came|moving|moved|shifting)((?: [a-z]+){0,2}?) (from|sa) (?:a|an|another|other|some|his|her|my|their|our|ibang|isang) (?:(?:old|previous|former|private|public|state|different) )?(?:college|colleges|university|school|kolehiyo|unibersidad|paaralan)(?: (?:in|sa|at|from) (?!good\b)[a-z]+(?: city| province)?)?\b/gi;

/** Grades asked on an official paper: the transcript of records. */
const GRADES_ON_PAPER = /\b(?:grades|marks|records?) (?:on|in) (?:an? )?(?:official|certified|formal) (?:paper|document|copy|form)s?\b/gi;

/** Checking that a record is genuine, or that someone really graduated: the charter's verification. */
const CHECKED = /\b(?:check|checking|checked|confirm|confirming|confirmed|validate|validating|authenticate|authenticating)\b(?=.{0,70}\b(?:genuine|authentic|legit|legitimate|fake|real|really graduated|actually graduated|truly graduated|graduated from (?:mvsu|your|the university))\b)/gi;

/** What only says the record is genuine, once the check reads as a verification. */
const GENUINE = /\b(?:is|are|was|were) (?:really |truly )?(?:genuine|authentic|legit|legitimate|fake|real)\b|\b(?:really|actually|truly) (?=graduated\b)/gi;

/** A question put to the university by e-mail, phone, letter or at its desk: the charter's General Information inquiry. */
const CHANNEL = /\b(?:e-?mail\w*|mag-?e-?mail|phone|call|calling|telephone|text|write|wrote|letter|info(?:rmation)? desk|public assistance desk|tumawag|tatawag|sumulat|susulat)\b/i;
const A_QUESTION = /\b(?:ask(?:ing)? (?:a |my |our |some )?(?:questions?|something|anything)|(?:a|my|our|some|any) (?:questions?|query|queries)|(?:ng|isang) tanong)\b/gi;

/** `text` with a described document said by its name; the text unchanged when it describes none. */
export function withDescribedPapers(text: string): string {
  let out = text.replace(ID_CARD, "student ID").replace(ID_CARD_FIL, "student ID").replace(GRADUATION_PAPER, "diploma").replace(GRADUATION_PAPER_FIL, "diploma").replace(GRADES_ON_PAPER, "transcript of records").replace(CONSENT_PAPER, "consent form").replace(CONSENT_PAPER_FIL, "consent form").replace(SIGNED_TO_ALLOW, "consent form $1").replace(LEFT_PAPER, "honorable dismissal").replace(FROM_SCHOOL, "$1$2 $3 another school");
  if (CHECKED.test(out)) {
    CHECKED.lastIndex = 0;
    out = out.replace(CHECKED, "verify").replace(GENUINE, " ");
  }
  CHECKED.lastIndex = 0;
  if (CHANNEL.test(out)) out = out.replace(A_QUESTION, (said) => (/^ask/i.test(said) ? "make an inquiry" : /tanong$/i.test(said) ? "ng inquiry" : "an inquiry"));
  return out === text ? text : out.replace(/\s{2,}/g, " ").replace(/\s+([,.;?!])/g, "$1").trim();
}
