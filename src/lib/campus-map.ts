import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import raw from "../../content/map/buildings.json";
import { MapBuildingList, type MapBuilding } from "../shared/api/map-buildings.ts";
import { BuildingReferenceFile, officeContacts, resolveBuildingFile, type OfficeSources } from "../shared/rules/office-refs.ts";

/** The office records a building may name (`contactFrom`); the build runs from the project's folder. */
function officeSources(): OfficeSources {
  const read = (file: string) => yaml.load(readFileSync(path.resolve("content", file), "utf8"), { schema: yaml.CORE_SCHEMA });
  return { offices: read("offices.yaml") as OfficeSources["offices"], services: read("student-services/services.yaml") as OfficeSources["services"] };
}

/**
 * The build-time copy of content/map/buildings.json, with each office reference filled in from its record: the
 * cards' names and phone numbers, and the schematic map's buildings when /api/map-buildings cannot be reached (a
 * kiosk offline still shows its campus). Parsed at build time, so a bad value fails `astro build` with the field
 * named.
 */
export const buildingSnapshot: MapBuilding[] = MapBuildingList.parse(resolveBuildingFile(BuildingReferenceFile.parse(raw), officeContacts(officeSources())));

export function snapshotBuilding(code: string): MapBuilding {
  const found = buildingSnapshot.find((b) => b.code === code);
  if (!found) throw new Error(`content/map/buildings.json has no building with code ${code}`);
  return found;
}
