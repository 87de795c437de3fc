import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { startLocalServer, type RunningServer } from "../local/start.ts";
import {
  fixedRules,
  formatHeadersFile,
  headersForPath,
  overlappingHeaders,
  pageRules,
  parseHeadersFile,
  routesOf,
  type HeaderRule,
} from "./header-rules.ts";
import { inlineHashes } from "./inline-hashes.ts";
import { API_HEADERS, pageCsp } from "./security-headers.ts";

const root = path.resolve(import.meta.dirname, "../../..");

/** netlify.toml's `[[headers]]` as Netlify reads them, parsed by a real TOML parser. */
function netlifyTomlRules(): HeaderRule[] {
  const config = parseToml(readFileSync(path.join(root, "netlify.toml"), "utf8")) as { headers?: HeaderRule[] };
  return config.headers ?? [];
}

const CLOCK = `(() => { document.title = "x"; })();`;
const tmp = mkdtempSync(path.join(tmpdir(), "kiosk-headers-"));
const dist = path.join(tmp, "dist");

function writeFixtureSite() {
  mkdirSync(path.join(dist, "_astro"), { recursive: true });
  mkdirSync(path.join(dist, "admin"), { recursive: true });
  const page = (body: string) => `<!doctype html><html><head><script>${CLOCK}</script></head><body>${body}</body></html>`;
  writeFileSync(path.join(dist, "index.html"), page("<h1>Home</h1>"));
  writeFileSync(path.join(dist, "news.html"), page(`<style>h1{color:red}</style><h1 style="color:&quot;blue&quot;">News</h1>`));
  writeFileSync(path.join(dist, "campus-map.html"), page(`<div style="height:600px"></div>`));
  writeFileSync(path.join(dist, "admin", "index.html"), page("<h1>Admin</h1>"));
  writeFileSync(path.join(dist, "404.html"), page("<h1>Page Not Found</h1>"));
  writeFileSync(path.join(dist, "_astro", "app.Ab12Cd.js"), "console.log(1)");
  writeFileSync(path.join(dist, "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
}

describe("netlify.toml", () => {
  it("holds exactly the fixed header rules of security-headers.ts (npm run headers writes them)", () => {
    expect(netlifyTomlRules()).toEqual(fixedRules());
  });

  it("builds with npm run build into dist, with Node 24 and the functions folder", () => {
    const config = parseToml(readFileSync(path.join(root, "netlify.toml"), "utf8")) as Record<string, Record<string, unknown>>;
    expect(config.build).toMatchObject({ command: "npm run build", publish: "dist" });
    expect((config.build!.environment as Record<string, string>).NODE_VERSION).toBe("24");
    expect(config.functions).toMatchObject({ directory: "netlify/functions" });
  });
});

describe("header rules", () => {
  beforeAll(writeFixtureSite);

  it("maps built files to the paths that serve them", () => {
    expect(routesOf("index.html")).toEqual(["/", "/index.html"]);
    expect(routesOf("news.html")).toEqual(["/news", "/news.html"]);
    expect(routesOf("admin/index.html")).toEqual(["/admin", "/admin/", "/admin/index.html"]);
  });

  it("hashes inline scripts, styles and style attributes as browsers do", () => {
    const hashes = inlineHashes(readFileSync(path.join(dist, "news.html"), "utf8"));
    // Values from: printf '%s' '<text>' | openssl dgst -sha256 -binary | base64
    expect(hashes.scripts).toEqual(["'sha256-aBbsuHDCOnL3xPfUE3nwkdRtrbuvk3gL5OLk1QRnyQ0='"]);
    expect(hashes.styles).toEqual(["'sha256-/D8wWMrWSOjeD/K4IHepvRvJjPxqJbouCB3qbqmBaqY='"]);
    expect(hashes.styleAttributes).toEqual(["'sha256-qSpjh7wIYGaGvi+7rShNwbqLDy2DgR+pbKmDLWd8kDw='"]);
    expect(inlineHashes(`<script src="/a.js"></script><script type="application/ld+json">{}</script>`).scripts).toEqual([]);
  });

  it("gives map pages Google's domains and every other page none", () => {
    const rules = pageRules(dist);
    const csp = (route: string) => headersForPath(rules, route)["content-security-policy"]!;
    expect(csp("/campus-map")).toContain("https://*.googleapis.com");
    expect(csp("/campus-map.html")).toBe(csp("/campus-map"));
    for (const route of ["/", "/news", "/admin", "/404.html"]) {
      expect(csp(route)).not.toContain("google");
      expect(csp(route)).not.toContain("unsafe-inline");
      expect(csp(route)).not.toContain("unsafe-eval");
    }
    expect(csp("/news")).toContain("'unsafe-hashes'");
    expect(csp("/")).not.toContain("'unsafe-hashes'");
  });

  it("never sets one header from two rules that match one path", () => {
    const rules = [...fixedRules(), ...pageRules(dist)];
    expect(overlappingHeaders(rules)).toEqual([]);
    expect(overlappingHeaders([...rules, { for: "/news", values: { "X-Frame-Options": "DENY" } }])).toEqual(["X-Frame-Options (/* and /news)"]);
  });

  it("writes a _headers file that reads back to the same rules", () => {
    const rules = pageRules(dist);
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it("keeps an explicit policy: only what the site loads", () => {
    const csp = pageCsp({ scripts: ["'sha256-a'"], styles: [], styleAttributes: [] }, { maps: false });
    expect(csp).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
        "media-src 'self'; frame-src 'none'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
  });
});

describe("the local server sends what Netlify is configured to send", () => {
  let server: RunningServer;

  beforeAll(async () => {
    writeFixtureSite();
    server = await startLocalServer({ env: parseEnv({ PORT: "0", DATA_DIR: path.join(tmp, "data") }), distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  // netlify.toml read by a TOML parser, plus the _headers file the build writes into dist/.
  const netlifyRules = () => [...netlifyTomlRules(), ...parseHeadersFile(formatHeadersFile(pageRules(dist)))];

  for (const route of ["/", "/news", "/news.html", "/campus-map", "/admin", "/_astro/app.Ab12Cd.js", "/logo.svg"]) {
    it(`${route}`, async () => {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status).toBe(200);
      const expected = headersForPath(netlifyRules(), route);
      expect(Object.keys(expected).length).toBeGreaterThanOrEqual(route.startsWith("/_astro") ? 6 : 5);
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), name).toBe(value);
    });
  }

  it("the 404 page of an unknown path gets the site headers, as on Netlify", async () => {
    const res = await fetch(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    for (const [name, value] of Object.entries(headersForPath(netlifyRules(), "/no-such-page"))) expect(res.headers.get(name)).toBe(value);
  });

  it("API answers carry the API headers and not the pages' ones", async () => {
    for (const url of ["/api/config", "/api/no-such-endpoint"]) {
      const res = await fetch(`${server.url}${url}`);
      for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers.get(name), `${url} ${name}`).toBe(value);
      expect(res.headers.get("permissions-policy")).toBeNull();
    }
  });
});
