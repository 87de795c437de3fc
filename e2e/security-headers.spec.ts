/**
 * Every built page, opened in Chromium under the headers the server sends (the ones dist/_headers and
 * netlify.toml give Netlify): the Content-Security-Policy must block nothing the page itself loads.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./test.ts";
import { FAKE_MAPS_SCRIPT } from "./fake-google-maps.ts";
import { fixedRules, headersForPath, parseHeadersFile } from "../src/server/http/header-rules.ts";

const dist = path.resolve(import.meta.dirname, "../dist");
const rules = [...fixedRules(), ...parseHeadersFile(readFileSync(path.join(dist, "_headers"), "utf8"))];
const pages = rules.map((r) => r.for).filter((p) => !p.includes("*") && !p.endsWith(".html") && p !== "/404");

/** Records CSP violations in the page before any of its scripts runs. */
const WATCH_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    window.__cspViolations.push(e.effectiveDirective + " blocked " + (e.blockedURI || "inline") + (e.sample ? " (" + e.sample + ")" : ""));
  });
`;

test.describe("security headers", () => {
  test("the build has a policy for every page, the map pages included", () => {
    expect(pages).toEqual(expect.arrayContaining(["/", "/campus-map", "/map-check", "/news", "/feedback"]));
  });

  for (const route of pages) {
    test(`${route} sends its headers and breaks none of its own code`, async ({ page }) => {
      await page.addInitScript(WATCH_VIOLATIONS);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const sent = response!.headers();
      for (const [name, value] of Object.entries(headersForPath(rules, route))) expect(sent[name], name).toBe(value);
      // Let islands hydrate and their first fetches finish.
      await page.waitForLoadState("networkidle");
      await page.locator("body").click({ position: { x: 5, y: 5 } }).catch(() => {});
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    });
  }

  test("the map page may load the Google Maps script, other pages may not", async ({ page }) => {
    await page.addInitScript(WATCH_VIOLATIONS);
    await page.route("**/api/config", (r) => r.fulfill({ json: { chatbot: { enabled: true, serviceUrl: "/api/chat", apiKey: "" }, googleMapsApiKey: "test-key" } }));
    await page.route("https://maps.googleapis.com/maps/api/js**", (r) => r.fulfill({ contentType: "text/javascript", body: FAKE_MAPS_SCRIPT }));
    await page.goto("/campus-map");
    await expect(page.locator("[data-fake-map]")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);

    await page.goto("/news");
    const loaded = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const s = document.createElement("script");
          s.src = "https://maps.googleapis.com/maps/api/js?key=x";
          s.onload = () => resolve("loaded");
          s.onerror = () => resolve("blocked");
          document.head.append(s);
        }),
    );
    expect(loaded).toBe("blocked");
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([
      expect.stringContaining("script-src-elem blocked https://maps.googleapis.com"),
    ]);
  });

  test("an injected inline script does not run", async ({ page }) => {
    await page.goto("/news");
    const ran = await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true";
      document.body.append(s);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
  });

  test("API answers carry the API's own headers", async ({ request }) => {
    const res = await request.get("/api/config");
    expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
