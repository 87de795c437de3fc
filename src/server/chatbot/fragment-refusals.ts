/**
 * Refusals for requests written as short fragments or wishes that the sentence-shaped rules of `refusals.ts` miss,
 * kept apart because each is one rule over a class: a credential of someone else named by its owner
 * ('registrar login password'), a list of private people with their details ('scholar list with addresses'),
 * someone's personal record named by relation or post, a rule on pets, a course's test answers
 * ('math 101 final sagot'), two or three words of abuse at the machine ('damn kiosk'), harm wished on it, an order
 * to message or call someone for the visitor, and which medicine to give.
 */
import type { Lang } from "./catalog.ts";

interface FragmentRule {
  reason: string;
  pattern: RegExp;
  en: string;
  fil: string;
}

/** An owner of a credential other than the visitor: an office, a post, a group of people. */
const OWNER = String.raw`(registrar|registrar'?s|cashier|accounting|admin|admins|administrator|faculty|teachers?|teacher'?s|professors?|prof|instructors?|staff|employees?|dean|dean'?s|president|librarian|library|nurse|clinic|guard|security|secretary|hr|hrmo|office|department|dept|college|classmates?|friends?|kaklase|kaibigan|someone|somebody|others?|another)`;
/** A credential: what gets a person into an account or a network. */
const CREDENTIAL = String.raw`(login|log-?in|passwords?|passcode|pw|credentials?|username|user name|pin|access code|otp)`;
/** Doing something about one's own access (resetting, recovering, setting up): answered by the help desk. */
const OWN_ACCESS = String.raw`\b(reset\w*|change\w*|forgot\w*|forgotten|recover\w*|create|creating|set ?up|setting|activate\w*|help|how|paano|pano|rules?|requirements?|characters?|length|policy|nakalimutan|palitan|i-?reset|my|ko|own|sarili)\b`;
/** People whose details are private: students, scholars, residents, applicants, employees. */
const PRIVATE_PEOPLE = String.raw`(students?|estudyante|scholars?|iskolar|grantees?|enrollees?|applicants?|examinees?|passers?|dormers?|boarders?|residents?|occupants?|employees?|empleyado|staff|personnel|graduates?|alumni)`;
/** A detail of one person: where they live, how to reach them, their grades, money or papers. */
const PERSON_DETAIL = String.raw`(home )?(addresses|address|tirahan|resumes?|cvs?|contact (numbers?|details|info)|phone numbers?|cell ?phone numbers?|mobile numbers?|numbers|e-?mail addresses|e-?mails|grades|gwa|salar(y|ies)|sahod|birthdays?|ages?|edad|pictures?|photos?)`;

const PRIVATE = {
  en: "I can't share private information about students or staff (passwords, grades, student numbers, personal contact details or home addresses). Published office contacts are on the Faculty and Student Services pages.",
  fil: "Hindi ako makapagbibigay ng pribadong impormasyon ng mga estudyante o kawani (password, grado, student number, personal na numero o tirahan). Nasa Faculty at Student Services ang mga opisyal na contact ng opisina.",
};

const RULES: FragmentRule[] = [
  {
    reason: "credentials",
    // A credential said after its owner ('registrar login password', 'faculty wifi password', 'dean's portal pin'),
    // unless the visitor asks about resetting or setting up their own access.
    pattern: new RegExp(String.raw`^(?!.*${OWN_ACCESS}).*\b${OWNER}('s|s')?\s+((wi-?fi|wifi|portal|e-?mail|lms|account|system|computer|network|internet|laptop|pc)\s+)?${CREDENTIAL}\b(?!\s*(page|link|url|site|portal|screen|button|problems?|issues?|errors?)\b)`),
    en: "I can't give out passwords, logins or access codes, not even your own: they are never shown to anyone. To reset your own portal or e-mail password, the ICT Help Desk can help (ask me how to reset a password).",
    fil: "Hindi ako makapagbibigay ng password, login o access code, kahit ang sa iyo: hindi ito ipinapakita kaninuman. Para ma-reset ang sarili mong portal o e-mail password, lumapit sa ICT Help Desk (itanong sa akin kung paano mag-reset ng password).",
  },
  {
    reason: "private-data",
    // Private people asked with a personal detail of each ('scholar list with addresses', 'the applicants and their
    // resumes', 'sino ang mga scholar at magkano ang natanggap ng bawat isa').
    pattern: new RegExp(
      [
        String.raw`\b${PRIVATE_PEOPLE}\b(\s+(list|lists|listahan|names?|roster))?.{0,60}\b(with|and|at|including|plus|tapos)( their| them| kanilang| ang| mga| its| all)* ${PERSON_DETAIL}\b`,
        String.raw`\b${PRIVATE_PEOPLE}\b.{0,80}\b(magkano|how much)\b.{0,30}\b(bawat isa|each( one| of them| person| student| scholar)?|isa-?isa)\b`,
      ].join("|"),
    ),
    ...PRIVATE,
  },
  {
    reason: "private-data",
    // A personal record (grades, GWA, a GSIS or SSS number, salary, loans, a resume) of someone the visitor names
    // as theirs or another's ('the gwa of my colleague's daughter', 'gsis number of our department secretary').
    pattern: new RegExp(
      String.raw`\b(gwa|gpa|grades?|marka|transcript|tor|(gsis|sss|tin|philhealth|pag-?ibig|umid|employee|service|student) (numbers?|no\.?|ids?)|salar(y|ies)|sahod|sweldo|loans?|utang|debts?|savings|resumes?|cvs?|birthdays?|home address|medical records?)\b( (and|at|&) \w+)?\s+(of|ng|ni) (my|our|his|her|their|aming|ating) (\w+'?s? ){0,2}(colleagues?|co-?workers?|officemates?|secretary|cousin|pinsan|friends?|kaibigan|daughter|son|child|kid|anak|boss|classmates?|kaklase|neighbou?rs?|husband|wife|asawa|relatives?|employees?|staff|clerk|students?|applicants?|seatmate|roommate)\b`,
    ),
    ...PRIVATE,
  },
  {
    reason: "unrecorded-rule",
    // Whether a pet may be brought, kept or served on campus ('can i bring my dog to the dorm', 'a transcript for
    // pets'): no record states a rule on animals.
    // A bite, an attack or a stray animal is an emergency or a report, not a rule asked.
    pattern: /^(?!.*\b(bit|bite|bites|bitten|biting|kagat|nakagat|kinagat|attack\w*|chased?|hinabol|scratch\w*|kalmot\w*|rabies|bleed\w*|dugo|stray|gala|askal|dead|patay|report\w*)\b).*\b(pets?|dogs?|doggy|puppy|puppies|kittens?|hamsters?|rabbits?|bunny|parrots?|aso|tuta|pusa|alagang hayop|alaga kong (aso|pusa))\b(?!\s*(food|treats?|show))/,
    en: "No record I hold states a rule on pets or animals, so I can't answer it. The office in charge of the place (the Housing Office for the dormitories, Campus Security for the grounds) can tell you.",
    fil: "Walang record na nagsasabi ng patakaran tungkol sa alagang hayop, kaya hindi ko iyan masasagot. Ang opisinang namamahala sa lugar (ang Housing Office para sa dormitoryo, ang Campus Security para sa campus) ang makapagsasabi.",
  },
  {
    reason: "exam-answers",
    // A test's answers named by the test ('math 101 final sagot', 'midterm answers', 'the reviewer's correct answers').
    pattern:
      /\b(finals?|midterms?|prelims?|quiz(zes)?|exams?|tests?|reviewers?|long quiz|pagsusulit)\s+(sagot|answers?|answer keys?|susi)\b|\b(answers?|sagot)\b.{0,30}\b(correct|tama)\b.{0,30}\b(reviewers?|exams?|tests?|quiz(zes)?)\b|\b(correct|tamang|tama na)\s+(answers?|sagot)\b.{0,30}\b(reviewers?|exams?|tests?|quiz(zes)?|finals?|midterms?)\b/,
    en: "I can't give exam questions or answers. I can tell you the entrance exam dates and what to bring.",
    fil: "Hindi ako makapagbibigay ng tanong o sagot sa exam. Masasabi ko ang mga petsa ng entrance exam at ang dadalhin.",
  },
  {
    reason: "abuse",
    // Abuse at the machine in a few words ('damn kiosk', 'go to hell kiosk', 'screw you bot') or harm wished on it
    // or on the campus ('i hope it burns down with you in it', 'sana masira ka').
    pattern:
      /^\s*(damn|damn you|go to hell|to hell with|screw|screw you|shut up|die|drop dead|get lost|you suck|sucks|bulok|walang kwenta|lecheng|bwisit na|hayop na|hayop ka)( you| this| the| ka| na| kang)?\s+(stupid |useless |dumb |bulok na )?(kiosk|machine|makina|bot|chatbot|robot|computer|assistant|ai|thing|system|app|screen)\s*[.!?]*\s*$|^\s*(kiosk|machine|makina|bot|chatbot|robot|computer|assistant|ai)\s+(sucks|is trash|is garbage|go to hell|damn|bulok|walang kwenta)\s*[.!?]*\s*$|^(?=.*\b(you|ka|kayo|kiosk|machine|bot|campus|school|university|mvsu|building|place|dito|paaralan|eskwelahan)\b).*\b(i hope|i wish|hope|wish|sana|ipagdasal ko na)\b(?!.{0,40}\b(not|doesn'?t|don'?t|won'?t|never|hindi|huwag|wag|di)\b).{0,40}\b(burns? down|burn(ed)? to the ground|explodes?|blows? up|collapses?|dies|die|gets? destroyed|be destroyed|masunog|sumabog|masira|mamatay|gumuho)\b/,
    en: "I'm here to help with questions about MVSU. Please keep the conversation respectful.",
    fil: "Narito ako para tumulong tungkol sa MVSU. Pakiusap, maging magalang tayo sa usapan.",
  },
  {
    reason: "action",
    // An order to message, call or send someone to a person for the visitor ('please text the nurse to go to my
    // daughter', 'call the guard for me', 'pakitext ang nurse'): the kiosk cannot send or call; the number can.
    pattern:
      /^\s*(please |pls |plz |kindly |can you |could you |will you |pa |paki-? ?)?(text|txt|message|msg|sms|call|phone|ring|notify|alert|page|email|e-mail|tawagan|i-?text|itext|tawag|sabihan)\s+(the |our |a |ang |si |yung |ung )?(nurse|doctor|physician|guard|security|dean|registrar|cashier|teacher|professor|adviser|president|office|clinic|ambulance|dorm manager|housing|parents?|mother|father|nanay|tatay)\b.{0,60}\b(to|and|na|para|for me|for us|sa akin|that|she|he|my)\b/,
    en: "I can't send messages or make calls for you. Each office's number is on its page; for an emergency, the Emergency page lists the University Health Services nurse on duty (24/7) and Campus Security.",
    fil: "Hindi ako makapagpapadala ng mensahe o makatatawag para sa iyo. Nasa pahina ng bawat opisina ang numero nito; para sa emergency, nasa Emergency page ang nurse on duty ng University Health Services (24/7) at ang Campus Security.",
  },
  {
    reason: "medical-advice",
    // Which medicine or remedy to take or give ('ano ang magandang gamot sa ubo ng bata', 'what medicine for a fever'):
    // the clinic, not the kiosk, advises.
    pattern:
      /\b(ano|anong|what|which|best|good|magandang|mabisang|effective)\b.{0,25}\b(gamot|medicine|medication|meds|remedy|remedies|lunas|tablet|syrup|antibiotics?)\b.{0,20}\b(sa|for|para sa|against|ng|to take|to give|pag)\b.{0,30}\b(ubo|sipon|lagnat|sakit|cough|colds?|fever|flu|headache|sakit ng ulo|pain|pananakit|allergy|allergies|diarrhea|pagtatae|lbm|rashes|asthma|hika|sore throat|stomach ?ache|toothache)\b/,
    en: "I can't give medical advice or say which medicine to take. The University Health Services nurse or physician can (ask me where the clinic is); for a child, please see a doctor.",
    fil: "Hindi ako makapagbibigay ng payong medikal o makapagsasabi kung anong gamot ang iinumin. Ang nurse o doktor ng University Health Services ang makatutulong (itanong sa akin kung nasaan ang clinic); para sa bata, magpatingin sa doktor.",
  },
];

/** The refusal for `s` (lower-cased and padded the way `refusal` prepares it), if it is one of these requests. */
export function fragmentRefusal(s: string, lang: Lang): { reason: string; message: string } | undefined {
  const rule = RULES.find((r) => r.pattern.test(s));
  return rule && { reason: rule.reason, message: lang === "fil" ? rule.fil : rule.en };
}
