/**
 * The map configuration test page: three steps run in order, each pending,
 * success or error with the spec's messages. The key itself is never shown.
 */
import { atom } from "nanostores";
import { apiGet, invalidate } from "../lib/api.ts";
import { publicConfig } from "../lib/contracts.ts";
import { MAP_CENTER, MAP_SCRIPT_TIMEOUT_MS, MAP_ZOOM } from "../shared/rules/campus-map.ts";

export type StepStatus = "pending" | "success" | "error";
export interface Step {
  id: "key" | "script" | "init";
  label: string;
  status: StepStatus;
  message?: string;
}

const STEPS: Step[] = [
  { id: "key", label: "API key retrieval", status: "pending" },
  { id: "script", label: "Google Maps script load", status: "pending" },
  { id: "init", label: "Map initialization", status: "pending" },
];

export const $steps = atom<Step[]>(STEPS);
export const $running = atom(false);

function update(id: Step["id"], status: StepStatus, message?: string): void {
  $steps.set($steps.get().map((s) => (s.id === id ? { ...s, status, message } : s)));
}

interface MapsGlobal {
  google?: { maps?: { Map?: new (el: HTMLElement, opts: object) => unknown } };
  [callback: string]: unknown;
}

/** Adds the maps script with a callback; resolves when it calls back, rejects on error or after 10 s. */
function loadScript(key: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const w = window as unknown as MapsGlobal;
    const callback = `__mapCheckReady${Date.now()}`;
    const script = document.createElement("script");
    const timer = setTimeout(() => reject(new Error("Script load timeout")), timeoutMs);
    w[callback] = () => {
      clearTimeout(timer);
      resolve();
    };
    script.src = `https://maps.googleapis.com/maps/api/js?${new URLSearchParams({ key, callback, loading: "async" })}`;
    script.async = true;
    script.dataset.mapCheck = "";
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error("Failed to load the Google Maps script"));
    };
    document.querySelectorAll("script[data-map-check]").forEach((s) => s.remove());
    document.head.append(script);
  });
}

/** Runs the three steps; a failed step leaves the later ones pending. */
export async function runMapCheck(mapElement: HTMLElement, timeoutMs = MAP_SCRIPT_TIMEOUT_MS): Promise<void> {
  if ($running.get()) return;
  $running.set(true);
  $steps.set(STEPS);
  try {
    invalidate("/api/config");
    let key = "";
    try {
      key = (await apiGet("/api/config", publicConfig)).googleMapsApiKey;
    } catch {
      key = "";
    }
    if (!key) return update("key", "error", "API key not found in config");
    update("key", "success", "API key found in config");

    try {
      await loadScript(key, timeoutMs);
    } catch (error) {
      return update("script", "error", (error as Error).message);
    }
    const maps = (window as unknown as MapsGlobal).google?.maps;
    if (!maps?.Map) return update("script", "error", "Script loaded but Google Maps not available");
    update("script", "success", "Google Maps script loaded");

    try {
      mapElement.replaceChildren();
      new maps.Map(mapElement, { center: MAP_CENTER, zoom: MAP_ZOOM, mapTypeId: "satellite" });
      update("init", "success", "Map initialized");
    } catch {
      update("init", "error", "Failed to initialize map");
    }
  } finally {
    $running.set(false);
  }
}
