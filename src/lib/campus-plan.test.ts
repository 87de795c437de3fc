/** content/map is consistent: every building drawn and reachable, every reference pointing at something. */
import { readFileSync } from "node:fs";
import { load as parse } from "js-yaml";
import { describe, expect, it } from "vitest";
import { buildingSnapshot as buildingsFile } from "./campus-map.ts";
import { MapBuildingList } from "../shared/api/map-buildings.ts";
import type { PlanPoint } from "../shared/api/campus-plan.ts";
import { parseHours } from "../shared/rules/opening-hours.ts";
import { buildRouteGraph, planDistance, resolveStart, shortestPath, toLatLng } from "../shared/rules/wayfinding.ts";
import { campusOffices } from "./campus-offices.ts";
import { campusPlan } from "./campus-plan.ts";

const buildings = MapBuildingList.parse(buildingsFile);
const codes = buildings.map((b) => b.code);
const graph = buildRouteGraph(campusPlan);

function inside(p: PlanPoint, polygon: PlanPoint[]): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}
function distanceToOutline(p: PlanPoint, polygon: PlanPoint[]): number {
  let best = Infinity;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy)));
  }
  return best;
}

describe("content/map", () => {
  it("has a footprint for every building and none for an unknown code", () => {
    expect(Object.keys(campusPlan.footprints).sort()).toEqual([...codes].sort());
  });

  it("draws each building where its x,y and latitude/longitude say", () => {
    for (const b of buildings) {
      const outline = campusPlan.footprints[b.code]!.outline;
      const near = inside([b.x, b.y], outline) || distanceToOutline([b.x, b.y], outline) <= 3;
      expect(near, `${b.code} x,y is far from its footprint`).toBe(true);
      const geo = toLatLng(campusPlan, [b.x, b.y]);
      expect(geo.lat, b.code).toBeCloseTo(b.latitude, 6);
      expect(geo.lng, b.code).toBeCloseTo(b.longitude, 6);
    }
  });

  it("puts every door on its building's outline, with a unique id that starts with the building code", () => {
    const ids = new Set<string>();
    for (const [code, f] of Object.entries(campusPlan.footprints)) {
      for (const e of f.entrances) {
        expect(e.id.startsWith(`${code}-`), e.id).toBe(true);
        expect(ids.has(e.id), e.id).toBe(false);
        ids.add(e.id);
        expect(distanceToOutline([e.x, e.y], f.outline), e.id).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it("joins only known nodes, with lengths no shorter than the straight line and not much longer", () => {
    for (const e of campusPlan.walkways.edges) {
      const a = graph.points.get(e.from);
      const b = graph.points.get(e.to);
      expect(a, `${e.from} is not a node`).toBeDefined();
      expect(b, `${e.to} is not a node`).toBeDefined();
      const straight = planDistance(campusPlan, a!, b!);
      expect(e.metres, `${e.from}-${e.to}`).toBeGreaterThanOrEqual(Math.floor(straight));
      expect(e.metres, `${e.from}-${e.to}`).toBeLessThanOrEqual(straight * 1.5 + 2);
    }
  });

  it("has no walkway through a building", () => {
    for (const e of campusPlan.walkways.edges) {
      const a = graph.points.get(e.from)!;
      const b = graph.points.get(e.to)!;
      for (let t = 0.1; t < 0.95; t += 0.1) {
        const p: PlanPoint = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
        for (const [code, f] of Object.entries(campusPlan.footprints)) {
          const ownDoor = e.from.startsWith(`${code}-`) || e.to.startsWith(`${code}-`);
          if (!ownDoor) expect(inside(p, f.outline), `${e.from}-${e.to} crosses ${code}`).toBe(false);
        }
      }
    }
  });

  it("reaches every building from every gate and kiosk spot, also without steps", () => {
    const starts = [...campusPlan.places.gates.map((g) => g.id), ...campusPlan.kiosks.map((k) => k.id)];
    for (const id of starts) {
      const start = resolveStart(campusPlan, id);
      expect(start, id).not.toBeNull();
      for (const code of codes) {
        if (start!.kind === "kiosk" && start!.building === code) continue;
        expect(shortestPath(graph, start!.node, code), `${id} -> ${code}`).not.toBeNull();
        expect(shortestPath(graph, start!.node, code, { stepFree: true }), `${id} -> ${code} step-free`).not.toBeNull();
      }
    }
  });

  it("names gates, kiosk doors and parking that exist", () => {
    for (const g of campusPlan.places.gates) expect(graph.edges.has(g.id), g.id).toBe(true);
    for (const k of campusPlan.kiosks) {
      for (const j of k.joins) expect(graph.points.has(j), `${k.id} joins ${j}`).toBe(true);
      if (k.building) expect(codes).toContain(k.building);
    }
    for (const p of campusPlan.places.parking) if (p.building) expect(codes).toContain(p.building);
    expect(campusPlan.kiosks.map((k) => k.id)).toContain("ADMIN-lobby");
  });

  it("lists each office once, in a known building, with contact blocks that exist", () => {
    const ids = campusOffices.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ["registrar", "cashier", "clinic", "guidance"]) expect(ids).toContain(id);
    const blocks: Record<string, Set<string>> = {
      offices: new Set(Object.keys(parse(readFileSync("content/offices.yaml", "utf8")) as object)),
      "student-services": new Set((parse(readFileSync("content/student-services/services.yaml", "utf8")) as { id: string }[]).map((s) => s.id)),
    };
    for (const o of campusOffices) {
      expect(codes, o.id).toContain(o.building);
      if (o.contactFrom) {
        const [collection, id] = o.contactFrom.split(":") as [string, string];
        expect(blocks[collection]?.has(id), `${o.id}: ${o.contactFrom}`).toBe(true);
      }
    }
  });

  it("gives an office with its own contact block the same schedule as its building", () => {
    const offices = parse(readFileSync("content/offices.yaml", "utf8")) as Record<string, { hours: string }>;
    const services = parse(readFileSync("content/student-services/services.yaml", "utf8")) as { id: string; contact: { hours: string } }[];
    for (const o of campusOffices) {
      if (!o.contactFrom) continue;
      const [collection, id] = o.contactFrom.split(":") as [string, string];
      const hours = collection === "offices" ? offices[id]!.hours : services.find((s) => s.id === id)!.contact.hours;
      const building = buildings.find((b) => b.code === o.building)!;
      expect(parseHours(hours), `${o.id}: '${hours}' vs ${building.code} '${building.officeHours}'`).toEqual(parseHours(building.officeHours));
    }
  });
});

describe("campus plan check at build time", () => {
  it("accepts the shipped files and names the file of a bad value", async () => {
    const { checkedCampusPlan } = await import("./campus-plan-check.ts");
    expect(checkedCampusPlan().footprints).toBeDefined();
    expect(() => checkedCampusPlan({ ...campusPlan, walkways: "not a walkway list" as never })).toThrow(/^content\/map\/walkways\.json: /);
  });
});
