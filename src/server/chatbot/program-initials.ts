/**
 * Programs named by the initials of their field, the way students say them ('HM students', 'IT', 'taking CE'):
 * the initials of the program's name after its degree words ('Bachelor of Science in Hospitality Management':
 * HM). Written in capitals inside a question that is not all capitals, such a word is read as the program's code
 * ('HM' becomes 'BSHM'), so 'hm' in lower case stays 'how much'. Initials two programs share name neither, and
 * initials the kiosk's own texts write as a word of something else ('IT support', 'CS Form') name the program
 * only beside a word for students or programs, as do initials the question's asks are read from ('HM': how much).
 */
import type { Entity } from "./catalog.ts";
import type { FactIndex } from "./facts.ts";
import type { KnowledgeIndex } from "./engine.ts";
import { detectIntents } from "./intents.ts";

/** Words that join a name and give no initial. */
const JOINERS = new Set(["of", "and", "in", "the", "&"]);

/** Short words of everyday English and Filipino that initials may spell ('it', 'is', 'me'): never a program in lower case. */
const COMMON_WORDS = new Set(["it", "is", "me", "as", "at", "an", "am", "be", "we", "us", "he", "so", "no", "or", "if", "pa", "po", "ba", "na", "sa", "ng", "ko", "mo", "ka", "ang", "mga", "for", "and", "the"]);

/** A word for students or programs beside initials: they name a program ('IT students', 'taking CS'). */
const PROGRAM_CONTEXT = /^(students?|estudyante|studyante|course|courses|kurso|programs?|programa|degree|majors?|grads?|graduates?|graduating|taking|take|takes|took|kumuha|kukuha|freshm[ae]n|ojt|internship|board|licensure|years?|taon|requirements?|reqs?|dean|college)$/i;

/** The initials of a program's field ('Hospitality Management': 'HM'), or undefined under two letters. */
export function fieldInitials(title: string): string | undefined {
  const field = title.replace(/^Bachelor of (Science in |Arts in )?/i, "").replace(/\s+major in .*$/i, "");
  const initials = field.split(/\s+/).filter((w) => w && !JOINERS.has(w.toLowerCase())).map((w) => w[0].toUpperCase()).join("");
  return initials.length >= 2 ? initials : undefined;
}

interface InitialsTable {
  /** Initials to the one program they name, with whether the kiosk's texts write them as a word of something else. */
  byInitials: Map<string, { code: string; elsewhere: boolean; followers: Set<string> }>;
}

const cache = new WeakMap<FactIndex, InitialsTable>();

function table(facts: FactIndex, knowledge?: KnowledgeIndex): InitialsTable {
  const cached = cache.get(facts);
  if (cached) return cached;
  const owners = new Map<string, Entity[]>();
  for (const e of facts.entities) {
    if (e.kind !== "program") continue;
    const i = fieldInitials(e.title);
    if (i) owners.set(i, [...(owners.get(i) ?? []), e]);
  }
  const texts = [
    ...facts.entities.filter((e) => e.kind !== "program").flatMap((e) => [e.title, e.summary("en"), ...(e.texts ?? [])]),
    ...(knowledge?.items ?? []).flatMap(({ item }) => [item.canonicalQuestion, ...item.questionVariations, item.canonicalAnswer]),
  ].join("\n");
  const byInitials = new Map<string, { code: string; elsewhere: boolean; followers: Set<string> }>();
  for (const [i, programs] of owners) {
    if (programs.length !== 1) continue;
    const code = /\(([A-Z-]+)\)/.exec(programs[0].summary("en"))?.[1] ?? programs[0].aliases.find((a) => /^[a-z]{2,}(-[a-z]+)?$/.test(a) && a.startsWith("b"));
    if (!code) continue;
    // Initials that are also a shorthand the question's asks are read from ('HM': how much) are no program's alone either.
    // The words the kiosk's texts write after them ('IT support', 'CS Form') mark that other thing.
    const followers = new Set([...texts.matchAll(new RegExp(`\\b${i} ([A-Za-z]+)`, "g"))].map((m) => m[1].toLowerCase()));
    byInitials.set(i, { code: code.toUpperCase(), elsewhere: new RegExp(`\\b${i}\\b`).test(texts) || detectIntents(i.toLowerCase()).length > 0, followers });
  }
  const built = { byInitials };
  cache.set(facts, built);
  return built;
}

/** Words before a program's initials said as a common word ('an it course'). */
const ARTICLE = /^(a|an|the|any|your|their|ng|sa|may|meron|mayroon|yung|ung|ang)$/i;
/** Words for a program right after its initials ('it course', 'it program'). */
const PROGRAM_NOUN = /^(course|courses|program|programs|degree|major|kurso)$/i;

/** The question with every program's field initials written as the program's code ('HM students' -> 'BSHM students'). */
export function withProgramCodes(facts: FactIndex, text: string, knowledge?: KnowledgeIndex): string {
  if (!/[a-z]/.test(text)) return text;
  const { byInitials } = table(facts, knowledge);
  const words = text.split(/(\s+)/);
  return words
    .map((w, at) => {
      const bare = /^([A-Z]{2,3})([,.?!]*)$/.exec(w);
      // In lower case ('hm students'), only right beside a word for students or programs, and never a common word ('it', 'is').
      const lower = !bare && /^([a-z]{2,3})([,.?!]*)$/.exec(w);
      if (lower) {
        const beside = [words[at - 2], words[at + 2]].filter(Boolean).map((x) => x.replace(/[^A-Za-z-]/g, ""));
        // A common word is initials only between an article and a program word ('an it course', 'may it course ba').
        const named = !COMMON_WORDS.has(lower[1]) || (ARTICLE.test(words[at - 2] ?? "") && PROGRAM_NOUN.test((words[at + 2] ?? "").replace(/[^A-Za-z]/g, "")));
        const hit = named && byInitials.get(lower[1].toUpperCase());
        return hit && !hit.followers.has(beside[1]?.toLowerCase() ?? "") && beside.some((x) => PROGRAM_CONTEXT.test(x)) ? `${hit.code}${lower[2]}` : w;
      }
      const hit = bare && byInitials.get(bare[1]);
      if (!hit) return w;
      if (hit.followers.has((words[at + 2] ?? "").replace(/[^A-Za-z]/g, "").toLowerCase())) return w;
      if (hit.elsewhere) {
        const near = [-6, -4, -2, 2, 4, 6].map((d) => words[at + d]).filter(Boolean).map((x) => x.replace(/[^A-Za-z-]/g, ""));
        if (!near.some((x) => PROGRAM_CONTEXT.test(x))) return w;
      }
      return `${hit.code}${bare[2]}`;
    })
    .join("");
}
