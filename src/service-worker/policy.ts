/**
 * What the service worker does with each request, as pure functions so the
 * rules are unit-tested: pages and assets come from the precache of the running build; the public lists come
 * from the network when it answers and from the last copy when it does not; everything else (admin, chat,
 * feedback, health, QR codes) always goes to the network and is never stored.
 */

/** Public GET lists kept for offline use: network first, the last good answer as the fallback. */
export const CACHED_API_PATHS: readonly string[] = [
  "/api/config",
  "/api/courses",
  "/api/forms",
  "/api/announcements",
  "/api/faculty",
  "/api/gallery",
  "/api/map-buildings",
];

/** Cache names: one precache per build version, and one shared cache of API answers. */
export const PRECACHE_PREFIX = "kiosk-precache-";
export const API_CACHE = "kiosk-api";
/** How long a kiosk waits for the API before using the last answer (a dropped LAN link may just hang). */
export const API_TIMEOUT_MS = 5000;

export type RequestKind = "page" | "asset" | "api" | "network";

export interface RequestInfo {
  method: string;
  pathname: string;
  /** Request.mode: "navigate" for a page load. */
  mode: string;
  /** Range requests (video seeking) go to the network: a cached full body cannot answer them. */
  hasRange: boolean;
  sameOrigin: boolean;
}

/** Which strategy serves a request; "network" means the worker does not answer it at all. */
export function requestKind(req: RequestInfo, precached: ReadonlySet<string>): RequestKind {
  if (req.method !== "GET" || req.hasRange || !req.sameOrigin) return "network";
  if (req.pathname === "/api" || req.pathname.startsWith("/api/")) return CACHED_API_PATHS.includes(req.pathname) ? "api" : "network";
  if (req.mode === "navigate") return "page";
  if (precached.has(req.pathname) || req.pathname.startsWith("/_astro/") || req.pathname.startsWith("/media/")) return "asset";
  return "network";
}

/** The precache entry of a page URL: /news, /news.html and /news/ all mean /news; the query is ignored. */
export function pageKey(pathname: string): string {
  if (pathname === "/" || pathname === "/index" || pathname === "/index.html") return "/";
  return pathname.replace(/\.html$/, "").replace(/\/+$/, "") || "/";
}

/** The 404 page's precache entry (its pretty URL answers 404, so it is stored under its file name). */
export const NOT_FOUND_PAGE = "/404.html";

/**
 * Precaches to delete when `current` activates: all but the current and the one before it (in creation
 * order, as CacheStorage lists them), so a page that loaded under the old build can still lazy-load its chunks.
 */
export function staleCaches(keys: readonly string[], current: string): string[] {
  const precaches = keys.filter((k) => k.startsWith(PRECACHE_PREFIX));
  const others = precaches.filter((k) => k !== current);
  const keep = new Set([current, others.at(-1)]);
  return precaches.filter((k) => !keep.has(k));
}

/** The URL paths a built site precaches: every file of the build output, pages under their pretty URLs. */
export function precacheEntries(files: readonly string[]): string[] {
  const entries = new Set<string>();
  for (const file of files) {
    const rel = file.replace(/\\/g, "/").replace(/^\/+/, "");
    if (!rel || /(^|\/)\./.test(rel) || ["sw.js", "build-version.json", "_headers", "_redirects"].includes(rel) || rel.endsWith(".map")) continue;
    if (rel === "404.html") entries.add(NOT_FOUND_PAGE);
    else if (rel.endsWith(".html")) entries.add(pageKey("/" + rel.replace(/(^|\/)index\.html$/, "$1")));
    else entries.add("/" + rel);
  }
  return [...entries].sort();
}
