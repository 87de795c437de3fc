/**
 * The assistant built from `content/` at the evaluation clock (Wednesday 20 November 2024, 10:00 in Manila),
 * asked the way the chatbot's unit tests ask it: one build per test file, no randomness in the reply choice.
 */
import { expect } from "vitest";
import { EVAL_NOW } from "../../../bench/chat-eval.ts";
import { respond } from "../chatbot/assistant.ts";
import { assistantFromContent } from "../chatbot/from-content.ts";

export const now = EVAL_NOW;
export const assistant = await assistantFromContent(now);

/** The assistant's reply to `q` at `at` (the evaluation clock unless given). */
export const ask = (q: string, at = now) => respond(assistant.knowledge, assistant.facts, assistant.config, q, at, () => 0);

/** Probes written one a line in a template string. */
export const probes = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);

/** Asserts that `q` is answered (not the fallback) with a reply stating `fact`. */
export const answered = (q: string, fact: RegExp) => {
  const r = ask(q);
  expect(r.category, `${q} -> ${r.message}`).not.toBe("fallback");
  expect(r.message, q).toMatch(fact);
};

/** Asserts that `q` gets the fallback or a refusal (category `fallback`). */
export const refused = (q: string) => {
  const r = ask(q);
  expect(r.category, `${q} -> ${r.message}`).toBe("fallback");
};
