/**
 * The campus map's state (spec sections 2, 4, 8): buildings, search, the selected building, which map is
 * shown (Google or the static schematic, and why) and the satellite/street toggle. Islands render these.
 */
import { atom, computed } from "nanostores";
import { apiGet, invalidate } from "../lib/api.ts";
import { PublicConfig } from "../shared/api/config.ts";
import { MapBuildingList, type MapBuilding } from "../shared/api/map-buildings.ts";
import { matchesQuery, searchText } from "../shared/rules/directories.ts";
import { showToast } from "./toast.ts";

export type BuildingsState = { status: "loading" } | { status: "ready"; items: MapBuilding[] } | { status: "error"; message: string };
/** 'checking' while /api/config is read; 'google' while the script loads or runs; 'static' otherwise. */
export type MapMode = { kind: "checking" } | { kind: "google"; apiKey: string } | { kind: "static"; reason: "no-key" | "script-failed" | "timeout" };
export type MapView = "satellite" | "street";

export const $buildings = atom<BuildingsState>({ status: "loading" });
export const $query = atom("");
export const $selectedCode = atom<string | null>(null);
export const $mode = atom<MapMode>({ kind: "checking" });
export const $view = atom<MapView>("satellite");

export const $buildingList = computed($buildings, (s) => (s.status === "ready" ? s.items : []));
const $indexed = computed($buildingList, (items) =>
  items.map((b) => ({ b, text: searchText([b.title, b.code, b.category, ...b.services]) })),
);
/** Buildings matching the search box (name, code, category, services). */
export const $matches = computed([$indexed, $query], (indexed, query) =>
  query.trim() === "" ? indexed.map((r) => r.b) : indexed.filter((r) => matchesQuery(r.text, query)).map((r) => r.b),
);
export const $selected = computed([$buildingList, $selectedCode], (items, code) =>
  code ? items.find((b) => b.code.toLowerCase() === code.toLowerCase()) ?? null : null,
);

/** Loads the buildings; `fallback` (the build-time copy of content/map) keeps the map useful if the API fails. */
export async function loadBuildings(fallback: MapBuilding[] = [], fetcher?: typeof fetch): Promise<void> {
  try {
    $buildings.set({ status: "ready", items: await apiGet("/api/map-buildings", MapBuildingList, fetcher) });
  } catch (error) {
    showToast({ title: "Map Error", description: "Failed to load campus buildings", variant: "destructive" });
    $buildings.set(fallback.length > 0 ? { status: "ready", items: fallback } : { status: "error", message: String((error as Error).message) });
  }
  // A search typed while the list was loading still selects its first hit.
  if ($query.get().trim() && !$selectedCode.get()) setQuery($query.get());
}

/** Decides the map: Google when /api/config has a key, else the schematic. */
export async function chooseMap(fetcher?: typeof fetch): Promise<void> {
  try {
    const config = await apiGet("/api/config", PublicConfig, fetcher);
    $mode.set(config.googleMapsApiKey ? { kind: "google", apiKey: config.googleMapsApiKey } : { kind: "static", reason: "no-key" });
  } catch {
    $mode.set({ kind: "static", reason: "no-key" });
  }
}

/** The maps script failed or timed out: fall back to the schematic (never an empty box). */
export function fallBackToStatic(reason: "script-failed" | "timeout"): void {
  if ($mode.get().kind === "google") $mode.set({ kind: "static", reason });
}

export function setQuery(query: string): void {
  $query.set(query);
  // A search hit selects the first match, so the detail panel follows the search.
  const q = query.trim().toLowerCase();
  const first = q ? $indexed.get().find((r) => matchesQuery(r.text, q))?.b : undefined;
  if (first) $selectedCode.set(first.code);
}

export function select(code: string | null): void {
  $selectedCode.set(code);
}

export function setView(view: MapView): void {
  $view.set(view);
}

/** Tests: back to a fresh page. */
export function resetCampusMap(): void {
  invalidate("/api/map-buildings");
  invalidate("/api/config");
  $buildings.set({ status: "loading" });
  $query.set("");
  $selectedCode.set(null);
  $mode.set({ kind: "checking" });
  $view.set("satellite");
}
