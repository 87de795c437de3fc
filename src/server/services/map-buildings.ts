/** The campus map's buildings as GET /api/map-buildings answers them (spec section 7). */
import type { Database } from "../db/client.ts";
import { listMapBuildings } from "../repositories/map-buildings.ts";
import type { BuildingCategory, MapBuilding } from "../../shared/api/map-buildings.ts";

export async function getMapBuildings(db: Database): Promise<MapBuilding[]> {
  return (await listMapBuildings(db)).map((b) => {
    const building: MapBuilding = {
      id: b.id,
      code: b.code,
      title: b.title,
      category: b.category as BuildingCategory,
      description: b.description,
      // doublePrecision already comes back as a JS number; Number() guards a driver that sends text.
      latitude: Number(b.latitude),
      longitude: Number(b.longitude),
      x: Number(b.x),
      y: Number(b.y),
      iconType: b.iconType as MapBuilding["iconType"],
      streetViewIconType: b.streetViewIconType as MapBuilding["streetViewIconType"],
      services: b.services,
      officeHours: b.officeHours,
    };
    if (b.contactInfo) building.contactInfo = b.contactInfo;
    return building;
  });
}
