/**
 * A program's field word clipped as students say it ('psych', 'accounta', 'foresty' aside), alone without the
 * degree letters, in a question that asks about a program (its college, its requirements, shifting to it): read
 * as the one program whose field the word opens ('psych anong college' is the Bachelor of Arts in Psychology).
 * 'AB psych' with the letters is `program-degree-words.ts`; this is the same clipping said bare. A word the
 * records hold in its own right ('math', a school subject) or one that opens two programs' fields is left alone,
 * and so is a question with no word of a program's details, where the clipped word may mean something else
 * ('psych test' is the aptitude test).
 */
import type { Entity } from "./catalog.ts";
import { programsOf } from "./program-degree-words.ts";

/** Words that ask about a program: which college or department has it, what it requires, shifting into it. */
const PROGRAM_ASKED = /\b(college|kolehiyo|department|dept|under|requirements?|reqs?|prerequisites?|qualifications?|average|gwa|shift|shifting|lumipat|course|kurso|program|curriculum|major)\b/i;

/** `text` with a bare clipped field word read as its program's name, when the question asks about a program. */
export function withClippedPrograms(entities: readonly Entity[], text: string, known: (word: string) => boolean): string {
  if (!PROGRAM_ASKED.test(text)) return text;
  const { fields } = programsOf(entities);
  return text.replace(/(?<![-\w])([a-z]{4,})(?![-\w])/gi, (word: string, _w: string, at: number) => {
    const c = word.toLowerCase();
    // After degree letters ('ab psych') the word is the other rule's.
    if (/\b(ab|bs|ba)[ .-]+$/i.test(text.slice(0, at))) return word;
    if (known(c)) return word;
    const opened = fields.filter((p) => p.field !== c && p.field.startsWith(c) && p.field.length - c.length >= 2);
    return opened.length === 1 ? opened[0].name : word;
  });
}
