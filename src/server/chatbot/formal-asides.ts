/**
 * What a formal writer says beside the question about themselves: who they are ('As an exchange student,', 'As a
 * visiting researcher studying Philippine higher education,') and why they ask, after the question ('..., as I
 * need it for my promotion papers', '..., so that I can arrange the transportation of my daughter', '..., since
 * his recommendation is needed for my son's application', '..., given your strength in agriculture'). Neither
 * names the thing asked: it is set aside when the rest of the message still names something the records know.
 * What the writer says happened to them after the role ('As a student who has misplaced my ID,') tells the
 * thing the question is about, so it is kept, as their own clause ('I have misplaced my ID,').
 */

/**
 * A role said of oneself opening the message: 'As a/an <up to four words>' (or 'Being a ...'), then a comma, a
 * relative 'who/that' clause or a participle phrase up to the comma.
 */
const ROLE_OPENING = /^\s*(?:as|being)\s+(?:a|an|the|one of the|someone|somebody)\s+((?:[a-z'-]+\s+){0,3}?[a-z'-]+)(?:\s*,\s*|\s+(who|that)\s+([^,;]+?)\s*[,;]\s*|\s+[a-z]+ing\b[^,;]*[,;]\s*)(?=\S)/i;

/**
 * A reason or purpose after the question, to the end of the message: 'as', 'since', 'because', 'so that', 'so',
 * 'in order to', 'in case', 'for I', 'given', 'considering', then who it is about ('I', 'we', 'my son', 'his
 * recommendation', 'your strength') or 'to' for a purpose ('in order to enrol'). A comma or semicolon sets it off.
 */
const TRAILING_REASON =
  /[,;]\s*(?:(?:as|since|because|for|so that|so|in order that|in case|given that|given|considering|seeing that|now that)\s+(?:i|i'm|i am|we|we're|we are|my|our|me|us|he|she|they|his|her|their|it|your|you)\b|(?:in order to|so as to)\s+[a-z]+)[^?]*([?.!]*)\s*$/i;

/**
 * `text` without the writer's role and their reason for asking, when what is left still names something
 * `named` knows (a word of a record, not a word of asking); undefined when nothing is set aside.
 */
export function withoutFormalAsides(text: string, named: (rest: string) => boolean): string | undefined {
  let out = text;
  const role = ROLE_OPENING.exec(out);
  if (role) {
    // What happened to the writer stays, as their own clause ('who has lost my ID' -> 'I have lost my ID').
    const did = role[2] && role[3] ? `I ${role[3].replace(/^has\b/i, "have").replace(/^is\b/i, "am")}, ` : "";
    const rest = did + out.slice(role.index + role[0].length);
    if (named(rest)) out = rest;
  }
  const reason = TRAILING_REASON.exec(out);
  if (reason) {
    const rest = `${out.slice(0, reason.index)}${reason[1] || ""}`;
    if (named(rest)) out = rest;
  }
  return out === text ? undefined : out.replace(/\s+/g, " ").trim();
}
