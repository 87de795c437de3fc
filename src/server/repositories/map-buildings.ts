/** SQL of the campus map's buildings: the list read and the idempotent insert the seed uses. */
import { asc } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mapBuildings } from "../db/schema/index.ts";

export type MapBuildingRow = typeof mapBuildings.$inferSelect;

export function listMapBuildings(db: Database): Promise<MapBuildingRow[]> {
  return db.select().from(mapBuildings).orderBy(asc(mapBuildings.sortOrder), asc(mapBuildings.code));
}

/** Rows whose id exists are left as staff edited them; answers how many were added. */
export async function insertMapBuildingsIfMissing(db: Database, rows: (typeof mapBuildings.$inferInsert & { id: string })[]): Promise<number> {
  if (rows.length === 0) return 0;
  return (await db.insert(mapBuildings).values(rows).onConflictDoNothing().returning({ id: mapBuildings.id })).length;
}
