/**
 * Seeds the campus map's buildings from content/map/buildings.json (list order is display order). A building
 * that names an office record (`contactFrom`) takes that office's hours and phone, so they are edited once.
 */
import type { Database } from "./client.ts";
import { readContentFile } from "./content-files.ts";
import { staticRecords } from "../facts/records.ts";
import { BuildingReferenceFile, officeContacts, resolveBuildingFile } from "../../shared/rules/office-refs.ts";
import { insertMapBuildingsIfMissing } from "../repositories/map-buildings.ts";
import { seedOnce } from "./seed-directories.ts";

export const MapBuildingFile = BuildingReferenceFile.refine((list) => new Set(list.map((b) => b.code)).size === list.length, "building codes must be unique");

/** content/map/buildings.json with every office reference filled in from its record. */
export async function readMapBuildings(contentDir: string) {
  const [entries, records] = await Promise.all([readContentFile(contentDir, "map/buildings.json", MapBuildingFile), staticRecords(contentDir)]);
  return resolveBuildingFile(entries, officeContacts(records));
}

/** Fills the buildings on a new database only (see seedDirectories); answers how many were added. */
export async function seedMapBuildings(db: Database, contentDir: string): Promise<number> {
  const buildings = await readMapBuildings(contentDir);
  return seedOnce(db, "map-buildings", (tx) => insertMapBuildingsIfMissing(tx, buildings.map((b, i) => ({ ...b, contactInfo: b.contactInfo ?? null, sortOrder: i }))));
}
