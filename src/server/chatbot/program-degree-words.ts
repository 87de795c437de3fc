/**
 * A program said by its degree letters and a word for its field, as visitors type it: the letters split from the
 * code at a kiosk keyboard ('ab psych', 'BS IT', 'bs-ce': read as the code 'abpsych', 'BSIT', 'bsce') or a clipped
 * field word ('AB Psych', 'BS Math': read as the one program whose field the word opens, 'Bachelor of Arts in
 * Psychology'). One rule over every program; a word that makes no code and opens no field, or the fields of two
 * programs alike, is left alone ('bs crim' names no MVSU program, so the not-offered rules still read it).
 */
import type { Entity } from "./catalog.ts";

interface Programs {
  /** Every program's code in lower case ('abpsych', 'bsit'). */
  codes: Set<string>;
  /** Each Bachelor of Science or Arts program's name, degree letters and the first word of its field. */
  fields: { name: string; degree: string; field: string }[];
}

const cache = new WeakMap<readonly Entity[], Programs>();

export function programsOf(entities: readonly Entity[]): Programs {
  let p = cache.get(entities);
  if (p) return p;
  const programs = entities.filter((e) => e.kind === "program");
  p = {
    codes: new Set(programs.flatMap((e) => e.aliases.filter((a) => /^(?:bs|ab|ba)[a-z]{2,6}$/.test(a)))),
    fields: programs.flatMap((e) => {
      const m = /^Bachelor of (Science|Arts) in ([A-Za-z]+)/.exec(e.title);
      return m ? [{ name: e.title, degree: m[1] === "Science" ? "bs" : "ab", field: m[2].toLowerCase() }] : [];
    }),
  };
  cache.set(entities, p);
  return p;
}

/** `text` with each degree's letters and the word after them read as the program's code or name they make. */
export function withDegreeWords(entities: readonly Entity[], text: string): string {
  const { codes, fields } = programsOf(entities);
  return text.replace(/\b(ab|ba|bs)[ .-]+([a-z]{2,})\b/gi, (whole, degree: string, word: string) => {
    const code = `${degree}${word}`;
    if (word.length <= 6 && codes.has(code.toLowerCase())) return code;
    // 'Ba' is also the Filipino question particle ('may tulong ba for grants'): only 'BS' and 'AB' open a field.
    const d = degree.toLowerCase();
    const c = word.toLowerCase();
    if (d === "ba" || c.length < 4) return whole;
    const opened = fields.filter((p) => p.field !== c && p.field.startsWith(c));
    const same = opened.filter((p) => p.degree === d);
    const one = same.length === 1 ? same[0] : opened.length === 1 ? opened[0] : undefined;
    return one ? one.name : whole;
  });
}
