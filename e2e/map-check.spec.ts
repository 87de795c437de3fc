import { expect, test, type Page } from "./test.ts";
import { pausedClock } from "./paused-clock.ts";
import { FAKE_MAPS_SCRIPT } from "./fake-google-maps.ts";

const MAPS_SCRIPT = "https://maps.googleapis.com/maps/api/js**";
const FAKE_KEY = "e2e-fake-browser-key";
const step = (page: Page, id: string) => page.locator(`[data-step="${id}"]`);

async function withKey(page: Page) {
  await page.route("**/api/config", (route) =>
    route.fulfill({ json: { chatbot: { enabled: true, serviceUrl: "/api/chat", apiKey: "" }, googleMapsApiKey: FAKE_KEY } }),
  );
}

test.describe("Map configuration test page", () => {
  test("is linked from nowhere", async ({ page }) => {
    for (const path of ["/", "/campus-map", "/faculty"]) {
      await page.goto(path);
      await expect(page.locator('a[href*="map-check"]')).toHaveCount(0);
    }
  });

  test("on a phone, a step's message appearing moves nothing below it", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/map-check");
    const before = (await page.locator("[data-rerun]").boundingBox())!.y;
    await expect(step(page, "key")).toHaveAttribute("data-status", "error");
    expect((await page.locator("[data-rerun]").boundingBox())!.y).toBe(before);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.02);
  });

  test("without a key: step 1 fails with 'API key not found in config', the others stay pending", async ({ page }) => {
    await page.goto("/map-check");
    await expect(step(page, "key")).toHaveAttribute("data-status", "error");
    await expect(step(page, "key")).toContainText("API key not found in config");
    await expect(step(page, "script")).toHaveAttribute("data-status", "pending");
    await expect(step(page, "init")).toHaveAttribute("data-status", "pending");
  });

  test("all three steps succeed with a working script, and Re-run runs them again without showing the key", async ({ page }) => {
    await withKey(page);
    let loads = 0;
    await page.route(MAPS_SCRIPT, (route) => {
      loads++;
      return route.fulfill({ contentType: "text/javascript", body: FAKE_MAPS_SCRIPT });
    });
    await page.goto("/map-check");
    for (const id of ["key", "script", "init"]) await expect(step(page, id)).toHaveAttribute("data-status", "success");
    await expect(page.locator("[data-test-map] [data-fake-map]")).toHaveAttribute("data-map-type-id", "satellite");
    expect(await page.content()).not.toContain(FAKE_KEY.slice(0, 12) + "-");
    expect(await page.locator("main").innerText()).not.toContain(FAKE_KEY);
    await page.getByRole("button", { name: "Re-run test" }).click();
    for (const id of ["key", "script", "init"]) await expect(step(page, id)).toHaveAttribute("data-status", "success");
    expect(loads).toBe(2);
  });

  test("step 2 fails when the script is blocked", async ({ page }) => {
    await withKey(page);
    await page.route(MAPS_SCRIPT, (route) => route.abort());
    await page.goto("/map-check");
    await expect(step(page, "key")).toHaveAttribute("data-status", "success");
    await expect(step(page, "script")).toHaveAttribute("data-status", "error");
    await expect(step(page, "init")).toHaveAttribute("data-status", "pending");
  });

  test("step 2 fails with 'Script load timeout' after 10000 ms", async ({ page }) => {
    await withKey(page);
    await page.route(MAPS_SCRIPT, () => {});
    await pausedClock(page);
    await page.goto("/map-check");
    await expect(step(page, "key")).toHaveAttribute("data-status", "success");
    await page.clock.runFor(9_500);
    await expect(step(page, "script")).toHaveAttribute("data-status", "pending");
    await page.clock.runFor(1_000);
    await expect(step(page, "script")).toHaveAttribute("data-status", "error");
    await expect(step(page, "script")).toContainText("Script load timeout");
  });

  test("step 2 fails when the script calls back without google.maps", async ({ page }) => {
    await withKey(page);
    await page.route(MAPS_SCRIPT, (route) =>
      route.fulfill({ contentType: "text/javascript", body: `window[new URLSearchParams(document.currentScript.src.split("?")[1]).get("callback")]();` }),
    );
    await page.goto("/map-check");
    await expect(step(page, "script")).toHaveAttribute("data-status", "error");
    await expect(step(page, "script")).toContainText("Script loaded but Google Maps not available");
  });

  test("step 3 fails with 'Failed to initialize map'", async ({ page }) => {
    await withKey(page);
    await page.addInitScript(() => ((window as unknown as { __failMapInit: boolean }).__failMapInit = true));
    await page.route(MAPS_SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: FAKE_MAPS_SCRIPT }));
    await page.goto("/map-check");
    await expect(step(page, "script")).toHaveAttribute("data-status", "success");
    await expect(step(page, "init")).toHaveAttribute("data-status", "error");
    await expect(step(page, "init")).toContainText("Failed to initialize map");
  });
});
