/**
 * Campus Map and Directory (spec section 2): the Google map when /api/config has a key and its script
 * loads within 10 s, otherwise the static schematic map. Search and the detail panel work with both.
 * The Google part is a separate chunk loaded only when a key exists.
 */
import { useStore } from "@nanostores/react";
import { Component, lazy, Suspense, useEffect, type ReactNode } from "react";
import type { MapBuilding } from "../../shared/api/map-buildings.ts";
import { buildingFromSearch, MAP_HEIGHT_PX } from "../../shared/rules/campus-map.ts";
import { $buildings, $mode, $selected, chooseMap, fallBackToStatic, loadBuildings, select } from "../../stores/campus-map.ts";
import Toaster from "../Toaster.tsx";
import { BuildingSearch, BuildingDetail, Legend } from "./parts.tsx";
import { SchematicMap } from "./SchematicMap.tsx";

const GoogleCampusMap = lazy(() => import("./GoogleCampusMap.tsx"));

const FALLBACK_NOTE: Record<string, string> = {
  "no-key": "The interactive map is unavailable on this kiosk, so a campus plan is shown instead.",
  "script-failed": "The interactive map could not be loaded, so a campus plan is shown instead.",
  timeout: "The interactive map took too long to load, so a campus plan is shown instead.",
};

export default function CampusMap(props: { snapshot: MapBuilding[] }) {
  const mode = useStore($mode);
  const buildings = useStore($buildings);
  const selected = useStore($selected);

  useEffect(() => {
    select(buildingFromSearch(window.location.search));
    void loadBuildings(props.snapshot);
    void chooseMap();
  }, []);

  // Keep the address in step with the selection, so the page can be bookmarked or shared.
  useEffect(() => {
    if (buildings.status !== "ready") return;
    const url = new URL(window.location.href);
    if (selected) url.searchParams.set("building", selected.code);
    else url.searchParams.delete("building");
    window.history.replaceState(null, "", url);
  }, [selected, buildings.status]);

  return (
    <div className="space-y-4" data-campus-map data-mode={mode.kind === "static" ? `static-${mode.reason}` : mode.kind}>
      {mode.kind === "google" ? (
        <GoogleFailed>
          <Suspense fallback={<MapPlaceholder text="Loading map..." />}>
            <GoogleCampusMap apiKey={mode.apiKey} />
          </Suspense>
        </GoogleFailed>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
          <div className="min-w-0 space-y-3">
            {mode.kind === "static" && (
              <p role="status" className="alert alert-info alert-soft text-base-content py-2" data-map-note>
                {FALLBACK_NOTE[mode.reason]}
              </p>
            )}
            <BuildingSearch />
            {buildings.status === "loading" ? (
              <MapPlaceholder text="Loading buildings..." />
            ) : buildings.status === "error" ? (
              <MapPlaceholder text="Failed to load campus buildings" />
            ) : (
              <SchematicMap />
            )}
            <Legend />
          </div>
          <BuildingDetail />
        </div>
      )}
      <Toaster />
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
