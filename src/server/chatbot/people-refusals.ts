/**
 * Refusals for requests about people and things no record holds, kept apart from `refusals.ts` because each is one
 * rule over a class: lists of people, whether another person is enrolled, another person's money, who is on a shift,
 * where a person lives, orders to act for the visitor, past contest winners, another school named by 'UP', fixing
 * things at home and exact counts of a library's books. Each answers with a sentence that says why and what the
 * kiosk can tell instead.
 */
import type { Lang } from "./catalog.ts";

/** Groups of people whose members are private persons (students, employees), not published officials. */
const PEOPLE = String.raw`(students?|estudyante|scholars?|iskolar|grantees?|enrollees?|applicants?|examinees?|passers?|residents?|dormers?|boarders?|occupants?|employees?|empleyado|staff|personnel|workers?|guards?|janitors?|faculty members?)`;

/** A person other than the visitor: by relation, by a post, by a pronoun. */
const SOMEONE = String.raw`(my|our|his|her|their|the|a|ang|si|ni|yung|ung) (\w+'s )?(neighbou?r'?s?|kapitbahay|son|daughter|anak|ex|crush|friend|kaibigan|classmate|kaklase|cousin|pinsan|nephew|niece|pamangkin|apo|boyfriend|girlfriend|jowa|partner|husband|wife|asawa|brother|sister|kapatid|student|person|tao|guy|girl|boy)|\b(he|she|siya|sya|niya|nya) (is|was|ay|really|talaga|pa)|\b(ex|crush|jowa|kapitbahay|kaibigan|kaklase|anak|pinsan) (ko|namin|nya|niya)`;

interface Rule {
  reason: string;
  pattern: RegExp;
  en: string;
  fil: string;
}

const PRIVATE = {
  en: "I can't share other people's names, numbers, enrolment or money: each person's records are private. I can tell you which office to ask and what it needs from the person themselves.",
  fil: "Hindi ko maibabahagi ang pangalan, numero, enrollment o pera ng ibang tao: pribado ang records ng bawat isa. Masasabi ko kung aling opisina ang lalapitan at ano ang kailangan nito mula sa mismong tao.",
};

const RULES: Rule[] = [
  {
    reason: "private-data",
    // A list of private people with their names or numbers ('list the names and numbers of all your employees',
    // 'give me all student numbers', 'sino mga scholars list names'); published officials are not in PEOPLE.
    pattern: new RegExp(
      [
        String.raw`\b(list|listahan|names?|pangalan)\b.{0,30}\b(of|ng)( the| all| every| your| lahat ng| mga| ang)* (\w+ )?${PEOPLE}\b(?!'s)(?! (affairs|services?|council|government|handbook|portal|organi[sz]ations?|assistance|records? office|loans?)\b)`,
        String.raw`\b(all|every|lahat ng|ang lahat ng)( the| your| mga)? (student|employee|staff|faculty|scholar) (numbers?|names?|contacts?|phone numbers?|e-?mails?|addresses|ids?)\b`,
        String.raw`\b(who are|sino|sinu-?sino|sinong)( ang| po| yung| ung)?( mga)? (the )?(current |present |new |this (sem|semester|year)'?s? )?(scholars?|iskolar|grantees?|dormers?|boarders?|enrollees?|passers?)\b(?! (ba|po ba)? ?(pwede|puwede|can|may|allowed|qualified|eligible))(?!.{0,30}\b(pwede|puwede|can|qualif\w*|eligible|requirements?|kailangan|apply)\b)`,
      ].join("|"),
    ),
    ...PRIVATE,
  },
  {
    reason: "private-data",
    // Whether another person is enrolled, a student or a graduate, asked of the kiosk ('can you check if my
    // neighbour's son is really enrolled', 'pwede ko bang malaman kung naka-enroll ang ex ko'); how an employer
    // verifies a graduate is a procedure and is answered.
    pattern: new RegExp(
      String.raw`^(?!.*\b(how|paano|pano|magkano|how much|fee|requirements?|procedure|process|steps?)\b).*\b(check|verify|confirm|malaman|alamin|tingnan|i-?check|know|find out|tell me|sabihin)\b.{0,40}\b(if|whether|kung)\b.{0,40}(${SOMEONE}).{0,40}\b(enrolled|enrol\w*|naka-?enroll\w*|student|estudyante|graduated?|nag-?aaral|studying|pumapasok)\b` + String.raw`|\b(malaman|alamin|tingnan|i-?check|check|know|find out)\b.{0,20}\b(kung|if|whether)\b.{0,10}\b(naka-?enroll\w*|enrolled|nag-?aaral|estudyante|graduate)\b.{0,20}(${SOMEONE})`,
    ),
    ...PRIVATE,
  },
  {
    reason: "private-data",
    // Another person's results asked to be shown ('can you just show me what he got', 'sabihin mo sa akin ang grades
    // niya'): released to the student only.
    pattern:
      /\b(show|give|tell|send|ipakita|ibigay|sabihin|pakita)( mo| nyo| niyo| po)? (me|us|sa akin|sakin)\b.{0,20}\b(he|she|his|her|their|they|siya|sya|niya|nya|nila)\b.{0,15}\b(got|gets|grades?|scores?|marka|results?|nakuha|gwa)\b/,
    ...PRIVATE,
  },
  {
    reason: "private-data",
    // Another person's money: salary, loans, debts or balance of anyone named by post or name; a post's advertised
    // salary (a vacancy) is published and answered.
    pattern:
      /\b(salary|salaries|sahod|sweldo|suweldo|loans?|loan balance|debts?|utang|savings|ipon|net worth|income)\b.{0,30}\b(of|ni|ng|nina) (the |our |your |si |ang |yung |ung |mr\.? |ms\.? |mrs\.? )?(cashier|librarian|guard|nurse|doctor|physician|accountant|janitor|driver|clerk|secretary|employee|staff|teacher|instructor|professor|prof|adviser)\b(?!.{0,30}\b(position|posting|post|opening|job|vacancy|posisyon|bakante|hiring|plantilla|item|i|ii|iii|iv|v|office|window)\b)/,
    ...PRIVATE,
  },
  {
    reason: "private-data",
    // Where a person lives or how to reach their house, asked directly or not ('where dr. X lives', 'bring a gift
    // to her house').
    pattern:
      /\bwhere\b(?!.{0,40}\b(i|we|students?|freshmen|transferees?|dormers?)\b).{0,40}\b(lives|resides|stays at night|is staying)\b|\b(bring|visit|go|deliver|send|puntahan|dalhin|pumunta)\b.{0,40}\b(to|at|sa) (her|his|their) (own )?(house|home|bahay|residence|place)\b|\b(bahay|tirahan) (niya|nya|nila)\b/,
    ...PRIVATE,
  },
  {
    reason: "staff-on-duty",
    // The name of who works a given shift ('which guard is on duty tonight and what is his name'): no record names
    // who is on a shift; the office's number reaches whoever is.
    pattern:
      /\b(which|who|sino|sinong|ano(ng)? pangalan|name of|pangalan ng)\b.{0,20}\b(guards?|security|nurses?|doctors?|janitors?|drivers?|staff|personnel|bantay|tanod|librarians?)\b.{0,40}\b(on duty|naka-?duty|duty|shift|tonight|ngayong gabi|mamaya)\b(?=.*\b(name|pangalan|who|sino|sinong)\b)/,
    en: "No record names who works each shift, so I can't say who is on duty. I can give you the office's number, which reaches whoever is on duty.",
    fil: "Walang record na nagsasabi kung sino ang naka-duty sa bawat shift, kaya hindi ko iyan masasabi. Maibibigay ko ang numero ng opisina, na sasagutin ng naka-duty.",
  },
  {
    reason: "action",
    // An order to act for the visitor, whatever the polite wrapper: to put them on a list, a slot or a class, or to
    // apply, enroll, file or pay on their behalf. Asking how to do it is answered.
    pattern:
      /^(?!.*\b(how|paano|pano|where|saan|san|when|kailan|who|sino|can (i|we|someone|my)|may i|pwede (ba )?(ako|ko|kami))\b).*(\b(add|put|include|sign|enlist|list|register|reserve|save|enroll|ilista|isama|idagdag|ilagay)\b( mo| nyo| niyo| po)? (me|us|my name|our names?|ako|kami)\b( up)? (to|in|on|for|into|sa)\b|\b(apply|enroll|enrol|file|submit|request|reserve|book|pay|register|sign)\b.{0,50}\b(on my behalf|on our behalf|in my place|para sa akin|para sakin)\b)/,
    en: "I can't do transactions for you (enroll, send documents, change records or pay). I can tell you the steps, requirements, fees and which office to go to.",
    fil: "Hindi ako makagagawa ng transaksyon para sa iyo (mag-enroll, magpadala ng dokumento, magbago ng record o magbayad). Masasabi ko ang mga hakbang, requirements, bayad at kung saang opisina pupunta.",
  },
  {
    reason: "unrecorded-result",
    // Who won a contest, pageant or game ('sino nanalo sa mr and ms mvsu last year'); who won a bid is a recorded
    // award and is answered.
    pattern:
      /\b(who|sino|sinong|which (team|college|student|org)|anong (team|college|kolehiyo))\b( ang| po| yung| ung| the)?( mga)? (won|nanalo|nag-?champion|champion|champions|winners?|panalo)\b(?!.{0,60}\b(bid\w*|contracts?|procurement|project|supply|delivery|construction|concreting|road|building|computers?|security services|services|award(ed)? (to|the contract))\b)/,
    en: "No record I hold says who won, so I can't answer that. I can tell you MVSU's events, their dates and places as they are posted.",
    fil: "Walang record na nagsasabi kung sino ang nanalo, kaya hindi ko iyan masasagot. Masasabi ko ang mga event ng MVSU, ang petsa at lugar nito ayon sa nakapost.",
  },
  {
    reason: "other-university",
    // 'UP' followed by a unit ('up college of medicine', 'sa up campus') names the University of the Philippines.
    pattern: /(^\s*|\b(sa|at|in|from|of|taga|the|ng|galing sa|mula sa|ang) )up (college|colleges|school|campus|medicine|med|law|system|dorms?|admissions?|upcat)\b/,
    en: "I can only answer for Magat Valley State University. For another school, please check that school's own website or office.",
    fil: "Para lamang sa Magat Valley State University ang aking mga sagot. Para sa ibang paaralan, tingnan ang kanilang website o opisina.",
  },
  {
    reason: "elsewhere",
    // Fixing or setting up things at the visitor's home ('pano mag ayos ng wifi sa bahay'): no MVSU record.
    pattern:
      /^(?!.*\b(portal|lms|mvsu|campus|school|university|eduroam|student|class(es)?|online class)\b)(?=.*\b(sa bahay|sa amin|at home|my house|our house|my home|sa bahay namin|home)\b).*\b(ayos|ayusin|mag-?ayos|fix|repair|set ?up|install|configure|kumpunihin|i-?repair|i-?fix)\b/,
    en: "I only have Magat Valley State University's own current records, so I can't answer that. Ask me about MVSU's offices, services, programs or schedules.",
    fil: "Ang kasalukuyang records lamang ng Magat Valley State University ang hawak ko, kaya hindi ko iyan masasagot. Magtanong tungkol sa mga opisina, serbisyo, programa o iskedyul ng MVSU.",
  },
  {
    reason: "uncounted",
    // How many books, volumes or titles a library holds: no record counts its collection.
    pattern:
      /^(?!.*\b(borrow|hiram|hiramin|manghiram|loan|renew)\b).*\b(how many|ilan|ilang|number of|bilang ng)\b( \w+){0,2} (books?|libro|aklat|volumes?|titles?)\b/,
    en: "No record I hold counts that, so I can't answer it. I can tell you the library's location, hours and sections.",
    fil: "Walang record na nagbibilang niyan, kaya hindi ko iyan masasagot. Masasabi ko ang lokasyon, oras at mga seksyon ng library.",
  },
];

/** The refusal for `s` (already lower-cased and padded the way `refusal` prepares it), if it is one of these requests. */
export function peopleRefusal(s: string, lang: Lang): { reason: string; message: string } | undefined {
  const rule = RULES.find((r) => r.pattern.test(s));
  return rule && { reason: rule.reason, message: lang === "fil" ? rule.fil : rule.en };
}
