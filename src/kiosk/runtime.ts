/**
 * Kiosk mode in the browser, loaded by src/kiosk/bootstrap.ts only when kiosk mode is on: touch
 * ergonomics, the idle cycle (the tracker in src/stores/kiosk.ts, fed with touches and ticks), the overlay
 * island and the on-screen keyboard. A visitor's own browser never downloads any of this.
 */
import { apiGet } from "../lib/api.ts";
import { publicConfig } from "../lib/contracts.ts";
import type { KioskSettings } from "../shared/api/config.ts";
import { DEFAULT_KIOSK_SETTINGS } from "../shared/api/values.ts";
import { $kioskSettings, createIdleTracker, holdLeavingLink, setKioskTracker } from "../stores/kiosk.ts";

/** How often the idle cycle is re-evaluated. */
const TICK_MS = 250;
/** How often an idle kiosk asks for a new build of the site (applied at the next reset). */
const UPDATE_CHECK_MS = 10 * 60 * 1000;

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchmove", "input"] as const;

function videoPlaying(): boolean {
  for (const video of document.querySelectorAll("video")) if (!video.paused && !video.ended) return true;
  return false;
}

/** No pinch zoom, no long-press menu, no ctrl+wheel zoom; the rest (no selection, no cursor) is CSS under html.kiosk. */
function touchErgonomics(): void {
  const viewport = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  viewport?.setAttribute("content", "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover");
  document.addEventListener("contextmenu", (e) => e.preventDefault());
  document.addEventListener("wheel", (e) => e.ctrlKey && e.preventDefault(), { passive: false });
  document.addEventListener("gesturestart", (e) => e.preventDefault());
  document.addEventListener("dragstart", (e) => e.preventDefault());
}

/** Links that would leave the product (other sites, tel:, mailto:) open the kiosk's link dialog instead. */
function keepLinksInside(): void {
  document.addEventListener(
    "click",
    (e) => {
      const anchor = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (anchor && !e.defaultPrevented && holdLeavingLink(anchor.href, location.origin)) e.preventDefault();
    },
    { capture: true },
  );
  // A script's window.open to another site is held the same way.
  const open = window.open.bind(window);
  window.open = (url?: string | URL, ...rest) => (url !== undefined && holdLeavingLink(String(url), location.origin) ? null : open(url, ...rest));
}

/** Applies a build of the site that is waiting, then loads Home: the one moment a kiosk takes an update. */
async function resetToHome(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const waiting = reg?.waiting;
    if (waiting) {
      const switched = new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true });
        setTimeout(resolve, 3000);
      });
      waiting.postMessage({ type: "skip-waiting" });
      await switched;
    }
  } catch {
    // No service worker: just load Home.
  }
  // A full page load drops every in-page state: chat and its session, forms, open dialogs, filters, searches.
  location.replace("/");
}

async function settings(): Promise<KioskSettings> {
  try {
    return (await apiGet("/api/config", publicConfig)).kiosk;
  } catch {
    return DEFAULT_KIOSK_SETTINGS;
  }
}

export async function startKiosk(): Promise<void> {
  touchErgonomics();
  keepLinksInside();
  const kiosk = await settings();
  $kioskSettings.set(kiosk);
  const tracker = createIdleTracker({ settings: kiosk, session: sessionStorage, videoPlaying, onReset: () => void resetToHome() });
  setKioskTracker(tracker);
  for (const type of ACTIVITY_EVENTS) document.addEventListener(type, () => tracker.activity(), { capture: true, passive: true });
  setInterval(() => tracker.tick(), TICK_MS);

  const mount = document.createElement("div");
  mount.dataset.kioskOverlay = "";
  document.body.append(mount);
  const [{ mountKioskOverlay }, { installKeyboard }] = await Promise.all([import("../islands/kiosk/kiosk-overlay-entry.tsx"), import("./keyboard.ts")]);
  mountKioskOverlay(mount);
  installKeyboard();
  document.documentElement.dataset.kioskReady = "";

  setInterval(() => void navigator.serviceWorker?.getRegistration().then((r) => r?.update()).catch(() => {}), UPDATE_CHECK_MS);
}
