/** Reading the database back in API tests: what a change stored and what it recorded in the audit log. */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { toRows } from "../db/rows.ts";

/** How many rows `table` holds (a table name of the schema, never user input). */
export async function rowCount(db: Database, table: string): Promise<number> {
  return Number(toRows<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);
}

/** The newest audit log entry: who did what to which target, with its details. */
export async function lastAudit(db: Database) {
  return toRows<{ username: string; action: string; target: string; details: Record<string, unknown> }>(
    await db.execute(sql`select username, action, target, details from admin_audit_log order by id desc limit 1`),
  )[0]!;
}
