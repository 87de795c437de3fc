/**
 * A program said by its degree letters and a clipped field word ('AB Psych', 'ab comm', 'BS Math'), as students
 * write it: the program whose field's first word the clipped word opens, read as its name ('Bachelor of Arts in Psychology'). One rule
 * over every program; a clipped word that opens no field, or the fields of two programs alike, is left alone
 * ('bs crim' names no MVSU program, so the not-offered rules still read it).
 */
import type { Entity } from "./catalog.ts";

const cache = new WeakMap<readonly Entity[], { name: string; degree: string; field: string }[]>();

/** Each Bachelor of Science or Arts program's name, degree letters ('bs', 'ab') and the first word of its field ('psychology'). */
function programFields(entities: readonly Entity[]) {
  let out = cache.get(entities);
  if (out) return out;
  out = [];
  for (const e of entities) {
    if (e.kind !== "program") continue;
    const m = /^Bachelor of (Science|Arts) in ([A-Za-z]+)/.exec(e.title);
    if (m) out.push({ name: e.title, degree: m[1] === "Science" ? "bs" : "ab", field: m[2].toLowerCase() });
  }
  cache.set(entities, out);
  return out;
}

/** `text` with each 'degree letters + clipped field word' read as the one program it names. */
export function withClippedPrograms(entities: readonly Entity[], text: string): string {
  // 'Ba' is also the Filipino question particle ('may tulong ba for grants'): only 'BS' and 'AB' are read.
  return text.replace(/\b(bs|ab)\s+([a-z]{4,})\b/gi, (whole, degree: string, clip: string) => {
    const c = clip.toLowerCase();
    const opened = programFields(entities).filter((p) => p.field !== c && p.field.startsWith(c));
    if (!opened.length) return whole;
    const same = opened.filter((p) => p.degree === degree.toLowerCase());
    const one = same.length === 1 ? same[0] : opened.length === 1 ? opened[0] : undefined;
    return one ? one.name : whole;
  });
}
