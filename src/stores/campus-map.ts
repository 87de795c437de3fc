/**
 * The campus map's state: buildings, offices, search, the selected place, which map is shown (Google or
 * the offline plan, and why), the satellite/street toggle, and the walking route from where the visitor
 * stands (a kiosk's KIOSK_LOCATION, a phone's chosen start or the Main Gate). Islands render these.
 */
import { atom, computed } from "nanostores";
import { apiGet, invalidate } from "../lib/api.ts";
import { dataOf, loadInto, type Loadable } from "../lib/loadable.ts";
import { mapBuildingList, publicConfig } from "../lib/contracts.ts";
import { campusPlan } from "../lib/campus-plan.ts";
import type { PublicListPath } from "../shared/api/public-lists.ts";
import type { PlanOffice } from "../shared/api/campus-plan.ts";
import type { MapBuilding } from "../shared/api/map-buildings.ts";
import { readMapAddress, routeLink } from "../shared/rules/campus-map.ts";
import { matchBuildings, matchOffices } from "../shared/rules/place-search.ts";
import {
  buildRouteGraph,
  DEFAULT_KIOSK_LOCATION,
  DEFAULT_PHONE_START,
  resolveStart,
  walkingRoute,
  type RouteStart,
  type WalkingRoute,
} from "../shared/rules/wayfinding.ts";
import { showToast } from "./toast.ts";

/** 'checking' while /api/config is read; 'google' while the script loads or runs; 'static' otherwise. */
export type MapMode = { kind: "checking" } | { kind: "google"; apiKey: string } | { kind: "static"; reason: "no-key" | "script-failed" | "timeout" };
export type MapView = "satellite" | "street";
/** Whether this browser is a kiosk, and where the server says its kiosks stand (KIOSK_LOCATION). */
export interface Placement {
  kiosk: boolean;
  location: string | null;
}

const BUILDINGS_PATH: PublicListPath = "/api/map-buildings";

export const $buildings = atom<Loadable<MapBuilding[]>>({ status: "idle" });
export const $offices = atom<PlanOffice[]>([]);
export const $query = atom("");
export const $selectedCode = atom<string | null>(null);
export const $selectedOfficeId = atom<string | null>(null);
export const $mode = atom<MapMode>({ kind: "checking" });
export const $view = atom<MapView>("satellite");
export const $placement = atom<Placement>({ kiosk: false, location: null });
/** A start the visitor picked (or ?from=); null: where this device stands by default. */
export const $startChoice = atom<string | null>(null);
export const $stepFree = atom(false);

export const $buildingList = computed($buildings, (s) => dataOf(s) ?? []);
/** Buildings matching the search box (name, code, category, services; question words dropped). */
export const $matches = computed([$buildingList, $query], (items, query) => matchBuildings(items, query));
/** Offices matching the search box by name or nickname ("cashier", "saan ang clinic"). */
export const $officeMatches = computed([$offices, $query], (offices, query) => matchOffices(offices, query));
export const $selected = computed([$buildingList, $selectedCode], (items, code) =>
  code ? items.find((b) => b.code.toLowerCase() === code.toLowerCase()) ?? null : null,
);
export const $selectedOffice = computed([$offices, $selectedOfficeId, $selected], (offices, id, building) => {
  const office = id ? offices.find((o) => o.id === id) : undefined;
  return office && building && office.building === building.code ? office : null;
});

const graph = buildRouteGraph(campusPlan);

/** Where routes start: the chosen start, else a kiosk's spot (KIOSK_LOCATION, or the Admin lobby desk), else the Main Gate. */
export const $start = computed([$startChoice, $placement], (choice, placement): RouteStart => {
  return resolveStart(campusPlan, choice) ?? ownSpot(placement) ?? resolveStart(campusPlan, DEFAULT_PHONE_START)!;
});

/** A kiosk's own spot: KIOSK_LOCATION when it names one, else the Admin lobby desk; null for a phone. */
function ownSpot(placement: Placement): RouteStart | null {
  if (!placement.kiosk) return null;
  return resolveStart(campusPlan, placement.location) ?? resolveStart(campusPlan, DEFAULT_KIOSK_LOCATION);
}
/** True when the start is where the visitor stands: a kiosk showing its own spot. */
export const $startIsHere = computed([$startChoice, $placement], (choice, placement) => placement.kiosk && resolveStart(campusPlan, choice) === null);

export type RouteState = { status: "none" } | { status: "ready"; route: WalkingRoute } | { status: "no-step-free" };

/** The walking route to the selected building; 'no-step-free' when the wheelchair option finds none. */
export const $route = computed([$selected, $start, $stepFree, $buildingList, $startIsHere], (building, start, stepFree, buildings, atKiosk): RouteState => {
  if (!building || !campusPlan.footprints[building.code]) return { status: "none" };
  const titleOf = (code: string) => buildings.find((b) => b.code === code)?.title ?? code;
  const route = walkingRoute(graph, start, building.code, titleOf, { stepFree, atKiosk });
  return route ? { status: "ready", route } : stepFree ? { status: "no-step-free" } : { status: "none" };
});

/** The address of the drawn route, for the QR code that takes it to a phone. */
export const $routeLink = computed([$selected, $start, $selectedOffice, $stepFree], (building, start, office, stepFree) =>
  building ? routeLink({ from: start.id, to: building.code, office: office?.id, stepFree }) : null,
);

/** Loads the buildings; `fallback` (the build-time copy of content/map) keeps the map useful if the API fails. */
export async function loadBuildings(fallback: MapBuilding[] = [], fetcher?: typeof fetch): Promise<void> {
  await loadInto($buildings, () => apiGet(BUILDINGS_PATH, mapBuildingList, fetcher), {
    recover: () => {
      showToast({ title: "Map Error", description: "Failed to load campus buildings", variant: "destructive" });
      return fallback.length > 0 ? fallback : undefined;
    },
  });
  // A search typed while the list was loading still selects its first hit.
  if ($query.get().trim() && !$selectedCode.get()) setQuery($query.get());
}

/**
 * Decides the map (Google when /api/config has a key, else the plan) and where this device stands: a
 * kiosk (`kiosk`: the page was opened as one, or the server is a kiosk server) starts at KIOSK_LOCATION.
 */
export async function chooseMap(fetcher?: typeof fetch, options: { kiosk?: boolean } = {}): Promise<void> {
  // A kiosk shows its spot at once; the server's answer only adds KIOSK_LOCATION (or kiosk mode).
  if (options.kiosk) $placement.set({ kiosk: true, location: $placement.get().location });
  try {
    const config = await apiGet("/api/config", publicConfig, fetcher);
    $placement.set({ kiosk: Boolean(options.kiosk) || config.kiosk.mode, location: config.kioskLocation });
    $mode.set(config.googleMapsApiKey ? { kind: "google", apiKey: config.googleMapsApiKey } : { kind: "static", reason: "no-key" });
  } catch {
    $placement.set({ kiosk: Boolean(options.kiosk), location: null });
    $mode.set({ kind: "static", reason: "no-key" });
  }
}

/** The maps script failed or timed out: fall back to the plan (never an empty box). */
export function fallBackToStatic(reason: "script-failed" | "timeout"): void {
  if ($mode.get().kind === "google") $mode.set({ kind: "static", reason });
}

/** The offices list (content/map/offices.json with its contact blocks resolved when the page was built). */
export function setOffices(offices: PlanOffice[]): void {
  $offices.set(offices);
}

export function setQuery(query: string): void {
  $query.set(query);
  // A search hit selects the best match, an office before a building, so the card follows the search.
  if (!query.trim()) return;
  const office = $officeMatches.get()[0];
  if (office) return selectOffice(office.id);
  const building = $matches.get()[0];
  if (building) select(building.code);
}

/** Selects a building (null: none); an office in another building is dropped. */
export function select(code: string | null): void {
  $selectedCode.set(code);
  const office = $offices.get().find((o) => o.id === $selectedOfficeId.get());
  if (!code || !office || office.building.toLowerCase() !== code.toLowerCase()) $selectedOfficeId.set(null);
}

/** Selects an office and its building; an unknown id selects nothing. */
export function selectOffice(id: string): void {
  const office = $offices.get().find((o) => o.id.toLowerCase() === id.toLowerCase());
  if (!office) return;
  $selectedCode.set(office.building);
  $selectedOfficeId.set(office.id);
}

/** Routes from another start (a gate, a kiosk spot or a building); null goes back to this device's own. */
export function setStart(id: string | null): void {
  const chosen = resolveStart(campusPlan, id);
  // A kiosk picking its own spot is back at "You are here".
  $startChoice.set(chosen && chosen.id !== ownSpot($placement.get())?.id ? chosen.id : null);
}

export function setStepFree(on: boolean): void {
  $stepFree.set(on);
}

/** Applies a /campus-map address: ?building= or ?to=, ?office=, ?from=, ?step-free=1. */
export function openAddress(search: string): void {
  const address = readMapAddress(search);
  if (address.from) setStart(address.from);
  setStepFree(address.stepFree);
  if (address.office && $offices.get().some((o) => o.id.toLowerCase() === address.office!.toLowerCase())) selectOffice(address.office);
  else select(address.building);
}

/** The query string the page shows for the current selection, so it can be bookmarked or shared. */
export function currentAddress(): string {
  const params = new URLSearchParams();
  const code = $selectedCode.get();
  const office = $selectedOffice.get();
  if (code) params.set("building", $selected.get()?.code ?? code);
  if (office) params.set("office", office.id);
  const choice = $startChoice.get();
  if (choice) params.set("from", $start.get().id);
  if ($stepFree.get()) params.set("step-free", "1");
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function setView(view: MapView): void {
  $view.set(view);
}

/** Tests: back to a fresh page. */
export function resetCampusMap(): void {
  invalidate(BUILDINGS_PATH);
  invalidate("/api/config");
  $buildings.set({ status: "idle" });
  $offices.set([]);
  $query.set("");
  $selectedCode.set(null);
  $selectedOfficeId.set(null);
  $mode.set({ kind: "checking" });
  $view.set("satellite");
  $placement.set({ kiosk: false, location: null });
  $startChoice.set(null);
  $stepFree.set(false);
}
