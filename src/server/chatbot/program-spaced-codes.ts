/**
 * A program's code typed with a space after its degree letters ('ab psych', 'bs it', 'BS CE', 'ab comm'): at a
 * kiosk keyboard visitors split the degree from its field. One rule over every program: the degree letters
 * ('ab', 'ba', 'bs') and the word after them, when together they are a program's code, are read as that code.
 */
import type { Entity } from "./catalog.ts";

const cache = new WeakMap<readonly Entity[], Set<string>>();

/** Every program's code in lower case ('abpsych', 'bsit'): its aliases of degree letters and field letters. */
function programCodes(entities: readonly Entity[]): Set<string> {
  let codes = cache.get(entities);
  if (codes) return codes;
  codes = new Set(entities.filter((e) => e.kind === "program").flatMap((e) => e.aliases.filter((a) => /^(?:bs|ab|ba)[a-z]{2,6}$/.test(a))));
  cache.set(entities, codes);
  return codes;
}

/** `text` with each degree's letters and the field word after them joined when they make a program's code. */
export function withSpacedProgramCodes(entities: readonly Entity[], text: string): string {
  const codes = programCodes(entities);
  return text.replace(/\b(ab|ba|bs)[ .-]+([a-z]{2,6})\b/gi, (whole, degree: string, field: string) => {
    const code = `${degree}${field}`;
    return codes.has(code.toLowerCase()) ? code : whole;
  });
}
