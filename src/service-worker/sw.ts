/**
 * The kiosk's service worker, bundled by src/integrations/service-worker.ts into dist/sw.js with
 * the build's file list and version. It keeps a kiosk working when its link drops:
 * - install: precache every page and asset of this build, and the latest public API lists;
 * - pages and assets: from this build's precache (so a visitor's session never mixes two builds);
 * - public lists: network first (5 s limit), the last good answer when offline;
 * - admin, chat, feedback, health: never touched;
 * - the feedback outbox: sent when the link returns (sync event, or a page's message).
 * A new build waits until a page says "skip-waiting": a kiosk at its idle reset, a browser at once.
 */
import { indexedDbOutbox, OUTBOX_SYNC_TAG } from "../lib/outbox.ts";
import { flushOutbox, serialFlusher } from "./outbox-flush.ts";
import { API_CACHE, API_TIMEOUT_MS, CACHED_API_PATHS, NOT_FOUND_PAGE, pageKey, PRECACHE_PREFIX, requestKind, staleCaches } from "./policy.ts";

// Replaced by the build (esbuild `define`).
declare const __PRECACHE__: string[];
declare const __BUILD_VERSION__: string;

// The few ServiceWorkerGlobalScope types used here (the project's TypeScript lib is the DOM one).
interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends SwExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SwSyncEvent extends SwExtendableEvent {
  tag: string;
}
interface SwMessageEvent extends SwExtendableEvent {
  data: unknown;
}
interface SwClient {
  postMessage(message: unknown): void;
}
interface SwScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options?: { includeUncontrolled?: boolean }): Promise<SwClient[]> };
  addEventListener(type: "install" | "activate", listener: (event: SwExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: SwFetchEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SwSyncEvent) => void): void;
  addEventListener(type: "message", listener: (event: SwMessageEvent) => void): void;
}

const sw = self as unknown as SwScope;
const VERSION = __BUILD_VERSION__;
const PRECACHE = PRECACHE_PREFIX + VERSION;
const precached = new Set(__PRECACHE__);

async function tellClients(message: unknown): Promise<void> {
  for (const client of await sw.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message);
}

let lastOnline: boolean | undefined;
function networkSeen(online: boolean): void {
  if (online === lastOnline) return;
  lastOnline = online;
  void tellClients({ type: "network", online });
  if (online) void flush();
}

const outbox = indexedDbOutbox(indexedDB);
const flush = serialFlusher(async () => {
  const result = await flushOutbox(outbox, (path, body) =>
    fetch(path, { method: "POST", credentials: "include", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) }),
  );
  if (result.sent || result.dropped) void tellClients({ type: "outbox", ...result });
  return result;
});

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      // Straight from the server: an HTTP-cached copy could belong to the previous build.
      await cache.addAll(__PRECACHE__.map((url) => new Request(url, { cache: "reload" })));
      const api = await caches.open(API_CACHE);
      await Promise.all(
        CACHED_API_PATHS.map(async (path) => {
          const res = await fetch(path, { credentials: "include" }).catch(() => undefined);
          if (res?.ok) await api.put(path, res);
        }),
      );
    })(),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of staleCaches(await caches.keys(), PRECACHE)) await caches.delete(key);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === "skip-waiting") event.waitUntil(sw.skipWaiting());
  else if (type === "flush-outbox") event.waitUntil(flush());
});

sw.addEventListener("sync", (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(flush());
});

async function fromPrecache(key: string): Promise<Response | undefined> {
  const cache = await caches.open(PRECACHE);
  return (await cache.match(key)) ?? undefined;
}

async function page(req: Request): Promise<Response> {
  const key = pageKey(new URL(req.url).pathname);
  const hit = precached.has(key) ? await fromPrecache(key) : undefined;
  if (hit) return hit;
  try {
    const res = await fetch(req);
    networkSeen(true);
    return res;
  } catch {
    networkSeen(false);
    const notFound = await fromPrecache(NOT_FOUND_PAGE);
    if (notFound) return new Response(notFound.body, { status: 404, headers: notFound.headers });
    return Response.error();
  }
}

async function asset(req: Request): Promise<Response> {
  // Any build's copy: a page of the previous build may still lazy-load its own chunks.
  const hit = await caches.match(req, { ignoreSearch: true });
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok && new URL(req.url).pathname.startsWith("/media/")) {
    const copy = res.clone();
    void caches.open(PRECACHE).then((c) => c.put(req, copy));
  }
  return res;
}

async function api(req: Request): Promise<Response> {
  const cache = await caches.open(API_CACHE);
  const key = new URL(req.url).pathname;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const res = await fetch(req, { signal: controller.signal });
    networkSeen(true);
    if (res.ok) await cache.put(key, res.clone());
    return res;
  } catch {
    networkSeen(false);
    const hit = await cache.match(key);
    if (hit) return hit;
    return new Response(JSON.stringify({ error: "This kiosk is offline and has no saved copy of this list yet." }), {
      status: 503,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
  } finally {
    clearTimeout(timer);
  }
}

sw.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  const kind = requestKind(
    { method: req.method, pathname: url.pathname, mode: req.mode, hasRange: req.headers.has("range"), sameOrigin: url.origin === sw.location.origin },
    precached,
  );
  if (kind === "page") event.respondWith(page(req));
  else if (kind === "asset") event.respondWith(asset(req));
  else if (kind === "api") event.respondWith(api(req));
});
