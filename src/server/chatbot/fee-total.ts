/**
 * The total of a fee quoted per unit, for the number of units the visitor names: '2 pages' of a transcript
 * at '₱100.00 per page plus ₱50.00 documentary stamp' is ₱250.00. A visitor at the cashier wants the amount to
 * bring, not the arithmetic; the per-unit fee stays in the reply so the total can be checked.
 */
import { peso, type Lang } from "./catalog.ts";

/** The units a charter fee is quoted per, with the words a visitor uses for them (English and Filipino). */
const UNITS: Readonly<Record<string, RegExp>> = {
  page: /^(pages?|pahina|pp)$/,
  copy: /^(cop(y|ies)|kopya|ctcs?)$/,
  document: /^(documents?|dokumento)$/,
  certificate: /^(certificates?|certifications?|sertipiko)$/,
};

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  isa: 1, isang: 1, dalawa: 2, dalawang: 2, tatlo: 3, tatlong: 3, apat: 4, lima: 5, limang: 5, anim: 6, pito: 7, walo: 8, siyam: 9, sampu: 10,
};

/** Words that may stand between a count and its unit. */
const BETWEEN: ReadonlySet<string> = new Set(["na", "ng", "certified", "true", "original", "extra", "more", "additional", "page"]);

const FILIPINO_UNIT: Readonly<Record<string, string>> = { page: "pahina", copy: "kopya", document: "dokumento", certificate: "sertipiko" };


/** How many of `unit` the question names ('2 pages', 'tatlong kopya', 'a 3-page tor'), if it names a count. */
export function countAsked(question: string, unit: string): number | undefined {
  const words = question.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    if (!UNITS[unit]?.test(words[i])) continue;
    // The count stands before the unit, past a linker or a describing word ('dalawang pahina', '2 na pages',
    // 'two certified true copies').
    for (const back of [1, 2, 3]) {
      const w = words[i - back];
      if (w === undefined) break;
      const n = /^\d{1,3}$/.test(w) ? Number(w) : NUMBER_WORDS[w];
      if (n !== undefined) return n >= 1 ? n : undefined;
      if (!BETWEEN.has(w)) break;
    }
  }
  return undefined;
}

/**
 * The sentence that states the total for the count asked, when `message` quotes a fee per one of the units and
 * the question names how many; a fixed charge quoted with it ('plus ₱50.00 documentary stamp') is added once.
 */
export function feeTotal(question: string, message: string, lang: Lang): string | undefined {
  const quote = /₱([\d,]+(?:\.\d{2})?) per (page|copy|certified true copy|document|certificate)\b(?:[^.₱]{0,12}?\b(?:plus|and|at)\s+₱([\d,]+(?:\.\d{2})?) ([a-z ]{3,30}?)(?=[.;,)]|$))?/i.exec(message);
  if (!quote) return undefined;
  const unit = quote[2].toLowerCase().endsWith("copy") ? "copy" : quote[2].toLowerCase();
  const count = countAsked(question, unit);
  if (!count) return undefined;
  const each = Number(quote[1].replace(/,/g, ""));
  const extra = quote[3] ? Number(quote[3].replace(/,/g, "")) : 0;
  const total = each * count + extra;
  const plural = lang === "fil" ? FILIPINO_UNIT[unit] : count === 1 ? unit : unit === "copy" ? "copies" : `${unit}s`;
  const parts = `${peso(each)} × ${count}${extra ? ` + ${peso(extra)} ${quote[4].trim()}` : ""}`;
  return lang === "fil" ? `Para sa ${count} ${plural}: ${peso(total)} (${parts}).` : `For ${count} ${plural}: ${peso(total)} (${parts}).`;
}
