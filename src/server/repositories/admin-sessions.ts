import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { toRows } from "../db/rows.ts";
import { adminSessions, adminUsers, loginAttempts } from "../db/schema/index.ts";

export async function insertSession(db: Database, row: { tokenHash: string; userId: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(adminSessions).values(row);
}

/** The live session of a token hash with its user, or undefined when unknown or expired. */
export async function findLiveSession(db: Database, tokenHash: string, idleSince: Date, now: Date) {
  const [row] = await db
    .select({ tokenHash: adminSessions.tokenHash, lastSeenAt: adminSessions.lastSeenAt, username: adminUsers.username, userId: adminUsers.id, role: adminUsers.role })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now), gt(adminSessions.lastSeenAt, idleSince)))
    .limit(1);
  return row;
}

export async function touchSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, tokenHash));
}

/** Ends every session of an account (its password was reset: CLI, start-up or console). */
export async function deleteSessionsOfUser(db: Database, userId: string): Promise<number> {
  const rows = await db.delete(adminSessions).where(eq(adminSessions.userId, userId)).returning({ tokenHash: adminSessions.tokenHash });
  return rows.length;
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

/** Drops sessions past their absolute expiry or idle for longer than allowed. */
export async function deleteExpiredSessions(db: Database, idleSince: Date, now: Date): Promise<void> {
  await db.delete(adminSessions).where(sql`${adminSessions.expiresAt} <= ${now.toISOString()} or ${adminSessions.lastSeenAt} <= ${idleSince.toISOString()}`);
}

export async function recordLoginAttempt(db: Database, row: { username: string; addressHash: string; succeeded: boolean }): Promise<void> {
  await db.insert(loginAttempts).values(row);
}

/**
 * Failures since `since` for the username (from anywhere), for the username from this address, and for
 * the address, with the oldest of each (for Retry-After).
 */
export async function countRecentFailures(db: Database, username: string, addressHash: string, since: Date) {
  const rows = toRows<{ kind: string; n: number; oldest: string | Date | null }>(
    await db.execute(sql`
      select 'user' as kind, count(*)::int as n, min(created_at) as oldest from login_attempts
        where username = ${username} and not succeeded and created_at > ${since.toISOString()}
      union all
      select 'pair' as kind, count(*)::int as n, min(created_at) as oldest from login_attempts
        where username = ${username} and address_hash = ${addressHash} and not succeeded and created_at > ${since.toISOString()}
      union all
      select 'address' as kind, count(*)::int as n, min(created_at) as oldest from login_attempts
        where address_hash = ${addressHash} and not succeeded and created_at > ${since.toISOString()}`),
  );
  const get = (kind: string) => {
    const r = rows.find((x) => x.kind === kind);
    return { count: Number(r?.n ?? 0), oldest: r?.oldest ? new Date(r.oldest) : undefined };
  };
  return { user: get("user"), pair: get("pair"), address: get("address") };
}

/** A successful sign-in clears the username's failure streak. */
export async function clearFailures(db: Database, username: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, false)));
}

export async function deleteAttemptsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}

export async function markLogin(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, userId));
}
