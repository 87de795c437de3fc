/**
 * A paper the visitor already has, named after 'besides', 'together with' or 'bukod sa' ('what do I submit
 * together with the clearance form', 'ano kailangan bukod sa clearance form'), is not what the question is about:
 * it asks the rest of what that procedure needs. The form's word is dropped so the procedure named by the rest
 * of the phrase (the clearance, the transcript) answers with its requirements, not the form's download link.
 */

/** Asking what to hand in or bring. */
const REQUIREMENTS_ASKED = /\b(what (do|does|should|must|else) |requirements?|need|needed|submit|bring|attach|kailangan|kelangan|dadalhin|dalhin|isumite|ipasa|ilakip)\b/i;

/** 'besides the X form', 'bukod sa X form': the phrase, the paper's name and its form word. */
const BESIDES_PAPER =
  /\b(besides|aside from|apart from|other than|together with|along with|in addition to|bukod (?:pa )?sa|maliban sa|kasama ng|kasama ang)\s+(the |my |ang |yung |ung |aking )?((?:[a-z0-9-]+ ){0,4}?[a-z0-9-]+) (forms?|request forms?|application forms?)\b/i;

/** The question with a besides-paper's form word left out, or undefined when it names none or asks no requirements. */
export function besidesPaper(text: string): string | undefined {
  if (!REQUIREMENTS_ASKED.test(text)) return undefined;
  const m = BESIDES_PAPER.exec(text);
  if (!m) return undefined;
  return `${text.slice(0, m.index)}${m[1]} ${m[2] ?? ""}${m[3]}${text.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
}
