import { describe, expect, it } from "vitest";
import { buildingSnapshot as buildingsFile } from "../../lib/campus-map.ts";
import { campusPlan } from "../../lib/campus-plan.ts";
import type { CampusPlan } from "../api/campus-plan.ts";
import {
  bearing,
  buildRouteGraph,
  classifyTurn,
  minutesOnFoot,
  resolveStart,
  shortestPath,
  sideOf,
  turnAngle,
  walkingRoute,
} from "./wayfinding.ts";

const titleOf = (code: string) => buildingsFile.find((b) => b.code === code)?.title ?? code;

/**
 * A hand-drawn square, 1 unit = 10 m. The kiosk K in building A; from A's door a walkway goes east to B,
 * and a stepped shortcut goes straight down to C, while the step-free way to C goes round by B.
 *
 *   K A-door (0,0) ---- J1 (10,0) ---- B-door (20,0)
 *        |  steps                |
 *      C-door (0,10) ---------- J2 (10,10)
 */
const square: CampusPlan = {
  footprints: {
    A: { label: ["A"], outline: [[-2, -4], [2, -4], [2, 0], [-2, 0]], entrances: [{ id: "A-main", name: "main door", x: 0, y: 0 }] },
    B: { label: ["B"], outline: [[20, -2], [24, -2], [24, 2], [20, 2]], entrances: [{ id: "B-main", name: "west door", x: 20, y: 0 }] },
    C: { label: ["C"], outline: [[-2, 10], [2, 10], [2, 14], [-2, 14]], entrances: [{ id: "C-main", name: "north door", x: 0, y: 10 }] },
  },
  walkways: {
    metresPerUnit: { x: 10, y: 10 },
    geo: { north: 0, west: 0, degreesPerUnit: 0.0001 },
    nodes: [
      { id: "J1", x: 10, y: 0 },
      { id: "J2", x: 10, y: 10 },
    ],
    edges: [
      { from: "A-main", to: "J1", metres: 100, name: "East Walk", steps: false },
      { from: "J1", to: "B-main", metres: 100, name: "East Walk", steps: false },
      { from: "J1", to: "J2", metres: 100, name: "Cross Walk", steps: false },
      { from: "J2", to: "C-main", metres: 100, name: "South Walk", steps: false },
      { from: "A-main", to: "C-main", metres: 100, name: "the stairs", steps: true },
    ],
  },
  places: { gates: [{ id: "J2", name: "Back Gate", x: 10, y: 10 }], parking: [], landmarks: [] },
  kiosks: [{ id: "K", name: "Lobby", building: "A", x: 0, y: -2, facing: 0, joins: ["A-main"] }],
};

describe("geometry", () => {
  it("measures bearings clockwise from north on a plan whose y grows southwards", () => {
    expect(bearing([0, 0], [0, -1])).toBe(0);
    expect(bearing([0, 0], [1, 0])).toBe(90);
    expect(bearing([0, 0], [0, 1])).toBe(180);
    expect(bearing([0, 0], [-1, 0])).toBe(270);
  });

  it("names turns: heading north, east is right and west is left", () => {
    expect(classifyTurn(turnAngle(0, 90))).toBe("right");
    expect(classifyTurn(turnAngle(0, 270))).toBe("left");
    expect(classifyTurn(turnAngle(350, 10))).toBe("straight");
    expect(classifyTurn(turnAngle(0, 45))).toBe("bear-right");
    expect(classifyTurn(turnAngle(90, 270))).toBe("around");
    expect(sideOf(0, 180)).toBe("behind you");
    expect(sideOf(180, 90)).toBe("on your left");
  });

  it("rounds time on foot up to whole minutes at 75 m a minute", () => {
    expect(minutesOnFoot(10)).toBe(1);
    expect(minutesOnFoot(75)).toBe(1);
    expect(minutesOnFoot(76)).toBe(2);
  });
});

describe("shortest path", () => {
  const graph = buildRouteGraph(square);

  it("takes the stairs when they are shorter, and goes round them for a wheelchair", () => {
    const quick = shortestPath(graph, "A-main", "C")!;
    expect(quick.nodes).toEqual(["A-main", "C-main"]);
    expect(quick.metres).toBe(100);
    const stepFree = shortestPath(graph, "A-main", "C", { stepFree: true })!;
    expect(stepFree.nodes).toEqual(["A-main", "J1", "J2", "C-main"]);
    expect(stepFree.metres).toBe(300);
  });

  it("starts a kiosk's route inside its building (20 m to the door) and never cuts through another building", () => {
    const path = shortestPath(graph, "K", "B")!;
    expect(path.nodes).toEqual(["K", "A-main", "J1", "B-main"]);
    expect(path.metres).toBe(220);
    // C is reached from B's side only through walkways, not through A's door by way of the kiosk.
    expect(shortestPath(graph, "B-main", "C", { stepFree: true })!.nodes).toEqual(["B-main", "J1", "J2", "C-main"]);
  });

  it("answers null when no door can be reached", () => {
    const noWay: CampusPlan = { ...square, walkways: { ...square.walkways, edges: square.walkways.edges.filter((e) => e.name === "the stairs") } };
    const g = buildRouteGraph(noWay);
    expect(shortestPath(g, "A-main", "C")).not.toBeNull();
    expect(shortestPath(g, "A-main", "C", { stepFree: true })).toBeNull();
    expect(shortestPath(g, "nowhere", "C")).toBeNull();
  });

  it("describes the square's route with turns from the geometry", () => {
    const start = resolveStart(square, "K")!;
    const route = walkingRoute(graph, start, "C", (c) => `Hall ${c}`, { stepFree: true, atKiosk: true })!;
    expect(route.metres).toBe(320);
    expect(route.minutes).toBe(5);
    expect(route.stepFree).toBe(true);
    expect(route.directions.map((d) => d.text)).toEqual([
      "Leave the Hall A by the main door (behind you as you face this screen).",
      "Turn left onto East Walk and follow it for 100 m.",
      "Turn right onto Cross Walk and follow it for 100 m.",
      "Turn right onto South Walk and follow it for 100 m.",
      "You arrive at the north door of the Hall C.",
    ]);
    const stairs = walkingRoute(graph, start, "C", (c) => `Hall ${c}`)!;
    expect(stairs.stepFree).toBe(false);
    expect(stairs.directions.at(-2)).toMatchObject({ steps: true });
    expect(stairs.directions.at(-2)!.text).toContain("There are steps on this stretch.");
  });
});

describe("routes on the campus plan", () => {
  const graph = buildRouteGraph(campusPlan);
  const lobby = resolveStart(campusPlan, "ADMIN-lobby")!;

  it("from the Administration lobby to Engineering: out the west door, Admin Walk, West Walk (108 m, 2 min)", () => {
    const route = walkingRoute(graph, lobby, "COE", titleOf, { atKiosk: true })!;
    // 16 m indoors + 6 m to Admin Walk + 8 + 47 m along it + 24 m up West Walk + 7 m to the door.
    expect(route.path.nodes).toEqual(["ADMIN-lobby", "ADMIN-west", "J-31-44", "J-31-41", "J-31-27", "J-24-27", "COE-main"]);
    expect(route.metres).toBe(108);
    expect(route.minutes).toBe(2);
    expect(route.directions.map((d) => d.text)).toEqual([
      "Leave the Administration Building by the west door (on your left as you face this screen).",
      "Continue straight onto Admin Walk for 55 m.",
      "Turn right onto West Walk and follow it for 24 m.",
      "Turn left: the main door of the College of Engineering is 7 m ahead.",
    ]);
    // On a phone that opened this route, there is no screen to face.
    expect(walkingRoute(graph, lobby, "COE", titleOf)!.directions[0]!.text).toBe("Leave the Administration Building by the west door.");
  });

  it("to the Cafeteria: the Garden Stairs, or the step-free way down University Avenue", () => {
    const stairs = walkingRoute(graph, lobby, "CAFE", titleOf)!;
    expect(stairs.path.nodes).toContain("J-52-44");
    expect(stairs.path.door).toBe("CAFE-north");
    expect(stairs.stepFree).toBe(false);
    const wheelchair = walkingRoute(graph, lobby, "CAFE", titleOf, { stepFree: true })!;
    expect(wheelchair.stepFree).toBe(true);
    expect(wheelchair.path.door).toBe("CAFE-main");
    expect(wheelchair.metres).toBeGreaterThan(stairs.metres);
    expect(wheelchair.directions.map((d) => d.text)).toContain("Turn left onto University Avenue and follow it for 45 m, past the Fountain.");
  });

  it("the main door of the Administration Building has steps: a wheelchair leaves by a side door", () => {
    const route = walkingRoute(graph, lobby, "OSA", titleOf, { stepFree: true })!;
    expect(route.path.nodes[1]).not.toBe("ADMIN-main");
    expect(route.stepFree).toBe(true);
  });

  it("from the Main Gate a phone is told the compass way first", () => {
    const route = walkingRoute(graph, resolveStart(campusPlan, "gate-main")!, "AUD", titleOf, { stepFree: true })!;
    expect(route.directions[0]!.text).toBe("From the Main Gate, head north along University Avenue for 90 m.");
    expect(route.directions.at(-1)!.text).toBe("Turn right: the side door of the University Auditorium is 8 m ahead.");
  });

  it("a start inside the destination needs no walk; unknown starts are refused", () => {
    const here = walkingRoute(graph, lobby, "ADMIN", titleOf)!;
    expect(here.metres).toBe(0);
    expect(here.directions).toEqual([{ text: "You are in the Administration Building." }]);
    expect(resolveStart(campusPlan, "nowhere")).toBeNull();
    expect(resolveStart(campusPlan, "lib")).toMatchObject({ kind: "building", building: "LIB", node: "LIB-main" });
  });

  it("from a building picked as start, leaves by its best door: the Library's step-free east door for a wheelchair", () => {
    const library = resolveStart(campusPlan, "LIB")!;
    const route = walkingRoute(graph, library, "SCI", titleOf, { stepFree: true })!;
    expect(route.path.nodes[0]).toBe("LIB-east");
    expect(route.directions[0]!.text).toBe("Leave the University Library by the east door.");
    expect(walkingRoute(graph, library, "SCI", titleOf)!.path.nodes[0]).toBe("LIB-main");
  });
});
