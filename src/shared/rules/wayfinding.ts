/**
 * Walking routes on the campus plan: the shortest path on the walkway graph (Dijkstra), a step-free
 * variant for wheelchairs, the distance and time on foot, and directions in words with left and right
 * taken from the geometry and the landmarks passed on the way. Pure: the plan comes in as data (content/map), building names as a lookup.
 */
import type { CampusPlan, Facing, PlanPoint } from "../api/campus-plan.ts";

/** An unhurried walk with a bag, 1.25 m/s; a route's minutes round up so a visitor is never late. */
export const WALKING_METRES_PER_MINUTE = 75;
/** Where a phone (or a kiosk server without a location) starts routes. */
export const DEFAULT_PHONE_START = "GATE-main";
/** Where a kiosk without KIOSK_LOCATION stands: the main information desk in the Administration Building. */
export const DEFAULT_KIOSK_LOCATION = "ADMIN-lobby";

interface GraphEdge {
  to: string;
  metres: number;
  name?: string;
  steps: boolean;
  /** A kiosk's way to its building's doors, inside the building. */
  indoor: boolean;
}

export interface RouteGraph {
  points: Map<string, PlanPoint>;
  edges: Map<string, GraphEdge[]>;
  /** Door node id -> its building and name. */
  doors: Map<string, { building: string; name: string }>;
  /** Landmarks a walker passes, named in directions ("past the Fountain"). */
  landmarks: { name: string; point: PlanPoint }[];
}

/** A landmark this close (plan units) to a walkway is passed by whoever walks it. */
const LANDMARK_REACH = 2.5;

/** Metres between two plan points with the plan's scale. */
export function planDistance(plan: Pick<CampusPlan, "walkways">, a: PlanPoint, b: PlanPoint): number {
  const { x, y } = plan.walkways.metresPerUnit;
  return Math.hypot((a[0] - b[0]) * x, (a[1] - b[1]) * y);
}

/** Latitude and longitude of a plan point (the plan is a north-up grid over the campus). */
export function toLatLng(plan: Pick<CampusPlan, "walkways">, p: PlanPoint): { lat: number; lng: number } {
  const { north, west, degreesPerUnit } = plan.walkways.geo;
  return { lat: Number((north - p[1] * degreesPerUnit).toFixed(7)), lng: Number((west + p[0] * degreesPerUnit).toFixed(7)) };
}

/** The graph of walkways, doors, gates and kiosk spots (kiosks join their building's doors indoors). */
export function buildRouteGraph(plan: CampusPlan): RouteGraph {
  const points = new Map<string, PlanPoint>();
  const edges = new Map<string, GraphEdge[]>();
  const doors = new Map<string, { building: string; name: string }>();
  for (const n of plan.walkways.nodes) points.set(n.id, [n.x, n.y]);
  for (const [code, f] of Object.entries(plan.footprints)) {
    for (const e of f.entrances) {
      points.set(e.id, [e.x, e.y]);
      doors.set(e.id, { building: code, name: e.name });
    }
  }
  const link = (from: string, edge: GraphEdge) => {
    const list = edges.get(from) ?? [];
    list.push(edge);
    edges.set(from, list);
  };
  for (const e of plan.walkways.edges) {
    link(e.from, { to: e.to, metres: e.metres, name: e.name, steps: e.steps, indoor: false });
    link(e.to, { to: e.from, metres: e.metres, name: e.name, steps: e.steps, indoor: false });
  }
  for (const k of plan.kiosks) {
    points.set(k.id, [k.x, k.y]);
    for (const j of k.joins) {
      const target = points.get(j);
      if (!target) continue;
      const metres = Math.ceil(planDistance(plan, [k.x, k.y], target));
      const indoor = k.building !== undefined;
      link(k.id, { to: j, metres, steps: false, indoor });
      link(j, { to: k.id, metres, steps: false, indoor });
    }
  }
  const landmarks = plan.places.landmarks.map((l) => ({ name: l.name, point: [l.x, l.y] as PlanPoint }));
  return { points, edges, doors, landmarks };
}

function distanceToSegment(p: PlanPoint, a: PlanPoint, b: PlanPoint): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Where a route starts: a kiosk spot, a gate, or a building (its first door). */
export type RouteStart =
  | { kind: "kiosk"; id: string; node: string; name: string; building?: string; facing: Facing; point: PlanPoint }
  | { kind: "gate"; id: string; node: string; name: string; point: PlanPoint }
  | { kind: "building"; id: string; node: string; building: string; point: PlanPoint };

/** Reads a start id (KIOSK_LOCATION, ?from=): a kiosk spot id, a gate id or a building code; else null. */
export function resolveStart(plan: CampusPlan, id: string | null | undefined): RouteStart | null {
  if (!id) return null;
  const wanted = id.trim().toLowerCase();
  const kiosk = plan.kiosks.find((k) => k.id.toLowerCase() === wanted);
  if (kiosk) return { kind: "kiosk", id: kiosk.id, node: kiosk.id, name: kiosk.name, building: kiosk.building, facing: kiosk.facing, point: [kiosk.x, kiosk.y] };
  const gate = plan.places.gates.find((g) => g.id.toLowerCase() === wanted);
  if (gate) return { kind: "gate", id: gate.id, node: gate.id, name: gate.name, point: [gate.x, gate.y] };
  const code = Object.keys(plan.footprints).find((c) => c.toLowerCase() === wanted);
  if (code) {
    const door = plan.footprints[code]!.entrances[0]!;
    return { kind: "building", id: code, node: door.id, building: code, point: [door.x, door.y] };
  }
  return null;
}

/** The building a start is in, if any (a kiosk in a lobby, or a building picked as start). */
export function startBuilding(start: RouteStart): string | undefined {
  return start.kind === "gate" ? undefined : start.building;
}

export interface PathEdge {
  from: string;
  to: string;
  metres: number;
  name?: string;
  steps: boolean;
  indoor: boolean;
}

export interface RoutePath {
  /** Node ids from the start to the destination's door. */
  nodes: string[];
  edges: PathEdge[];
  metres: number;
  /** The door the route ends at. */
  door: string;
}

/**
 * Shortest path (Dijkstra) from a node to the nearest door of a building; `stepFree` leaves out every
 * stretch with steps. Null when no door can be reached (a building with only stepped doors, for a
 * wheelchair). Ties are broken the same way every time, so the same question always gets the same route.
 */
export function shortestPath(graph: RouteGraph, from: string, building: string, options: { stepFree?: boolean } = {}): RoutePath | null {
  const targets = new Set([...graph.doors].filter(([, d]) => d.building === building).map(([id]) => id));
  if (!graph.points.has(from) || targets.size === 0) return null;
  const dist = new Map<string, number>([[from, 0]]);
  const previous = new Map<string, { node: string; edge: GraphEdge }>();
  const done = new Set<string>();
  for (;;) {
    let current: string | undefined;
    let best = Infinity;
    for (const [node, d] of dist) {
      if (!done.has(node) && d < best) {
        best = d;
        current = node;
      }
    }
    if (current === undefined) return null;
    if (targets.has(current)) return tracePath(current, dist.get(current)!, previous, from);
    done.add(current);
    for (const edge of graph.edges.get(current) ?? []) {
      if (options.stepFree && edge.steps) continue;
      // Doors of other buildings are dead ends: a route never cuts through someone else's building.
      if (current !== from && graph.doors.has(edge.to) && !targets.has(edge.to)) continue;
      const next = best + edge.metres;
      if (next < (dist.get(edge.to) ?? Infinity)) {
        dist.set(edge.to, next);
        previous.set(edge.to, { node: current, edge });
      }
    }
  }
}

function tracePath(door: string, metres: number, previous: Map<string, { node: string; edge: GraphEdge }>, from: string): RoutePath {
  const nodes = [door];
  const edges: PathEdge[] = [];
  let at = door;
  while (at !== from) {
    const step = previous.get(at)!;
    edges.unshift({ from: step.node, to: at, metres: step.edge.metres, name: step.edge.name, steps: step.edge.steps, indoor: step.edge.indoor });
    nodes.unshift(step.node);
    at = step.node;
  }
  return { nodes, edges, metres, door };
}

/** Compass bearing of a plan segment: 0 north (up), 90 east, 180 south, 270 west. */
export function bearing(a: PlanPoint, b: PlanPoint): number {
  const degrees = (Math.atan2(b[0] - a[0], -(b[1] - a[1])) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

/** The signed turn from one bearing to another, -180..180; positive is to the right. */
export function turnAngle(fromBearing: number, toBearing: number): number {
  const d = (((toBearing - fromBearing) % 360) + 540) % 360 - 180;
  return d === -180 ? 180 : d;
}

export type Turn = "straight" | "bear-left" | "bear-right" | "left" | "right" | "around";

/** Names a turn: under 30 degrees is straight on, under 60 a bear, up to 150 a turn, beyond that around. */
export function classifyTurn(angle: number): Turn {
  const a = Math.abs(angle);
  if (a < 30) return "straight";
  if (a < 60) return angle > 0 ? "bear-right" : "bear-left";
  if (a <= 150) return angle > 0 ? "right" : "left";
  return "around";
}

const TURN_WORDS: Record<Turn, string> = {
  straight: "Continue straight",
  "bear-left": "Bear left",
  "bear-right": "Bear right",
  left: "Turn left",
  right: "Turn right",
  around: "Turn around",
};

/** Where something lies for someone looking along `facing`: ahead, on your right, behind you... */
export function sideOf(facing: number, toward: number): string {
  const t = classifyTurn(turnAngle(facing, toward));
  if (t === "straight") return "ahead of you";
  if (t === "around") return "behind you";
  return t.endsWith("right") ? "on your right" : "on your left";
}

const COMPASS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"];
export function compassWord(b: number): string {
  return COMPASS[Math.round(b / 45) % 8]!;
}

export interface DirectionStep {
  text: string;
  /** Metres walked in this step, when it is a walk. */
  metres?: number;
  /** This step has steps or stairs. */
  steps?: boolean;
}

export interface WalkingRoute {
  path: RoutePath;
  /** The route's line on the plan, start to door. */
  line: PlanPoint[];
  metres: number;
  minutes: number;
  /** True when no stretch of it has steps. */
  stepFree: boolean;
  directions: DirectionStep[];
}

interface Leg {
  name?: string;
  indoor: boolean;
  metres: number;
  steps: boolean;
  startBearing: number;
  endBearing: number;
  end: string;
  /** Landmarks passed on the way, in order. */
  passes: string[];
}

function legsOf(graph: RouteGraph, path: RoutePath): Leg[] {
  const legs: Leg[] = [];
  const named = new Set<string>();
  for (const e of path.edges) {
    const [from, to] = [graph.points.get(e.from)!, graph.points.get(e.to)!];
    const b = bearing(from, to);
    const passes = e.indoor
      ? []
      : graph.landmarks.filter((l) => !named.has(l.name) && distanceToSegment(l.point, from, to) <= LANDMARK_REACH).map((l) => l.name);
    for (const name of passes) named.add(name);
    const last = legs.at(-1);
    const sameWay = last && last.indoor === e.indoor && last.name === e.name && e.name !== undefined && Math.abs(turnAngle(last.endBearing, b)) < 30;
    if (last && (sameWay || (e.indoor && last.indoor))) {
      last.metres += e.metres;
      last.steps ||= e.steps;
      last.endBearing = b;
      last.end = e.to;
      last.passes.push(...passes);
    } else {
      legs.push({ name: e.name, indoor: e.indoor, metres: e.metres, steps: e.steps, startBearing: b, endBearing: b, end: e.to, passes });
    }
  }
  return legs;
}

const STEPS_NOTE = " There are steps on this stretch.";
/** ", past the Fountain" / ", past the Flagpole and the Fountain". */
const past = (leg: Leg) => (leg.passes.length === 0 ? "" : `, past the ${leg.passes.join(" and the ")}`);

/**
 * Directions in words for a path: leaving the start (the kiosk's building by a named door, a gate, a
 * building picked as start), each change of walkway or real turn with its length, and the last turn to
 * the destination's door. `titleOf` names buildings (the `map_buildings` titles).
 */
export function describePath(graph: RouteGraph, path: RoutePath, start: RouteStart, titleOf: (code: string) => string, options: { atKiosk?: boolean } = {}): DirectionStep[] {
  const legs = legsOf(graph, path);
  const door = graph.doors.get(path.door)!;
  const destination = titleOf(door.building);
  const steps: DirectionStep[] = [];
  let i = 0;
  let heading = legs[0]?.startBearing ?? 0;

  // Leaving the start.
  const leavesBuilding = (start.kind === "kiosk" && start.building !== undefined && legs[0]?.indoor) || start.kind === "building";
  if (leavesBuilding && legs.length > 0) {
    const building = startBuilding(start)!;
    let metres = 0;
    let exit = path.nodes[0]!;
    if (legs[0]!.indoor) {
      exit = legs[0]!.end;
      metres += legs[0]!.metres;
      heading = legs[0]!.endBearing;
      i = 1;
    }
    // The short path from the door to the first walkway belongs to leaving; turns count from the way out.
    if (legs[i] && legs[i]!.name === undefined && i < legs.length - 1) {
      metres += legs[i]!.metres;
      if (i === 0) heading = legs[i]!.endBearing;
      i += 1;
    }
    const doorName = graph.doors.get(exit)?.name ?? "main door";
    const where = options.atKiosk && start.kind === "kiosk" && legs[0]!.indoor ? ` (${sideOf(start.facing, legs[0]!.startBearing)} as you face this screen)` : "";
    steps.push({ text: `Leave the ${titleOf(building)} by the ${doorName}${where}.`, metres: metres || undefined });
  } else if (legs.length > 0) {
    const first = legs[0]!;
    const from = start.kind === "building" ? titleOf(start.building) : start.name;
    const along = first.name ? `along ${first.name}` : "along the path";
    steps.push({ text: `From the ${from}, head ${compassWord(first.startBearing)} ${along} for ${Math.round(first.metres)} m${past(first)}.${first.steps ? STEPS_NOTE : ""}`, metres: first.metres, steps: first.steps || undefined });
    heading = first.endBearing;
    i = 1;
  }

  let previousName = i > 0 ? legs[i - 1]!.name : undefined;
  for (; i < legs.length; i++) {
    const leg = legs[i]!;
    const turn = classifyTurn(turnAngle(heading, leg.startBearing));
    const isLast = i === legs.length - 1;
    if (isLast && leg.name === undefined) {
      const lead = turn === "straight" ? "Go straight on" : TURN_WORDS[turn];
      steps.push({ text: `${lead}: the ${door.name} of the ${destination} is ${Math.round(leg.metres)} m ahead.${leg.steps ? STEPS_NOTE : ""}`, metres: leg.metres, steps: leg.steps || undefined });
    } else {
      const name = leg.name ?? "the path";
      const text =
        leg.name !== undefined && leg.name === previousName
          ? `${TURN_WORDS[turn]} to stay on ${name} for ${Math.round(leg.metres)} m${past(leg)}.`
          : turn === "straight"
            ? `Continue straight onto ${name} for ${Math.round(leg.metres)} m${past(leg)}.`
            : `${TURN_WORDS[turn]} onto ${name} and follow it for ${Math.round(leg.metres)} m${past(leg)}.`;
      steps.push({ text: text + (leg.steps ? STEPS_NOTE : ""), metres: leg.metres, steps: leg.steps || undefined });
      if (isLast) steps.push({ text: `You arrive at the ${door.name} of the ${destination}.` });
    }
    heading = leg.endBearing;
    previousName = leg.name;
  }
  return steps;
}

/** Whole minutes on foot, at least one. */
export function minutesOnFoot(metres: number): number {
  return Math.max(1, Math.ceil(metres / WALKING_METRES_PER_MINUTE));
}

/**
 * The walking route from a start to a building: line, distance, minutes and directions; null when there
 * is none (for `stepFree`, when every way has steps). A start inside the destination gives an empty walk.
 * `atKiosk`: the visitor stands at the start's screen, so the first door is placed as they face it.
 */
export function walkingRoute(
  graph: RouteGraph,
  start: RouteStart,
  building: string,
  titleOf: (code: string) => string,
  options: { stepFree?: boolean; atKiosk?: boolean } = {},
): WalkingRoute | null {
  if (startBuilding(start) === building) {
    return { path: { nodes: [start.node], edges: [], metres: 0, door: start.node }, line: [start.point], metres: 0, minutes: 0, stepFree: true, directions: [{ text: `You are in the ${titleOf(building)}.` }] };
  }
  // From a building, leave by whichever of its doors gives the shortest (or the only step-free) way.
  const sources = start.kind === "building" ? [...graph.doors].filter(([, d]) => d.building === start.building).map(([id]) => id) : [start.node];
  let path: RoutePath | null = null;
  for (const source of sources) {
    const candidate = shortestPath(graph, source, building, options);
    if (candidate && (!path || candidate.metres < path.metres)) path = candidate;
  }
  if (!path) return null;
  const line = path.nodes.map((n) => graph.points.get(n)!);
  return {
    path,
    line,
    metres: Math.round(path.metres),
    minutes: minutesOnFoot(path.metres),
    stepFree: path.edges.every((e) => !e.steps),
    directions: describePath(graph, path, start, titleOf, options),
  };
}
