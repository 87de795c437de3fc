/**
 * An outside group that wants something, told as the subject of the visitor's story ('the barangay youth council
 * wants to borrow the gymnasium, what do they attach', 'a company needs to verify grades', 'ang simbahan namin ay
 * gustong manghiram ng gym'): the group is who asks, not the thing asked, so its name is read as 'we'. A
 * university group ('the student council wants ...') is kept: it may be what the question is about.
 */

/** Words that end the name of a group outside the university. */
const GROUP =
  String.raw`(?:barangay|brgy|sk|sangguniang kabataan|youth|kabataan|lgu|municipality|municipal|town|city|province|provincial|company|companies|kumpanya|kompanya|agency|firm|employer|bank|church|simbahan|parish|ngo|foundation|association|cooperative|coop|group|organi[sz]ation|club|council|school|hospital|office|department|ministry|league|team|parents?|pta)`;

/** A clause opening with a determiner, up to three words and a group noun, then a verb of wanting or needing. */
const GROUP_WANTS = new RegExp(
  String.raw`(^|[,.;]\s*)(?:the|a|an|our|their|this|ang|yung|iyong)\s+((?:[a-z'-]+\s+){0,3}?${GROUP})\s+(?=(?:wants?|needs?|would like|is planning|plans?|asked|asks|is asking|requires?|is requesting|requests?|gusto|gustong|nais|kailangan)\b)`,
  "i",
);

/** A name that is the university's own: its students, offices, colleges. */
const OWN = /\b(mvsu|magat|university|student|students|college|campus|faculty|alumni)\b/i;

/** `text` with an outside group that wants something read as 'we'; undefined when no such group opens a clause. */
export function withoutAskingGroup(text: string): string | undefined {
  const m = GROUP_WANTS.exec(text);
  if (!m || OWN.test(m[2])) return undefined;
  const rest = text.slice(m.index + m[0].length).replace(/^(wants|needs|asks|requires|requests|plans)\b/i, (v) => v.slice(0, -1)).replace(/^is\b/i, "are");
  return `${text.slice(0, m.index)}${m[1]}we ${rest}`;
}
