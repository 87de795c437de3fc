/// <reference types="google.maps" />
/**
 * The Google map: satellite by default at the campus centre, buildings as markers with
 * info windows, the plan's footprints and the walking route drawn over it; Street View with an overview
 * map, where a marker click moves the panorama and shows the building card. If the script fails or is not
 * loaded within 10 s, the page falls back to the campus plan.
 */
import { useStore } from "@nanostores/react";
import { APIProvider, InfoWindow, Map, Marker, useApiLoadingStatus, APILoadingStatus, useMap, useMapsLibrary } from "@vis.gl/react-google-maps";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { MapBuilding } from "../../shared/api/map-buildings.ts";
import { MAP_CENTER, MAP_HEIGHT_PX, MAP_SCRIPT_TIMEOUT_MS, MAP_ZOOM } from "../../shared/rules/campus-map.ts";
import { campusPlan } from "../../lib/campus-plan.ts";
import { toLatLng } from "../../shared/rules/wayfinding.ts";
import { CATEGORY_COLOURS } from "../../shared/rules/campus-map.ts";
import { $buildings, $buildingList, $route, $selected, $view, fallBackToStatic, select, setView, type MapView } from "../../stores/campus-map.ts";
import BuildingDetail, { BuildingCard } from "./BuildingDetail.tsx";
import { BuildingSearch } from "./parts.tsx";
import RoutePanel from "./RoutePanel.tsx";

export default function GoogleCampusMap(props: { apiKey: string }) {
  const loaded = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!loaded.current) fallBackToStatic("timeout");
    }, MAP_SCRIPT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <APIProvider
      apiKey={props.apiKey}
      onLoad={() => (loaded.current = true)}
      onError={() => fallBackToStatic("script-failed")}
      disableUsageAttribution
    >
      <GoogleViews />
    </APIProvider>
  );
}

const VIEWS: { value: MapView; label: string }[] = [
  { value: "satellite", label: "Satellite View" },
  { value: "street", label: "Street View" },
];

function GoogleViews() {
  const view = useStore($view);
  const status = useApiLoadingStatus();
  const buildings = useStore($buildings);
  return (
    <div className="space-y-3" data-google-map>
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Map view" className="join">
          {VIEWS.map((v) => (
            <button key={v.value} type="button" className={`btn btn-lg join-item ${view === v.value ? "btn-primary" : "btn-outline"}`} aria-pressed={view === v.value} onClick={() => setView(v.value)} data-view={v.value}>
              {v.label}
            </button>
          ))}
        </div>
        <p role="status" className="text-base-content/70" data-map-status>
          {status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE
            ? "Failed to load map"
            : status !== APILoadingStatus.LOADED
              ? "Google Maps is not loaded yet"
              : buildings.status === "loading" || buildings.status === "idle"
                ? "Loading buildings..."
                : "Tap a building marker for its details and the walking route."}
        </p>
      </div>
      <BuildingSearch />
      {view === "satellite" ? <SatelliteView /> : <StreetView />}
    </div>
  );
}

function SatelliteView() {
  const buildings = useStore($buildingList);
  const selected = useStore($selected);
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
      <div className="rounded-box overflow-hidden" style={{ height: MAP_HEIGHT_PX }} data-satellite>
        <Map defaultCenter={MAP_CENTER} defaultZoom={MAP_ZOOM} mapTypeId="satellite" gestureHandling="greedy" style={{ width: "100%", height: "100%" }}>
          {buildings.map((b) => (
            <Marker key={b.code} position={{ lat: b.latitude, lng: b.longitude }} title={b.title} onClick={() => select(b.code)} />
          ))}
          <PlanShapes />
          {selected && (
            <InfoWindow position={{ lat: selected.latitude, lng: selected.longitude }} onCloseClick={() => select(null)} headerContent={selected.title}>
              <div className="text-sm text-black" data-info-window={selected.code}>
                <p>{selected.description}</p>
                <p className="mt-1"><b>Hours:</b> {selected.officeHours}</p>
              </div>
            </InfoWindow>
          )}
        </Map>
      </div>
      <div className="min-w-0 space-y-4">
        <RoutePanel />
        <BuildingDetail />
      </div>
    </div>
  );
}

/** The plan's building footprints and the walking route, on the Google map (same data as the offline plan). */
function PlanShapes() {
  const map = useMap();
  const maps = useMapsLibrary("maps");
  const buildings = useStore($buildingList);
  const route = useStore($route);
  const line = route.status === "ready" ? route.route.line : null;
  useEffect(() => {
    if (!map || !maps) return;
    const shapes: { setMap(m: google.maps.Map | null): void }[] = buildings.flatMap((b) => {
      const footprint = campusPlan.footprints[b.code];
      if (!footprint) return [];
      const colour = CATEGORY_COLOURS[b.category];
      return [new maps.Polygon({ map, paths: footprint.outline.map((p) => toLatLng(campusPlan, p)), strokeColor: colour, strokeWeight: 2, fillColor: colour, fillOpacity: 0.25, clickable: false, title: b.code } as google.maps.PolygonOptions)];
    });
    if (line && line.length > 1) {
      shapes.push(new maps.Polyline({ map, path: line.map((p) => toLatLng(campusPlan, p)), strokeColor: "#2563eb", strokeWeight: 6, strokeOpacity: 0.9, clickable: false, title: "route" } as google.maps.PolylineOptions));
    }
    return () => shapes.forEach((s) => s.setMap(null));
  }, [map, maps, buildings, line]);
  return null;
}

/** Street View: the panorama on top, an overview map below; a marker click moves the panorama. */
function StreetView() {
  const buildings = useStore($buildingList);
  const selected = useStore($selected);
  const streetView = useMapsLibrary("streetView");
  const box = useRef<HTMLDivElement>(null);
  const panorama = useRef<google.maps.StreetViewPanorama | null>(null);
  const [failed, setFailed] = useState(false);
  const target: MapBuilding | undefined = selected ?? buildings[0];

  // The panorama is made once, when the library arrives, at the building shown then; later moves go below.
  const open = useEffectEvent((library: google.maps.StreetViewLibrary) => {
    if (!box.current || panorama.current) return;
    try {
      panorama.current = new library.StreetViewPanorama(box.current, {
        position: target ? { lat: target.latitude, lng: target.longitude } : MAP_CENTER,
        pov: { heading: 0, pitch: 0 },
        addressControl: false,
      });
    } catch {
      setFailed(true);
    }
  });
  useEffect(() => {
    if (streetView) open(streetView);
  }, [streetView]);

  // Moves only when another building is chosen, not when the same one's record is reloaded.
  const move = useEffectEvent(() => {
    if (panorama.current && target) panorama.current.setPosition({ lat: target.latitude, lng: target.longitude });
  });
  const targetCode = target?.code;
  useEffect(() => move(), [targetCode]);

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-3">
        <div className="rounded-box bg-base-300 relative overflow-hidden" style={{ height: MAP_HEIGHT_PX * 0.6 }}>
          <div ref={box} className="size-full" data-panorama />
          {failed && <p role="alert" className="absolute inset-0 grid place-items-center" data-street-error>Failed to load Street View</p>}
        </div>
        <div className="rounded-box overflow-hidden" style={{ height: MAP_HEIGHT_PX * 0.4 }} data-overview>
          <Map defaultCenter={MAP_CENTER} defaultZoom={MAP_ZOOM - 1} mapTypeId="roadmap" streetViewControl={false} style={{ width: "100%", height: "100%" }}>
            {buildings.map((b) => (
              <Marker key={b.code} position={{ lat: b.latitude, lng: b.longitude }} title={b.title} onClick={() => select(b.code)} />
            ))}
          </Map>
        </div>
      </div>
      <div className="min-w-0 space-y-4">
        <RoutePanel />
        {selected && <BuildingCard building={selected} onClose={() => select(null)} />}
      </div>
    </div>
  );
}
