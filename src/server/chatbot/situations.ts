/**
 * Situations: a visitor describes what happened ('someone is stealing bikes near the gym', 'my roommate keeps
 * talking about hurting herself'), not the office that helps. A message that describes a case of an emergency
 * class (lexicon.ts) is answered with that class's emergency number and who answers it, and the words that
 * describe the scene (bikes, the demo farm, a dorm mate) are part of the situation, not a topic to doubt.
 */
import { EMERGENCY_SITUATIONS, NOT_A_SITUATION, type SituationClass } from "./lexicon.ts";
import { mapWord, normalise } from "./language.ts";

interface Compiled {
  situation: SituationClass;
  words: Set<string>;
  cues: Set<string>;
}

let compiled: Compiled[] | undefined;
function classes(): Compiled[] {
  compiled ??= EMERGENCY_SITUATIONS.map((situation) => ({
    situation,
    words: new Set(situation.words.split(/\s+/).filter(Boolean)),
    cues: new Set(situation.cues.split(/\s+/).filter(Boolean)),
  }));
  return compiled;
}

/** The words of `text` (normalised) that describe a case of `situation`. */
export function situationWords(text: string, situation: SituationClass): string[] {
  const c = classes().find((x) => x.situation === situation);
  if (!c) return [];
  return normalise(text)
    .split(" ")
    .filter((w) => c.words.has(w) || c.cues.has(w) || (mapWord(w) ?? []).some((m) => c.cues.has(m)));
}

/**
 * The emergency class `text` describes: one of its words ('nahimatay', 'snatcher'), a word the word table reads
 * as one of its cues ('stolen' is theft), or one of its descriptions ('a child is lost', 'hurting herself').
 * Classes are weighed in the lexicon's order, so 'bitten by a snake' is medical before a snake is security.
 */
export function situationOf(text: string): SituationClass | undefined {
  const s = normalise(text).replace(NOT_A_SITUATION, " ");
  const words = s.split(" ");
  for (const c of classes()) {
    if (c.situation.patterns.some((p) => p.test(s))) return c.situation;
    if (words.some((w) => c.words.has(w) || c.cues.has(w) || (mapWord(w) ?? []).some((m) => c.cues.has(m)))) return c.situation;
  }
  return undefined;
}

/**
 * `text` (normalised) without the descriptions of `situation` it holds, so that the words of a description
 * ('a nurse i can call anytime', 'the ceiling of the library is falling') are not read as a question of their own.
 */
export function withoutDescriptions(text: string, situation: SituationClass): string {
  let s = normalise(text);
  for (const p of situation.patterns) s = s.replace(new RegExp(p.source, "g"), " ");
  return s;
}
