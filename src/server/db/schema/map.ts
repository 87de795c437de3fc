import { sql } from "drizzle-orm";
import { check, doublePrecision, integer, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";

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
    title: text("title").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Schematic map position in a 0-100 space. */
    x: real("x").notNull(),
    y: real("y").notNull(),
    iconType: text("icon_type").notNull(),
    streetViewIconType: text("street_view_icon_type").notNull(),
    services: text("services").array().notNull().default(sql`'{}'::text[]`),
    officeHours: text("office_hours").notNull(),
    contactInfo: text("contact_info"),
    /** Display order from the content file (lower first). */
    sortOrder: integer("sort_order").notNull().default(0),
    /** Last change by seed or console; the assistant and caches compare it. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("map_buildings_category", sql`${t.category} in ('Administrative', 'Academic', 'Facilities', 'Services')`),
    check("map_buildings_xy", sql`${t.x} between 0 and 100 and ${t.y} between 0 and 100`),
  ],
);
