/**
 * Damage a database does not report by itself. A table file cut short (a crash of the disk, a bad copy)
 * reads as a table with fewer rows, silently; a page of garbage fails only the query that reads it. At
 * start the server checks both: no table file is shorter than it was at the last start or stop (tables
 * only grow, except by VACUUM FULL or TRUNCATE, which the kiosk never runs), and every table reads to its
 * end.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { toRows } from "./rows.ts";
import { sqlStateOf } from "../http/failures.ts";

const PAGE = 8192;

/** Pages per table of the kiosk's schemas, keyed `schema.table`. */
export async function tableSizes(db: Database): Promise<Record<string, number>> {
  const rows = toRows<{ schema: string; name: string; bytes: string | number }>(
    await db.execute(sql`
      select n.nspname as schema, c.relname as name, pg_relation_size(c.oid)::bigint as bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'kiosk_meta')
      order by 1, 2`),
  );
  return Object.fromEntries(rows.map((r) => [`${r.schema}.${r.name}`, Math.floor(Number(r.bytes) / PAGE)]));
}

/** Problems found, one sentence each; empty when every table is whole. `recorded`: sizes of the last run. */
export async function checkIntegrity(db: Database, recorded: Record<string, number> = {}): Promise<string[]> {
  const sizes = await tableSizes(db);
  const problems: string[] = [];
  for (const [table, pages] of Object.entries(sizes)) {
    const before = recorded[table] ?? 0;
    const name = table.replace(/^public\./, "");
    if (pages < before) {
      problems.push(`table ${name} is cut short: its file has ${pages} of the ${before} pages it had, so rows are missing`);
      continue;
    }
    const [schema, relation] = table.split(".") as [string, string];
    try {
      await db.execute(sql.raw(`select count(*) from "${schema}"."${relation.replaceAll('"', '""')}"`));
    } catch (err) {
      problems.push(`table ${name} cannot be read to its end (${sqlStateOf(err) ?? "error"}): a page of it is damaged`);
    }
  }
  return problems;
}
