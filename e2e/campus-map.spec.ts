import { expect, test, type Page } from "@playwright/test";
import { FAKE_MAPS_SCRIPT } from "./fake-google-maps.ts";

const MAPS_SCRIPT = "https://maps.googleapis.com/maps/api/js**";
/** Not a real key: the e2e server has none, so tests that need the Google path answer /api/config themselves. */
const FAKE_KEY = "e2e-fake-browser-key";

async function withKey(page: Page) {
  await page.route("**/api/config", (route) =>
    route.fulfill({ json: { chatbot: { enabled: true, serviceUrl: "/api/chat", apiKey: "" }, googleMapsApiKey: FAKE_KEY } }),
  );
}
const dot = (page: Page, code: string) => page.locator(`[data-schematic] [data-building="${code}"]`);
const detail = (page: Page) => page.locator("[data-detail]");

test.describe("Campus map: the schematic plan (no key)", () => {
  test("draws every building as a coloured dot with a legend and says the interactive map is unavailable", async ({ page }) => {
    const scriptRequests: string[] = [];
    page.on("request", (r) => r.url().includes("maps.googleapis.com") && scriptRequests.push(r.url()));
    await page.goto("/campus-map");
    await expect(page.locator("[data-campus-map]")).toHaveAttribute("data-mode", "static-no-key");
    await expect(page.locator("[data-map-note]")).toContainText("interactive map is unavailable");
    await expect(page.locator("[data-schematic] [data-building]")).toHaveCount(27);
    const height = await page.locator("[data-schematic]").evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.round(height)).toBe(600);
    const legend = page.locator("[data-legend] [data-legend-item]");
    await expect(legend).toHaveText(["Administrative", "Academic", "Facilities", "Services"]);
    // Each category's dots share the legend's colour, and categories differ.
    const fills = await page.locator("[data-schematic] [data-building] circle").evaluateAll((els) =>
      els.map((c) => `${c.parentElement!.getAttribute("data-category")}=${c.getAttribute("fill")}`),
    );
    const byCategory = new Map(fills.map((f) => f.split("=") as [string, string]));
    expect(new Set(byCategory.values()).size).toBe(4);
    expect(new Set(fills).size).toBe(4);
    await expect(page.locator("[data-detail-empty]")).toBeVisible();
    // No button selects the Google views when they cannot work.
    await expect(page.locator("[data-view]")).toHaveCount(0);
    expect(scriptRequests).toEqual([]);
  });

  test("clicking a dot opens the detail panel with services, hours, contact and a QR code of its deep link", async ({ page }) => {
    await page.goto("/campus-map");
    await dot(page, "LIB").click();
    const card = detail(page);
    await expect(card).toHaveAttribute("data-detail", "LIB");
    await expect(card.getByRole("heading", { name: "University Library" })).toBeVisible();
    await expect(card).toContainText("Book borrowing");
    await expect(card).toContainText("7:30 AM - 7:00 PM, Mon-Sat");
    await expect(card).toContainText("library@mvsu.edu.ph");
    const qr = card.locator("[data-qr]");
    await expect(qr.locator("svg")).toBeVisible();
    const link = await qr.getAttribute("data-qr");
    expect(new URL(link!).pathname + new URL(link!).search).toBe("/campus-map?building=LIB");
    await expect(page).toHaveURL(/\?building=LIB$/);
    await expect(dot(page, "LIB")).toHaveAttribute("aria-pressed", "true");
    // The keyboard selects too.
    await dot(page, "GYM").focus();
    await page.keyboard.press("Enter");
    await expect(card).toHaveAttribute("data-detail", "GYM");
    await card.getByRole("button", { name: "Close details" }).click();
    await expect(page.locator("[data-detail-empty]")).toBeVisible();
    await expect(page).toHaveURL(/\/campus-map$/);
  });

  test("search matches name, code, category and services; a hit opens its details", async ({ page }) => {
    await page.goto("/campus-map");
    await expect(page.locator("[data-schematic] [data-building]")).toHaveCount(27);
    const search = page.locator("[data-search]");
    await search.fill("registrar");
    await expect(detail(page)).toHaveAttribute("data-detail", "REG");
    await search.fill("cafe");
    await expect(page.locator("[data-matches] [data-match]")).toHaveText([/Cafeteria/]);
    await expect(detail(page)).toHaveAttribute("data-detail", "CAFE");
    await search.fill("first aid");
    await expect(detail(page)).toHaveAttribute("data-detail", "UHS");
    await search.fill("Facilities");
    const matches = page.locator("[data-matches] [data-match]");
    expect(await matches.count()).toBe(await page.locator('[data-schematic] [data-category="Facilities"]').count());
    await matches.filter({ hasText: "Sports Oval" }).click();
    await expect(detail(page)).toHaveAttribute("data-detail", "OVAL");
    await expect(dot(page, "ADMIN")).toHaveAttribute("opacity", "0.25");
    await search.fill("nothing like this");
    await expect(page.locator("[data-no-match]")).toBeVisible();
    await search.fill("");
    await expect(dot(page, "ADMIN")).toHaveAttribute("opacity", "1");
  });

  test("a deep link selects its building; the cards link to buildings and the 911 hotline", async ({ page }) => {
    await page.goto("/campus-map?building=coe");
    await expect(detail(page)).toHaveAttribute("data-detail", "COE");
    await expect(page.getByText("Click on building markers for details")).toBeVisible();
    const popular = page.locator("[data-card-popular]");
    await expect(popular.getByRole("heading")).toHaveText("Popular Destinations");
    await expect(popular.getByRole("link")).toHaveText([/Administration Building\s*ADMIN/, /University Library\s*LIB/, /College of Engineering\s*COE/]);
    const emergency = page.locator("[data-card-emergency]");
    await expect(emergency).toContainText("Campus Security Office");
    await expect(emergency).toContainText("University Clinic");
    await expect(emergency.getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
    const services = page.locator("[data-card-services]");
    await expect(services.getByRole("link")).toHaveText(["Registrar Office", "Student Affairs Office", "Cafeteria"]);
    await services.getByRole("link", { name: "Cafeteria" }).click();
    await expect(page).toHaveURL(/\?building=CAFE$/);
    await expect(detail(page)).toHaveAttribute("data-detail", "CAFE");
  });

  test("if /api/map-buildings fails: the 'Map Error' toast, and the plan still shows from the built-in copy", async ({ page }) => {
    await page.route("**/api/map-buildings", (route) => route.fulfill({ status: 500, body: "down" }));
    await page.goto("/campus-map?building=ADMIN");
    await expect(page.getByText("Map Error")).toBeVisible();
    await expect(page.getByText("Failed to load campus buildings")).toBeVisible();
    await expect(page.locator("[data-schematic] [data-building]")).toHaveCount(27);
    await expect(detail(page)).toHaveAttribute("data-detail", "ADMIN");
  });

  test("the key never appears in the page's HTML", async ({ page, request }) => {
    const html = await (await request.get("/campus-map")).text();
    expect(html).not.toContain("googleMapsApiKey");
    expect(html).not.toContain("maps.googleapis.com/maps/api/js?");
  });
});

test.describe("Campus map: falls back to the plan when the maps script cannot load", () => {
  test("script blocked", async ({ page }) => {
    await withKey(page);
    await page.route(MAPS_SCRIPT, (route) => route.abort());
    await page.goto("/campus-map?building=LIB");
    await expect(page.locator("[data-campus-map]")).toHaveAttribute("data-mode", "static-script-failed");
    await expect(page.locator("[data-map-note]")).toContainText("could not be loaded");
    await expect(page.locator("[data-schematic] [data-building]")).toHaveCount(27);
    await expect(detail(page)).toHaveAttribute("data-detail", "LIB");
  });

  test("script not loaded within 10 s", async ({ page }) => {
    await withKey(page);
    let asked = false;
    await page.route(MAPS_SCRIPT, () => {
      asked = true; // never answered: a kiosk on a flaky link
    });
    await page.clock.install();
    await page.goto("/campus-map");
    await expect(page.locator("[data-campus-map]")).toHaveAttribute("data-mode", "google");
    await expect.poll(() => asked).toBe(true);
    await page.clock.runFor(9_000);
    await expect(page.locator("[data-campus-map]")).toHaveAttribute("data-mode", "google");
    await page.clock.runFor(1_500);
    await expect(page.locator("[data-campus-map]")).toHaveAttribute("data-mode", "static-timeout");
    await expect(page.locator("[data-map-note]")).toContainText("took too long");
    await expect(page.locator("[data-schematic] [data-building]")).toHaveCount(27);
  });
});

test.describe("Campus map: the Google path (stand-in script)", () => {
  test.beforeEach(async ({ page }) => {
    await withKey(page);
    await page.route(MAPS_SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: FAKE_MAPS_SCRIPT }));
  });

  test("loads the script with the key from /api/config; satellite at the campus centre, zoom 17, a marker per building", async ({ page }) => {
    const script = page.waitForRequest(MAPS_SCRIPT);
    await page.goto("/campus-map");
    const url = new URL((await script).url());
    expect(url.searchParams.get("key")).toBe(FAKE_KEY);
    expect(url.searchParams.get("callback")).toBeTruthy();
    const map = page.locator("[data-satellite] [data-fake-map]");
    await expect(map).toHaveAttribute("data-map-type-id", "satellite");
    await expect(map).toHaveAttribute("data-zoom", "17");
    await expect(map).toHaveAttribute("data-center", "16.721,121.689");
    await expect(map.locator("[data-fake-marker]")).toHaveCount(27);
    const height = await page.locator("[data-satellite]").evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.round(height)).toBe(600);
    await expect(page.locator("[data-map-status]")).toHaveText("Click on building markers for details.");
    await expect(page.locator("[data-view=satellite]")).toHaveAttribute("aria-pressed", "true");
  });

  test("a marker click opens its info window and detail card; search selects too", async ({ page }) => {
    await page.goto("/campus-map");
    await page.locator('[data-fake-marker="University Library"]').click();
    const info = page.locator("[data-fake-info-window]");
    await expect(info).toContainText("University Library");
    await expect(info.locator('[data-info-window="LIB"]')).toContainText("7:30 AM - 7:00 PM");
    await expect(detail(page)).toHaveAttribute("data-detail", "LIB");
    await page.locator("[data-search]").fill("registrar");
    await expect(info.locator('[data-info-window="REG"]')).toBeVisible();
    await expect(page).toHaveURL(/\?building=REG$/);
  });

  test("Street View: the toggle shows a panorama and an overview map; a marker click moves the panorama and shows the card", async ({ page }) => {
    await page.goto("/campus-map?building=ADMIN");
    await page.locator("[data-view=street]").click();
    await expect(page.locator("[data-view=street]")).toHaveAttribute("aria-pressed", "true");
    const panorama = page.locator("[data-fake-panorama]");
    const admin = "16.7216,121.689";
    await expect(panorama).toHaveAttribute("data-position", admin);
    const overview = page.locator("[data-overview] [data-fake-map]");
    await expect(overview).toHaveAttribute("data-map-type-id", "roadmap");
    await overview.locator('[data-fake-marker="College of Engineering"]').click();
    const coe = await overview.locator('[data-fake-marker="College of Engineering"]').getAttribute("data-position");
    await expect(panorama).toHaveAttribute("data-position", coe!);
    await expect(detail(page)).toHaveAttribute("data-detail", "COE");
    await page.locator("[data-view=satellite]").click();
    await expect(page.locator("[data-satellite] [data-fake-map]")).toHaveAttribute("data-map-type-id", "satellite");
  });

  test("Street View failure shows 'Failed to load Street View'", async ({ page }) => {
    await page.addInitScript(() => ((window as unknown as { __failStreetView: boolean }).__failStreetView = true));
    await page.goto("/campus-map");
    await page.locator("[data-view=street]").click();
    await expect(page.locator("[data-street-error]")).toHaveText("Failed to load Street View");
  });
});
