/**
 * Accessibility on every route, in a browser and on a kiosk: axe finds no serious or critical
 * violation; the keyboard reaches the controls with a visible focus; dialogs trap the focus and give it
 * back; reduced motion is respected; the text-size control survives navigation.
 * The routes come from e2e/routes.ts, the one list of every route.
 */
import { expect, test } from "./test.ts";
import { seriousViolations } from "./axe.ts";
import { overrideConfig } from "./config-override.ts";
import { ALL_ROUTES } from "./routes.ts";

for (const mode of ["browser", "kiosk"] as const) {
  test.describe(`axe in a ${mode}`, () => {
    for (const route of ALL_ROUTES) {
      test(`${route.path} has no serious or critical violations`, async ({ page }) => {
        if (mode === "kiosk") {
          await page.goto("/?kiosk=1");
          await expect(page.locator("html[data-kiosk-ready]")).toHaveCount(1);
        }
        await page.goto(route.path);
        await expect(page.locator(route.ready).first()).toBeVisible();
        if (mode === "kiosk" && !route.path.startsWith("/admin")) await expect(page.locator("html[data-kiosk-ready]")).toHaveCount(1);
        await page.waitForLoadState("networkidle");
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test("the kiosk's 'Still there?' dialog and attract screen pass axe", async ({ page }) => {
  test.setTimeout(60_000);
  await overrideConfig(page, { idleSeconds: 3, attractSeconds: 12 });
  await page.goto("/feedback?kiosk=1");
  await expect(page.locator("html[data-kiosk-ready]")).toHaveCount(1);
  await page.getByLabel("Name (Optional)").click();
  await expect(page.locator("[data-kiosk-keyboard]")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const dialog = page.locator('dialog[data-kiosk-dialog="still-there"]');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
  // Modal: the focus is on its button; any key means the visitor is there, and the focus goes back.
  await expect(dialog.getByRole("button", { name: "I'm still here" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Name (Optional)")).toBeFocused();
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await page.waitForURL((url) => url.pathname === "/", { timeout: 25_000 });
  const attract = page.locator('dialog[data-kiosk-dialog="attract"]');
  await expect(attract).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test("the keyboard reaches every control of Home with a visible focus ring", async ({ page }) => {
  await page.goto("/");
  const seen = new Set<string>();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      return { name: `${el.tagName} ${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}`, outline: s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2, shadow: s.boxShadow !== "none" };
    });
    if (!focus) continue;
    seen.add(focus.name);
    expect(focus.outline || focus.shadow, focus.name).toBe(true);
  }
  expect([...seen].some((n) => n.includes("Skip to content"))).toBe(true);
  expect([...seen].some((n) => n.includes("Large text"))).toBe(true);
  expect([...seen].some((n) => n.includes("Citizen"))).toBe(true);
});

test("the chat panel closes on Escape and gives the focus back to its button", async ({ page }) => {
  await page.goto("/");
  const button = page.locator("[data-chat-button]");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-chat-input]")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-chat-panel]")).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("a dialog traps the focus and returns it to its opener", async ({ page }) => {
  await page.goto("/gallery");
  const opener = page.locator('[data-card="engineering-building"] button');
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.locator('dialog[data-dialog="gallery"]');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("reduced motion turns animations and transitions off", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const durations = await page.locator("[data-module-grid] a").first().evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(durations.split(",").every((d) => parseFloat(d) < 0.001)).toBe(true);
});

test("the text size control (normal / large) survives navigation and is applied before the first paint", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Large text" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  const normal = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))).toBeGreaterThan(normal);
  // On the next page the size is set by the head script, before the body exists.
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") (window as unknown as { sizeAtParse: string | null }).sizeAtParse = document.documentElement.getAttribute("data-text-size");
    });
  });
  await page.goto("/news");
  expect(await page.evaluate(() => (window as unknown as { sizeAtParse: string | null }).sizeAtParse)).toBe("large");
  await expect(page.getByRole("button", { name: "Large text" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Large text" }).click();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Large text" })).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-text-size"))).toBe(false);
});
