/**
 * 'After the exam, what comes next?', 'pagkatapos ko magbayad, ano ang susunod?': the step that follows the
 * one the visitor names, in the ordered steps of a procedure (a charter service's steps, the application
 * process). The step named is the one whose words the after-clause holds most of; among equals, the first in
 * the procedure (the process the rest of the question names first).
 */
import type { Entity, Lang } from "./catalog.ts";
import { compose, type FactIndex, type FactReply } from "./facts.ts";
import { tokenize } from "./language.ts";

/** 'after X', 'pagkatapos ng X', 'once X is done': X is the step done. */
const AFTER_CLAUSE = /\b(?:after|pagkatapos(?: ng| sa| ko| namin)?|matapos(?: ang| ng| ko)?|once|kapag tapos(?: na)?(?: ang| ng| ko)?)\s+(.+?)(?=\s*[,?.!;]|\s+\b(?:so|so that|para|what|whats|what's|ano|anong|ano'?ng|where|saan|how|paano|then|do i|should i|ang susunod|next)\b|$)/i;
/** 'I passed the entrance exam', 'pasado na ang anak ko sa entrance exam': the step done, and its result known. */
const PASSED = /\b(?:passed|pass|passing|pumasa|pasado|nakapasa)\b(?:\s+(?:na|ako|kami|siya|po|ang|anak|ko|my|son|daughter|already))*\s+(?:sa|in|the|ng)?\s*(.+?)(?=\s*[,?.!;]|\s+\b(?:so|what|whats|what's|ano|anong|ano'?ng|where|saan|how|paano|then|do i|should i|ang susunod|next)\b|$)/i;
/** A step that only waits for or posts an outcome ('Wait for the Results'): passing means it is behind the visitor too. */
const RESULT_STEP = /\b(results?|resulta)\b/i;

/** What the visitor asks of it: what comes next. */
const NEXT_ASKED = /\b(next|comes|happens|susunod|sunod|kasunod|then what|what now|do i do|should i do|gagawin|gawin|(?:do|will|should) (?:i|we) (?:get|receive)|makukuha (?:ko|namin)|matatanggap (?:ko|namin))\b/i;

/** A procedure's steps as stored, in order: the charter's 'Steps:' lines or the application steps. */
function stepsOf(e: Entity): { line: string; name: string }[] {
  const lines = e.texts ?? [];
  const charter = lines.filter((t) => t.startsWith("Steps: ")).map((line) => ({ line, name: /^Steps: (.+?)(?:\. Agency:|$)/.exec(line)?.[1] ?? line }));
  if (charter.length >= 2) return charter;
  const process = lines.filter((t) => /\. Description: .*\. Duration: /.test(t)).map((line) => ({ line, name: line.replace(/\. Duration: .*$/, "") }));
  return process.length >= 2 ? process : [];
}

/** 'Pay the fee. Agency: ... Fee: ₱50.00 ... Time: 10 minutes' as the visitor reads it: what to do, the fee and the time. */
function stepText(line: string): string {
  const charter = /^Steps: (.+?)(?:\. Agency: .*?)?(?:\. Fee: (.+?))?(?:\. Time: (.+?))?(?:\. Responsible: .*)?$/.exec(line);
  if (charter) return [charter[1], charter[2] && charter[2] !== "None" ? `Fee: ${charter[2]}` : "", charter[3] ? `Time: ${charter[3]}` : ""].filter(Boolean).join(". ");
  return line;
}

/** The step after the one the question's after-clause names, in the procedure that lists it. */
export function nextStep(facts: FactIndex, text: string, lang: Lang): FactReply | undefined {
  if (!NEXT_ASKED.test(text)) return undefined;
  const clause = AFTER_CLAUSE.exec(text)?.[1] ?? PASSED.exec(text)?.[1];
  if (!clause) return undefined;
  const passed = PASSED.test(text);
  const done = facts.terms(clause);
  if (!done.size) return undefined;
  // The rest of the question may name the procedure ('... in the application', '... for my TOR').
  const rest = facts.terms(text.replace(clause, " "));
  const candidates: { e: Entity; at: number; held: number; named: number }[] = [];
  for (const e of facts.entities) {
    const steps = stepsOf(e);
    steps.forEach((s, at) => {
      const held = [...new Set(tokenize(s.name).map((t) => t.term))].filter((t) => done.has(t)).length;
      // The step holds at least half the words of the clause: 'after the midterm exams' names no step of the application.
      if (!held || held * 2 < done.size || at === steps.length - 1) return;
      const named = [...new Set(tokenize([e.title, ...e.aliases].join(" ")).map((t) => t.term))].filter((t) => rest.has(t) || done.has(t)).length;
      candidates.push({ e, at, held, named });
    });
  }
  if (!candidates.length) return undefined;
  candidates.sort((a, b) => b.held - a.held || b.named - a.named || a.at - b.at);
  const best = candidates[0];
  // Two procedures with the same step named as well and neither named more: which one is meant is unknown.
  const stepList = (e: Entity) => stepsOf(e).map((s) => s.line).join("\n");
  const rival = candidates.find((c) => c.held === best.held && c.named === best.named && stepList(c.e) !== stepList(best.e));
  if (rival) return undefined;
  const steps = stepsOf(best.e);
  // Having passed it, its result is known: the step after waiting for the result comes next.
  while (passed && best.at + 2 < steps.length && RESULT_STEP.test(steps[best.at + 1].name)) best.at++;
  const step = stepText(steps[best.at].line).split(". ")[0];
  const next = stepText(steps[best.at + 1].line);
  // The application's steps are stored with each applicant type's requirements: the procedure is the application.
  const procedure = best.e.kind === "admission" ? (lang === "fil" ? "pag-apply sa MVSU" : "application to MVSU") : best.e.title;
  const head = lang === "fil" ? `Pagkatapos ng "${step}" (${procedure}), ang susunod:` : `After "${step}" (${procedure}), the next step is:`;
  // The reply states the step done and the next: their record ids when the procedure keeps one per stored line.
  const texts = best.e.texts ?? [];
  const aligned = best.e.records.length === texts.length;
  const records = aligned ? [steps[best.at], steps[best.at + 1]].map((s) => best.e.records[texts.indexOf(s.line)]) : best.e.records;
  return { message: compose([`${head} ${next.replace(/[\s.]*$/, ".")}`], lang, best.e.href), entities: [{ ...best.e, records }], intents: ["steps"], strong: true, explains: [...done] };
}
