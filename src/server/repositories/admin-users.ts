import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { adminUsers } from "../db/schema/index.ts";

export type AdminUserRow = typeof adminUsers.$inferSelect;

export async function countAdminUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

export async function findAdminUser(db: Database, username: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  return row;
}

export async function listAdminUsers(db: Database): Promise<AdminUserRow[]> {
  return db.select().from(adminUsers).orderBy(adminUsers.username);
}

export async function insertAdminUser(db: Database, username: string, passwordHash: string, role = "administrator"): Promise<AdminUserRow> {
  const [row] = await db.insert(adminUsers).values({ username, passwordHash, role }).returning();
  return row!;
}

/** Inserts the account unless the name is taken; answers whether it did. */
export async function insertAdminUserIfAbsent(db: Database, username: string, passwordHash: string): Promise<boolean> {
  const rows = await db.insert(adminUsers).values({ username, passwordHash }).onConflictDoNothing().returning({ id: adminUsers.id });
  return rows.length > 0;
}

/** Creates the account or replaces its password; answers whether it was created. */
export async function upsertAdminUser(db: Database, username: string, passwordHash: string): Promise<{ created: boolean }> {
  const [row] = await db
    .insert(adminUsers)
    .values({ username, passwordHash })
    .onConflictDoUpdate({ target: adminUsers.username, set: { passwordHash, updatedAt: sql`now()` } })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: Boolean(row?.created) };
}

/** Changes an account's role and/or password hash; false when no account has that name. */
export async function updateAdminUser(db: Database, username: string, changes: { role?: string; passwordHash?: string }): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(adminUsers.username, username))
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}

export async function deleteAdminUser(db: Database, username: string): Promise<boolean> {
  const rows = await db.delete(adminUsers).where(eq(adminUsers.username, username)).returning({ id: adminUsers.id });
  return rows.length > 0;
}

/** How many accounts are administrators; locks them (FOR UPDATE) so two removals cannot both pass the last-one check. */
export async function countAdministratorsForUpdate(db: Database): Promise<number> {
  const rows = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, "administrator")).for("update");
  return rows.length;
}
