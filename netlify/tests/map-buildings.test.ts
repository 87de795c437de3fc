import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import mapBuildings, { config } from "../functions/map-buildings.mts";
import { seedDatabase } from "../../src/server/db/seed.ts";
import { BUILDING_CATEGORIES, MAP_ICON_TYPES, MapBuildingList, STREET_VIEW_ICON_TYPES } from "../../src/shared/api/map-buildings.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends, useTestDatabase } from "../../src/server/testing/databases.ts";

async function list() {
  const res = await mapBuildings(apiRequest("/api/map-buildings"), context());
  expect(res.status).toBe(200);
  return MapBuildingList.parse(await res.json());
}

describe.each(testBackends())("map buildings API on $name", (backend) => {
  const handle = useTestDatabase(backend);

  it("is served at /api/map-buildings with an ETag, answers 304 when unchanged and refuses POST", async () => {
    expect(config.path).toBe("/api/map-buildings");
    const res = await mapBuildings(apiRequest("/api/map-buildings"), context());
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await mapBuildings(apiRequest("/api/map-buildings", { headers: { "if-none-match": etag } }), context());
    expect(again.status).toBe(304);
    expect((await mapBuildings(apiRequest("/api/map-buildings", { method: "POST", json: {} }), context())).status).toBe(405);
  });

  it("answers at least 25 buildings with every field, latitude and longitude as numbers near the campus centre", async () => {
    const res = await mapBuildings(apiRequest("/api/map-buildings"), context());
    const raw = (await res.json()) as Record<string, unknown>[];
    expect(raw.length).toBeGreaterThanOrEqual(25);
    for (const b of raw) {
      expect(typeof b.latitude).toBe("number");
      expect(typeof b.longitude).toBe("number");
      expect(Math.abs((b.latitude as number) - 16.721)).toBeLessThan(0.01);
      expect(Math.abs((b.longitude as number) - 121.689)).toBeLessThan(0.01);
    }
    const buildings = MapBuildingList.parse(raw);
    expect(new Set(buildings.map((b) => b.category))).toEqual(new Set(BUILDING_CATEGORIES));
    expect(buildings.every((b) => b.services.length > 0 && b.officeHours && b.description)).toBe(true);
    expect(buildings.some((b) => b.contactInfo === undefined)).toBe(true);
    expect(new Set(buildings.map((b) => b.iconType))).toEqual(new Set(MAP_ICON_TYPES));
    expect(new Set(buildings.map((b) => b.streetViewIconType))).toEqual(new Set(STREET_VIEW_ICON_TYPES));
  });

  it("includes the buildings the cards name", async () => {
    const buildings = await list();
    const codes = new Set(buildings.map((b) => b.code));
    for (const code of ["ADMIN", "LIB", "COE", "REG", "OSA", "CAFE", "SEC", "UHS"]) expect(codes).toContain(code);
    const titles = buildings.map((b) => b.title);
    expect(titles).toEqual(expect.arrayContaining(["Registrar Office", "Cafeteria", "University Clinic", "Campus Security Office"]));
  });

  it("seeding again adds nothing and keeps a staff edit", async () => {
    await handle.db.execute(sql`update map_buildings set office_hours = 'Closed for renovation' where code = 'LIB'`);
    await seedDatabase(handle.db);
    const buildings = await list();
    expect(buildings.length).toBe(27);
    expect(buildings.find((b) => b.code === "LIB")!.officeHours).toBe("Closed for renovation");
  });
});
