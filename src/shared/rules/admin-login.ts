/**
 * The sign-in form's checks in plain code, for the browser: the same rules, order and messages as the zod
 * contract `AdminLogin` (src/shared/api/admin-auth.ts), which the server still applies to every body. The
 * sign-in page ships this instead of zod; admin-login.test.ts runs both on many inputs so they cannot drift.
 */
import { hasUnstorableCharacters, UNSTORABLE_TEXT_MESSAGE } from "./unstorable-text.ts";

export type AdminLoginField = "username" | "password";
export type AdminLoginErrors = Partial<Record<AdminLoginField, string>>;

export const USERNAME_REQUIRED = "Username is required";
export const PASSWORD_REQUIRED = "Password is required";
export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 256;

/** Length in code points (an emoji counts once), as the contract's min and max count. */
const length = (text: string) => (/[\uD800-\uDBFF]/.test(text) ? Array.from(text).length : text.length);

function usernameError(value: unknown): string | undefined {
  if (typeof value !== "string") return USERNAME_REQUIRED;
  if (hasUnstorableCharacters(value)) return `Username ${UNSTORABLE_TEXT_MESSAGE}`;
  const name = value.trim();
  if (name.length < 1) return USERNAME_REQUIRED;
  return length(name) > USERNAME_MAX ? "Username is too long" : undefined;
}

function passwordError(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length < 1) return PASSWORD_REQUIRED;
  return length(value) > PASSWORD_MAX ? "Password is too long" : undefined;
}

/** The first message of each field that fails, as `AdminLogin.safeParse` would give it; empty when the body passes. */
export function adminLoginErrors(values: { username?: unknown; password?: unknown }): AdminLoginErrors {
  const errors: AdminLoginErrors = {};
  const username = usernameError(values.username);
  const password = passwordError(values.password);
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}
