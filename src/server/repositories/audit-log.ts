import { desc } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { adminAuditLog } from "../db/schema/index.ts";

export interface NewAuditEntry {
  username: string;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
}

/** Appends one entry; call inside the transaction of the change it records. */
export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}

/** The latest entries, newest first. */
export async function listAuditEntries(db: Database, limit: number) {
  return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id)).limit(limit);
}
