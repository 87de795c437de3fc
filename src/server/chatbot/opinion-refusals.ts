/**
 * Opinions and rankings asked of the kiosk: whether a program, a school or a teacher is any good, which is the
 * best, better or easiest. No record rates them, so the record a question names (BSIT, the College of
 * Engineering) is the thing judged, not the question; a neighbouring record's sentence would read as a verdict.
 * Which program fits a career or an interest is a different question (`career-fields.ts`) and is not refused.
 */
import type { Lang } from "./catalog.ts";

/** What a visitor may ask to be judged: programs, schools, people who teach, places to live. */
const JUDGED = String.raw`(programs?|courses?|degrees?|majors?|colleges?|schools?|universit(y|ies)|campus(es)?|teachers?|professors?|profs?|instructors?|deans?|dorms?|dormitor(y|ies)|kurso|strand|mvsu|bs[a-z]{1,4}|ab[a-z]{1,4})`;

/** Words of judgement: the best, better, easiest; any good; worth it; maganda ba. */
const RANK = String.raw`(best|better|worse|worst|easiest|hardest|toughest|most (in[- ]demand|popular|profitable|useful|difficult|respected)|pinakamaganda\w*|pinakamagaling\w*|pinakamadali\w*|pinakamahirap\w*|mas maganda\w*|mas magaling\w*|mas madali\w*|mas mahirap\w*)`;

const PATTERNS: RegExp[] = [
  // 'the best program for a job abroad', 'which course is the easiest', 'mas maganda ba ang BSIT o BSCS'.
  new RegExp(String.raw`\b${RANK}\b(?! (way|ways|time|times|route|routes|ride|day|days|place|places|to (go|get|reach|contact|call|visit|ask|apply|commute)))\b.{0,25}\b${JUDGED}\b|\b${JUDGED}\b.{0,30}\b${RANK}\b`),
  // 'is the BSIT program any good', 'is MVSU a good school', 'worth it ba ang agriculture'.
  new RegExp(String.raw`\b(is|are|was)\b.{0,40}\b(any good|good enough|worth it|worth (taking|studying|enrolling)|a good (choice|program|course|school|university|option|investment|college)|reputable|highly rated|well regarded)\b|\bworth it (ba|po)\b|\bmaganda (ba|po ba|po)\b.{0,25}\b${JUDGED}\b|\b${JUDGED}\b.{0,25}\bmaganda (ba|po ba)\b`),
];

const MESSAGE = {
  en: "That is a matter of opinion, and no record I hold rates programs, schools or people, so I can't answer it. I can tell you what each program is, its college and requirements; Guidance & Counseling offers career guidance.",
  fil: "Opinyon iyan, at walang record na nagra-rate ng programa, paaralan o tao, kaya hindi ko iyan masasagot. Masasabi ko kung ano ang bawat programa, ang kolehiyo at requirements nito; may career guidance ang Guidance & Counseling.",
};

/** The refusal for an opinion or ranking asked, of the lower-cased, padded question `s`. */
export function opinionRefusal(s: string, lang: Lang): { reason: string; message: string } | undefined {
  if (!PATTERNS.some((p) => p.test(s))) return undefined;
  return { reason: "opinion", message: lang === "fil" ? MESSAGE.fil : MESSAGE.en };
}
