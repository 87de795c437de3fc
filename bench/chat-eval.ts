/**
 * Measures the assistant on the labelled set in bench/chat-eval/ (questions written as visitors write them):
 * an in-scope question passes only when the reply states the specific fact (a regular expression on the fee,
 * time, name, e-mail, URL or date) and is not the fallback; an out-of-scope question passes when it gets the
 * fallback or a refusal (category `fallback`). Prints accuracy per kind and every miss.
 *   npm run bench:chat-eval                      the assistant (records + knowledge items)
 *   npm run bench:chat-eval -- --engine=knowledge   the knowledge items alone (the engine before the records)
 *   npm run bench:chat-eval -- --batch=9            one batch (in-scope-9.txt and out-of-scope-9.txt)
 *   npm run bench:chat-eval -- --exclude=10         every batch but those named
 * The clock is fixed inside the semester the content describes, so 'today' and 'next' have answers.
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { answer } from "../src/server/chatbot/engine.ts";
import { respond } from "../src/server/chatbot/assistant.ts";
import { assistantFromContent } from "../src/server/chatbot/from-content.ts";

export interface EvalCase {
  kind: string;
  question: string;
  expect?: RegExp;
}

/** Wednesday 20 November 2024, 10:00 in Manila. */
export const EVAL_NOW = new Date("2024-11-20T02:00:00Z");

async function readSet(file: string, withExpect: boolean): Promise<EvalCase[]> {
  const text = await readFile(path.resolve(import.meta.dirname, "chat-eval", file), "utf8");
  return text
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((line) => {
      // The regular expression may itself contain ' | ': only the first two separate the fields.
      const [kind, question, ...rest] = line.split(" | ");
      const expect = rest.length ? rest.join(" | ").trim() : undefined;
      if (!question || (withExpect && !expect)) throw new Error(`bench/chat-eval/${file}: cannot read the line "${line}"`);
      return { kind: kind.trim(), question: question.trim(), ...(withExpect && { expect: new RegExp(expect!, "i") }) };
    });
}

/** Every batch of the set: in-scope*.txt and out-of-scope*.txt under bench/chat-eval/ (or one batch: '9' reads in-scope-9.txt). */
export async function loadEvalSet(batch?: string, exclude: readonly string[] = []) {
  const files = (await readdir(path.resolve(import.meta.dirname, "chat-eval")))
    .sort()
    .filter((f) => (!batch || f.endsWith(`-${batch}.txt`)) && !exclude.some((b) => f.endsWith(`-${b}.txt`)));
  const read = async (prefix: string, withExpect: boolean) =>
    (await Promise.all(files.filter((f) => f.startsWith(prefix) && f.endsWith(".txt")).map((f) => readSet(f, withExpect)))).flat();
  return { inScope: await read("in-scope", true), outOfScope: await read("out-of-scope", false) };
}

export interface KindScore {
  kind: string;
  passed: number;
  total: number;
}

export async function runEval(engine: "assistant" | "knowledge" = "assistant", batch?: string, exclude: readonly string[] = []) {
  const a = await assistantFromContent(EVAL_NOW);
  const set = await loadEvalSet(batch, exclude);
  const reply = (q: string) =>
    engine === "assistant" ? respond(a.knowledge, a.facts, a.config, q, EVAL_NOW, () => 0) : answer(a.knowledge, a.config, q, () => 0);
  const kinds = new Map<string, KindScore>();
  const score = (kind: string, ok: boolean) => {
    const k = kinds.get(kind) ?? { kind, passed: 0, total: 0 };
    k.total++;
    if (ok) k.passed++;
    kinds.set(kind, k);
  };
  const misses: string[] = [];
  let inPassed = 0;
  for (const c of set.inScope) {
    const r = reply(c.question);
    const ok = r.category !== "fallback" && c.expect!.test(r.message);
    if (ok) inPassed++;
    else misses.push(`  [${c.kind}] ${JSON.stringify(c.question)} wants /${c.expect!.source}/, got (${r.category}) ${JSON.stringify(r.message.slice(0, 160))}`);
    score(c.kind, ok);
  }
  let outPassed = 0;
  for (const c of set.outOfScope) {
    const r = reply(c.question);
    const ok = r.category === "fallback" || r.category === "small_talk";
    if (ok) outPassed++;
    else misses.push(`  [out:${c.kind}] ${JSON.stringify(c.question)} was answered (${r.category}) ${JSON.stringify(r.message.slice(0, 120))}`);
    score(`out:${c.kind}`, ok);
  }
  const all = [...set.inScope, ...set.outOfScope].map((c) => c.question);
  const started = performance.now();
  for (let round = 0; round < 3; round++) for (const q of all) reply(q);
  const perQuestionMs = (performance.now() - started) / (3 * all.length);
  return {
    perQuestionMs,
    inScope: inPassed / set.inScope.length,
    rejection: outPassed / set.outOfScope.length,
    counts: { inScope: set.inScope.length, outOfScope: set.outOfScope.length },
    kinds: [...kinds.values()],
    misses,
  };
}

if (import.meta.main) {
  const engine = process.argv.includes("--engine=knowledge") ? "knowledge" : "assistant";
  const batch = process.argv.find((a) => a.startsWith("--batch="))?.slice("--batch=".length);
  const exclude = process.argv.find((a) => a.startsWith("--exclude="))?.slice("--exclude=".length).split(",") ?? [];
  const r = await runEval(engine, batch, exclude);
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  console.log(`engine: ${engine}; ${r.counts.inScope} in-scope and ${r.counts.outOfScope} out-of-scope questions`);
  console.log(`in scope:     ${pct(r.inScope)}`);
  console.log(`out of scope: ${pct(r.rejection)} rejected`);
  console.log("per kind:");
  for (const k of r.kinds) console.log(`  ${k.kind.padEnd(18)} ${String(k.passed).padStart(3)}/${String(k.total).padEnd(3)} ${pct(k.passed / k.total)}`);
  if (r.misses.length) console.log(`misses:\n${r.misses.join("\n")}`);
  console.log(`engine time: ${r.perQuestionMs.toFixed(3)} ms per question (mean over the set, three rounds)`);
  if (r.inScope < 0.9 || r.rejection < 0.95) {
    console.log("target missed: 90% in scope and 95% rejection");
    process.exitCode = 1;
  }
}
