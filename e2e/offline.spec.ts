/**
 * Offline resilience, with Playwright's offline mode: once the service worker has installed, every
 * page and the last API lists still show with the 'offline' note; the chat says it cannot reach the server;
 * feedback sent offline is kept in IndexedDB and lands when the link returns.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Route } from "./test.ts";
import { E2E_ADMIN } from "./fixtures.ts";
import { ALL_ROUTES } from "./routes.ts";

test.use({ serviceWorkers: "allow" });

/** Loads Home and waits until the service worker has precached the build and controls the page. */
async function installWorker(page: Page) {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });
  expect(await page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith("kiosk-precache-")))).toBe(true);
}

/** Playwright's offline mode does not reach the service worker's own requests, so those are cut as well. */
const cutWorker = (route: Route) => (route.request().serviceWorker() ? route.abort("internetdisconnected") : route.continue());
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route("**", cutWorker);
}
async function goOnline(context: BrowserContext) {
  await context.unroute("**", cutWorker);
  await context.setOffline(false);
}

async function feedbackInbox(request: APIRequestContext, baseURL: string) {
  const login = await request.post("/api/admin/login", { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(login.ok()).toBe(true);
  const res = await request.get("/api/feedback");
  expect(res.ok()).toBe(true);
  return JSON.stringify(await res.json());
}

test("offline, every page still shows, with the last lists and the 'offline' note", async ({ page, context }) => {
  test.setTimeout(120_000);
  await installWorker(page);
  await goOffline(context);
  for (const route of ALL_ROUTES.filter((r) => !r.admin)) {
    await page.goto(route.path);
    await expect(page.locator(route.ready).first(), route.path).toBeVisible();
    await expect(page.locator("[data-offline-note]"), route.path).toBeVisible();
  }
  // The lists come from the last answers the worker kept.
  await page.goto("/course-offerings");
  await expect(page.locator("[data-list] > li")).toHaveCount(24);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();

  // The chat says it cannot reach the server.
  await page.goto("/");
  await page.locator("[data-chat-button]").click();
  await page.locator("[data-chat-input]").fill("office hours");
  await page.locator("[data-chat-send]").click();
  await expect(page.locator('[data-chat-message="bot"]').last()).toContainText("I can't reach the server");

  await goOnline(context);
  await expect(page.locator("[data-offline-note]")).toBeHidden();
});

test("feedback sent offline is kept, the visitor is told, and it lands when the link returns", async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const message = `Queued while offline ${Date.now()}: the kiosk in the lobby lost its link.`;
  await installWorker(page);
  await page.goto("/feedback");
  await goOffline(context);
  await page.getByLabel("Service Category *").selectOption("technology");
  await page.getByRole("radio", { name: "3 Good" }).click();
  await page.getByLabel("Your Feedback *").fill(message);
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.locator("[data-feedback-queued]")).toContainText("will be sent automatically when the connection returns");
  await expect(page.locator("[data-toast]")).toContainText("Feedback Saved");
  expect(await feedbackInbox(request, baseURL!)).not.toContain(message);

  // Kept across page loads (a kiosk's idle reset reloads Home).
  await page.goto("/");
  await goOnline(context);
  await expect.poll(() => feedbackInbox(request, baseURL!), { timeout: 30_000 }).toContain(message);
  // Sent once: the outbox is empty afterwards.
  await expect
    .poll(() => page.evaluate(() => new Promise<number>((resolve) => {
      const open = indexedDB.open("kiosk-outbox");
      open.onsuccess = () => {
        const req = open.result.transaction("requests").objectStore("requests").count();
        req.onsuccess = () => resolve(req.result);
      };
    })))
    .toBe(0);
  expect((await feedbackInbox(request, baseURL!)).split(message).length - 1).toBe(1);
});
