import { z } from "zod";
import { BUILDING_CATEGORIES } from "./values.ts";

/** Static campus building categories (spec section 3); each has its colour on the schematic map. */
export { BUILDING_CATEGORIES };
export const BuildingCategory = z.enum(BUILDING_CATEGORIES);
export type BuildingCategory = z.infer<typeof BuildingCategory>;

/** Public map icon types (spec section 3, Map building). */
export const MAP_ICON_TYPES = ["admin", "academic", "library", "services", "medical", "sports", "dining", "housing", "technology", "events"] as const;
/** Street view icon types (spec section 3). */
export const STREET_VIEW_ICON_TYPES = ["building", "office", "laboratory", "library", "dormitory", "cafeteria", "sports", "parking"] as const;

/**
 * One campus building or office: the fields of both the server map building (title, latitude, longitude,
 * iconType...) and the static campus building (name, code, x, y...). GET /api/map-buildings answers
 * `MapBuildingList`; content/map/buildings.json holds the same shape.
 */
export const MapBuilding = z.object({
  id: z.string().min(1).describe("Stable slug, e.g. 'admin'"),
  code: z.string().min(1).describe("Short code shown on the map and used in ?building=<code>, e.g. 'ADMIN'"),
  title: z.string().min(1).describe("Building or office name (the static building's 'name')"),
  category: BuildingCategory.describe("Decides the dot colour and the legend entry"),
  description: z.string().describe("One or two sentences about the building"),
  latitude: z.number().min(-90).max(90).describe("WGS84 latitude of the entrance"),
  longitude: z.number().min(-180).max(180).describe("WGS84 longitude of the entrance"),
  x: z.number().min(0).max(100).describe("Schematic map position, 0 (west) to 100 (east)"),
  y: z.number().min(0).max(100).describe("Schematic map position, 0 (north) to 100 (south)"),
  iconType: z.enum(MAP_ICON_TYPES).describe("Marker icon on the satellite map"),
  streetViewIconType: z.enum(STREET_VIEW_ICON_TYPES).describe("Marker icon on the Street View overview map"),
  services: z.array(z.string()).describe("Services offered there; searched by the search box"),
  officeHours: z.string().describe("e.g. '8:00 AM - 5:00 PM, Mon-Fri'"),
  contactInfo: z.string().optional().describe("Phone or email; absent when none is published"),
});
export type MapBuilding = z.infer<typeof MapBuilding>;
export const MapBuildingList = z.array(MapBuilding);
