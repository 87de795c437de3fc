import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { toRows } from "../db/rows.ts";

/**
 * Counts one hit in the current fixed window and answers the window's total, atomically (one upsert),
 * so concurrent function instances never both slip under the limit.
 */
export async function countHit(db: Database, bucket: string, subject: string, windowStart: Date): Promise<number> {
  const rows = toRows<{ hits: number }>(
    await db.execute(sql`
      insert into rate_limits (bucket, subject, window_start, hits)
      values (${bucket}, ${subject}, ${windowStart.toISOString()}, 1)
      on conflict (bucket, subject, window_start) do update set hits = rate_limits.hits + 1
      returning hits`),
  );
  return Number(rows[0]?.hits ?? 1);
}

/** Deletes windows that ended before `before`. */
export async function deleteWindowsBefore(db: Database, before: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${before.toISOString()}`);
}
