/**
 * The sign-in form: field messages of the `AdminLogin` contract (checked in
 * plain code, src/shared/rules/admin-login.ts, so the page ships no zod),
 * 'Signing in...' while pending, /admin on success, else an alert with the server's `message` or
 * 'Login failed'. The alert clears when a new submit starts.
 */
import { atom, map } from "nanostores";
import { adminLoginErrors } from "../../shared/rules/admin-login.ts";
import { adminFetcher } from "./request.ts";

export interface LoginValues {
  username: string;
  password: string;
}
export type LoginField = keyof LoginValues;

export const LOGIN_FAILED = "Login failed";
export const ADMIN_PATH = "/admin";

export const $login = map<LoginValues>({ username: "", password: "" });
export const $loginErrors = atom<Partial<Record<LoginField, string>>>({});
export const $signingIn = atom(false);
export const $loginAlert = atom<string | undefined>(undefined);

let attempted = false;
let navigate = (path: string) => window.location.assign(path);
export function setLoginNavigate(fn: (path: string) => void): void {
  navigate = fn;
}

/** Field messages ('Username is required', 'Password is required'). */
export function validateLogin(values: LoginValues): Partial<Record<LoginField, string>> {
  return adminLoginErrors(values);
}

export function setLoginField(field: LoginField, value: string): void {
  $login.setKey(field, value);
  if (attempted) $loginErrors.set(validateLogin($login.get()));
}

/** The alert's sentence: the answer's `message` field when there is one, else 'Login failed'. */
export async function failureMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === "string" && body.message.trim() !== "") return body.message;
  } catch {
    // Not JSON.
  }
  return LOGIN_FAILED;
}

/**
 * Submits the form; answers whether the sign-in succeeded (the browser is then on its way to /admin).
 * `fromForm`: the fields' own values at submit, which win over the store (auto-fill fires no change event).
 */
export async function submitLogin(fromForm?: LoginValues): Promise<boolean> {
  if ($signingIn.get()) return false;
  attempted = true;
  if (fromForm) $login.set({ ...fromForm });
  const values = $login.get();
  const errors = validateLogin(values);
  $loginErrors.set(errors);
  if (Object.keys(errors).length > 0) return false;
  $loginAlert.set(undefined);
  $signingIn.set(true);
  try {
    const res = await adminFetcher()("/api/admin/login", {
      method: "POST",
      credentials: "include",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ username: values.username.trim(), password: values.password }),
    });
    if (!res.ok) {
      $loginAlert.set(await failureMessage(res));
      $signingIn.set(false);
      return false;
    }
    // The button keeps 'Signing in...' while the browser leaves for the console.
    navigate(ADMIN_PATH);
    return true;
  } catch {
    $loginAlert.set(LOGIN_FAILED);
    $signingIn.set(false);
    return false;
  }
}

/** Back to an empty form (tests). */
export function resetLogin(): void {
  attempted = false;
  $login.set({ username: "", password: "" });
  $loginErrors.set({});
  $loginAlert.set(undefined);
  $signingIn.set(false);
}
