/**
 * The assistant built from `content/` at the evaluation clock (Wednesday 20 November 2024, 10:00 in Manila),
 * asked the way the chatbot's unit tests ask it: one build per test file, no randomness in the reply choice.
 */
import { EVAL_NOW } from "../../../bench/chat-eval.ts";
import { respond } from "../chatbot/assistant.ts";
import { assistantFromContent } from "../chatbot/from-content.ts";

export const now = EVAL_NOW;
export const assistant = await assistantFromContent(now);

/** The assistant's reply to `q` at `at` (the evaluation clock unless given). */
export const ask = (q: string, at = now) => respond(assistant.knowledge, assistant.facts, assistant.config, q, at, () => 0);

/** Probes written one a line in a template string. */
export const probes = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);
