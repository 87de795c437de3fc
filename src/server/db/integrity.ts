/**
 * Damage a database does not report by itself. A table file cut short (a crash of the disk, a bad copy)
 * reads as a table with fewer rows, silently; a page of garbage fails only the query that reads it. At
 * start the server checks both: every table file is at least as long as the database last recorded
 * (pg_class.relpages, refreshed by ANALYZE after each clean check), and every table reads to its end.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { toRows } from "./migrate.ts";
import { sqlStateOf } from "../http/failures.ts";

const PAGE = 8192;

/** Problems found, one sentence each; empty when every table is whole. */
export async function checkIntegrity(db: Database): Promise<string[]> {
  const tables = toRows<{ schema: string; name: string; relpages: number; bytes: string | number }>(
    await db.execute(sql`
      select n.nspname as schema, c.relname as name, c.relpages::int as relpages, pg_relation_size(c.oid)::bigint as bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'kiosk_meta')
      order by 1, 2`),
  );
  const problems: string[] = [];
  for (const t of tables) {
    const pages = Math.floor(Number(t.bytes) / PAGE);
    if (t.relpages > 0 && pages < t.relpages) {
      problems.push(`table ${t.name} is cut short: its file has ${pages} of the ${t.relpages} pages the database recorded, so rows are missing`);
      continue;
    }
    try {
      await db.execute(sql.raw(`select count(*) from "${t.schema}"."${t.name.replaceAll('"', '""')}"`));
    } catch (err) {
      problems.push(`table ${t.name} cannot be read to its end (${sqlStateOf(err) ?? "error"}): a page of it is damaged`);
    }
  }
  return problems;
}

/** Records each table's current size (pg_class.relpages) as the length the next check expects. */
export async function recordTableSizes(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}
