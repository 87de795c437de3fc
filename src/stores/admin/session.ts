/**
 * The admin console's session: 'Loading...' while GET
 * /api/admin/session answers, then either the console or 'Redirecting to login...' and /admin-login.
 * Logout always ends on /admin-login, even when the call fails.
 */
import { atom } from "nanostores";
import { adminSession } from "../../lib/contracts.ts";
import type { AdminRole } from "../../shared/api/admin-role-values.ts";
import { showToast } from "../toast.ts";
import { adminCall, adminFetcher, setUnauthorizedHandler } from "./request.ts";

export type SessionState = { status: "loading" } | { status: "authenticated"; username: string; role: AdminRole } | { status: "unauthenticated" };

export const LOGIN_PATH = "/admin-login";
export const LOGOUT_TOAST = { title: "Logged Out", description: "You have been logged out successfully." };

export const $adminSession = atom<SessionState>({ status: "loading" });
export const $loggingOut = atom(false);

/** Where the browser goes; a test replaces it. */
let navigate = (path: string) => window.location.replace(path);
export function setNavigate(fn: (path: string) => void): void {
  navigate = fn;
}

/** Shows 'Redirecting to login...' and leaves for the sign-in page. */
export function redirectToLogin(): void {
  $adminSession.set({ status: "unauthenticated" });
  navigate(LOGIN_PATH);
}

setUnauthorizedHandler(redirectToLogin);

/** Asks the server who is signed in (never retried: a failure counts as signed out). */
export async function checkSession(): Promise<SessionState> {
  $adminSession.set({ status: "loading" });
  try {
    const session = await adminCall("/api/admin/session", adminSession);
    if (session.authenticated && session.user) {
      const state: SessionState = { status: "authenticated", username: session.user.username, role: session.user.role };
      $adminSession.set(state);
      return state;
    }
  } catch {
    // Treated as not signed in below.
  }
  redirectToLogin();
  return $adminSession.get();
}

/** POST /api/admin/logout; on success the 'Logged Out' toast; in every case the sign-in page next. */
export async function logout(): Promise<void> {
  if ($loggingOut.get()) return;
  $loggingOut.set(true);
  try {
    const res = await adminFetcher()("/api/admin/logout", { method: "POST", credentials: "include", headers: { accept: "application/json" } });
    if (res.ok) {
      showToast(LOGOUT_TOAST);
      carryToast(LOGOUT_TOAST);
    }
  } catch {
    // A failed logout still leaves the console.
  }
  navigate(LOGIN_PATH);
}

const CARRIED = "kiosk-admin-toast";

/** Keeps a toast for the next page (the redirect would otherwise cut it off). */
function carryToast(toast: { title: string; description: string }): void {
  try {
    sessionStorage.setItem(CARRIED, JSON.stringify(toast));
  } catch {
    // No storage (tests, private mode): the toast was shown here already.
  }
}

/** Shows a toast the previous admin page left behind (the sign-in page calls this once). */
export function showCarriedToast(): void {
  try {
    const raw = sessionStorage.getItem(CARRIED);
    sessionStorage.removeItem(CARRIED);
    const toast = raw ? (JSON.parse(raw) as { title?: unknown; description?: unknown }) : undefined;
    if (toast && typeof toast.title === "string") showToast({ title: toast.title, description: typeof toast.description === "string" ? toast.description : undefined });
  } catch {
    // Nothing carried.
  }
}
