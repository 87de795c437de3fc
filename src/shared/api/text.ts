/**
 * Text fields of every contract. PostgreSQL `text` cannot hold U+0000, and a lone UTF-16 surrogate is not
 * a character at all (JSON and jsonb refuse it), so no contract may let either reach the database. Each
 * field decides once, here, what happens:
 *
 * - `"strip"`: what a visitor typed (feedback, chat). The characters are invisible junk from a broken
 *   keyboard or paste; they are removed and the rest is kept, so nothing the visitor meant is lost.
 * - `"reject"`: what staff or a sign-in form send (knowledge, settings, usernames). A 400 names the field,
 *   so nobody wonders why the stored text differs from what they wrote.
 *
 * Use `textField()` where a contract had `z.string()`; it stays a zod string, so `.trim().min().max()`
 * chain on as before.
 */
import { z } from "zod";
import { hasUnstorableCharacters, stripUnstorableCharacters, UNSTORABLE_TEXT_MESSAGE } from "../rules/unstorable-text.ts";

export { hasUnstorableCharacters, stripUnstorableCharacters, UNSTORABLE_TEXT_MESSAGE };

export type UnstorableTextPolicy = "strip" | "reject";

/**
 * A string field that never carries NUL or a lone surrogate to the database: removed (`"strip"`) or
 * refused with a sentence (`"reject"`, optionally naming the field as `label`).
 */
export function textField(policy: UnstorableTextPolicy, params?: { error?: string; label?: string }) {
  const base = z.string(params?.error ? { error: params.error } : undefined);
  if (policy === "strip") return base.overwrite(stripUnstorableCharacters);
  const message = params?.label ? `${params.label} ${UNSTORABLE_TEXT_MESSAGE}` : `This text ${UNSTORABLE_TEXT_MESSAGE}`;
  return base.refine((v) => !hasUnstorableCharacters(v), { message, abort: true });
}
