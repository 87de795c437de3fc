/**
 * Refusals for facts no record can hold because they lie outside the records' present: what will become of a
 * person, whether something said of the future is certain, and who held a post before its present holder. The
 * records hold today's holders and posted schedules, so without these rules a neighbouring record (the program the
 * person studies, today's suspension notice, the present president) reads as the answer. Each rule is one class:
 *
 * - a person's outcome asked ahead ('will my daughter pass nursing', 'sa tingin mo papasa ako', 'will I get in');
 * - certainty asked of something ahead ('sigurado bang walang pasok sa Lunes', 'are you sure the exam is on');
 * - a post's past holder ('who was the dean in 2019', 'sino ang dating registrar', 'the first president'): the
 *   past said by its tense ('was', 'naging', 'noong'), so no clock is read.
 *
 * What is scheduled (the exam's date, when results are posted), what a post's present holder is, and how to pass a
 * paper to an office ('saan ipapasa') are records and are never refused here.
 */
import type { Lang } from "./catalog.ts";

/** The person whose outcome is asked: the visitor, a pronoun, or someone named by relation. */
const PERSON = String.raw`(?:i|we|he|she|they|ako|kami|siya|sya|sila|(?:my|our|his|her) \w+|(?:anak|kapatid|pinsan|apo|pamangkin|anak na \w+) (?:ko|namin))`;

/** Outcomes of study or admission: passing, failing, getting in, finishing. */
const OUTCOME = String.raw`(?:pass|passes|make it|get in|get accepted|be accepted|be admitted|qualify|graduate on time|finish on time|fail|flunk|survive|papasa|makakapasa|makapasa|babagsak|matatanggap|makakagraduate|makakatapos|makatapos)`;

/** Things one passes a paper to, not a test: 'pass the requirements'. */
const PAPERS = String.raw`(?! (?:the |my |our |his |her |ang |yung )?(?:requirements?|documents?|papers?|forms?|applications?|letters?|clearance|reports?|thesis|proposal|abstract)\b)`;

/** Posts whose holders the records name today. */
const POST = String.raw`(?:university president|president|presidente|pangulo|vice president|vp|dean|director|registrar|chancellor|head|chair(?:person|man)?|librarian|principal)`;

const PATTERNS: { pattern: RegExp; past?: boolean }[] = [
  {
    pattern: new RegExp(
      String.raw`\b(?:will|would|do you think|d'?you think|sa tingin mo|sa palagay mo|kaya ba|kaya bang|chances? (?:that|of)|likely)\b.{0,25}\b${PERSON}\b.{0,20}\b${OUTCOME}\b${PAPERS}` +
        String.raw`|\b${OUTCOME} (?:kaya|ba kaya|kaya ba|ba) (?:ako|siya|sya|kami|\w+ ko)\b`,
    ),
  },
  {
    // Certainty asked of something ahead: 'sigurado bang ... bukas', 'is it certain that ... next week'.
    pattern:
      /\b(sigurado|siguradong|sure|certain|guaranteed|garantisado)\b( (ba|bang|po|na|ka|kayo|you are|it is))*\b.{0,50}\b(bukas|tomorrow|next (week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|sa (susunod|lunes|martes|miyerkules|huwebes|biyernes|sabado|linggo)|mamaya|later)\b/,
  },
  { past: true, pattern: new RegExp(String.raw`\b(?:who was|who were|sino (?:ang|yung) (?:naging|dating)|sino (?:ang|yung) (?:mga )?(?:naunang|nakaraang))\b.{0,30}\b${POST}\b|\b(?:former|previous|past|dating|naunang|nakaraang|first|unang)\s+(?:university )?${POST}s?\b|\b${POST}\b.{0,30}\b(?:noong|nung|back in) (?:19|20)\d\d\b`) },
];

const AHEAD = {
  en: "I can't tell what will happen: no record says it. I can tell you MVSU's posted schedules, requirements and announcements as they stand.",
  fil: "Hindi ko masasabi ang mangyayari: walang record na nagsasabi nito. Masasabi ko ang mga nakapost na iskedyul, requirements at anunsyo ng MVSU sa ngayon.",
};
const PAST = {
  en: "My records name only the present holders of the university's posts, not past ones. The Records Section or the Office of the President can answer questions about the university's history.",
  fil: "Ang kasalukuyang may hawak lamang ng mga posisyon ng unibersidad ang nasa aking records, hindi ang mga nauna. Ang Records Section o ang Office of the President ang makasasagot tungkol sa kasaysayan ng unibersidad.",
};

/** The refusal for `s` (already lower-cased and padded the way `refusal` prepares it), if it asks an outcome, a certainty ahead or a past holder. */
export function outcomeRefusal(s: string, lang: Lang): { reason: string; message: string } | undefined {
  for (const { pattern, past } of PATTERNS) {
    if (!pattern.test(s)) continue;
    const text = past ? PAST : AHEAD;
    return { reason: past ? "unrecorded-result" : "prediction", message: lang === "fil" ? text.fil : text.en };
  }
  return undefined;
}
