/**
 * Where a paper goes once the visitor has it ('where do I submit the TOR request form', 'saan ko dadalhin ang
 * resibo para sa TOR'): the step of the service that hands that paper in at a place ('Present the Official Receipt
 * at Window 2'), not where the paper is downloaded or the service's requirements. The step is the one whose own
 * words hold the most of the question beyond the service's name, among the steps that hand something in at a place.
 */
import type { Entity, Lang } from "./catalog.ts";
import { compose, type FactIndex, type FactReply } from "./facts.ts";
import { STOP_WORDS, WEAK_WORDS, mapWord, stem, tokenize } from "./language.ts";
import { charterSteps } from "./step-durations.ts";

/** Asking where. */
const WHERE = /\b(where|saan|san|which (window|office|room|counter)|(anong|aling) (window|opisina|office|kwarto))\b/i;
/** Handing a paper in: the English verbs and the Filipino ones in their affixed forms. */
const HAND_IN = /\b(submit|submitted|hand in|turn in|pass|file|bring|return|present|give|ipasa|ipapasa|naipasa|isumite|isusumite|dalhin|dadalhin|ibigay|ibibigay|iabot|ipresent|ipakita)\b/i;
/** A step the client takes that hands something in at a place. */
const STEP_HANDS_IN = /\b([Ss]ubmit|[Pp]resent|[Ff]ile|[Hh]and|[Bb]ring|[Rr]eturn|[Gg]ive)\b.*\b(Window|Room|Office|Desk|Counter|OSAS|Registrar|Cashier)\b/;

/** Words that never tell a step apart: asking, handing in and the words every procedure shares ('form' does: a step hands a form in). */
const COMMON = new Set([...STOP_WORDS, ...[...WEAK_WORDS].filter((w) => w !== stem("form")), ..."submit present file hand bring return give where which window office step steps".split(" ").map(stem)]);

/** The terms of `text` as the steps would hold them: its words, stems and what the word table maps them to. */
function termsAsked(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokenize(text)) {
    for (const w of [t.term, stem(t.source), ...(mapWord(t.source) ?? []).map(stem)]) if (w.length >= 3 && !COMMON.has(w)) out.add(w);
  }
  return out;
}

/** The step of a service named by the question where a paper the question names is handed in, stated with its place. */
export function paperDestination(facts: FactIndex, text: string, lang: Lang): FactReply | undefined {
  if (!WHERE.test(text) || !HAND_IN.test(text)) return undefined;
  const asked = termsAsked(text);
  let best: { entity: Entity; step: string; index: number; named: number; paper: number } | undefined;
  let tie = false;
  for (const entity of facts.entities) {
    if (entity.kind !== "service") continue;
    const names = new Set([entity.title, ...entity.aliases].flatMap((n) => tokenize(n).map((t) => t.term)));
    const named = [...names].filter((n) => asked.has(n)).length;
    if (!named) continue;
    const steps = charterSteps(entity).map((s) => s.client);
    steps.forEach((step, index) => {
      if (!STEP_HANDS_IN.test(step)) return;
      const words = new Set(tokenize(step).flatMap((t) => [t.term, stem(t.source)]));
      const paper = [...asked].filter((a) => !names.has(a) && words.has(a)).length;
      if (!paper) return;
      const better = !best || named > best.named || (named === best.named && paper > best.paper);
      const same = best && named === best.named && paper === best.paper;
      if (better) [best, tie] = [{ entity, step, index, named, paper }, false];
      else if (same) tie = true;
    });
  }
  if (!best || tie) return undefined;
  const { entity, step, index } = best;
  const line = lang === "fil" ? `${entity.title}, hakbang ${index + 1}: ${step}.` : `${entity.title}, step ${index + 1}: ${step}.`;
  return { message: compose([line], lang, entity.href), entities: [entity], intents: ["where"] };
}
