/**
 * A day counted from today: 'the day after tomorrow' ('makalawa', 'sa isang araw'), 'three days from now',
 * 'exactly four weeks from today', 'dalawang linggo mula ngayon', 'pagkalipas ng limang araw'. The count is said in
 * digits or in English or Filipino number words; the span must be tied to today ('from today', 'mula ngayon',
 * 'pagkalipas ng'), so a duration ('it takes three days') is never read as a date.
 */

/** Number words of English and Filipino, with the Filipino linked forms ('dalawang', 'apat na'). */
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fourteen: 14, twenty: 20, thirty: 30,
  isa: 1, isang: 1, dalawa: 2, dalawang: 2, tatlo: 3, tatlong: 3, apat: 4, lima: 5, limang: 5, anim: 6,
  pito: 7, pitong: 7, walo: 8, walong: 8, siyam: 9, sampu: 10, sampung: 10,
};
const NUMBER = String.raw`(\d{1,3}|${Object.keys(NUMBER_WORDS).join("|")})`;
const UNIT = String.raw`(days?|weeks?|araw|linggo)`;

/** 'N units from today', 'N units mula ngayon', 'pagkalipas ng N units', 'N units after today'. */
const COUNTED = [
  new RegExp(String.raw`\b${NUMBER}(?: na)? ${UNIT} (?:from (?:today|now)|after today|(?:mula|simula|buhat) ngayon|mula sa araw na ito)\b`),
  new RegExp(String.raw`\b(?:pagkalipas|makalipas) ng ${NUMBER}(?: na)? ${UNIT}\b`),
];
/** The day after tomorrow, in English and Filipino. */
const DAY_AFTER_TOMORROW = /\b(the day after tomorrow|day after tomorrow|makalawa|samakalawa|kamakalawa ng bukas)\b/;

/** How many days ahead of today `s` (lower-cased) names, if it names a day counted from today. */
export function daysCountedAhead(s: string): number | undefined {
  if (DAY_AFTER_TOMORROW.test(s)) return 2;
  for (const pattern of COUNTED) {
    const m = pattern.exec(s);
    if (!m) continue;
    const n = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
    return /^(week|linggo)/.test(m[2]) ? n * 7 : n;
  }
  return undefined;
}

/**
 * The Filipino words of a counted day, which frame a question as 'bukas' does and name no topic. English number
 * words stay out: records state counts with them ('more than five days'), so they must keep their weight.
 */
export const COUNTED_DAY_WORDS: readonly string[] = [
  "dalawang", "tatlong", "limang", "pitong", "walong", "sampung",
  "makalawa", "samakalawa", "kamakalawa", "mula", "simula", "buhat", "pagkalipas", "makalipas",
];
