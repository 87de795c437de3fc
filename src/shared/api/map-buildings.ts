import { z } from "zod";
import { BUILDING_CATEGORIES } from "./values.ts";
import { clearable, handOrderedContracts, plainText, requiredText, Slug, textList } from "./list-fields.ts";

/** Static campus building categories; each has its colour on the schematic map. */
export { BUILDING_CATEGORIES };
export const BuildingCategory = z.enum(BUILDING_CATEGORIES, { error: "Category must be Administrative, Academic, Facilities or Services" });
export type BuildingCategory = z.infer<typeof BuildingCategory>;

/** Public map icon types. */
export const MAP_ICON_TYPES = ["admin", "academic", "library", "services", "medical", "sports", "dining", "housing", "technology", "events"] as const;
/** Street view icon types. */
export const STREET_VIEW_ICON_TYPES = ["building", "office", "laboratory", "library", "dormitory", "cafeteria", "sports", "parking"] as const;

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);
const mapPosition = (label: string) =>
  z.number({ error: `${label} must be a number` }).min(0, `${label} must be between 0 and 100`).max(100, `${label} must be between 0 and 100`);

/** What staff edit of a building or office. */
export const MapBuildingFields = z.object({
  code: requiredText("Code", 30)
    .regex(/^[A-Za-z0-9-]+$/, "Code must be letters, digits and dashes")
    .describe("Short code shown on the map and used in ?building=<code>, e.g. 'ADMIN'"),
  title: requiredText("Title", 200).describe("Building or office name (the static building's 'name')"),
  category: BuildingCategory.describe("Decides the dot colour and the legend entry"),
  description: plainText("Description", 2000).describe("One or two sentences about the building"),
  latitude: coordinate("Latitude", 90).describe("WGS84 latitude of the entrance"),
  longitude: coordinate("Longitude", 180).describe("WGS84 longitude of the entrance"),
  x: mapPosition("X").describe("Schematic map position, 0 (west) to 100 (east)"),
  y: mapPosition("Y").describe("Schematic map position, 0 (north) to 100 (south)"),
  iconType: z.enum(MAP_ICON_TYPES, { error: `Icon must be one of ${MAP_ICON_TYPES.join(", ")}` }).describe("Marker icon on the satellite map"),
  streetViewIconType: z
    .enum(STREET_VIEW_ICON_TYPES, { error: `Street View icon must be one of ${STREET_VIEW_ICON_TYPES.join(", ")}` })
    .describe("Marker icon on the Street View overview map"),
  services: textList("Services").describe("Services offered there; searched by the search box"),
  officeHours: plainText("Office hours", 200).describe("e.g. '8:00 AM - 5:00 PM, Mon-Fri'"),
  contactInfo: clearable(plainText("Contact", 200)).describe("Phone or email; absent when none is published"),
});

/**
 * One campus building or office: the fields of both the server map building (title, latitude, longitude,
 * iconType...) and the static campus building (name, code, x, y...). GET /api/map-buildings answers
 * `MapBuildingList`; content/map/buildings.json holds the same shape.
 */
export const MapBuilding = z.object({
  id: Slug.describe("Stable slug, e.g. 'admin'"),
  ...MapBuildingFields.shape,
  contactInfo: z.string().optional().describe("Phone or email; absent when none is published"),
});
export type MapBuilding = z.infer<typeof MapBuilding>;

/**
 * GET /api/map-buildings answers `MapBuildingList`; POST /api/admin/map-buildings takes `MapBuildingInput`; PATCH /api/admin/map-buildings/{id} takes
 * `MapBuildingPatch` (any of the fields and/or a new place in the list); GET /api/admin/map-buildings answers `AdminMapBuilding`.
 */
export const { list: MapBuildingList, input: MapBuildingInput, patch: MapBuildingPatch, admin: AdminMapBuilding } = handOrderedContracts(MapBuildingFields, MapBuilding);
