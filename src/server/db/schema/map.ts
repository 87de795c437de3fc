import { sql } from "drizzle-orm";
import { check, doublePrecision, pgTable, real, text } from "drizzle-orm/pg-core";
import { handOrderedColumns, requiredTexts, textLists } from "./columns.ts";

/**
 * Campus buildings and offices for /campus-map (a map building and its static campus building in
 * one row). Ids are stable slugs from content/map/buildings.json, so seeding is idempotent by id.
 */
export const mapBuildings = pgTable(
  "map_buildings",
  {
    id: text("id").primaryKey(),
    /** Short code used by deep links (?building=ADMIN). */
    code: text("code").notNull().unique(),
    ...requiredTexts("title", "category", "description"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Schematic map position in a 0-100 space. */
    x: real("x").notNull(),
    y: real("y").notNull(),
    ...requiredTexts("iconType", "streetViewIconType"),
    ...textLists("services"),
    officeHours: text("office_hours").notNull(),
    contactInfo: text("contact_info"),
    ...handOrderedColumns(),
  },
  (t) => [
    check("map_buildings_category", sql`${t.category} in ('Administrative', 'Academic', 'Facilities', 'Services')`),
    check("map_buildings_xy", sql`${t.x} between 0 and 100 and ${t.y} between 0 and 100`),
  ],
);
