/**
 * Questions the assistant must not answer with a neighbouring topic: other people's private data, actions it
 * cannot take, other universities, exam answers, prompt injection and abuse. Each gets a clear refusal whose
 * reply category is `fallback`, so analytics count it as unanswered.
 */
import type { Lang } from "./catalog.ts";
import { peopleRefusal } from "./people-refusals.ts";
import { recordsRefusal } from "./records-refusals.ts";
import { fragmentRefusal } from "./fragment-refusals.ts";
import { harmRefusal } from "./harm-refusals.ts";
import { orderRefusal } from "./order-refusals.ts";
import { opinionRefusal } from "./opinion-refusals.ts";
import { personDetailsRefusal } from "./person-details-refusals.ts";
import { situationOf } from "./situations.ts";
import { personalStatusRefusal } from "./personal-status-refusals.ts";
import { outcomeRefusal } from "./outcome-refusals.ts";
import { lifeAdviceRefusal } from "./life-advice-refusals.ts";

/**
 * Refusals a described emergency overrides: someone in danger gets the number that helps even when the words
 * also speak of a person ('my girlfriend says she will hurt herself') or swear ('putang ina, may sunog').
 */
const EMERGENCY_FIRST: ReadonlySet<string> = new Set(["private-data", "abuse"]);
/** What an order the kiosk cannot carry out is told: what it can say instead. */
const CANNOT_TRANSACT = {
  en: "I can't do transactions for you (enroll, send documents, change records or pay). I can tell you the steps, requirements, fees and which office to go to.",
  fil: "Hindi ako makagagawa ng transaksyon para sa iyo (mag-enroll, magpadala ng dokumento, magbago ng record o magbayad). Masasabi ko ang mga hakbang, requirements, bayad at kung saang opisina pupunta.",
};
/** What a request for a test's questions or answers is told. */
const NO_EXAM_CONTENT = {
  en: "I can't give exam questions or answers. I can tell you the entrance exam dates and what to bring.",
  fil: "Hindi ako makapagbibigay ng tanong o sagot sa exam. Masasabi ko ang mga petsa ng entrance exam at ang dadalhin.",
};
/** The answer to swearing and insults. */
const RESPECTFUL = {
  en: "I'm here to help with questions about MVSU. Please keep the conversation respectful.",
  fil: "Narito ako para tumulong tungkol sa MVSU. Pakiusap, maging magalang tayo sa usapan.",
};
/**
 * Swearing aimed at the listener ('pakyu ka, walang silbi', 'f you, useless') with no word of the visitor's own
 * self: an insult, not a visitor in crisis, so no emergency overrides it.
 */
const AT_LISTENER = /^(?=.*\b(ka|you|u|mo|kayo|nyo|niyo)\b)(?!.*\b(i|i'm|im|me|my|myself|ako|ko|akin|sakin|sarili)\b)/;
/** A situation told as past ('the student who fainted yesterday') is not one happening now. */
const PAST = /\b(yesterday|kahapon|last (night|week|month|year|semester|sem)|noong|nakaraang|ago)\b/;

/** Someone other than the visitor: a person the visitor names by relation, by title or by a pronoun. */
const OTHER_PERSON = String.raw`(my|our|the|a|his|her|their|ng|ni|si|kay) (roommate|room mate|dorm ?mate|boardmate|board mate|housemate|friend|bestfriend|best friend|bff|classmate|kaklase|seatmate|blockmate|groupmate|orgmate|teammate|sister|brother|kapatid|cousin|pinsan|girlfriend|boyfriend|gf|bf|crush|ex|jowa|partner|neighbor|neighbour|kapitbahay|kaibigan|student|estudyante|co-?worker|officemate)s?|(roommate|friend|classmate|kaklase|kaibigan|seatmate|kapatid|pinsan|crush|jowa) (ko|namin|natin|niya|nya)|(si|kay) (?!(sir|ma'?am|dr|prof|dean|doc|nurse)\b)[a-z]+|someone|somebody|another student|other students?|ibang estudyante|he|she|him|her|they|them|siya|sya|nila|niya|nya`;
/** MVSU's own initialisms, those of the agencies, banks and groups its records and visitors name, and short words: never another school. */
const MVSU_INITIALISMS = String.raw`mvsu|univ|uni|ng|mga|nga|nang|engg|engr|eng|agri|educ|comm|psych|hm|bsit|crim|bsba|bsed|beed|pnp|bfp|dpwh|dswd|pwd|pwds|ltfrb|dtr|nbi|sk|dpt|hmo|gcash|jcb|bpi|bdo|pnb|lbp|cr|crs|cbm|cas|cics|ced|coe|caf|cte|cs|gs|ps|hrmo|osa|osas|ncmh|doh|dfa|psa|gsis|bir|philgeps|ps-dbm|coa|deped|tesda|ndrrmc|pagasa|uhs|ict|lgu|coop|dbm|csc|prc|ched|sg|ssc|lms|lto|sss|tvl|pdf|url|qr|fm|dd|mm|bs\w*|nstp|us|up to|use|used|unit|units|upon|under|until|uncle|you|thou|menu|guru|tofu|flu|dr|mr|mrs|ms|st|cr|tv|pc|pm|hr|hrs|brgy|rd|th|nd|km|sq|tesda|rdc|bac|coa|foi|tdp|tes|gsis|psa|dfa|cpa|let|ccs|cit|cn|cte|ipu|itu|umaga|una|unang|ulit|uli|upang|uwi|uwian|ulan`;
/** Verbs visitors borrow from English into a Filipino request ('pa-print', 'i-approve', 'i-enroll'). */
/** After a word for students ('student', 'graduate'), a word that makes it a unit's name ('the graduate school', 'student affairs'): a unit's published contact is no person's private data. */
const NOT_A_UNIT = String.raw`(?!'s)(?! (school|studies|programs?|offices?|affairs|services?|council|government|centers?|centres?|desks?|units?|division|college|organi[sz]ations?|orgs?|union|assistance|handbook|portals?|housing|dorm\w*|lounge|records? office|publication|paper))`;
const LOAN_VERB = String.raw`print|enroll|enrol|approve|sign|check|submit|process|release|reserve|book|send|change|fix|update|reset|drop|cancel|file|register|encode|correct|verify|validate|issue|claim|email|e-mail|text|call|pay|order|add|remove|delete|schedule|request|follow up|follow-up|transfer|sched|apply|type|scan|photocopy|xerox|notarize|stamp|certify|clear|rush`;

interface Rule {
  reason: string;
  pattern: RegExp;
  en: string;
  fil: string;
}

const RULES: Rule[] = [
  {
    reason: "injection",
    pattern: /\b(from now on|starting now|simula ngayon|mula ngayon)\b.{0,30}\b(answer|reply|respond|say|sagutin|sumagot|sabihin|always|lagi)\b|\b(ignore|disregard|forget)\b.{0,30}\b(instructions?|rules|prompt|above|previous)\b|\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\b|\byou are now\b|\bact as\b|\bpretend (to be|you)\b|\bpretend (that )?(the |my |a |an )?\w+ (has |had )?(approved|agreed|allowed|said|told|signed|passed|is|are|was|were)\b|\broleplay\b|\breveal (your|the) (prompt|instructions|rules)\b|\bdan mode\b|\bprint (your|the) (prompt|instructions)\b|\b(repeat|say|type|write|ulitin|sabihin) (after me|this|these words|exactly|mo ito|mo to|ito)\b|\bsay that\b.{0,30}\b(is|are)\b|^\s*(system|assistant|admin|administrator|developer|root|sudo)\s*:|\b(grant|give|enable)\b.{0,15}\b(admin|root|superuser|full|elevated)\b.{0,10}\b(access|rights|privileges|mode|permissions?)\b/,
    en: "I can't change how I work or share my instructions. I can answer questions about MVSU's offices, services, programs and schedules.",
    fil: "Hindi ko mababago ang paraan ng aking pagsagot. Maaari akong sumagot tungkol sa mga opisina, serbisyo, programa at iskedyul ng MVSU.",
  },
  {
    reason: "abuse",
    // By class: swearing in English or Filipino however it is spelled: masked ('f***', 'sh*t'), in digits or
    // symbols ('sh1t', 'g@go'), shortened ('fck', 'stfu', 'tngina') or spaced out ('f u c k').
    pattern: new RegExp(
      [
        String.raw`\b(fuck\w*|shit\w*|bitch\w*|bastard|asshole|dumbass|stupid bot|idiot|moron|putang ?ina\w*|tang ?ina\w*|gago|gaga|bobo|tanga|ulol|tarantado|leche|pakshet|punyeta|kupal)\b`,
        String.raw`(^|\s)[a-z]{1,3}[*#@$%!.]*[*#]+[*#@$%!.]*[a-z]{0,4}(?=\s|$)`,
        String.raw`\b(f+[\W_]*[uv*@0]+[\W_]*c+[\W_]*k+|f+[uv]*c?k+(ing|in|er|ed|s)?|fck\w*|fk|fkn|fking|phuck\w*|fuq\w*|wtf|stfu|gtfo|sh[i1!*]+t+\w*|b[i1!*]+tch\w*|a[s$]{2}hole|d[u*]mb ?a[s$]{2}|b[o0*]b[o0*]|g[a@4*]g[o0*]|t[a@4*]ng[a@4*]|ul[o0*]l|p[u*]t[a@4*]ng ?[i1*]n[a@4*]|t[a@4*]?ng ?[i1*]n[a@4*]|taena|tngina|tangena|pota|potangina|putcha|pucha|punyemas|hinayupak|kingina|kinangina|lintik|bwiset|bwisit|pakyu|pakyo|shet|puta|putah|pucha|yawa|piste|pisti)\b`,
        String.raw`\bf u c k\b|\bs h i t\b`,
      ].join("|"),
    ),
    ...RESPECTFUL,
  },
  {
    // An insult said to the assistant ('you're a worthless piece of junk', 'wala kang kwenta'), answered as
    // swearing is. Not a crisis, which is said of oneself ('I feel worthless'), so no emergency overrides it.
    reason: "insult",
    pattern: new RegExp(String.raw`\bi (hate|despise|loathe) (this|your|the) (school|university|campus|kiosk|bot|chatbot|place)\b|\bi (hate|despise|loathe) (you|u)\b|\b(this|the|that|you|ur)\s+(stupid |dumb |useless )?(machine|makina|kiosk|bot|chatbot|robot|assistant|ai|thing|app)\b.{0,30}\b(is|are|'s)\s+(so |really |just |totally |completely )?(worthless|useless|pathetic|trash|garbage|junk|dumb|stupid|hopeless)\b|\b(dumbest|stupidest|worst|most useless|most stupid)\s+(\w+\s+)?(chatbot|bot|machine|kiosk|assistant|ai|robot)\b|\bgalit (ako|na ako) sa (school|paaralan|unibersidad) (na )?(ito|nyo|ninyo)\b|\b(you'?re|you are|ur|u r|you r)\s+(a |an |such a |so |very |really |just )?(worthless|useless|pathetic|trash|garbage|junk|dumb|stupid|hopeless)\b|\bpiece of (junk|trash|garbage|crap)\b|\b(useless|worthless|stupid|dumb|pathetic) (bot|machine|kiosk|chatbot|assistant|robot|ai)\b|\bwala(ng)? (kang|ka ng) (kwenta|kuwenta|silbi)\b|\bwala(ng)?( talaga(ng)?| na(ng)?| ka(ng)?)? (kwenta|kuwenta|silbi)\b.{0,12}\b(machine|makina|kiosk|bot|chatbot|ai|robot|computer|assistant)\b|\b(machine|makina|kiosk|bot|chatbot|robot|assistant)\b.{0,12}\bwala(ng)? (kwenta|kuwenta|silbi)\b`),
    ...RESPECTFUL,
  },
  {
    reason: "exam-answers",
    // By class: work a student must do themself, asked to be done for them ('do my thesis', 'gawan mo ako ng chapter 2').
    pattern: /\b(mo|nyo|niyo|ninyo) (ba |po |nga )*(akong|kaming) (gawan|isulat|sulatan) (ng )?(thesis|research|essay|assignment|homework|report|project|chapter|module|paper|reaction paper|term paper)\b|\b(gawan|gawin|isulat|sulatan|tapusin) (mo|nyo|niyo|ninyo) (ako |kami |na )?(ng |yung |ang )?(thesis|research|essay|assignment|homework|report|project|chapter|module|paper|reaction paper|term paper)\b|(?<!\b(where|how|when|what|which|saan|paano) (do|can|should|shall|to|must) (i|we) )(?<!\b(how|where) to )\b(write|do|make|finish|answer|complete) (my|our) (thesis|essay|assignment|homework|research( paper)?|report|project|term paper|reaction paper|module|paper|chapter \d)\b(?! (due|deadline|submission|format|guidelines?|rules?))/,
    en: "I can't do coursework for you. I can tell you the academic calendar, the offices that help students and the library's hours.",
    fil: "Hindi ko magagawa ang gawain mo sa klase. Masasabi ko ang academic calendar, ang mga opisinang tumutulong sa estudyante at ang oras ng library.",
  },
  {
    reason: "private-data",
    // A student named by a student number ('is student 2022-10387 on scholarship'): one person's records, unless it is the visitor's own.
    pattern: /(?<!\bmy (student )?(number|no\.?|id) (is )?)\b(student|estudyante|student no\.?|student number|id|id no\.?)\s*#?\s*\d{4}-\d{3,}\b/,
    en: "I can't share private information about students or staff (passwords, grades, student numbers, personal contact details or home addresses). Published office contacts are on the Faculty and Student Services pages.",
    fil: "Hindi ako makapagbibigay ng pribadong impormasyon ng mga estudyante o kawani (password, grado, student number, personal na numero o tirahan). Nasa Faculty at Student Services ang mga opisyal na contact ng opisina.",
  },
  {
    reason: "exam-answers",
    // By class first: a request for answers, solutions or a key, about anything assessed.
    pattern: /\b(answers?|sagot|pasagot|solutions?|answer key|susi)\b(?=.*\b(exams?|tests?|pagsusulit|quiz(zes)?|cat|mvsu-cat|finals|midterms?|prelims?|assignments?|homework|modules?|question \d+|tanong)\b)|\b(exams?|tests?|quiz(zes)?|cat|finals|midterms?|prelims?|assignments?|homework|modules?)\b.{0,40}\b(answers?|sagot|solutions?)\b|\b((what|which) (questions |topics )?(will|would) (come out|be asked)|exam questions|questions (in|on|of|for|sa) (the )?.{0,20}\b(exams?|tests?|finals|midterms?|prelims?|quiz(zes)?|interviews?)\b|lalabas sa (exam|test|entrance|finals?|midterms?|prelims?|quiz|long quiz|board)|answer key|answers? (to|for|of|sa|in|on) (the )?(cat |mvsu cat |mvsu-cat )?(entrance |final |finals |midterm |prelim )?(exam|test|quiz)|(exam|test|finals|midterm) answers?|exam answers?|leak(ed)?( questions?)?|(copy|copies|kopya|pictures?|photos?|litrato|scans?)\b.{0,10}\b(of|ng|nung|ng mga) (the |our |yung |ang )?(\w+ )?(exams?|tests?|quiz(zes)?|finals|midterms?|prelims?)\b(?! (schedule|dates?|permit|results?|venue|rooms?))|cheat\w*|sagot sa (exam|entrance|test|pagsusulit)|reviewer with answers|questions? (that|that will|na) (will )?(come out|lalabas)|(interview|entrance|exam) questions (and|with) (the )?(best |right |correct |model )?answers|best answers? (for|to|in|sa) (the )?(college |admission |entrance )?interview|interview questions\b.{0,50}\b(best|right|correct|model|sample|good) answers?|(take|answer|do|finish|sagutan|sagutin|gawin) (my|our|ang aking|yung) (online )?(quiz(zes)?|exams?|tests?|assignments?|homework|modules?)\b)\b/,
    ...NO_EXAM_CONTENT,
  },
  {
    reason: "credentials",
    // Never when it asks how to reset, change or recover one ('how do i reset the password of my account').
    pattern: new RegExp(
      String.raw`^(?!.*\b(how|paano|pano|where|saan|steps?)\b.*\b(reset|change|forgot|recover|palitan)|.*\b(reset|change|forgot|recover|palitan)\b.*\b(how|paano|pano|where|saan|steps?)\b)[\s\S]*?(?:` +
      [
        // By class: the credentials of a system (the kiosk, an admin or staff account, a server, a database, a network).
        String.raw`\b(admin|admins|administrator|root|superuser|super user|kiosk|system|server|database|db|backend|back end|cms|console|master|staff account|teacher'?s? account|faculty account|registrar'?s? account)\b.{0,25}\b(login|log-?in|passwords?|pw|passcode|credentials?|username|user name|pin|access code|api key|token|otp|account details)\b(?!.{0,12}\b(page|link|url|reset|forgot)\b)`,
        String.raw`\b(passwords?|pw|passcode|credentials?|login|log-?in|username|access code|api key)\b.{0,20}\b(of|for|to|ng|sa)\b.{0,12}\b(admin\w*|kiosk|system|server|database|backend|cms|console|wifi|wi-fi|network|[\w']+ accounts?)\b`,
        // The value of any password, the visitor's own included: nobody can tell it, only reset it.
        String.raw`\b(what|what'?s|whats|give|tell|send|show|share|ano|ibigay|sabihin|ibigay mo|pakibigay)\b(\s(is|are|was|ang|yung|ung|the|me|us|mo|po|ba|my|your|his|her|our|their|ko|nya|niya|ng))*\s([\w']+\s){0,2}(passwords?|passcode|pin|otp)\b(?!\s*(requirements?|rules?|policy|policies|length|format|reset|change|recovery|help|page|link))`,
        String.raw`\b(password|passcode|pin|otp)\b.{0,25}\b(what is it|what'?s it|what it is|tell me it|give it to me|sabihin mo|ibigay mo|ano (ba |po )?(yun|yon|iyon|ito|to|iyan))\b`,
      ].join("|") +
      ")",
    ),
    en: "I can't give out passwords, logins or access codes, not even your own: they are never shown to anyone. To reset your own portal or e-mail password, the ICT Help Desk can help (ask me how to reset a password).",
    fil: "Hindi ako makapagbibigay ng password, login o access code, kahit ang sa iyo: hindi ito ipinapakita kaninuman. Para ma-reset ang sarili mong portal o e-mail password, lumapit sa ICT Help Desk (itanong sa akin kung paano mag-reset ng password).",
  },
  {
    reason: "private-data",
    pattern:
      // By class: who among students or staff did or has something, and a person's age.
      /\b(which|who|what|list( of)?|names? of|sino(ng)?( ang)?( mga)?)\b.{0,12}\b(students?|estudyante|enrollees|employees?|staff|faculty members?|people|teachers?)\b.{0,30}\b(were|was|got|have|has|had|failed|sent|absent|suspended|expelled|dropped|flunked|caught|punished)\b|\bhow old (is|are|was|si)\b(?! (the |this |our )?(university|school|campus|building|library|mvsu|college|gym|chapel|program|oval|dorm)s?\s*[?.!]*\s*$)|\b(login|log-?in|username|credentials?|password|account)\b.{0,20}\b(of|ni|ng)\b.{0,20}\b(admin\w*|staff|students?|\d{4}-\d{3,}|teachers?|professors?|dean|registrar|someone|somebody|others?|another|classmates?|friends?|president)\b|\b(edad|age) (of|ni|ng)\b|\b(personal|private|home) ((cell ?phone|mobile|cp|phone|contact) )?(number|no\.?|num|address|e-?mail|email address|contact|fb|facebook|account)\b|(?<!\b(office|desk|unit|center|centre|section|admissions|osas|clinic|library|security|cashier)\b.{0,40})\b(cell ?phone|cp) (number|no\.?|num|address|e-?mail|email address|contact|fb|facebook|account)\b(?!.{0,40}\b(office|desk|unit|center|centre|section|admissions|osas|clinic|library|security|guards?|cashier|registrar)\b)|(?:'s|(?<!\b(?:hi|thi|i|ha|doe|wa|u|it))s) (wife|husband|spouse|son|daughter|kids|children|family|mother|father|parents)\b|\b(wife|husband|spouse|son|daughter|kids|children|family|mother|father|parents) (of|ni|ng) (the |dr|dean|prof|sir|ma'?am|president)|\b(class ?list|master ?list|roster|list of (students|enrollees|graduates))\b|\bmy (ex|crush|girlfriend|boyfriend|gf|bf)\b|\b(gwa|grades?|marka|average|records?) (of|ni|ng) (the )?(valedictorian|salutatorian|top students?|students?|dean'?s lister|someone|others)\b|\b(birthday|birth ?date|age|religion|wife|husband|spouse|children|kids|facebook|instagram|social media|love life)\b.{0,12}\b(of|ni|ng)\b|\b(students?|estudyante) (with|who|that|na) .{0,25}\b(fail\w*|grades?|bagsak|probation|absent\w*)\b|(?<!\be-?mail )\b(home |house |personal |residential )?address (of|ni|ng) (the |our |my )?(dean|president|vp|vice president|registrar|professor|prof|teacher|instructor|adviser|dr|mr|ms|mrs|sir|ma'?am|atty|engr|student|students)\b(?!'s)(?! (school|studies|programs?|offices?|affairs|services?|council|government|centers?|centres?|desks?|units?|division|college|organi[sz]ations?|orgs?|union|assistance|handbook|portals?|housing|dorm\w*|lounge|records? office|publication|paper))|\bmy (professor|prof|teacher|instructor|adviser|classmates?|kaklase|friends?|crush|ex|seatmate|roommate|boyfriend|girlfriend)'?s?\b(?! (said|says|told|tells|posted|announced|mentioned|informed|reminded|sabi|sinabi|nagsabi|has not|hasn'?t|have not|haven'?t|did not|didn'?t|does not|doesn'?t|gave|gives|has given|released|encoded|submitted|will))\b.{0,30}\b(numbers?|phone|mobile|cp|address|grades?|scores?|gwa|marka|e-?mail|schedule|records?|transcript|tor|password|contact)\b|\b(numbers?|phone|mobile|cp|address|grades?|e-?mail|schedule|records?|transcript|tor|password|contact)\b.{0,30}\bmy (professor|prof|teacher|instructor|adviser|classmates?|kaklase|friends?|crush|ex|seatmate|roommate|boyfriend|girlfriend)\b|\b(grades?|records?|transcript|tor|password|address|schedule)\b.{0,20}\b(student|id|no\.?|number)\s*#?\s*\d{2,}|\b(classmates?|kaklase)'?s?\b.{0,20}\b(transcript|tor|diploma|id)\b|\b(password|pin|otp)\b(?! (requirements?|rules?|policy|length|format|reset|change)).{0,25}\b(of|ni|ng|for)\b(?!.{0,12}\b(my|ko|reset|forgot|change)\b)|\b(classmates?|kaklase|someone else'?s?|other students?'?|ibang estudyante|my (friend|crush|ex|girlfriend|boyfriend)'?s?|student named|ng kaibigan)\b.{0,40}\b(grades?|marka|number|address|phone|contact|email|password|records?|schedule|id|owes?|utang|balances?|debts?)\b|\b(grades?|marka|student number|address|phone number|contact number|records?|password|utang|balance|debts?)\b.{0,25}\b(of|ni|ng)\b.{0,15}\b(my )?(classmates?|kaklase|friend|kaibigan|another student|other students?|crush|ex|girlfriend|boyfriend)\b|\bhome address\b|\bwhere does\b.{0,30}\blive\b|\bs(a)?an (po )?nakatira\b(?! (ang )?mga\b)|\bpersonal (phone|mobile|cell|number|address)\b|\b(cellphone|cp|mobile) number of (prof|professor|dr|teacher|sir|ma'?am|the dean|the president)\b|\bsalar(y|ies) of\b(?!.{0,30}\b(position|instructor|nurse|aide|job)\b)|\b(each|every|all|all the|individual|lahat ng) (individual )?(professors?|teachers?|instructors?|faculty|employees?|staff|personnel|deans?|officials?)'?s?\b.{0,40}\b(salar(y|ies)|sahod|sweldo|income)\b|\bstudent numbers? of\b|\blist of students\b|\bwho failed\b/,
    en: "I can't share private information about students or staff (passwords, grades, student numbers, personal contact details or home addresses). Published office contacts are on the Faculty and Student Services pages.",
    fil: "Hindi ako makapagbibigay ng pribadong impormasyon ng mga estudyante o kawani (password, grado, student number, personal na numero o tirahan). Nasa Faculty at Student Services ang mga opisyal na contact ng opisina.",
  },
  {
    reason: "private-data",
    pattern: new RegExp(
      [
        // Where a person lives, in Filipino ('address ng bahay ni ma'am', 'saan ang bahay ni sir').
        String.raw`\b(address|adres|tirahan|bahay|nakatira|tinitirhan|nakatambay|boarding house)\b.{0,20}\b(ni|nina|kay|kina)\b`,
        String.raw`\b(where|saan)\b.{0,12}\b(does|do|did|is|si|ang|nakatira)\b.{0,30}\b(live|lives|living|stay|stays|nakatira|umuuwi)\b`,
        // Who stays in a room, or which room, dorm or house someone stays in: one rule, asked in any order
        // ('which dormitory room is she staying in', 'tell me which dorm room he stays in', 'sino naka-dorm room 12',
        // 'who are the students staying in room 5').
        String.raw`\b(which|what|anong|saang)\b.{0,25}\b(room|house|dorm\w*|unit|bed|kwarto|bahay)\b.{0,15}\b(is|are|does|do)\s+(she|he|they|sila|siya)\b.{0,12}\b(stay|stays|staying|live|lives|living|sleep|sleeps|sleeping|assigned)\b`,
        String.raw`\b(which|what|anong|saang|aling) (dorm\w* )?(room|dorm\w*|unit|bed|kwarto|kuwarto)\b.{0,30}\b(he|she|they|siya|sya|niya|nya|si|my \w+|ang \w+ ko)\b.{0,20}\b(stays?|lives?|sleeps|staying|living|nakatira|tumutuloy|naka-?dorm|is assigned)\b`,
        String.raw`\b(who|sino|sinong|sinu-?sino)\b.{0,30}\b(lives?|living|stays?|staying|sleeps|naka-?dorm|nakatira|tumutuloy|naka-?tira|naka-?stay|occup\w*|roommates?)\b.{0,25}\b(room|kwarto|kuwarto|silid|rm)\b`,
        String.raw`\b(sino|who)\b.{0,12}\b(nasa|in|sa) (dorm )?(room|kwarto|kuwarto|rm) ?\d+`,
        String.raw`\b(who|sino)\b.{0,12}\b(are|is|ang)\b.{0,12}\b(students?|people|residents?|boarders?|occupants?|estudyante|nakatira)\b.{0,25}\b(staying|living|in|sa|nakatira)\b.{0,30}\b(room|dorm\w*|kwarto|silid)\b`,
        // A person's faith ('is the president catholic', 'muslim ba si dean'): no record says, and it is theirs alone.
        String.raw`\b(president|dean|deans|director|registrar|professor|prof|teacher|instructor|adviser|sir|ma'?am|dr|mr|mrs|ms|guard|nurse|he|she|siya|sya)\b.{0,12}\b(an? |ba |po )?(catholic|muslim|christian|iglesia|protestant|adventist|aglipayan|born again|katoliko|kristiyano)\b|\b(catholic|muslim|christian|iglesia|protestant|adventist|aglipayan|born again|katoliko|kristiyano)\b (ba |po )*(si|ang|the) (president|dean|director|registrar|professor|prof|teacher|instructor|adviser|sir|ma'?am|dr)\b`,
        // What a person earns (a post's advertised salary is published: not this).
        String.raw`\b(how much|magkano|what is|what'?s|ano ang)\b.{0,40}\b(earn|earns|earning|make|makes|get paid|gets paid|take home|kinikita|kumikita|kita)\b(?!.{0,30}\b(position|opening|job|vacancy|posisyon|bakante|hiring|plantilla)\b)`,
        String.raw`('s|\b(of|ni|ng|nina)( the| our| my)?( \w+){1,3}'?s?)\s?(salary|sahod|sweldo|suweldo|income|net worth|pay ?slip|payslip)\b|\b(salary|sahod|sweldo|suweldo|income|net worth|payslip|kita|kinikita)\b.{0,6}\b(ni|nina|(?:of|ng) (the |our |my )?(president|registrar|dean|vp|vice president|director|sir|ma'?am|dr|mr|mrs|ms))\b(?!.{0,30}\b(position|posting|post|opening|job|vacancy|posisyon|bakante|hiring|plantilla|item|i|ii|iii|iv|v)\b)`,
        // Who among students scored or ranked what, or anyone's grades ranked.
        String.raw`\b(who|sino|sinong|which students?|anong estudyante|sinu-?sino)\b.{0,25}\b(lowest|highest|top|topped|best|worst|pinakamababa\w*|pinakamataas\w*|pinaka ?(mataas|mababa)\w*|bumagsak|bagsak|nangunguna|nanguna|topnotcher|top ?\d+|number one|rank\w*|ranked|last)\b.{0,25}\b(grades?|gwa|marka|scores?|averages?|class|section|klase|seksyon|batch|block|namin|natin|exams?|quiz|midterms?|finals?|prelims?|tests?)\b`,
        String.raw`\b(lowest|highest|top|worst|pinakamababa\w*|pinakamataas\w*)\b.{0,15}\b(grades?|gwa|marka|scores?|averages?)\b.{0,25}\b(section|class|klase|seksyon|batch|block|namin|natin|ours?)\b`,
        String.raw`\b(rankings?|ranks?|list|listahan)\b.{0,20}\b(grades?|gwa|marka|scores?)\b.{0,20}\b(section|class|klase|seksyon|batch|block|classmates?|kaklase|students?)\b`,
        // Someone's love life or marriage.
        String.raw`\b(married|single|dating|taken|may asawa|may jowa|may syota|kasal|divorced|hiwalay|buntis|pregnant|jowa|syota|girlfriend|boyfriend|gf|bf|asawa|crush|wife|husband|partner|lover)\b.{0,12}\b(ni|si|kay|ng (?=(the |ang )?(sir|ma'?am|prof|dr|dean|president|presidente|registrar|cashier|librarian|guard|nurse|doctor|teacher|instructor|director))|of (sir|ma'?am|prof|dr|dean|(the |our )?(university |mvsu )?(president|dean|registrar|vice president|vp|director|cashier|librarian|guard)|mr|ms|mrs))\b`,
        String.raw`\b(is|si|ba si|are)\s(sir|ma'?am|prof|professor|dr|dean|the president|the dean|the registrar|mr|ms|mrs|teacher|instructor)\b.{0,20}\b(married|single|dating|taken|may asawa|may jowa|kasal|divorced|pregnant|buntis|gay|straight|in a relationship|seeing someone|has a (boyfriend|girlfriend|partner))\b`,
        // The same asked in Filipino order, the state first ('single ba ung cashier', 'may asawa na ba si dean').
        String.raw`\b(married|single|taken|may asawa|may jowa|may syota|kasal|buntis|pregnant)\b( (ba|po|na|pa))* (si|ung|yung|ang|the|your|our) (\w+ )?(cashier|librarian|guard|dean|president|presidente|registrar|nurse|doctor|teacher|prof|professor|instructor|sir|ma'?am|staff|adviser|director)\b`,
        // Whether the holder of any post is married ('is the cashier married'): a person's private life.
        String.raw`\b(is|are|si|ba si)\s(the|your|our|ang)\s[a-z]+(\s(?!married|dating|divorced|pregnant)[a-z]+){0,5}\s(married|dating|divorced|pregnant|buntis|kasal|in a relationship|seeing someone)\b`,
        // A named person's grades, transcript, student number or house.
        String.raw`\b(?!(my|your|our|mvsu|university|school|college|everyone|today|tomorrow|semester|this|registrar|office|cashier)'s)[a-z]+'s (grades?|gwa|marks?|transcript|tor|student (number|no)|password|home|house)\b`,
        String.raw`\b(grades?|gwa|marka|transcript|tor|student number) (of|ni|ng) (?:mga )?(?!(mga|a|an|the|my|our|your|records?|grades?|semester|sem|first|second|summer|term|subject|course|program|enrollment|registration|ko|mo|graduates?|transferees?|freshmen|incoming|faculty|teachers?|instructors?|professors?|profs?)\b)[a-z]+`,
        String.raw`\b(sir|ma'?am|prof|professor|dr|dean|president|teacher|instructor|registrar|pangulo|dekano|guro|propesor|kalihim)\b.{0,25}\b(house|bahay|home|condo|apartment|boarding house)\b`,
        // An official's home named after it in Filipino ('bahay ng dekano', 'tirahan ng pangulo').
        String.raw`\b(bahay|tirahan|tinitirhan|tinutuluyan)\b (ng|nang) (\w+ )?(pangulo|dekano|guro|propesor|kalihim|president|dean|registrar|teacher|instructor|prof|professor|librarian)\b`,
        // A person's daily life (when the president eats lunch, when the dean goes home).
        String.raw`^(?!.*\b(open|opens|close|closes|closed|bukas|sarado|break|office|window|windows|hours?)\b).*\b(president|dean|registrar|director|sir|ma'?am|prof|professor|teacher|instructor|adviser|guard)\b.{0,25}\b(eat|eats|eating|sleep|sleeps|lunch|dinner|breakfast|go home|goes home|arrive|arrives|wake|wakes|kumakain|natutulog|umuuwi|dumarating)\b`,
        // A person's bank, card and government numbers.
        String.raw`\b(bank (account|details)|account numbers?|atm( card)?|credit cards?|debit cards?|tin|sss (number|no)|philhealth (number|no)|gcash (number|account))\b.{0,25}\b(of|ni|ng|nina)\b(?!\s+(the\s+)?(mvsu|university|school|cashier|cashier's office)\s*($|[?.!,]|for|to|sa|para)\b)|('s|\b(his|her|their))\s(bank (account|details)|account numbers?|atm|credit cards?|tin|gcash)\b`,
        // People's government numbers and birthdays ('the employees' GSIS numbers', 'birthdays of the faculty').
        String.raw`\b(employees?|staff|faculty|teachers?|personnel|students?|workers?|empleyado|guro)'?s?\b.{0,20}\b(gsis|sss|tin|philhealth|pag-?ibig|hdmf|birthdays?|birth ?dates?|dates? of birth|kaarawan)\b|\b(gsis|sss|philhealth|pag-?ibig|hdmf|birthdays?|birth ?dates?|kaarawan)\b.{0,25}\b(of|ng|ni) ((all|every|the|mga|lahat|ng) )*(employees?|staff|faculty|teachers?|personnel|students?|empleyado|guro)\b`,
        // People listed with their details ('list all students in the dorm with their room numbers').
        String.raw`\b(list|names?|room numbers?|listahan)\b( \w+){0,2} (of )?(the )?(all |every |mga )?(students?|estudyante|enrollees?|residents?|occupants?|boarders?|dormers?|employees?|staff|scholars?)\b.{0,40}\b(with|and) (their|her|his|kanilang) (rooms?|room numbers?|names?|numbers?|addresses|contacts?|grades?|phones?|e-?mails?)\b`,
        // What another person wrote, said or submitted to the university (a complaint, a feedback, a report).
        String.raw`\bwhat (did|does|has|have) (the|a|that|this|another|other|some) (student|person|visitor|employee|staff|parent|people|students)\b.{0,40}\b(write|wrote|written|say|said|submit\w*|complain\w*|report\w*|post\w*)\b|\b(feedbacks?|complaints?|reports?|messages?)\b.{0,10}\b(of|from|by|submitted by|sent by)\b (the |a |another |other |some )?(students?|visitors?|people|someone|somebody|employees?|parents?)\b`,
        // What another person got or scored ('what did my classmate get in the midterm').
        String.raw`\bwhat (did|does|will) (my|our|the|a|his|her|that|this) (classmates?|kaklase|friends?|roommates?|seatmates?|blockmates?|crush|ex|girlfriend|boyfriend|sister|brother|cousin|students?|kapatid)\b.{0,20}\b(get|got|score|scored|receive|received|make|earn|earned)\b|\b(ano|magkano|ilan) (ang |yung )?(nakuha|grade|marka|score|iskor)( ng| ni)?\b.{0,20}\b(kaklase|kaibigan|classmate|friend|roommate|kapatid)\b`,
        // Who went to guidance, the clinic or a counsellor: their visits are theirs.
        String.raw`\b(who|which (students?|people|persons?|employees?|staff)|sino(ng)?)( ang)?( mga)?\b.{0,12}\b(went|go|goes|visited|visits|consulted|saw|sees|nagpa-?\w+|nagpunta|pumunta|pumupunta|kumonsulta|nagpatingin|na-?confine\w*|confined|admitted)\b.{0,30}\b(guidance|counsel\w*|clinic|klinika|infirmary|nurse|doctor|psycholog\w*)\b`,
        // Who reported or complained about the visitor: the one who filed it is theirs to name.
        String.raw`\b(who|sino(ng)?( ang)?)\b.{0,10}\b(reported|complained|filed|snitched|ratted|tattled|sumbong|nagsumbong|nag-?report|nagreklamo|nireport|isinumbong|sinumbong)\b.{0,25}\b(me|us|my|about me|against me|ako|kami|sa akin|sakin|tungkol sa akin)\b`,
        // Scores, results or grades of other people as a group ('the entrance exam scores of all applicants').
        String.raw`\b(scores?|results?|grades?|gwa|marks?|ratings?|iskor|marka)\b.{0,25}\b(of|ng|ni) (all |every |each |the |other |mga |lahat ng |ibang )*(applicants?|examinees?|takers|test takers|students?|estudyante|enrollees|classmates?|kaklase|scholars?|aplikante)\b`,
        // A person's body, beliefs and stars ('the blood type of the school nurse').
        String.raw`\b(blood ?type|zodiac|horoscope|star sign|shoe size|dugo ni)\b.{0,12}\b(of|ni|ng)\b|('s|\b(his|her|their))\s(blood ?type|zodiac|horoscope|shoe size)\b`,
        // A post holder's belongings, pets and age ('what car does the vice president drive', 'the president's dog', 'ilang taon na ang physician').
        String.raw`\b(what|which|anong)\s+(car|vehicle|kind of car|brand of car)\b.{0,40}\b(drive|drives|driving|own|owns|use|uses)\b`,
        String.raw`\b(president|dean|registrar|director|physician|doctor|nurse|librarian|cashier|guard|prof|professor|teacher|instructor|vp|vice president)'?s (dog|dogs|cat|cats|pet|pets|car|cars|vehicle)\b`,
        String.raw`\b(dog|cat|pet|car|vehicle|aso|pusa|kotse|sasakyan)\b.{0,10}\b(of|ni|ng) (the )?(president|dean|registrar|director|physician|doctor|nurse|librarian|cashier|prof|professor|teacher|instructor|pangulo|dekano)\b`,
        String.raw`\bilang taon na (po )?(si|ang|yung|ung) (\w+ )?(president|pangulo|dean|dekano|registrar|physician|doctor|nurse|librarian|cashier|guard|teacher|guro|instructor|prof|professor|director)\b`,
        // Who owes money, a peer's average, a person's personal line in Filipino order.
        String.raw`\b(who|sino|sinu-?sino|sino-?sino)\b.{0,40}\b(owes?|owing|may utang|utang|hindi pa (bayad|nagbabayad))\b`,
        String.raw`\b(gwa|grades?|general weighted average|weighted average|average|marka)\b.{0,20}\b(of|ni|ng) (my |aking |ng )?(roommate|seatmate|dormmate|friend|kaibigan|boyfriend|girlfriend|crush|kasama sa kwarto)\b`,
        String.raw`\bpersonal (na |na )?(number|numero|phone|cp|cellphone|mobile|e-?mail|contact)\b`,
        // A student's own contact details, whoever asks.
        String.raw`\b(phone|cell|cellphone|cp|mobile|contact|number|numero|fb|facebook|messenger|instagram|ig|address|e-?mail)\b.{0,20}\b(of|ni|ng) (a |the |this |that |isang |yung |ung )?(students?|estudyante|freshman|freshmen|transferee|scholar|enrollee|kaklase|classmates?|graduate|alumnus|alumna)\b${NOT_A_UNIT}`,
      ].join("|"),
    ),
    en: "I can't share private information about students or staff (passwords, grades, student numbers, personal contact details, salaries or home addresses). Published office contacts are on the Faculty and Student Services pages.",
    fil: "Hindi ako makapagbibigay ng pribadong impormasyon ng mga estudyante o kawani (password, grado, student number, personal na numero, sahod o tirahan). Nasa Faculty at Student Services ang mga opisyal na contact ng opisina.",
  },
  {
    reason: "private-data",
    // By class: what passed in another person's consultation (what they said, why they went, what they were told,
    // diagnosed or given) at guidance, the clinic or a counsellor; how to refer or bring someone is not this.
    pattern: new RegExp(
      String.raw`^(?!.*\b(how (do|can|should) (i|we)|paano|pano|where|saan|can (i|we|he|she|they)|pwede|puwede|refer|bring|samahan|isama|(which|what) (room|floor|office|building|window)|room|floor|office hours|open)\b)(?=.*\b(guidance|counsel\w*|psycholog\w*|psychiatr\w*|therap\w*|doctors?|doktor|nurses?|clinic|klinika|physician|dentist|infirmary)\b).*\b(what|why|ano|anong|bakit|tell me|find out|alamin|did|was|is|were|has)\b.{0,25}\b(${OTHER_PERSON})\b.{0,45}\b(talk\w*|t[oe]ld|tell|said|say|discuss\w*|confided?|consult\w*|diagnos\w*|treated|prescri\w*|sinabi|kinausap|nag-?usap|pinag-?usapan|ikinuwento|kinuwento|session|sessions|went|go|visit\w*|pumunta|nagpunta|seeing|sees|given|binigay|ibinigay|reason|dahilan|problem|problema|case|kaso)\b|\b(what|why|ano|anong|bakit)\b.{0,45}\b(say|said|tell|told|give|gave|prescribed?|diagnosed?|sinabi|binigay|ibinigay|niresetang?|reseta|pinag-?usapan|kinuwento|ikinuwento|pumunta|nagpunta|pumupunta)\b.{0,4}\b(about |to |for |kay |sa |ni )?(${OTHER_PERSON})\b`,
    ),
    en: "I can't share what passes between a student and guidance, the clinic or a counsellor: it is confidential to that person. Each of them can ask the office directly.",
    fil: "Hindi ko maibabahagi ang napag-usapan ng isang estudyante at ng guidance, klinika o counselor: kumpidensyal iyon. Ang tao mismo ang maaaring magtanong sa opisina.",
  },
  {
    reason: "private-data",
    // By class: another person's consultation named as a thing ('my roommate's counseling notes', 'diagnosis ng kaklase ko').
    pattern: new RegExp(
      String.raw`\b(${OTHER_PERSON})'?s? (counsel\w*|guidance|therapy|psych\w*|mental health|medical|health|clinic|consultation|diagnosis|prescription|check-?up|session)\b|\b(counsel\w*|guidance|therapy|medical|health|clinic|consultation|diagnosis|prescription|check-?up) (records?|notes?|results?|history|files?|findings|sessions?)? ?(of|ni|ng) (my |the |a |another |isang |yung )?(${OTHER_PERSON})\b`,
    ),
    en: "I can't share what passes between a student and guidance, the clinic or a counsellor: it is confidential to that person. Each of them can ask the office directly.",
    fil: "Hindi ko maibabahagi ang napag-usapan ng isang estudyante at ng guidance, klinika o counselor: kumpidensyal iyon. Ang tao mismo ang maaaring magtanong sa opisina.",
  },
  {
    reason: "action",
    // By class: a request in Filipino that the kiosk do something ('pa-print po', 'i-approve mo', 'paki-file',
    // 'ayusin mo'), unless it asks how, where, when, how much or whether one can.
    pattern: new RegExp(
      String.raw`^(?!.*\b(paano|pano|papaano|saan|san|magkano|kailan|sino|ilan|ano|anong|pwede|puwede|pede|maaari|how|where|when|what|can|could|may)\b).*(\bpa-(${LOAN_VERB})\b|\bpa[- ]?(${LOAN_VERB})\s+(po|mo|nyo|niyo|naman|nga|ng)\b|\b(i[- ]?)?(${LOAN_VERB})\s+(mo|nyo|niyo|ninyo)\b|\b(ipasa|ipasok|bayaran|bayadan|palitan|ayusin|burahin|aprubahan|gawin|ipadala|ilakad|asikasuhin|ikuha|kunin|tanggalin|idagdag|isulat|itama|baguhin|ibalik|ipa-?\w+)\s+(mo|nyo|niyo|ninyo)\b|\bpaki[- ]?(?!(sabi|tingin|tingnan|turo|explain|paliwanag|linaw|ulit|check kung|alam)\w*)[a-z]{3,}\b|\bmag-? ?(${LOAN_VERB}) (ka|kayo)\b)`,
    ),
    ...CANNOT_TRANSACT,
  },
  {
    reason: "action",
    // By class: an order to set a record's status ('mark my tuition as paid', 'set my clearance to approved').
    pattern:
      /^(?!.*\b(how|where|when|what|which|who|why|is|are|was|does|do|did|paano|saan|kailan|bakit|ano|sino|ba)\b).*(^\s*|[:,]\s*|\b(please|pls|plz|kindly|can you|could you|will you|you must|you should|now|just|paki)\s+)(mark|set|tag|flag|record|make|change|update|gawing|i-?mark|i-?tag)\b.{0,40}\b(as|to|into|na)\s+(paid|fully paid|cleared|approved|passed|present|enrolled|graduated|settled|complete|completed|verified|validated|bayad|bayad na|pasado|approved na)\b/,
    ...CANNOT_TRANSACT,
  },
  {
    reason: "action",
    // By class: the kiosk told to do a thing itself in Filipino ('ikaw na ang magpatala sa akin', 'kayo na lang
    // magbayad'): 'ikaw/kayo na' before a verb of doing hands the task over.
    pattern: /\b(ikaw|kayo) na (lang |nalang |po |ang |ho |sana )*(mag|mang|maki|ma|i)-?[a-z]{3,}/,
    ...CANNOT_TRANSACT,
  },
  {
    reason: "action",
    pattern:
      // By class: an order that opens the message ('file my leave application', 'call the registrar and tell them ...'); a preposition
      // opening it ('for our invitation letter, ...') begins a reason, and a conjunction ('so my sister will ...') a
      // clause of the story, not an order. A verb followed by 'ng' or 'of'
      // is the noun it also spells ('email ng admissions office': the office's e-mail), never an order.
      /^\s*(?!(where|what|how|when|who|which|is|are|can|could|do|does|did|show|give|tell|help|let|teach|guide|explain|list|find|get|need|may|check|view|see|access|open|track|know|saan|ano|paano|magkano|sino|kailan|lost|forgot|misplaced|broke|damaged|missed|failed|for|to|in|on|at|with|about|from|of|as|since|because|after|before|like|if|once|unless|whether|though|although|while|kung|kapag|pag|nasa|sa|para|so|and|but|or|then|also|yet|kaya|tapos|pero|at|kasi|dahil)\b)[a-z]+ (my|me|us|our)\b(?!.{0,40}\b(how|steps?|where|saan|when|kailan|magkano|paano|pano|hours?|fee|cost)\b)|\btell (them|him|her|the \w+) (that|i'?m|i am|na)\b|(^\s*|\b(can|could|will|would) (you|u)\s+|\b(please|pls|plz|kindly|paki)\s+)(enroll|enrol|register|sign up|book|reserve|send|deliver|forward|submit|file|lodge|encode|renew|activate|pay|approve|change|fix|delete|reset|correct|issue|mail|email|cancel|drop|withdraw|unenroll|update|edit|print|process|release|claim)\s+(me|us|my|our|a|an|the|this|for me)\b(?!.{0,40}\b(how|steps?|where|saan|when|kailan|magkano|paano|pano)\b)|\b(enroll|enrol|register|sign)\s+(me|us)\b|\b(change|fix|edit|delete|correct|increase)\s+(my|our)\s+(grades?|marks?|records?)\b|\bpa-?(enroll|reserve|send|process)\s+(mo|nyo|niyo|po)\b|\bi-?(enroll|send|process|reserve|apply)\s+(mo|nyo|niyo)\s+(ako|ko|po)?\b|\b(paki|pakiusap)[- ]?(enroll|send|process|reserve|submit|apply|padala|ipadala)\w*|\b(call|phone|text|e-?mail|message|contact|notify|inform|tell)\b (the |my |our )?\w+( \w+)? (for|on behalf of) (me|us)\b|\b(tawagan|i-?text|i-?message|i-?email|kontakin|sabihan) (mo|nyo|niyo) (ang|si|yung|ung|ako)\b|^\s*(please |pls |plz |kindly )?(message|tell|inform|notify|text|e-?mail|remind|let)\b(?! (me|us|ng|of|nila|nya|niya|address|add?ress?|ad|po ng)\b).{1,50}\b(that|na|i'?m|i am|i will|i'll|we will|we'?re)\b|\bpakisabi(han)? (po |mo |nyo |naman )*(sa|kay|kina|si|ang|yung) .{1,40}\bna\b/,
    ...CANNOT_TRANSACT,
  },
  {
    reason: "action",
    // By class: a message that opens with a transaction verb done to the visitor's own things ('e-mail a copy of my
    // COR to my mother', 'please drop Biology 101 from my subjects', 'schedule an appointment for me'), or hands the
    // errand over ('ikaw na magsubmit ng clearance ko'), unless it asks how, where, when or whether.
    pattern:
      /^(?!.*\b(how|where|when|what|which|who|why|can i|do i|should i|is it|is there|are there|paano|pano|saan|san|kailan|kelan|magkano|ano|anong|sino|pwede|puwede|ba)\b)(\s*(please |pls |plz |kindly )?(e-?mail|send|forward|mail|fax|drop|add|enroll|enrol|register|schedule|book|reserve|file|submit|pay|cancel|reset|change|update|print|process|release|withdraw|arrange|set up)\b(?=.{0,60}\b(my|me|us|our)\b)|.*\b(ikaw|kayo) na (ang |lang |po )?(mag|mang|bahala)\w*)/i,
    ...CANNOT_TRANSACT,
  },
  {
    reason: "exam-answers",
    // By class: the content of a test asked ('which exact questions will be asked in the entrance examination', 'what
    // questions are in the finals', 'the quiz bee questions', 'ano mga tanong sa interview', 'ano lalabas sa MVSU-CAT').
    pattern:
      /\b(what|which|ano|anong|anu)\b.{0,20}\b(questions?|tanong)\b.{0,20}\b(will|would|are|is|be|sa|in|on|of|for|ng)\b.{0,30}\b(exams?|examinations?|tests?|quiz(zes)?|quiz bee|finals?|midterms?|prelims?|interviews?|mvsu-?cat|cat|boards?)\b(?!.{0,10}\b(schedule|dates?|permit|results?|venue|rooms?|fee)\b)|\b(quiz bee|quiz|exam|examination|test|interview|finals?|midterms?) (questions|answers)\b|\b(lalabas|itatanong|ilalabas)\b.{0,10}\b(sa|ng)\b.{0,10}\b(mvsu-?cat|cat|exams?|interviews?|quiz)\b|\banswers?\b.{0,15}\b(to|for|of|sa|in)\b.{0,40}\bexaminations?\b/i,
    ...NO_EXAM_CONTENT,
  },
  {
    reason: "misuse",
    // By class: faking a document or a signature, or getting into a system without permission, however it is
    // asked; reporting, spotting or avoiding it is a legitimate question.
    pattern:
      /^(?!.*\b(report\w*|detect\w*|spot\w*|avoid\w*|prevent\w*|verify|check if|is (it|this|my)|scam\w*|victim|i?sumbong|ireport|(was|got|been|were|is|are) hacked|hacked (my|our)|na-?hack)\b).*\b(fake|faking|faked|forge|forging|forged|forgery|falsify\w*|falsified|counterfeit\w*|tamper\w*|hack|hacking|hacked|bypass\w*|break into|crack|cracking|spoof\w*|pekein|pineke|mameke|pamemeke|dayain|hakin|i-?hack)\b/,
    en: "I can't help with faking documents or signatures, or getting into a system without permission: it breaks the university's rules and the law. I can tell you the real steps, requirements and offices.",
    fil: "Hindi ako makatutulong sa pamemeke ng dokumento o pirma, o sa pagpasok sa isang sistema nang walang pahintulot: labag ito sa patakaran ng unibersidad at sa batas. Masasabi ko ang tunay na mga hakbang, requirements at opisina.",
  },
  {
    reason: "other-university",
    pattern:
      /\b(isabela state university|isu\b|\bpma\b|\bpnpa\b|\bpmma\b|philippine military academy|philippine national police academy|merchant marine academy|up diliman|university of the philippines|\bup\b (los banos|manila|baguio|diliman)|ateneo|de la salle|\bdlsu\b|\bust\b|university of santo tomas|\bpup\b|polytechnic university|feu|far eastern|mapua|saint mary'?s university|\bsmu\b|nueva vizcaya state university|nvsu|cagayan state|\bcsu\b|quirino state|\bqsu\b|mariano marcos|benguet state|\bbsu\b|\bclsu\b|central luzon state|\bvsu\b|mindanao state|\bmsu\b|ched ranking|adamson|san beda|lyceum|silliman|xavier|perpetual help|letran|centro escolar|\bceu\b|\bjru\b|\bspup\b|\bslu\b|\busls\b|\busjr\b|\bsti\b|ama computer|\bup(lb|d|m|b|v|ou|c|min)\b|(?!mvsu\b)\b[a-z]{1,5}su\b|(?<!from (an)?)other (universities|schools|colleges)|(?<!\b(mula|galing|para|papunta|ipadala|lumipat|lilipat|nag-?aral)\b.{0,12})ibang (paaralan|unibersidad|school|pamantasan|eskwelahan|eskuwelahan|kolehiyo|dalubhasaan))\b|\b(?!(the|this|a|an|your|our|my|which|what|whole|state|valley|mvsu|magat|of|in|at|sa|ng|ang|open|public|another|best|good|nearest|same|that|any|for|to|is|per|some|more|other|whole)\b)[a-z]+ university\b(?! (records?|library|gymnasium|gym|auditorium|chapel|clinic|president|registrar|physician|accountant|legal|road|theater|theatre|oval|website|calendar|intramurals|research|cooperative|health|foundation|seal|s\b))|\buniversity of (the )?(?!magat)[a-z]+|\b(does|did|at|in|sa|from|taga|galing sa) up\b(?!\s+(to|until|hanggang|na|the|a|an|my|your|our|for|with|on|there|here|front|stairs|north|south|east|west|and|or|early|late)\b)|\b(better|worse|cheaper) than\b|\bvs\.?\b|\bversus\b|\bcompared? (to|with)\b|\branking\b/,
    en: "I can only answer for Magat Valley State University. For another school, please check that school's own website or office.",
    fil: "Para lamang sa Magat Valley State University ang aking mga sagot. Para sa ibang paaralan, tingnan ang kanilang website o opisina.",
  },
  {
    reason: "other-university",
    // By class: a school's admissions, fees, offices or officials asked of a short name that is no word and none of
    // MVSU's initialisms: letters without a vowel ('plm'), or an initialism that opens or ends in U ('ue', 'dlsu').
    pattern: new RegExp(
      String.raw`\b(admissions?|admission office|tuition|fees?|enrollment|enrolment|registrar|cashier|dean|president|entrance (exam|test)|campus|e-?mail|website|courses?|programs?|scholarships?|dorms?|library|requirements?|address|hotline|contact|deadline|office)\b.{0,30}\b(of|at|in|sa|ng|from|ni) (the )?(?!(${MVSU_INITIALISMS})\b)(?!(ng|mga|nang|lng|nmn|pls|plz|ngn)\b)([b-df-hj-np-tv-xz]{2,5}|u[a-z]{1,4}|[a-z]{1,3}u)\b(?! (office|building|bldg|center|centre|hall|room|campus|college|department|dept|program|students?)\b)`,
    ),
    en: "I can only answer for Magat Valley State University. For another school, please check that school's own website or office.",
    fil: "Para lamang sa Magat Valley State University ang aking mga sagot. Para sa ibang paaralan, tingnan ang kanilang website o opisina.",
  },
  {
    reason: "exam-answers",
    // By class: what a teacher will ask, give or put in an assessment, or what will be on it.
    pattern:
      /\b(ano|anong|anu)\b.{0,30}\b(itatanong|ibibigay|ilalagay|isasama|ilalabas|ipapasagot)\b.{0,40}\b(exams?|tests?|quiz(zes)?|finals?|midterms?|prelims?|recitation|orals?|defense|practical)\b|\b(what|which|ano|anong|anu)\b.{0,40}\b(will|would|is going to|are going to|gonna|going to|ba|kaya)\b.{0,30}\b(ask|asks|give|put|include|itatanong|ibibigay|ilalagay|isasama|ilalabas)\b.{0,40}\b(exams?|tests?|quiz(zes)?|finals?|midterms?|prelims?|boards?|recitation|orals?|defense|practical)\b|\bwhat (did|does|do|will) (the |my |our |your )?(prof\w*|teachers?|instructors?|sir|ma'?am|faculty|dean|adviser)\b.{0,20}\b(put|puts|give|gave|gives|ask|asked|asks|include|included|includes)\b.{0,30}\b(exams?|tests?|quiz(zes)?|finals?|midterms?|prelims?)\b|\b(what'?s|what is|what will be|ano ang|anong) (going to be |gonna be )?(on|in|sa) (the |our |tomorrow'?s |next week'?s |bukas na )?(\w+ ){0,3}(exams?|tests?|quiz(zes)?|finals?|midterms?|prelims?)\b(?! (schedule|dates?|week|period|fee|room|venue))/,
    ...NO_EXAM_CONTENT,
  },
  {
    reason: "injection",
    // By class: a message that poses as new orders or as an authority ('new instruction from the ict office:',
    // 'as the admin, I order you'), whatever it then asks.
    pattern:
      /\b(new|updated|official|urgent|override|priority|special|latest|secret)\s+(instructions?|orders?|directives?|commands?|rules?|memo|settings?|mode|protocol)\b\s*(:|-|,|(from now|activated|enabled)\b|on(?=\s*([,.!:]|$))|(you|ignore|answer|reveal|show|list|give|tell|print|mark|delete|change|override|disable)\b(?!.{0,40}\b(uniforms?|enrollment|enrolment|class(es)?|suspension|dress code|intramurals|portal|students?|semester|exams?)\b))|\b(instructions?|orders?|directives?|commands?|memo|override|message|protocols?|rules?) (from|by|of) (the )?(ict|it|admin\w*|registrar|president|dean|management|developers?|system|director|office|your (owner|creator|developer|admin)|\w+ office)\b.{0,5}[:,-]|\b(as|i am|i'm|this is|ako ang|ako si)\s+(the |your |an? )?(admin\w*|registrar|developer|system administrator|sysadmin|it staff|ict staff|ict office|president|dean|owner|creator|programmer)\b.{0,30}\b(i (order|command|authorize|instruct|need you)|you (must|should|will|are to)|override|authorized?|inuutos)\b|\b(authorized|authorised|approved) by (the )?(admin\w*|registrar|ict|president|dean|developers?) to (show|give|tell|reveal|list|share|print|release|send) (me|us)\b/,
    en: "I can't change how I work or share my instructions. I can answer questions about MVSU's offices, services, programs and schedules.",
    fil: "Hindi ko mababago ang paraan ng aking pagsagot. Maaari akong sumagot tungkol sa mga opisina, serbisyo, programa at iskedyul ng MVSU.",
  },
  {
    reason: "elsewhere",
    // By class: the release, price or news of a consumer product, a show, a game, a team or a star: no record
    // is about them ('release' of grades stays the registrar's).
    pattern:
      new RegExp(
      String.raw`^(?!.*\b(wi-?fi|portal|connect|register|registration|lost|nawala|naiwan|stolen|ninakaw|nanakaw|help ?desk|ict|repair|borrow|library|lms|app|e-?mail|print|charge|charging|mvsu|campus|auditorium|gym|oval|intramurals|university|school|org|club)\b)` +
        String.raw`(?=.*\b(iphones?|ipads?|macbooks?|apple|samsung|galaxy|android|xiaomi|huawei|oppo|vivo|realme|infinix|pixel|playstation|ps[45]|xbox|nintendo|gta|netflix|spotify|tiktok|youtube|marvel|avengers|disney|movies?|films?|k-?dramas?|teleserye|anime|albums?|songs?|concerts?|singers?|celebrit(y|ies)|bts|blackpink|taylor swift|nba|pba|uaap|ncaa|fifa|world cup|olympics|lakers|warriors|ginebra|bitcoin|crypto|stocks?|lotto|jackpot)\b)` +
        String.raw`(?=.*\b(release\w*|launch\w*|come out|comes out|coming out|out|lalabas|labas|premiere\w*|debut\w*|price|presyo|how much|magkano|cost|costs|specs?|review|won|win|wins|winner|score|results?|schedule|tickets?|draw|trailer|next|new|latest|upcoming|bago|bagong|season|episode|game|games|match|laban)\b)`,
    ),
    en: "I only have Magat Valley State University's own current records, so I can't answer that. Ask me about MVSU's offices, services, programs or schedules.",
    fil: "Ang kasalukuyang records lamang ng Magat Valley State University ang hawak ko, kaya hindi ko iyan masasagot. Magtanong tungkol sa mga opisina, serbisyo, programa o iskedyul ng MVSU.",
  },
  {
    reason: "unrecorded-attribute",
    // By class: a building's or place's height, weight, colour, architect or builder: no record holds them
    // (its size, floors, rooms and location are answered).
    pattern:
      /\b(how (tall|high|heavy|wide|deep|thick)|gaano (kataas|kabigat|kalapad|kalalim|kakapal)|(height|weight|colou?r|kulay|taas|architect|arkitekto|designer|builder|contractor who built|who (built|designed|painted))\b.{0,20}\b(of |ng |sa )?(the |ang )?)\b.{0,30}\b(building|bldg|hall|gym|gymnasium|library|chapel|tower|gate|oval|auditorium|center|centre|gusali|campus|flagpole|statue|fence|dorm|dormitory|canteen|cafeteria|stage|field|pool|admin)\b/,
    en: "No record I hold gives that, so I can't answer it. I can tell you where a building is, what is in it and its hours.",
    fil: "Walang record na nagsasabi niyan, kaya hindi ko iyan masasagot. Masasabi ko kung nasaan ang isang gusali, ano ang nasa loob at ang oras nito.",
  },
  {
    reason: "other-test",
    pattern: new RegExp(
      [
        // By class: another school's admission test, named by its initials and CAT/CET/ET ('UPCAT', 'ACET', 'DCAT', 'USTET', 'PUPCET'), or a national or foreign test MVSU does not give.
        String.raw`\b(upcat|acet|dcat|ustet|usteet|pupcet|pupcat|plmat|lcat|ueep|ueeat|feuat|mapuaat|clsuat|isucat|nvsucat|csucat|bsucat|smucat|nmat|lsat|gmat|gre|toefl|ielts|mcat|cet|ncae|cscat)\b`,
        String.raw`\b(?!mvsu)[a-z]{1,5}-?(cat|cet)\b(?<!\b(bobcat|tomcat|wildcat|polecat|copycat|fatcat|facet|lancet|tacet|dulcet|scat|boxcat))`,
      ].join("|"),
    ),
    en: "I can only answer for Magat Valley State University. MVSU's own entrance exam is the MVSU College Admission Test (MVSU-CAT): ask me its dates or what to bring. For another school's test, please check that school's website.",
    fil: "Para lamang sa Magat Valley State University ang aking mga sagot. Ang entrance exam ng MVSU ay ang MVSU College Admission Test (MVSU-CAT): itanong ang mga petsa o ang dadalhin. Para sa test ng ibang paaralan, tingnan ang kanilang website.",
  },
  {
    reason: "prediction",
    // By class: who will win, what the score or result will be, or tomorrow's weather: nothing recorded says.
    pattern:
      /\b(who|which( \w+)?|what team|sino|sinong|anong( \w+)?)\b.{0,12}\b(will|would|is going to|gonna|ang)?\s?(win|wins|mananalo|mag-?champion|champion)\b|\b(predict\w*|hula\w*|forecast)\b|\bwhat will (the )?(score|result|outcome) be\b|^(?!.*\b(class(es)?|pasok|suspend\w*|suspension|klase|walang pasok|school|campus|mvsu|university)\b).*\b(bagyo|typhoon|storm|weather|panahon|ulan|rain|uulan)\b.{0,30}\b(tomorrow|bukas|next week|sa susunod|this week|ngayong linggo|later|mamaya|today|ngayon)\b/,
    en: "I can't predict that: no record says what will happen. I can tell you MVSU's schedules, announcements and class suspensions as they are posted.",
    fil: "Hindi ko iyan mahuhulaan: walang record na nagsasabi kung ano ang mangyayari. Masasabi ko ang mga iskedyul, anunsyo at suspensyon ng klase ng MVSU ayon sa nakapost.",
  },
  {
    reason: "elsewhere",
    // By class: arithmetic and homework sums ('what is 245 times 17', 'magkano ang 15 plus 20'): nothing recorded.
    pattern: /\b\d+(\.\d+)?\s*(times|multiplied by|divided by|plus|minus|over|x|\*|\+|\/|÷|×)\s*\d+(\.\d+)?\b(?!\s*(id|photos?|pictures?|cm|inches|in\b))(?<!\b\d\s*x\s*\d)|\b(square root|factorial|percent of) \d+|\b\d+(\.\d+)?\s?(%|percent|porsyento) (of|ng) [\d,.]*\d\b|\b(convert|conversion|how much is|magkano ang|ilang)\b.{0,12}\b\d[\d,.]*\s?(usd|us dollars?|dollars?|dolyar|euros?|eur|yen|jpy|won|krw|sgd|riyals?|sar|aed|dirhams?|pounds?|gbp|aud|cad|hkd|rmb|yuan)\b|\b(usd|dollars?|dolyar|euros?|yen|riyals?|dirhams?|pounds?)\b.{0,10}\b(to|into|in|sa)\b (philippine )?(pesos?|php|piso)\b|\bexchange rates?\b(?!.{0,30}\b(cashier|pay|payment|tuition|fees?)\b)/,
    en: "I only have Magat Valley State University's own current records, so I can't answer that. Ask me about MVSU's offices, services, programs or schedules.",
    fil: "Ang kasalukuyang records lamang ng Magat Valley State University ang hawak ko, kaya hindi ko iyan masasagot. Magtanong tungkol sa mga opisina, serbisyo, programa o iskedyul ng MVSU.",
  },
  {
    reason: "unrecorded-attribute",
    // By class: what to wear to an event, a meeting or an office: no record sets a dress code (the co-op sells uniforms).
    pattern: /\b((dress ?code|attire) (for|sa|of|at|ng|during)|what (should|do|can|must) (i|we|you|guests?|visitors?) wear|what to wear|(ano|anong) (ang )?(isusuot|susuotin|damit))\b/,
    en: "No record I hold gives that, so I can't answer it. I can tell you the event's date, place and the office to ask.",
    fil: "Walang record na nagsasabi niyan, kaya hindi ko iyan masasagot. Masasabi ko ang petsa at lugar ng event at ang opisinang matatanungan.",
  },
  {
    reason: "uncounted",
    // By class: a count of things no record counts (animals, plants, fixtures, people by trait).
    pattern: /\b(how many|ilan|ilang|number of|count of|bilang ng)\b( \w+){0,2} (cats?|kittens?|dogs?|puppies|puppy|birds?|ibon|rats?|mice|daga|cockroach(es)?|ipis|ants?|langgam|mosquito(es)?|lamok|lizards?|butiki|snakes?|ahas|chickens?|manok|cows?|baka|goats?|kambing|carabaos?|kalabaw|fish|isda|pusa|aso|trees?|puno|flowers?|bulaklak|plants?|halaman|leaves|dahon|grass|chairs?|tables?|mesa|windows?|bintana|doors?|pinto|light ?bulbs?|bulbs?|lights?|ilaw|tiles?|bricks?|toilets?|cr|crs|comfort rooms?|sinks?|faucets?|electric fans?|fans?|aircons?|ghosts?|multo|couples?|crushes|jowa|bald|tattoos?|tattooed|left-?handed|pimples?|hair|strands?|grains?|stars?|clouds?)\b/,
    en: "No record I hold counts that, so I can't answer it. I can tell you about MVSU's offices, services, programs, buildings and schedules.",
    fil: "Walang record na nagbibilang niyan, kaya hindi ko iyan masasagot. Maaari akong sumagot tungkol sa mga opisina, serbisyo, programa, gusali at iskedyul ng MVSU.",
  },
  {
    reason: "elsewhere",
    pattern:
      /^(?!.*\b(mvsu|magat|our (school|university)|this (school|university)|transfer\w*|transferee|lumipat|lilipat|shift\w*|honorable dismissal)\b).*((?<!\b(i|we|i'?m|im|am|are|live|lives|living|work|works|working|based|stay|staying|going|travel\w*|job|seminar|training|conference|flight|abroad|nakatira|nagtatrabaho|nasa|galing|came|come|coming|traveled|travelled|company|companies|agency|firm|employer|employers|visiting|relatives?|family)\b[\w ]{0,25})\b(in|of|at|sa|ng|from) (the )?(philippines|manila|metro manila|cebu|davao|baguio|quezon city|makati|usa|united states|america|japan|china|korea|singapore|congress|senate|malacanang)\b|(?<!\b(from|galing sa|taga|of) )\b(nearest|another|other|ibang) (hospital|school|university|college|bank|mall|hotel|church)\b|\b(outside|off)[ -](the )?campus\b|\blabas ng (campus|school|paaralan)\b|\bhow (to|do i|can i|do you|should i) (make|build|create|write|cook|bake|fix|repair|lose|gain|earn|invest|draw|paint|sing|dance|code|program) (a |an |my |some )?(?!.{0,30}\b(tor|transcript|diploma|id|clearance|certificate|request|application|appointment|account)\b)|(?<!\b((i|we)( \w+)? (\w+ed|lost|left|quit|stopped|took|went|came|broke|forgot|got sick|moved)|(huminto|tumigil|umalis|lumipat|nag-?\w+|na\w+) (ako|kami|ko|namin))\b.{0,40})\b(last|past|previous) (year|years|school year)\b|(?<!\b((i|we)( \w+)? (\w+ed|lost|left|quit|stopped|took|went|came|broke|forgot|got sick|moved)|(huminto|tumigil|umalis|lumipat|nag-?\w+|na\w+) (ako|kami|ko|namin))\b.{0,40})\bnoong (isang|nakaraang) taon\b)/,
    en: "I only have Magat Valley State University's own current records, so I can't answer that. Ask me about MVSU's offices, services, programs or schedules.",
    fil: "Ang kasalukuyang records lamang ng Magat Valley State University ang hawak ko, kaya hindi ko iyan masasagot. Magtanong tungkol sa mga opisina, serbisyo, programa o iskedyul ng MVSU.",
  },
];

/**
 * How an employer, a school or an agency verifies a graduate's grades or transcript (the fee, the papers, where to
 * send the request): the grade verification service's procedure, asked of no one's records in particular.
 */
const VERIFICATION_PROCEDURE =
  /^(?=.*\b(verify|verifying|verified|verification|i-?verify|authenticate|authentication|confirm)\b)(?=.*\b(how much|magkano|fee|fees|charge|cost|what (do|does|should|must) (we|i|they|our company|the company) (need|submit|bring|send|prepare)|what (\w+ ){0,2}(documents?|papers?|forms?)|requirements?|kailangan|where|saan|san|e-?mail|how (do|can|should) (we|i)|paano|pano|process|procedure|steps?|consent|authori[sz]ation|how (long|soon|fast)|how many (days|weeks)|gaano katagal|ilang (araw|linggo)|when|kailan)\b)/;

/**
 * A document of a relative's or of a graduate's that the visitor will pick up, claim or request, asked with what to
 * bring or need: the authorisation procedure, not the other person's data ('picking up my son's transcript, what
 * papers do I bring', 'kukunin ko ang TOR ng anak ko, ano ang dadalhin').
 */
const PROXY_CLAIM =
  /^(?=.*\b(pick(ing)? up|picks up|claim\w*|collect\w*|get|getting|request\w*|kunin|kukunin|kukuha|kuhanin|i-?claim|mag-?claim|follow(ing)? up)\b)(?=.*\b(bring|dalhin|dadalhin|dala|need|needed|kailangan|requirements?|papers?|documents?|dokumento|authori[sz]\w*|letter|sulat)\b)(?!.*\b(show|give|tell|send|ipakita|ibigay|sabihin) (me|us|sa akin)\b)/;

/**
 * A paper of the visitor's own family asked by its fee, its wait or the portal's link ('my son's TOR, how much
 * does it cost per page', 'magkano ang babayaran para sa certificate of grades ng anak ko', 'the link of the
 * grades portal'): the service's published procedure, never the paper's contents.
 */
const FAMILY_PAPER_PROCEDURE =
  /^(?=.*\b(?:(?:my|our) (?:son|daughter|child|kid|nephew|niece|grandson|granddaughter|grandchild|brother|sister|husband|wife|cousin)'?s?|(?:anak|pamangkin|apo|kapatid|asawa|pinsan) (?:ko|namin))\b)(?=.*\b(?:fee|fees|cost|costs|price|bayad|babayaran|per page|kada pahina|how many days|ilang araw|gaano katagal|how long|link|website|url)\b)(?!.*\b(?:show|give|tell|send|ipakita|ibigay|sabihin|ipadala) (?:me|us|sa akin|sa amin)\b)(?!.*\b(?:gwa|average|ranks?|failed|bagsak|password|address|number|medical|health|clinic|dental|diagnosis|disciplinary|guidance|counsel\w*|owes?|utang|balances?)\b)/;

/**
 * What a password must be (its length, characters, strength) or recovering one's own forgotten password: the
 * published rule and the help desk, not anyone's password.
 */
const PASSWORD_RULE =
  /\b(how many|ilang|ilan|minimum|at least|maximum|length|haba|strong|requirements?|rules?) ?.{0,30}\b(characters?|chars?|letters?|digits?|numbers?|symbols?)\b|\b(forgot|forgotten|nakalimutan|nalimutan|naiwala|nawala)\b.{0,25}\b(password|passcode|pin)\b/;

/** Refusals remembered per text and language: the story step and the reply step read the same message. */
const remembered = new Map<string, { reason: string; message: string } | undefined>();

/** The refusal for `text`, if it asks something the assistant must not answer. */
export function refusal(text: string, lang: Lang): { reason: string; message: string } | undefined {
  const key = `${lang}\u0000${text}`;
  if (remembered.has(key)) return remembered.get(key);
  const found = refusalOf(text, lang);
  if (remembered.size >= 20_000) remembered.clear();
  remembered.set(key, found);
  return found;
}

function refusalOf(text: string, lang: Lang): { reason: string; message: string } | undefined {
  const s = ` ${text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[’`]/g, "'")} `;
  let emergency: boolean | undefined;
  for (const rule of RULES) {
    if (!rule.pattern.test(s)) continue;
    const aimed = rule.reason === "abuse" && AT_LISTENER.test(s);
    if (EMERGENCY_FIRST.has(rule.reason) && !aimed && (emergency ??= situationOf(text) !== undefined && !PAST.test(s))) continue;
    if (rule.reason === "private-data" && (VERIFICATION_PROCEDURE.test(s) || PROXY_CLAIM.test(s) || PASSWORD_RULE.test(s) || FAMILY_PAPER_PROCEDURE.test(s))) continue;
    return { reason: rule.reason, message: lang === "fil" ? rule.fil : rule.en };
  }
  // Harm or evasion, orders the kiosk cannot carry out, opinions and one person's unpublished details: refused
  // whatever record they name.
  const named = harmRefusal(s, lang) ?? orderRefusal(s, lang) ?? opinionRefusal(s, lang) ?? personDetailsRefusal(s, lang) ?? outcomeRefusal(s, lang);
  if (named) return named;
  // One person's status asked through a service: a described emergency still comes first.
  const status = personalStatusRefusal(s, lang);
  if (status && !(emergency ?? (situationOf(text) !== undefined && !PAST.test(s)))) return status;
  // Personal advice: a quarrel is no emergency (the rule itself leaves violence and a service asked alone).
  const advice = lifeAdviceRefusal(s, lang);
  if (advice) return advice;
  // The fee, wait or link of a paper of the visitor's own family is its service's procedure, not the paper itself.
  const records = recordsRefusal(s, lang);
  if (records && !(records.reason === "private-data" && FAMILY_PAPER_PROCEDURE.test(s))) return records;
  return peopleRefusal(s, lang) ?? fragmentRefusal(s, lang);
}
