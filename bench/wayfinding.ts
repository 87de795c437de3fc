/**
 * `node bench/wayfinding.ts`: how long a walking route takes to compute on the campus plan (graph build,
 * then every start to every building, plain and step-free, with directions), against the 16 ms a 60 Hz
 * frame allows a tap. Prints numbers; no test.
 */
import { readFileSync } from "node:fs";
import { Footprints, KioskLocations, Places, Walkways, type CampusPlan } from "../src/shared/api/campus-plan.ts";
import { buildRouteGraph, resolveStart, walkingRoute } from "../src/shared/rules/wayfinding.ts";

const read = (name: string): unknown => JSON.parse(readFileSync(new URL(`../content/map/${name}`, import.meta.url), "utf8"));
const plan: CampusPlan = {
  footprints: Footprints.parse(read("footprints.json")),
  walkways: Walkways.parse(read("walkways.json")),
  places: Places.parse(read("places.json")),
  kiosks: KioskLocations.parse(read("kiosks.json")),
};

let t = performance.now();
const graph = buildRouteGraph(plan);
const buildMs = performance.now() - t;

const starts = [...plan.places.gates.map((g) => g.id), ...plan.kiosks.map((k) => k.id), ...Object.keys(plan.footprints)].map((id) => resolveStart(plan, id)!);
const codes = Object.keys(plan.footprints);
t = performance.now();
walkingRoute(graph, starts[0]!, codes.at(-1)!, (c) => c);
const coldMs = performance.now() - t;
const times: number[] = [];
let routes = 0;
for (let round = 0; round < 5; round++) {
  for (const start of starts) {
    for (const code of codes) {
      for (const stepFree of [false, true]) {
        t = performance.now();
        if (walkingRoute(graph, start, code, (c) => c, { stepFree })) routes++;
        times.push(performance.now() - t);
      }
    }
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
console.log(`graph: ${graph.points.size} nodes, built in ${buildMs.toFixed(2)} ms; first route (cold) ${coldMs.toFixed(2)} ms`);
console.log(`${times.length} routes (${routes} found): median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, p99 ${pct(0.99)} ms, max ${pct(1)} ms (frame budget 16.7 ms)`);
