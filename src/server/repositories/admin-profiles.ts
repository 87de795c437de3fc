import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { adminProfiles, adminUsers } from "../db/schema/index.ts";

/** The account and Supabase e-mail of `username` (lower-case), or undefined when it has no profile. */
export async function findProfileByUsername(db: Database, username: string): Promise<{ id: string; username: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: adminUsers.id, username: adminUsers.username, email: adminProfiles.email })
    .from(adminProfiles)
    .innerJoin(adminUsers, eq(adminUsers.id, adminProfiles.userId))
    .where(eq(adminUsers.username, username))
    .limit(1);
  return row;
}

/** Sets (or changes) the Supabase e-mail of an account. */
export async function upsertProfile(db: Database, userId: string, email: string): Promise<void> {
  await db
    .insert(adminProfiles)
    .values({ userId, email })
    .onConflictDoUpdate({ target: adminProfiles.userId, set: { email, updatedAt: new Date() } });
}
