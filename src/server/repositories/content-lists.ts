/**
 * SQL of the staff-edited lists, written once for all of them: each list names its table and the
 * columns that order it (content-list-definitions.ts), and these functions do the reads and writes.
 */
import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { contentState } from "../db/schema/index.ts";

/** A list's table and how it is ordered on the public pages. */
export interface ListTable {
  table: PgTable;
  id: PgColumn;
  /** sort_order for hand-ordered lists, the publish/taken time for dated ones. */
  order: PgColumn;
  direction: "asc" | "desc";
  /** Second key when two rows share a place (code, name, id). */
  tiebreak: PgColumn;
  updatedAt: PgColumn;
}

export type Row = Record<string, unknown>;

function orderBy(t: ListTable): SQL[] {
  return [t.direction === "asc" ? asc(t.order) : desc(t.order), asc(t.tiebreak), asc(t.id)];
}

/** Every row in public order; `where` narrows it (published announcements). */
export async function listRows(db: Database, t: ListTable, where?: SQL): Promise<Row[]> {
  const query = db.select().from(t.table);
  return (await (where ? query.where(where) : query).orderBy(...orderBy(t))) as Row[];
}

export async function findRow(db: Database, t: ListTable, id: string): Promise<Row | undefined> {
  const [row] = (await db.select().from(t.table).where(eq(t.id, id)).limit(1)) as Row[];
  return row;
}

/** Whether another row than `exceptId` already has `value` in the unique column (a building code...). */
export async function valueTaken(db: Database, t: ListTable, column: PgColumn, value: unknown, exceptId?: string): Promise<boolean> {
  const where = exceptId === undefined ? eq(column, value) : and(eq(column, value), ne(t.id, exceptId));
  return (await db.select({ id: t.id }).from(t.table).where(where).limit(1)).length > 0;
}

export async function insertRow(db: Database, t: ListTable, values: Row): Promise<Row> {
  const [row] = (await db.insert(t.table).values(values).returning()) as Row[];
  return row!;
}

export async function updateRow(db: Database, t: ListTable, id: string, values: Row): Promise<Row | undefined> {
  const [row] = (await db
    .update(t.table)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(t.id, id))
    .returning()) as Row[];
  return row;
}

export async function deleteRow(db: Database, t: ListTable, id: string): Promise<Row | undefined> {
  const [row] = (await db.delete(t.table).where(eq(t.id, id)).returning()) as Row[];
  return row;
}

/**
 * Renumbers a hand-ordered list to 0..n-1 in the order of `ids`, writing only rows whose place changed.
 * Run inside the change's transaction.
 */
export async function setPositions(db: Database, t: ListTable, ids: readonly string[], current: ReadonlyMap<string, number>): Promise<void> {
  for (const [index, id] of ids.entries()) {
    if (current.get(id) !== index) await db.update(t.table).set({ sortOrder: index }).where(eq(t.id, id));
  }
}

/** The lists' shared version and which lists the content files have seeded. */
export async function readContentState(db: Database): Promise<{ version: number; seededLists: string[] }> {
  const [row] = await db.select({ version: contentState.version, seededLists: contentState.seededLists }).from(contentState).where(eq(contentState.id, 1));
  return row ? { version: Number(row.version), seededLists: row.seededLists } : { version: 0, seededLists: [] };
}

/**
 * Marks a list as seeded; answers false when it already was (another server got there first), so only
 * one seeder fills a list. Run in the transaction that inserts the rows.
 */
export async function claimSeed(db: Database, list: string): Promise<boolean> {
  await db.insert(contentState).values({ id: 1 }).onConflictDoNothing();
  const rows = await db
    .update(contentState)
    .set({ seededLists: sql`array_append(${contentState.seededLists}, ${list})` })
    .where(and(eq(contentState.id, 1), sql`not (${list} = any(${contentState.seededLists}))`))
    .returning({ id: contentState.id });
  return rows.length > 0;
}
