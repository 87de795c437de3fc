/**
 * Measures the answer engine on a labelled set (bench/chat-eval.json): top-1 accuracy on questions the
 * knowledge base answers, rejection (the fallback) on questions it does not, and the confusion pairs.
 * Runs the engine exactly as POST /api/chat does, on the seed in content/ and its configuration.
 *   npm run bench:chat-eval            (exit code 1 when a target is missed)
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { KnowledgeIndex, answer, type EngineItem } from "../src/server/chatbot/engine.ts";
import { readContentFile, readKnowledgeSeed, defaultContentDir } from "../src/server/db/seed.ts";
import { ChatbotConfig } from "../src/shared/api/chatbot-config.ts";

export interface EvalSet {
  inScope: { question: string; expected: string }[];
  outOfScope: string[];
}

export async function loadEvalSet(): Promise<EvalSet> {
  return JSON.parse(await readFile(path.resolve(import.meta.dirname, "chat-eval.json"), "utf8")) as EvalSet;
}

export async function runEval(verbose = false) {
  const seed = await readKnowledgeSeed(defaultContentDir);
  const items: EngineItem[] = seed.filter((s) => s.isActive).map((s, i) => ({ ...s, id: i + 1 }));
  const slugOf = new Map(items.map((i) => [i.id, i.slug]));
  const config = await readContentFile(defaultContentDir, "chatbot/config.json", ChatbotConfig);
  const index = new KnowledgeIndex(items);
  const set = await loadEvalSet();
  const fixed = () => 0;

  let correct = 0;
  let clarified = 0;
  const confusions = new Map<string, number>();
  const misses: string[] = [];
  for (const { question, expected } of set.inScope) {
    const reply = answer(index, config, question, fixed);
    const got = reply.itemId ? slugOf.get(reply.itemId)! : reply.category;
    if (got === expected) correct++;
    else {
      if (reply.category === "clarification") clarified++;
      const key = `${expected} -> ${got}`;
      confusions.set(key, (confusions.get(key) ?? 0) + 1);
      misses.push(`  ${JSON.stringify(question)}: expected ${expected}, got ${got} (${reply.confidence.toFixed(2)})`);
    }
  }
  let rejected = 0;
  const accepted: string[] = [];
  for (const question of set.outOfScope) {
    const reply = answer(index, config, question, fixed);
    if (reply.category === "fallback" || reply.category === "small_talk") rejected++;
    else accepted.push(`  ${JSON.stringify(question)} -> ${reply.itemId ? slugOf.get(reply.itemId) : reply.category} (${reply.confidence.toFixed(2)})`);
  }
  const started = performance.now();
  for (let i = 0; i < 5; i++) for (const { question } of set.inScope) index.rank(question);
  const perQuestionMs = (performance.now() - started) / (5 * set.inScope.length);

  const accuracy = correct / set.inScope.length;
  const rejection = rejected / set.outOfScope.length;
  console.log(`knowledge items: ${items.length}; threshold ${config.confidenceThreshold}%`);
  console.log(`in scope:     ${correct}/${set.inScope.length} top-1 accuracy ${(accuracy * 100).toFixed(1)}% (${clarified} asked to clarify)`);
  console.log(`out of scope: ${rejected}/${set.outOfScope.length} rejected ${(rejection * 100).toFixed(1)}%`);
  console.log(`engine time:  ${perQuestionMs.toFixed(3)} ms per question`);
  if (confusions.size) {
    console.log("confusion pairs (expected -> got):");
    for (const [k, n] of [...confusions].sort((a, b) => b[1] - a[1])) console.log(`  ${n} × ${k}`);
  }
  if (verbose && misses.length) console.log(`misses:\n${misses.join("\n")}`);
  if (accepted.length) console.log(`out-of-scope questions answered:\n${accepted.join("\n")}`);
  return { accuracy, rejection };
}

if (import.meta.main) {
  const { accuracy, rejection } = await runEval(process.argv.includes("--verbose"));
  if (accuracy < 0.95 || rejection < 0.95) {
    console.log("target missed: 95% accuracy and 95% rejection");
    process.exitCode = 1;
  }
}
