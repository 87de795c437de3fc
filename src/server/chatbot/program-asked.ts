/**
 * Whether a question asks about a program by its existence, however it is phrased: 'is there a law school',
 * 'may medicine po ba kayo', 'vet med po meron', or the program's name alone ('veterinary medicine po').
 * The not-offered answer reads these beside the program words ('course', 'offer', 'take') it always read.
 */

/** Asking whether something exists: 'is there', 'are there', 'do you have', 'may ... ba/kayo/dito', 'meron', '... school'. */
const EXISTENCE = /\b(is there|are there|there is|may\b.{0,40}\b(ba|kayo|dito|po)|meron|merun|mayroon|mayron|wala|walang|school|schools|paaralan)\b/;

/** Words that add nothing to a bare name: courtesy, question particles, the university itself. */
const FILLER = new Set(["po", "ba", "pa", "naman", "nga", "please", "pls", "plz", "kayo", "dito", "here", "sa", "ng", "ang", "yung", "mvsu", "the", "a", "an", "at", "in", "ask", "lang", "ho", "ok", "hello", "hi"]);

/** Words that may close a question asking whether a program exists ('... po ba kayo', '... meron', '... here?'). */
const CLOSING = new Set([...FILLER, "meron", "mayroon", "available", "offered", "ba", "kaya", "pala", "ninyo", "nyo", "niyo", "u", "you", "university", "campus"]);

/**
 * Does the question ask whether the program `name` exists: an existence phrase, and nothing after the name but
 * words that close a question ('may medicine po ba kayo'), so the name is not a modifier of another thing asked
 * ('is there a chemistry lab', 'is there a history of mvsu', 'is there a nursing room').
 */
export function existenceAsked(lower: string, name: string): boolean {
  const s = ` ${lower.replace(/[^a-z ]+/g, " ").replace(/\s+/g, " ")} `;
  // 'mag' before a program is taking it up ('saan pwede mag medtech', 'gusto ko mag-nursing').
  if (s.includes(` mag ${name.toLowerCase()} `)) return true;
  if (!EXISTENCE.test(lower)) return false;
  const at = s.lastIndexOf(` ${name.toLowerCase()} `);
  if (at < 0) return false;
  return s.slice(at + name.length + 2).split(" ").filter(Boolean).every((w) => CLOSING.has(w));
}

/**
 * A question that is nothing but `name` and courtesy words ('veterinary medicine po', 'nursing?') asks whether
 * the program is offered: a program's name said alone is the kiosk's most common way of asking for it.
 */
export function bareName(lower: string, name: string): boolean {
  const s = ` ${lower.replace(/[^a-z ]+/g, " ").replace(/\s+/g, " ")} `;
  const rest = s.replace(new RegExp(` ${name.toLowerCase()} `), " ").trim();
  return rest !== s.trim() && rest.split(" ").filter(Boolean).every((w) => FILLER.has(w));
}
