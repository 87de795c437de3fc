/**
 * The Accounts tab: administrators create accounts, change roles, reset passwords and remove accounts.
 * Two rules keep the console reachable: nobody removes or demotes their own account, and the last
 * administrator stays an administrator. Each change and its audit entry are one transaction.
 */
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import type { AdminIdentity } from "../auth/require-admin.ts";
import { hashPassword } from "../auth/passwords.ts";
import * as users from "../repositories/admin-users.ts";
import { deleteSessionsOfUser } from "../repositories/admin-sessions.ts";
import { recordAudit } from "./audit-log.ts";
import type { AccountCreate, AccountPatch, AdminAccount } from "../../shared/api/admin-accounts.ts";
import type { AdminRole } from "../../shared/api/admin-roles.ts";

const toAccount = (row: users.AdminUserRow): AdminAccount => ({
  username: row.username,
  role: row.role as AdminRole,
  createdAt: new Date(row.createdAt).toISOString(),
  lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
});

const target = (username: string) => `account ${username}`;

/** GET /api/admin/accounts, by username. */
export async function listAdminAccounts(db: Database): Promise<AdminAccount[]> {
  return (await users.listAdminUsers(db)).map(toAccount);
}

/** POST /api/admin/accounts: 409 when the name is taken. */
export async function createAdminAccount(db: Database, admin: AdminIdentity, input: AccountCreate): Promise<AdminAccount> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if (await users.findAdminUser(tx, input.username)) {
      throw new HttpError(409, `An account named '${input.username}' already exists.`, { fields: { username: "That username is taken" } });
    }
    const row = await users.insertAdminUser(tx, input.username, passwordHash, input.role);
    await recordAudit(tx, admin.username, "account.create", target(row.username), { role: row.role });
    return toAccount(row);
  });
}

/** PATCH /api/admin/accounts/{username}: a new role and/or password; a new password ends the account's sessions. */
export async function updateAdminAccount(db: Database, admin: AdminIdentity, username: string, patch: AccountPatch): Promise<AdminAccount> {
  const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const before = await users.findAdminUser(tx, username);
    if (!before) throw notFound(username);
    if (patch.role !== undefined && patch.role !== before.role) {
      if (before.username === admin.username) throw new HttpError(400, "You cannot change the role of your own account.", { fields: { role: "Ask another administrator to change your role" } });
      if (before.role === "administrator") await keepOneAdministrator(tx);
      await users.updateAdminUser(tx, username, { role: patch.role });
    }
    if (passwordHash !== undefined) {
      await users.updateAdminUser(tx, username, { passwordHash });
      await deleteSessionsOfUser(tx, before.id);
    }
    const after = (await users.findAdminUser(tx, username))!;
    await recordAudit(tx, admin.username, "account.update", target(username), {
      ...(after.role !== before.role ? { role: { from: before.role, to: after.role } } : {}),
      ...(passwordHash !== undefined ? { passwordReset: true } : {}),
    });
    return toAccount(after);
  });
}

/** DELETE /api/admin/accounts/{username}: never one's own account, never the last administrator. */
export async function removeAdminAccount(db: Database, admin: AdminIdentity, username: string): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const before = await users.findAdminUser(tx, username);
    if (!before) throw notFound(username);
    if (before.username === admin.username) throw new HttpError(400, "You cannot remove your own account.");
    if (before.role === "administrator") await keepOneAdministrator(tx);
    await users.deleteAdminUser(tx, username);
    await recordAudit(tx, admin.username, "account.delete", target(username), { role: before.role });
  });
}

/** Throws 409 when only one administrator is left (counted under lock, so two changes cannot both pass). */
async function keepOneAdministrator(tx: Database): Promise<void> {
  if ((await users.countAdministratorsForUpdate(tx)) <= 1) {
    throw new HttpError(409, "This is the last administrator account; make another account an administrator first.");
  }
}

function notFound(username: string): HttpError {
  return new HttpError(404, `No account named '${username}'.`);
}
