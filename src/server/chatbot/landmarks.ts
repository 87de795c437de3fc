/**
 * The campus plan's landmarks (content/map/places.json: the flagpole, the fountain, the waiting shed, the
 * gardens) as places the assistant can name. A landmark has no address of its own, only a point on the plan:
 * it is placed by the building or gate nearest to it on the plan, or the two nearest when they are about as
 * near ('between the University Cooperative Store and the Cafeteria').
 */
import type { Entity, Lang } from "./catalog.ts";

/** A landmark as the campus plan stores it. */
export interface LandmarkRecord {
  id: string;
  name: string;
  kind?: string;
  x: number;
  y: number;
}

/** A named point of the plan a landmark may be placed by (a building or a gate). */
export interface PlanPoint {
  name: string;
  x?: number;
  y?: number;
}

/** How much farther than the nearest point the second may be and still be named beside it. */
const ABOUT_AS_NEAR = 1.1;

/** The one or two named points nearest to a landmark on the plan. */
function nearest(l: LandmarkRecord, points: readonly PlanPoint[]): string[] {
  const placed = points
    .filter((p): p is Required<PlanPoint> => typeof p.x === "number" && typeof p.y === "number")
    .map((p) => ({ name: p.name, d: Math.hypot(p.x - l.x, p.y - l.y) }))
    .sort((a, b) => a.d - b.d);
  const [first, second] = placed;
  if (!first) return [];
  return second && second.d <= first.d * ABOUT_AS_NEAR ? [first.name, second.name] : [first.name];
}

/** One entity per landmark, its place stated by the nearest building or gate. */
export function landmarkEntities(landmarks: readonly LandmarkRecord[], points: readonly PlanPoint[]): Entity[] {
  return landmarks.map((l) => {
    const near = nearest(l, points);
    const at = (lang: Lang) =>
      near.length === 2 ? (lang === "fil" ? `nasa pagitan ng ${near[0]} at ng ${near[1]}` : `between the ${near[0]} and the ${near[1]}`) : near.length ? (lang === "fil" ? `malapit sa ${near[0]}` : `near the ${near[0]}`) : "";
    const say = (lang: Lang) => (lang === "fil" ? `Ang ${l.name} ay ${at("fil") || "nasa campus map"}; makikita ito sa campus map.` : `The ${l.name} is ${at("en") || "on the campus map"}; see it on the campus map.`);
    return {
      key: `landmark:${l.id}`,
      kind: "building" as const,
      title: l.name,
      aliases: [l.name],
      href: "/campus-map",
      facts: { where: say },
      summary: say,
      records: [`landmark:${l.id}`],
    };
  });
}
