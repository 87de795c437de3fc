import raw from "../../content/map/buildings.json";
import { MapBuildingList, type MapBuilding } from "../shared/api/map-buildings.ts";

/**
 * The build-time copy of content/map/buildings.json: the cards' names and phone numbers, and the schematic
 * map's buildings when /api/map-buildings cannot be reached (a kiosk offline still shows its campus).
 * Parsed at build time, so a bad value fails `astro build` with the field named.
 */
export const buildingSnapshot: MapBuilding[] = MapBuildingList.parse(raw);

export function snapshotBuilding(code: string): MapBuilding {
  const found = buildingSnapshot.find((b) => b.code === code);
  if (!found) throw new Error(`content/map/buildings.json has no building with code ${code}`);
  return found;
}
