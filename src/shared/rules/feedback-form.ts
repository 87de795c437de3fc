/**
 * The feedback form's checks in plain code, for the browser: the same rules, order and messages as the zod
 * contract `FeedbackInput` (src/shared/api/feedback.ts), which the server still applies to every body. The
 * public form ships this instead of zod; feedback-form.test.ts runs both on many inputs so they cannot drift.
 */
import { FEEDBACK_CATEGORIES, MESSAGES } from "../api/feedback-values.ts";
import { hasUnstorableCharacters, stripUnstorableCharacters, UNSTORABLE_TEXT_MESSAGE } from "./unstorable-text.ts";

/** The fields of a submission the form shows messages for. */
export type FeedbackFormField = "name" | "email" | "category" | "rating" | "message";
export type FeedbackFormErrors = Partial<Record<FeedbackFormField, string>>;

/** zod's e-mail pattern (`z.email()`), the one the server checks with. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** Length in code points (an emoji counts once), as the contract's min and max count. */
const length = (text: string) => (/[\uD800-\uDBFF]/.test(text) ? Array.from(text).length : text.length);
const CATEGORIES: ReadonlySet<unknown> = new Set(FEEDBACK_CATEGORIES.map((c) => c.value));

function nameError(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") return "Invalid input: expected string, received " + (value === null ? "null" : typeof value);
  return length(stripUnstorableCharacters(value).trim()) > 200 ? MESSAGES.nameTooLong : undefined;
}

function emailError(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") return MESSAGES.email;
  if (hasUnstorableCharacters(value)) return `E-mail ${UNSTORABLE_TEXT_MESSAGE}`;
  const email = value.trim();
  if (length(email) > 254) return MESSAGES.email;
  return email === "" || EMAIL.test(email) ? undefined : MESSAGES.email;
}

function ratingError(value: unknown): string | undefined {
  if (typeof value !== "number" || !Number.isFinite(value) || !Number.isInteger(value) || value < 1) return MESSAGES.rating;
  return value > 5 ? "Rating must be between 1 and 5" : undefined;
}

function messageError(value: unknown): string | undefined {
  if (typeof value !== "string") return MESSAGES.message;
  const message = stripUnstorableCharacters(value).trim();
  if (length(message) < 10) return MESSAGES.message;
  return length(message) > 5000 ? MESSAGES.messageTooLong : undefined;
}

/** The first message per field for a submission body, as `FeedbackInput.safeParse` would give it; `{}` when valid. */
export function checkFeedbackForm(body: { name?: unknown; email?: unknown; category?: unknown; rating?: unknown; message?: unknown }): FeedbackFormErrors {
  const errors: FeedbackFormErrors = {};
  const found: [FeedbackFormField, string | undefined][] = [
    ["name", nameError(body.name)],
    ["email", emailError(body.email)],
    ["category", CATEGORIES.has(body.category) ? undefined : MESSAGES.category],
    ["rating", ratingError(body.rating)],
    ["message", messageError(body.message)],
  ];
  for (const [field, message] of found) if (message !== undefined) errors[field] = message;
  return errors;
}
