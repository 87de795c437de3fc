/**
 * Campus Map and Directory: the offline campus plan with "You are here" and walking routes (what every
 * kiosk without a maps key shows), or the Google map when /api/config has a key and its script loads
 * within 10 s. Search, the route with its directions and the place card work with both. The Google part
 * is a separate chunk loaded only when a key exists. Portrait kiosk: plan above, route and card below;
 * landscape: side by side.
 */
import { Component, lazy, Suspense, useEffect, useEffectEvent, type ReactNode } from "react";
import type { PlanOffice } from "../../shared/api/campus-plan.ts";
import type { MapBuilding } from "../../shared/api/map-buildings.ts";
import { MAP_HEIGHT_PX } from "../../shared/rules/campus-map.ts";
import { $buildings, $mode, $route, $selectedCode, $selectedOfficeId, $startChoice, $stepFree, chooseMap, currentAddress, fallBackToStatic, loadBuildings, openAddress, setOffices } from "../../stores/campus-map.ts";
import { Loaded } from "../parts/Loaded.tsx";
import { BuildingSearch } from "./parts.tsx";
import { SchematicMap } from "./SchematicMap.tsx";
import { useStores } from "../parts/use-stores.ts";

const GoogleCampusMap = lazy(() => import("./GoogleCampusMap.tsx"));
// In the browser the route panel and the place card come in their own chunks, so the plan, search and legend
// start sooner. The server renders them in place (no streaming script), and hydration keeps that HTML on screen
// until their code arrives (React leaves a suspended boundary's server HTML as it is).
const RoutePanel = import.meta.env.SSR ? (await import("./RoutePanel.tsx")).default : lazy(() => import("./RoutePanel.tsx"));
const BuildingDetail = import.meta.env.SSR ? (await import("./BuildingDetail.tsx")).default : lazy(() => import("./BuildingDetail.tsx"));
// The toast region too: its (empty) live region is in the server HTML; a toast waits in its store until it loads.
const Toaster = import.meta.env.SSR ? (await import("../Toaster.tsx")).default : lazy(() => import("../Toaster.tsx"));

/** Only when a configured maps key fails: the plan itself needs no excuse. */
const FALLBACK_NOTE: Record<string, string> = {
  "script-failed": "The satellite map could not be loaded; this is the campus plan.",
  timeout: "The satellite map took too long to load; this is the campus plan.",
};

/** `children`: the legend under the plan, static markup the page renders (src/components/MapLegend.astro). */
export default function CampusMap(props: { snapshot: MapBuilding[]; offices: PlanOffice[]; children?: ReactNode }) {
  const { mode, buildings, code, office, choice, stepFree, route } = useStores({ mode: $mode, buildings: $buildings, code: $selectedCode, office: $selectedOfficeId, choice: $startChoice, stepFree: $stepFree, route: $route });

  // Once, on mount: the page's snapshot and address start the stores; later props do not restart them.
  const start = useEffectEvent(() => {
    setOffices(props.offices);
    openAddress(window.location.search);
    void loadBuildings(props.snapshot);
    void chooseMap(undefined, { kiosk: document.documentElement.classList.contains("kiosk") });
  });
  useEffect(() => start(), []);

  // Keep the address in step with the selection, so the page can be bookmarked or shared.
  useEffect(() => {
    if (buildings.status !== "ready") return;
    const url = new URL(window.location.href);
    url.search = currentAddress();
    window.history.replaceState(null, "", url);
  }, [code, office, choice, stepFree, buildings.status]);

  return (
    <div className="space-y-4" data-campus-map data-mode={mode.kind === "static" ? `static-${mode.reason}` : mode.kind}>
      {mode.kind === "google" ? (
        <GoogleFailed>
          <Suspense fallback={<MapPlaceholder text="Loading map..." />}>
            <GoogleCampusMap apiKey={mode.apiKey} />
          </Suspense>
        </GoogleFailed>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_26rem] tall:grid-cols-1 wide:grid-cols-[minmax(0,1fr)_34rem]">
          <div className="min-w-0 space-y-3">
            {mode.kind === "static" && FALLBACK_NOTE[mode.reason] && (
              <p role="status" className="text-base-content/70" data-map-note>
                {FALLBACK_NOTE[mode.reason]}
              </p>
            )}
            <BuildingSearch />
            <Loaded state={buildings} loading={<MapPlaceholder text="Loading buildings..." />} failed={() => <MapPlaceholder text="Failed to load campus buildings" />}>
              {() => <SchematicMap />}
            </Loaded>
            {props.children}
          </div>
          <div className="min-w-0 space-y-4 tall:grid tall:grid-cols-2 tall:items-start tall:gap-4 tall:space-y-0" data-route-column data-has-route={route.status === "ready" || undefined}>
            <Suspense fallback={null}>
              <RoutePanel />
            </Suspense>
            <Suspense fallback={null}>
              <BuildingDetail />
            </Suspense>
          </div>
        </div>
      )}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </div>
  );
}

/** A failure inside the maps service (or loading its chunk) shows the schematic instead of a blank page. */
class GoogleFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    fallBackToStatic("script-failed");
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function MapPlaceholder(props: { text: string }) {
  return (
    <div className="bg-base-100 rounded-box border-base-300 grid place-items-center border" style={{ height: MAP_HEIGHT_PX }} role="status" data-map-placeholder>
      <p className="flex items-center gap-3 text-lg">
        <span className="loading loading-spinner" aria-hidden="true" />
        {props.text}
      </p>
    </div>
  );
}
