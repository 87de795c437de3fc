/** A signed-in admin for API tests: creates the account once per database and answers a session cookie. */
import type { Database } from "../db/client.ts";
import { signIn } from "../auth/sessions.ts";
import { createAccount } from "../services/admin-accounts.ts";
import { findAdminUser } from "../repositories/admin-users.ts";
import { SESSION_COOKIE } from "../auth/cookies.ts";
import type { AdminRole } from "../../shared/api/admin-roles.ts";

export const TEST_ADMIN = { username: "test-admin", password: "test-admin-password-0123" };

/**
 * `kiosk_admin=<token>` of a fresh session of TEST_ADMIN (or `username`), for the cookie header. A new
 * account gets `role` (administrator by default).
 */
export async function adminCookie(db: Database, username = TEST_ADMIN.username, role: AdminRole = "administrator"): Promise<string> {
  if (!(await findAdminUser(db, username))) await createAccount(db, username, TEST_ADMIN.password, role);
  const session = await signIn(db, { username, password: TEST_ADMIN.password }, `192.0.2.${Math.floor(Math.random() * 250) + 1}`);
  return `${SESSION_COOKIE}=${session.token}`;
}
