/**
 * Kiosk mode's state and actions: the idle cycle (active, 'Still there?', reset, attract screen)
 * and the attract screen's slides. The kiosk runtime (src/kiosk/runtime.ts) feeds it touches and clock ticks;
 * the overlay island renders it. What must survive the reset's page load (the last touch, whether a visitor
 * is in session) lives in sessionStorage under keys starting with "kiosk".
 */
import { atom } from "nanostores";
import { apiGet } from "../lib/api.ts";
import { announcementList, galleryList } from "../lib/contracts.ts";
import type { Announcement } from "../shared/api/announcements.ts";
import type { KioskSettings } from "../shared/api/config.ts";
import { DEFAULT_KIOSK_SETTINGS } from "../shared/api/values.ts";
import type { GalleryItem } from "../shared/api/gallery.ts";
import { idlePhase, leavingLink, type IdlePhase, type LeavingLink } from "../shared/rules/kiosk.ts";

/** sessionStorage keys the reset keeps (the kiosk switch and the idle bookkeeping); everything else is the visitor's. */
export const KIOSK_KEY_PREFIX = "kiosk";
const LAST_ACTIVITY = "kiosk:last-activity";
const DIRTY = "kiosk:dirty";
/** localStorage keys that belong to a visitor and are cleared at the reset. */
export const VISITOR_LOCAL_KEYS = ["text-size", "contrast"];

export const $kioskPhase = atom<IdlePhase>({ phase: "active" });

/** A link the kiosk did not follow (another site, a phone number, an e-mail address): shown in a dialog with a QR code. */
export const $leavingLink = atom<LeavingLink | null>(null);

/**
 * A kiosk never leaves the product: a press on a link to another site, a `tel:` or a `mailto:` opens the
 * dialog instead (true: the caller cancels the navigation). Other links behave as usual.
 */
export function holdLeavingLink(href: string, origin: string): boolean {
  const link = leavingLink(href, origin);
  if (link) $leavingLink.set(link);
  return link !== null;
}

export function closeLeavingLink(): void {
  $leavingLink.set(null);
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

export interface IdleTrackerOptions {
  settings: KioskSettings;
  session: KeyValueStore;
  now?: () => number;
  /** True while a video plays: the idle timer waits. */
  videoPlaying?: () => boolean;
  /** Clears the visitor's things and returns to Home (a page load); called once per reset. */
  onReset: () => void;
}

export interface IdleTracker {
  /** A touch, key, wheel or typing: the visitor is here. */
  activity(): void;
  /** Re-evaluates the phase; the runtime calls this a few times a second. */
  tick(): void;
  /** 'Touch to start' on the attract screen: back to a clean Home. */
  startFromAttract(): void;
}

/**
 * The idle cycle. A page that a visitor navigated to counts the visit as going on (the click was a touch);
 * a page loaded by the reset carries over the visitor's last touch, so the attract screen comes at the
 * configured time after it rather than after the reload.
 */
export function createIdleTracker(options: IdleTrackerOptions): IdleTracker {
  const now = options.now ?? Date.now;
  const session = options.session;
  let dirty = session.getItem(DIRTY) === "1";
  const stored = Number(session.getItem(LAST_ACTIVITY));
  let last = dirty || !Number.isFinite(stored) || stored <= 0 || stored > now() ? now() : stored;
  let persisted = 0;
  let resetting = false;

  const persist = (force = false) => {
    if (!force && now() - persisted < 1000) return;
    persisted = now();
    session.setItem(LAST_ACTIVITY, String(last));
    session.setItem(DIRTY, dirty ? "1" : "0");
  };
  persist(true);

  const tick = () => {
    if (resetting) return;
    if (options.videoPlaying?.()) last = now();
    const next = idlePhase({ idleMs: now() - last, dirty, settings: options.settings });
    const current = $kioskPhase.get();
    if (next.phase !== current.phase || (next.phase === "warning" && current.phase === "warning" && next.secondsLeft !== current.secondsLeft)) $kioskPhase.set(next);
    if (next.phase === "reset") reset(last);
  };

  const reset = (lastTouch: number) => {
    resetting = true;
    clearVisitorState(session);
    session.setItem(LAST_ACTIVITY, String(lastTouch));
    session.setItem(DIRTY, "0");
    options.onReset();
  };

  return {
    activity() {
      if (resetting || $kioskPhase.get().phase === "attract") return;
      last = now();
      const wasDirty = dirty;
      dirty = true;
      persist(!wasDirty);
      if ($kioskPhase.get().phase !== "active") $kioskPhase.set({ phase: "active" });
    },
    tick,
    startFromAttract() {
      if (resetting) return;
      reset(now());
    },
  };
}

/** Forgets what a visitor left in this browser: session keys other than the kiosk's, and the text size. */
export function clearVisitorState(session: KeyValueStore, local?: Pick<Storage, "removeItem">): void {
  const keys: string[] = [];
  for (let i = 0; i < session.length; i++) {
    const key = session.key(i);
    if (key !== null && !key.startsWith(KIOSK_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) session.removeItem(key);
  const store = local ?? (typeof localStorage === "undefined" ? undefined : localStorage);
  for (const key of VISITOR_LOCAL_KEYS) store?.removeItem(key);
}

/** One attract-screen slide: an urgent announcement or a gallery highlight. */
export type AttractSlide =
  | { kind: "announcement"; id: string; title: string; text: string }
  | { kind: "media"; id: string; title: string; text?: string; image: string };

/** How many gallery highlights the loop shows. */
export const ATTRACT_GALLERY_ITEMS = 8;

/** Urgent announcements first, then the newest gallery items, alternating so news keeps coming back. */
export function buildAttractSlides(announcements: readonly Announcement[], gallery: readonly GalleryItem[]): AttractSlide[] {
  const news: AttractSlide[] = announcements
    .filter((a) => a.isUrgent)
    .map((a) => ({ kind: "announcement", id: a.id, title: a.title, text: a.content.length > 280 ? `${a.content.slice(0, 277)}...` : a.content }));
  const media: AttractSlide[] = [...gallery]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, ATTRACT_GALLERY_ITEMS)
    .map((g) => ({ kind: "media", id: g.id, title: g.title, text: g.description, image: g.mediaType === "image" ? g.mediaUrl : g.thumbnailUrl }));
  const out: AttractSlide[] = [];
  for (let i = 0; i < Math.max(news.length, media.length); i++) {
    if (news[i]) out.push(news[i]!);
    if (media[i]) out.push(media[i]!);
  }
  return out;
}

export const $attractSlides = atom<AttractSlide[]>([]);

/** Loads the slides (the service worker answers from its last copy when offline); a failure leaves the welcome slide only. */
export async function loadAttractSlides(fetcher?: typeof fetch): Promise<void> {
  const [announcements, gallery] = await Promise.all([
    apiGet("/api/announcements", announcementList, fetcher).catch(() => [] as Announcement[]),
    apiGet("/api/gallery", galleryList, fetcher).catch(() => [] as GalleryItem[]),
  ]);
  $attractSlides.set(buildAttractSlides(announcements, gallery));
}

export const $kioskSettings = atom<KioskSettings>(DEFAULT_KIOSK_SETTINGS);

let tracker: IdleTracker | undefined;

/** The runtime installs the page's tracker so the overlay's buttons can reach it. */
export function setKioskTracker(next: IdleTracker | undefined): void {
  tracker = next;
}

/** 'I'm still here' in the warning dialog. */
export function stillHere(): void {
  tracker?.activity();
}

/** 'Touch to start' on the attract screen. */
export function touchToStart(): void {
  tracker?.startFromAttract();
}
