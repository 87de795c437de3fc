/**
 * What a question asks (fee, time, where, who...), read from its words. Its own module because both the
 * catalogue (which portal features name a thing rather than ask something) and the fact answerer read it,
 * and the answerer reads the catalogue: here neither imports the other.
 */
import type { Intent } from "./catalog.ts";
import { withoutToldSentences } from "./told-sentences.ts";

export const INTENT_PATTERNS: [Intent, RegExp][] = [
  ["fee", /\b(how much|hm|magkano|fees?|costs?|price|presyo|bayad|babayaran|pambayad|charge|halaga|rate|payment for|pay for|free|libre|salary|sahod|sweldo|pays?)\b/],
  ["time", /\b((?:and|at|tsaka|saka|&|plus) processing(?! (?:of|ng|for|sa|fee)\b)|(?:and|at|tsaka|saka|&|plus) (?:days|time|duration|tagal|araw)(?! (?:of|ng)\b)|(?<= (?:fees?|cost|price|presyo|bayad|magkano|requirements?|reqs?) )(?:days|time|duration|tagal|araw)(?! (?:of|ng)\b)|processing(?= *$)|how long|gaano katagal|katagal|ilang araw|ilang linggo|processing time|tagal|matatapos|makukuha|ma-?release|marerelease|turnaround|how many (working )?days|days to|ready|get it)\b/],
  ["duration", /\b(how many years|ilang taon|years?|taon)\b/],
  ["avail", /\b(who (can|may|is allowed to) (request|get|avail|claim|apply for|file)|can (my|a|an|someone|somebody|anyone|another|other) .{0,25}(get|claim|request|pick up|file|avail)|sino (ang )?(pwede|puwede|maaari)|representative|authorized|on my behalf|for me|(pwede|puwede|maaari) (ba|po)? ?(ako|mag|bang|ba)|(even if|kahit) (i'?m |i am |hindi|not))\b/],
  ["eligibility", /\b(qualify|qualified|qualifications?|eligible|eligibility|who can apply|average|criteria|grade requirement|pasok ba ako|minimum( \w+)? (grade|average)|(what|which|anong) grade|(ilan|ilang)( \w+){0,3} (grade|average)|grades? (is |are )?(required|needed)|get into|get in to|makapasok)\b/],
  ["coverage", /\b(cover|covers|coverage|sakop|discount|how much (does|is) (it|the scholarship))\b/],
  ["where", /\b(where|wer|saan|saang|san ang|nasaan|asan|location|located|locate|find|papunta|pumunta|room|which building|anong building|directions?|located at|nasa|(which|what|anong) (office|college|opisina)|(?<= (?:and|at|&|plus|years?|taon) )(?:college|kolehiyo)(?= *$| (?:ng|of)\b)|(which|what|anong|saang) (way|daan)|handles?|in charge of)\b/],
  ["who", /\b(who|whom|sino|sinong|kanino|name of|pangalan ng|heads?|headed|leads?|in charge|namumuno|dean of|president of|won|winner|awarded|contractor)\b/],
  ["requirements", /\b((?:have|has) to (?:submit|attach|present|prepare|file)|(?:what|which) (?:do|should|must) (?:i|we|they|you|applicants?) (?:submit|attach|present|prepare|give|hand in|hand over)|what (?:else )?(?:goes|go|comes|come|should go|must go) (?:along )?with|(?:ano|anong|ano-?ano|anu-?ano)(?: [a-z]+){0,4}? (?:ipapasa|ipasa|ipinapasa|isusumite|isumite|ilalakip|ilakip|isasama|isama|ibibigay|ipapakita|ipakita)|requirements?|reqs?|reqts?|require|requires|required|accompany|accompanies|accompanying|kalakip|need|needed|needs|kailangan|kelangan|dadalhin|dalhin|bring|(?<!\b(?:per|each|every|kada) )(?:documents?|papers?)|papeles|prerequisites?)\b/],
  ["steps", /\b(how (to|do|can|should)|paano|pano|panu|steps?|procedure|proseso|hakbang|activate|activation|first time|process|what (should|do) i do|gagawin)\b/],
  ["hours", /\b(\d{1,2}(?::\d{2})? ?(?:am|pm)|hours?|hrs|opens?|close|closes|closing|what time|anong oras|oras|bukas (ba|pa|po)|at night|overnight|all night|midnight|hatinggabi|magdamag|madaling araw|sa gabi|gabi|sarado|nagsasara|magsasara|nagbubukas|magbubukas|until|hanggang|saturday|sunday|sabado|linggo|weekend)\b/],
  ["phone", /\b(phone|numbers?|contact|call|tawag|tawagan|numero|hotline|landline|direct line|linya|mobile|telephone|tel|cp|reach)\b/],
  ["email", /\b(e-?mail|email address|mail)\b/],
  ["link", /\b(link|url|website|site|web address|online|download|i-?download)\b/],
  ["when", /\b(when|kailan|kelan|date|dates|petsa|what day|anong araw|start|begin|starts|magsisimula|deadline|until when|schedule|sched)\b/],
  ["offered", /\b(offer|offers|offered|offering|have(?! to\b)|meron|mayroon|available|is there|may .{1,30}(ba|kayo)|programs?|programa|courses?|kurso|degrees?|give|gives|provide|provides)\b/],
  ["size", /\b(how many (people|persons|students|guests|seats|floors|storeys|stories|levels)|how many( \w+)? (can|could) (stay|live|fit|sit|be accommodated)|accommodates?|holds?|capacity|seats?|seating|fit|kasya|magkasya|ilang tao|ilang palapag|palapag|how big|gaano kalaki|(how|what) large|floors|storeys|length|metres|meters|metro|kahaba|gaano kahaba)\b/],
  ["list", /\b(list|anong mga|ano ang mga|what (are|programs|courses|services|scholarships|jobs)|what \w+ do (you|u) (have|offer)|what('s| is) (inside|in)|houses|which (programs|courses)|what can i (do|get)|what does .{2,40} do)\b/],
];

/** What the question asks, in the order the words appear. */
/**
 * 'What does she present', 'ano ang ipapakita ko': what is shown at the counter is what to bring. Kept out of
 * the intent patterns, whose words frame every question: a verb of showing is no framing word ('shoe' is not 'show').
 */
const SHOWN_ASKED = /\b(?:what|ano|anong) (?:\w+ ){1,3}(?:present|show|ipapakita|ipakita)\b/;

/**
 * 'Can she apply as a freshman', 'pwede ba ako mag-apply bilang transferee': whether one may apply, asked.
 * Kept out of the intent patterns, whose words frame every question ('admission' and 'transfer' name records).
 */
const APPLY_AS = /\b(can (?:i|we|she|he|they|my \w+|a|an) (?:\w+ )?(?:still )?(?:apply|be admitted|get in) as\b|(?:pwede|puwede|maaari) (?:ba |po )*(?:ako|siya|kami|sila) (?:po )?(?:mag-?apply|makapag-?apply|pumasok) (?:bilang|as))/;

/** The words that ask for a person themselves. */
const WHO_WORD = /\b(who|whom|sino|sinong|kanino|name of|pangalan ng|in charge|winner|won|awarded|contractor)\b/;
/** A question of when or how long whose subject is a post ('when will the office head reply', 'how many days before the dean signs'). */
const POST_AS_SUBJECT = /\b(when|how (long|soon|many days)|within how|kailan|gaano katagal|ilang araw)\b.{0,40}\b(the|ang|ng) (\w+ )?(head|heads|dean|director|president)\b (will |would |can |to )?(reply|replies|answer|answers|respond|responds|sign|signs|approve|approves|act|acts|decide|decides|release|releases|send|sends|sagot|sumagot|pumirma|mag-?approve)/;

/** A year level ('2nd year', 'first-year', 'ikatlong taon'): who is asking, not a length of time asked. */
const YEAR_LEVEL = /\b(?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|final|ika-?\w+ng)[ -](?:years?|yrs?|taon)\b/g;

/** The words that ask for a link itself, all of the link pattern's but 'online'. */
const LINK_WORD = /\b(link|url|website|site|web address|download|i-?download|portal)\b/;

/** Things that are open while they take applications, not by the clock. */
const ACCEPTING = /\b(deadline|postings?|vacanc(y|ies)|hiring|positions?|jobs?|slots?)\b/;

/** A relative 'who' after a person ('my lola who is a senior citizen', 'students who work'): who the visitor speaks of, not a person asked. */
const RELATIVE_WHO = /\b(someone|somebody|anyone|anybody|everyone|people|those|persons?|students?|applicants?|friends?|daughters?|sons?|mom|mother|dad|father|lola|lolo|grandma|grandmother|grandpa|grandfather|parents?|child|children|kids?|relatives?|siblings?|brother|sister|classmates?|visitors?|graduates?|alumni|employees?|citizens?|pwds?|wife|husband|cousin|tita|tito|nephew|niece),? who\b(?! (?:can|may|could|is allowed|are allowed|qualif))/gi;

/**
 * A 'who' inside a clause, after a word that neither asks nor tells ('know who', 'tell me who'), followed by what
 * someone does, likes or is ('an incoming freshman who loves statistics', 'from ilocos sur who wants to design
 * houses'): the visitor describing someone, not a person asked.
 */
const RELATIVE_WHO_DESCRIBING = /\b(?!(?:me|you|us|him|her|them|know|knows|tell|ask|asking|wondering|wonder|see|out|and|but|or|so|to|about|on|at|of|for|as|is|are|was|ba|po|kung)\b)([a-z][a-z0-9'-]+),? who (?=(?:wants?|wanted|loves?|loved|likes?|liked|enjoys?|dreams?|plans?|hopes?|needs?|works?|worked|studies|studied|lives?|lived|graduated|finished|passed|failed|took|takes|is an?|was an?|are (?:now |currently |also )?(?:\w+ing|in|an?|from)|just|recently|already|also|really)\b)/gi;

/**
 * The question without what a describing 'who' clause says ('an incoming freshman who loves statistics, which
 * college ...': 'an incoming freshman, which college ...'): what someone likes or does never names the record asked.
 */
export function withoutDescribingClauses(text: string): string {
  return text.replace(new RegExp(`${RELATIVE_WHO_DESCRIBING.source}[^,;.?!]*`, "gi"), "$1");
}

/** The question with each relative 'who' read as 'that', so it asks no person. */
export function withoutRelativeWho(text: string): string {
  return text.replace(RELATIVE_WHO, "$1 that").replace(RELATIVE_WHO_DESCRIBING, "$1 that ");
}

export function detectIntents(text: string): Intent[] {
  const s = ` ${withoutRelativeWho(text).toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[?!.,]/g, " ").replace(YEAR_LEVEL, " ")} `;
  const found: { intent: Intent; at: number }[] = [];
  for (const [intent, pattern] of INTENT_PATTERNS) {
    const m = pattern.exec(s);
    if (m) found.push({ intent, at: m.index });
  }
  // 'Still open' said of a posting, a deadline or slots ('nurse job posting still open?') is whether it still takes
  // applications, not an opening hour.
  const hours = found.findIndex((f) => f.intent === "hours");
  if (hours >= 0 && /^opens?\b/.test(s.slice(found[hours].at)) && ACCEPTING.test(s)) found.splice(hours, 1);
  // 'Head' or 'leads' after the words asking when or how long ('when will the office head reply') is who acts, not whom the visitor asks for.
  const who = found.findIndex((f) => f.intent === "who");
  if (who >= 0 && !WHO_WORD.test(s) && POST_AS_SUBJECT.test(s)) found.splice(who, 1);
  // 'Online' in a question of when ('when is online enrollment', 'kailan ang online enrollment') says how a thing is
  // done, not that its link is asked: the date is.
  const link = found.findIndex((f) => f.intent === "link");
  if (link >= 0 && found.some((f) => f.intent === "when") && !LINK_WORD.test(s)) found.splice(link, 1);
  const applyAs = APPLY_AS.exec(s);
  if (applyAs && !found.some((f) => f.intent === "eligibility")) found.push({ intent: "eligibility", at: applyAs.index });
  // A need told in a sentence of the story ('He needs his transcript for a job. How much is it per page?') asks no
  // requirements: only a requirement word of a sentence that asks does.
  const needs = found.findIndex((f) => f.intent === "requirements");
  if (needs >= 0 && found.length > 1) {
    const asking = withoutToldSentences(text);
    if (asking !== text && !INTENT_PATTERNS.find(([i]) => i === "requirements")![1].test(` ${asking.toLowerCase()} `)) found.splice(needs, 1);
  }
  const shown = SHOWN_ASKED.exec(s);
  if (shown && !found.some((f) => f.intent === "requirements")) found.push({ intent: "requirements", at: shown.index });
  return found.sort((a, b) => a.at - b.at).map((f) => f.intent);
}
