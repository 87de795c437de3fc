import { describe, expect, it } from "vitest";
import { PUBLIC_LISTS } from "../shared/api/public-lists.ts";
import { CACHED_API_PATHS, pageKey, precacheEntries, requestKind, staleCaches, type RequestInfo } from "./policy.ts";

const get = (pathname: string, extra: Partial<RequestInfo> = {}): RequestInfo => ({ method: "GET", pathname, mode: "cors", hasRange: false, sameOrigin: true, ...extra });
const precached = new Set(["/", "/news", "/logo.svg", "/_astro/app.js"]);

describe("requestKind", () => {
  it("serves page loads from the precache", () => {
    expect(requestKind(get("/news", { mode: "navigate" }), precached)).toBe("page");
    expect(requestKind(get("/unknown", { mode: "navigate" }), precached)).toBe("page");
  });

  it("serves the build's assets and media from the cache", () => {
    expect(requestKind(get("/_astro/app.js"), precached)).toBe("asset");
    expect(requestKind(get("/logo.svg"), precached)).toBe("asset");
    expect(requestKind(get("/media/gallery/x.webp"), precached)).toBe("asset");
  });

  it("keeps the public lists network-first", () => {
    for (const p of ["/api/config", ...Object.values(PUBLIC_LISTS).map((list) => list.path)]) {
      expect(CACHED_API_PATHS).toContain(p);
      expect(requestKind(get(p), precached)).toBe("api");
    }
  });

  it("never caches admin calls, the feedback list, the chat, health or QR codes", () => {
    for (const p of ["/api/admin/session", "/api/admin/chatbot/knowledge", "/api/feedback", "/api/chat", "/api/chat/rating", "/api/health", "/api/qr-code"]) {
      expect(requestKind(get(p), precached)).toBe("network");
    }
  });

  it("leaves writes, range requests and other origins alone", () => {
    expect(requestKind(get("/api/feedback", { method: "POST" }), precached)).toBe("network");
    expect(requestKind(get("/media/gallery/clip.webm", { hasRange: true }), precached)).toBe("network");
    expect(requestKind(get("/maps/api/js", { sameOrigin: false }), precached)).toBe("network");
    expect(requestKind(get("/robots.txt"), precached)).toBe("network");
  });
});

describe("pageKey", () => {
  it("maps every spelling of a page to its pretty URL", () => {
    expect(["/", "/index.html", "/news", "/news.html", "/news/"].map(pageKey)).toEqual(["/", "/", "/news", "/news", "/news"]);
  });
});

describe("precacheEntries", () => {
  it("lists pages under pretty URLs, the 404 page by file name, and every asset", () => {
    expect(precacheEntries(["index.html", "news.html", "404.html", "_astro/a.js", "media/x.webp", "logo.svg", "sw.js", "build-version.json", "_astro/a.js.map", ".DS_Store"])).toEqual([
      "/",
      "/404.html",
      "/_astro/a.js",
      "/logo.svg",
      "/media/x.webp",
      "/news",
    ]);
  });
});

describe("staleCaches", () => {
  it("keeps the current build and the one before it", () => {
    const keys = ["kiosk-api", "kiosk-precache-a", "kiosk-precache-b", "kiosk-precache-c"];
    expect(staleCaches(keys, "kiosk-precache-c")).toEqual(["kiosk-precache-a"]);
    expect(staleCaches(["kiosk-precache-a"], "kiosk-precache-a")).toEqual([]);
  });
});
