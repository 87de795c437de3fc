import { seriousViolations } from "./axe.ts";
import { pausedClock } from "./paused-clock.ts";
import { expect, test, type Page } from "./test.ts";
import { FAKE_MAPS_SCRIPT } from "./fake-google-maps.ts";

const MAPS_SCRIPT = "https://maps.googleapis.com/maps/api/js**";
/** Not a real key: the e2e server has none, so tests that need the Google path answer /api/config themselves. */
const FAKE_KEY = "e2e-fake-browser-key";

async function withKey(page: Page) {
  await page.route("**/api/config", (route) =>
    route.fulfill({ json: { chatbot: { enabled: true, serviceUrl: "/api/chat", apiKey: "" }, googleMapsApiKey: FAKE_KEY } }),
  );
}
/** A building on the plan (its footprint and touch area). */
const dot = (page: Page, code: string) => page.locator(`[data-schematic] [data-building="${code}"]`);
const detail = (page: Page) => page.locator("[data-detail]");

test.describe("Campus map: the campus plan (no key)", () => {
  test("draws footprints with names, walkways, gates, parking and landmarks, with no apology", async ({ page }) => {
    const scriptRequests: string[] = [];
    page.on("request", (r) => r.url().includes("maps.googleapis.com") && scriptRequests.push(r.url()));
    await page.goto("/campus-map");
    await expect(page.locator("[data-campus-map]")).toHaveAttribute("data-mode", "static-no-key");
    await expect(page.locator("[data-schematic] [data-building]")).toHaveCount(27);
    await expect(page.locator("[data-schematic] [data-building] polygon")).toHaveCount(27);
    await expect(page.locator('[data-schematic] [data-label="LIB"]')).toHaveText("Library");
    await expect(page.locator("[data-schematic] [data-gate]")).toHaveCount(3);
    await expect(page.locator("[data-schematic] [data-parking]")).toHaveCount(3);
    await expect(page.locator('[data-schematic] [data-landmark="flagpole"]')).toContainText("Flagpole");
    await expect(page.locator("[data-schematic] [data-steps]").first()).toBeAttached();
    await expect(page.locator("[data-map-note]")).toHaveCount(0);
    await expect(page.getByText("unavailable")).toHaveCount(0);
    const legend = page.locator("[data-legend] [data-legend-item]");
    await expect(legend).toHaveText(["Administrative", "Academic", "Facilities", "Services"]);
    // Each category's shapes share the legend's colour, and categories differ.
    const fills = await page.locator("[data-schematic] [data-building] polygon").evaluateAll((els) =>
      els.map((c) => `${c.parentElement!.getAttribute("data-category")}=${c.getAttribute("fill")}`),
    );
    expect(new Set(fills).size).toBe(4);
    await expect(page.locator("[data-route-empty]")).toContainText("Tap a building");
    // A visitor's own browser starts at the Main Gate.
    await expect(page.locator("[data-schematic] [data-here]")).toHaveAttribute("data-here", "Start: Main Gate");
    await expect(page.locator("[data-view]")).toHaveCount(0);
    expect(scriptRequests).toEqual([]);
  });

  test("kiosk: a deep link draws the route from 'You are here' with metres, minutes, directions and a QR code of the route", async ({ page }) => {
    await page.goto("/campus-map?kiosk=1&building=COE");
    const route = page.locator("[data-route]");
    await expect(route).toHaveAttribute("data-route", "COE");
    await expect(page.locator("[data-schematic] [data-here]")).toHaveAttribute("data-here", "You are here");
    await expect(page.locator("[data-schematic]")).toHaveAttribute("data-facing", "0");
    await expect(page.locator("[data-schematic] [data-route-line]")).toHaveAttribute("data-route-line", "7");
    await expect(page.locator("[data-schematic] [data-destination]")).toBeAttached();
    await expect(route.locator("[data-route-summary]")).toContainText("108 m · about 2 min on foot");
    const steps = route.locator("[data-direction]");
    await expect(steps.first()).toHaveText("Leave the Administration Building by the west door (on your left as you face this screen).");
    await expect(steps.last()).toHaveText("Turn left: the main door of the College of Engineering is 7 m ahead.");
    await expect(route.locator("[data-start-picker]")).toHaveValue("");
    await expect(route.locator("[data-start-picker] option:checked")).toHaveText(/You are here \(Information desk, Administration Building lobby\)/);
    const qr = route.locator("[data-qr]");
    await expect(qr.locator("svg")).toBeVisible();
    const link = new URL((await qr.getAttribute("data-qr"))!);
    expect(link.pathname + link.search).toBe("/campus-map?from=ADMIN-lobby&to=COE");
    const card = detail(page);
    await expect(card).toHaveAttribute("data-detail", "COE");
    await expect(card.locator("[data-open-now]")).toHaveText(/^(Open now, until 5:00 PM|Closed now, opens 8:00 AM (today|tomorrow|Monday))$/);
    // Portrait: the plan uses the width above, route and card sit side by side below it.
    const plan = (await page.locator("[data-schematic]").boundingBox())!;
    const routeBox = (await route.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(plan.width).toBeGreaterThan(950);
    expect(routeBox.y).toBeGreaterThan(plan.y + plan.height - 1);
    expect(Math.abs(cardBox.y - routeBox.y)).toBeLessThan(2);
    // Touch targets: every building and every link of the cards is at least 48 px.
    for (const box of await page.locator("[data-schematic] [data-building]").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
    }
    for (const h of await page.locator("[data-card-popular] a, [data-card-emergency] a, [data-card-services] a").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
      expect(h).toBeGreaterThanOrEqual(48);
    }
  });

  test("a kiosk placed elsewhere (KIOSK_LOCATION) shows itself there, the plan turned the way its visitors face", async ({ page, request }) => {
    const real = await (await request.get("/api/config")).json();
    const config = { ...real, kioskLocation: "OSA-lobby", kiosk: { ...real.kiosk, mode: true } };
    // Answered from data read up front: the handler awaits nothing, so a reload cannot fail it.
    await page.route("**/api/config", (route) => route.fulfill({ json: config, headers: { "cache-control": "no-store" } }).catch(() => {}));
    await page.goto("/campus-map?building=CASH");
    await expect(page.locator("[data-schematic]")).toHaveAttribute("data-facing", "180");
    await expect(page.locator("[data-schematic] [data-here]")).toHaveAttribute("data-here", "You are here");
    await expect(page.locator("[data-route] [data-direction]").first()).toHaveText(/^Leave the Student Affairs Office by the /);
    const qr = new URL((await page.locator("[data-route] [data-qr]").getAttribute("data-qr"))!);
    expect(qr.searchParams.get("from")).toBe("OSA-lobby");
  });

  test("search by office nickname opens the office card with floor, room, hours and contact, and its route", async ({ page }) => {
    await page.goto("/campus-map");
    await expect(page.locator("[data-schematic] [data-building]")).toHaveCount(27);
    const search = page.locator("[data-search]");
    await search.fill("saan ang cashier");
    await expect(page.locator("[data-matches] [data-office-match]").first()).toHaveText("Cashier's Office");
    const card = detail(page);
    await expect(card).toHaveAttribute("data-office", "cashier");
    await expect(card.getByRole("heading", { name: "Cashier's Office" })).toBeVisible();
    await expect(card.locator("[data-office-place]")).toHaveText("Cashier and Accounting Office, ground floor, Payment windows A-D");
    await expect(card).toContainText("8:00 AM - 5:00 PM Monday to Friday");
    await expect(card).toContainText("(078) 305-2100 local 104");
    await expect(page.locator("[data-route]")).toHaveAttribute("data-route", "CASH");
    await expect(page).toHaveURL(/\?building=CASH&office=cashier$/);
    await search.fill("klinika");
    await expect(card).toHaveAttribute("data-office", "clinic");
    await expect(card).toContainText("(078) 305-2100 local 130");
    await search.fill("guidance");
    await expect(card).toHaveAttribute("data-office", "guidance");
    await expect(card.locator("[data-office-place]")).toContainText("2nd floor, Room 204");
    await search.fill("Facilities");
    const matches = page.locator("[data-matches] [data-match]");
    expect(await matches.count()).toBe(await page.locator('[data-schematic] [data-category="Facilities"]').count());
    await matches.filter({ hasText: "Sports Oval" }).click();
    await expect(card).toHaveAttribute("data-detail", "OVAL");
    await expect(dot(page, "ADMIN")).toHaveAttribute("opacity", "0.25");
    await search.fill("nothing like this");
    await expect(page.locator("[data-no-match]")).toBeVisible();
    await search.fill("");
    await expect(dot(page, "ADMIN")).toHaveAttribute("opacity", "1");
  });

  test("tapping a building selects it; the keyboard too; closing clears the address", async ({ page }) => {
    await page.goto("/campus-map");
    await dot(page, "LIB").click();
    const card = detail(page);
    await expect(card).toHaveAttribute("data-detail", "LIB");
    await expect(card.getByRole("heading", { name: "University Library" })).toBeVisible();
    await expect(card).toContainText("Book borrowing");
    await expect(card).toContainText("7:30 AM - 7:00 PM, Mon-Sat");
    await expect(card).toContainText("library@mvsu.edu.ph");
    await expect(page).toHaveURL(/\?building=LIB$/);
    await expect(dot(page, "LIB")).toHaveAttribute("aria-pressed", "true");
    await dot(page, "GYM").focus();
    await page.keyboard.press("Enter");
    await expect(card).toHaveAttribute("data-detail", "GYM");
    await dot(page, "ADMIN").click();
    await expect(card.locator('[data-office-link="president"]')).toContainText(/Office of the President\s*2nd floor, Room 201/);
    await card.locator('[data-office-link="president"]').click();
    await expect(card).toHaveAttribute("data-office", "president");
    await expect(page).toHaveURL(/\?building=ADMIN&office=president$/);
    await card.getByRole("button", { name: "Close details" }).click();
    await expect(page.locator("[data-route-empty]")).toBeVisible();
    await expect(page).toHaveURL(/\/campus-map$/);
  });

  test("with a route and an office card drawn, axe finds no serious or critical violation", async ({ page }) => {
    await page.goto("/campus-map?kiosk=1&office=cashier");
    await expect(page.locator("[data-route] [data-qr] svg")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the wheelchair-accessible route avoids steps and is kept in the address", async ({ page }) => {
    await page.goto("/campus-map?kiosk=1&building=CAFE");
    const route = page.locator("[data-route]");
    await expect(route.locator("[data-directions]")).toContainText("Garden Stairs");
    await expect(route.locator("[data-directions]")).toContainText("There are steps on this stretch.");
    await route.locator("[data-step-free]").check();
    await expect(route.locator("[data-directions]")).not.toContainText("steps");
    await expect(route.locator("[data-directions]")).toContainText("University Avenue");
    await expect(page).toHaveURL(/step-free=1/);
    const qr = new URL((await route.locator("[data-qr]").getAttribute("data-qr"))!);
    expect(qr.searchParams.get("step-free")).toBe("1");
  });

  test("a deep link selects its building; the cards link to buildings and the 911 hotline", async ({ page }) => {
    await page.goto("/campus-map?building=coe");
    await expect(detail(page)).toHaveAttribute("data-detail", "COE");
    await expect(page.getByText("Tap a building for its details")).toBeVisible();
    await expect(page.getByText(/click/i)).toHaveCount(0);
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

  test("the key never appears in the page's HTML", async ({ request }) => {
    const html = await (await request.get("/campus-map")).text();
    expect(html).not.toContain("googleMapsApiKey");
    expect(html).not.toContain("maps.googleapis.com/maps/api/js?");
  });
});

test.describe("Campus map on a landscape kiosk", () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("plan and route side by side, the plan above the bottom navigation", async ({ page }) => {
    await page.goto("/campus-map?kiosk=1&building=LIB");
    const plan = (await page.locator("[data-schematic]").boundingBox())!;
    const route = (await page.locator("[data-route]").boundingBox())!;
    expect(route.x).toBeGreaterThanOrEqual(plan.x + plan.width);
    expect(route.y).toBeLessThan(plan.y + plan.height);
    expect(plan.y + plan.height).toBeLessThanOrEqual(1080);
  });
});

test.describe("Campus map on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a shared route opens the same route; without one, routes start at the Main Gate or a picked start", async ({ page }) => {
    await page.goto("/campus-map?from=ADMIN-lobby&to=COE");
    const route = page.locator("[data-route]");
    await expect(route.locator("[data-route-summary]")).toContainText("108 m · about 2 min on foot");
    // The phone is not at that screen: no "as you face this screen".
    await expect(route.locator("[data-direction]").first()).toHaveText("Leave the Administration Building by the west door.");
    await expect(page.locator("[data-schematic]")).toHaveAttribute("data-facing", "0");
    await page.goto("/campus-map?to=COE");
    await expect(route.locator("[data-direction]").first()).toHaveText("From the Main Gate, head north along University Avenue for 150 m, past the Fountain.");
    await expect(route.locator("[data-route-summary]")).toContainText("328 m · about 5 min on foot");
    await route.locator("[data-start-picker]").selectOption("CAS");
    await expect(route.locator("[data-direction]").first()).toHaveText(/^Leave the College of Arts and Sciences by the main door/);
    await expect(page).toHaveURL(/from=CAS/);
    // The plan is wider than the phone and scrolls sideways; the buildings stay big enough to tap.
    const box = (await dot(page, "SEC").boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await page.locator("[data-search]").fill("registrar");
    await page.locator('[data-office-match="registrar"]').tap();
    await expect(route).toHaveAttribute("data-route", "REG");
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
    await pausedClock(page);
    await page.goto("/campus-map");
    await expect(page.locator("[data-campus-map]")).toHaveAttribute("data-mode", "google");
    // The page asks for the script after its own short timers: move the paused clock in small steps until it
    // has, so the 10 s timeout started at most one step before the 9 s run below.
    await expect
      .poll(async () => {
        if (!asked) await page.clock.runFor(100);
        return asked;
      })
      .toBe(true);
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
    await expect(page.locator("[data-map-status]")).toHaveText("Tap a building marker for its details and the walking route.");
    await expect(page.locator("[data-view=satellite]")).toHaveAttribute("aria-pressed", "true");
  });

  test("shows the plan's footprints and the walking route on the map", async ({ page }) => {
    await page.goto("/campus-map?building=COE");
    const map = page.locator("[data-satellite] [data-fake-map]");
    await expect(map.locator("[data-fake-polygon]")).toHaveCount(27);
    await expect(map.locator('[data-fake-polygon="COE"]')).toHaveAttribute("data-points", "4");
    const line = map.locator("[data-fake-polyline]");
    await expect(line).toHaveCount(1);
    // Starts at the Main Gate (a visitor's browser) and ends at Engineering's main door.
    const path = (await line.getAttribute("data-path"))!.split(" ");
    expect(path[0]).toBe("16.71959,121.689");
    expect(path.at(-1)).toBe("16.72178,121.68825");
    await expect(page.locator("[data-route] [data-route-summary]")).toContainText("328 m");
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
    await expect(page).toHaveURL(/\?building=REG&office=registrar$/);
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
