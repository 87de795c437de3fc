/**
 * Admin accounts: creation, password resets and the first-start bootstrap. Sign-in and sessions build
 * on these in the admin issue.
 */
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { generatePassword, hashPassword, verifyPassword } from "../auth/passwords.ts";
import { deleteSessionsOfUser } from "../repositories/admin-sessions.ts";
import * as repo from "../repositories/admin-users.ts";
import { upsertProfile } from "../repositories/admin-profiles.ts";

import { NewPassword, Username } from "../../shared/api/admin-accounts.ts";
import { AdminRole } from "../../shared/api/admin-roles.ts";

export { NewPassword, Username };

export class AccountError extends Error {}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new AccountError(r.error.issues[0]?.message ?? "Invalid value");
  return r.data;
}

/** A new account; `role` defaults to administrator (the CLI's `--role` chooses another). */
export async function createAccount(db: Database, username: string, password: string, role: string = "administrator") {
  const name = parse(Username, username);
  const checkedRole = parse(AdminRole, role);
  if (await repo.findAdminUser(db, name)) throw new AccountError(`An account named '${name}' already exists`);
  return repo.insertAdminUser(db, name, await hashPassword(parse(NewPassword, password)), checkedRole);
}

/** Changes an account's role (the CLI's `set-role`). */
export async function setRole(db: Database, username: string, role: string): Promise<void> {
  const name = parse(Username, username);
  if (!(await repo.updateAdminUser(db, name, { role: parse(AdminRole, role) }))) throw new AccountError(`No account named '${name}'`);
}

/** Sets a new password and ends every session of the account, so a stolen session dies with the old password. */
export async function resetPassword(db: Database, username: string, password: string): Promise<void> {
  const name = parse(Username, username);
  const hash = await hashPassword(parse(NewPassword, password));
  const user = await repo.findAdminUser(db, name);
  if (!user) throw new AccountError(`No account named '${name}'`);
  await db.transaction(async (tx) => {
    await repo.updateAdminUser(tx, name, { passwordHash: hash });
    await deleteSessionsOfUser(tx, user.id);
  });
}

export async function removeAccount(db: Database, username: string): Promise<void> {
  const name = parse(Username, username);
  if (!(await repo.deleteAdminUser(db, name))) throw new AccountError(`No account named '${name}'`);
}

/**
 * Links an account to its Supabase Auth e-mail (AUTH_PROVIDER=supabase), creating the account when it
 * does not exist yet. Its own password then goes unused: Supabase checks the password.
 */
export async function linkSupabaseEmail(db: Database, username: string, email: string): Promise<{ created: boolean }> {
  const name = parse(Username, username);
  const address = parse(z.email("That is not an e-mail address").toLowerCase(), email.trim());
  let user = await repo.findAdminUser(db, name);
  const created = !user;
  user ??= await repo.insertAdminUser(db, name, await hashPassword(generatePassword(32)));
  try {
    await upsertProfile(db, user.id, address);
  } catch (err) {
    if (/admin_profiles_email_unique|duplicate key/.test(String((err as { cause?: unknown }).cause ?? err))) {
      throw new AccountError(`The e-mail ${address} already belongs to another admin account`);
    }
    throw err;
  }
  return { created };
}

export async function listAccounts(db: Database) {
  return (await repo.listAdminUsers(db)).map(({ username, role, createdAt, lastLoginAt }) => ({ username, role, createdAt, lastLoginAt }));
}

export type BootstrapResult =
  | { action: "configured"; username: string; created: boolean }
  | { action: "generated"; username: string; password: string }
  | { action: "none" };

/**
 * At start: with ADMIN_USERNAME/ADMIN_PASSWORD that account is created or its password reset; without
 * them and with no account yet, an 'admin' account gets a random password that the caller prints once.
 */
export async function bootstrapAdmin(db: Database, credentials: { username?: string; password?: string }): Promise<BootstrapResult> {
  if (credentials.username && credentials.password) {
    const username = parse(Username, credentials.username);
    const password = parse(NewPassword, credentials.password);
    const existing = await repo.findAdminUser(db, username);
    // The same password at every start changes nothing and keeps the sessions; a new one ends them.
    if (existing && (await verifyPassword(password, existing.passwordHash))) return { action: "configured", username, created: false };
    const { created } = await repo.upsertAdminUser(db, username, await hashPassword(password));
    if (existing && !created) await deleteSessionsOfUser(db, existing.id);
    return { action: "configured", username, created };
  }
  if ((await repo.countAdminUsers(db)) > 0) return { action: "none" };
  const password = generatePassword();
  // Another server on the same PostgreSQL may bootstrap at the same moment: only one insert wins.
  const inserted = await repo.insertAdminUserIfAbsent(db, "admin", await hashPassword(password));
  return inserted ? { action: "generated", username: "admin", password } : { action: "none" };
}
