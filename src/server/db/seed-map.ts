/** Seeds the campus map's buildings from content/map/buildings.json (list order is display order). */
import type { Database } from "./client.ts";
import { readContentFile } from "./content-files.ts";
import { MapBuildingList } from "../../shared/api/map-buildings.ts";
import { insertMapBuildingsIfMissing } from "../repositories/map-buildings.ts";
import { seedOnce } from "./seed-directories.ts";

export const MapBuildingFile = MapBuildingList.refine((list) => new Set(list.map((b) => b.code)).size === list.length, "building codes must be unique");

/** Fills the buildings on a new database only (see seedDirectories); answers how many were added. */
export async function seedMapBuildings(db: Database, contentDir: string): Promise<number> {
  const buildings = await readContentFile(contentDir, "map/buildings.json", MapBuildingFile);
  return seedOnce(db, "map-buildings", (tx) => insertMapBuildingsIfMissing(tx, buildings.map((b, i) => ({ ...b, contactInfo: b.contactInfo ?? null, sortOrder: i }))));
}
