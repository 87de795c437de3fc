import { expect, type Page } from "@playwright/test";

type KioskOverride = { mode?: boolean; idleSeconds?: number; attractSeconds?: number };

/**
 * Answers `/api/config` with the server's real configuration and `kiosk` settings changed. The real answer is
 * read once, up front, through the page's API context: a `page.route` handler that awaited `route.fetch()` and
 * read its body raced the kiosk's own reloads ("Response has been disposed" once the page had moved on).
 * The handler itself awaits nothing, so a reload between request and answer cannot fail it.
 */
export async function overrideConfig(page: Page, kiosk: KioskOverride): Promise<void> {
  const res = await page.request.get("/api/config");
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { kiosk?: Record<string, unknown> };
  const json = { ...body, kiosk: { ...body.kiosk, ...kiosk } };
  await page.route("**/api/config", (route) =>
    // A request cancelled by a navigation cannot be answered; that is not this test's concern.
    route.fulfill({ json, headers: { "cache-control": "no-store" } }).catch(() => {}),
  );
}
