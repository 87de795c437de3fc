/**
 * Who checks an admin's password. The database provider (the default) compares our own scrypt hashes;
 * the Supabase provider (AUTH_PROVIDER=supabase) asks Supabase Auth. Either way the caller,
 * `signIn` in sessions.ts, applies the lockout and issues our own session cookie.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../db/client.ts";
import { env } from "../env.ts";
import { findAdminUser } from "../repositories/admin-users.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

/** The admin account whose password this is, or undefined for wrong credentials. Throws for an outage. */
export type CredentialCheck = (db: Database, username: string, password: string) => Promise<{ id: string; username: string } | undefined>;

/** A hash to verify against when the username does not exist, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

/** Checks the password against the scrypt hash in admin_users. */
export const databaseCredentials: CredentialCheck = async (db, username, password) => {
  const user = await findAdminUser(db, username);
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  return user && ok ? { id: user.id, username: user.username } : undefined;
};

let supabase: CredentialCheck | undefined;

/** The provider AUTH_PROVIDER names (created once per process). */
export async function configuredCredentials(): Promise<CredentialCheck> {
  const config = env();
  if (config.AUTH_PROVIDER !== "supabase") return databaseCredentials;
  // Loaded only when chosen: functions of the database set-up never pay for supabase-js.
  const { supabaseCredentials } = await import("./supabase-credentials.ts");
  supabase ??= supabaseCredentials({ url: config.SUPABASE_URL!, anonKey: config.SUPABASE_ANON_KEY! });
  return supabase;
}

/** Forgets the Supabase provider so the next call reads the environment again (tests only). */
export function resetCredentials(): void {
  supabase = undefined;
}
