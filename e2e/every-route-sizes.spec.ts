/**
 * Every visitor route at the sizes it is used at: on a 1080x1920 kiosk the body text is at least 20 px
 * (small print, sized text-xs, at least 18 px), and on a 390x844 phone nothing scrolls sideways and no
 * line speaks of the kiosk, nor does any tab of the staff console scroll sideways. The routes come from
 * e2e/routes.ts.
 */
import { expect, test, type Page } from "./test.ts";
import { ADMIN_TABS } from "../src/stores/admin/tabs.ts";
import { openTab, signIn } from "./admin-helpers.ts";
import { overrideConfig } from "./config-override.ts";
import { VIEWPORTS } from "./fixtures.ts";
import { ALL_ROUTES } from "./routes.ts";

const VISITOR_ROUTES = ALL_ROUTES.filter((r) => !r.admin);

async function ready(page: Page, path: string, readySelector: string) {
  await page.goto(path);
  await expect(page.locator(readySelector).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** Visible text in the page's main part below the size, as "size tag: text" lines (empty when all is well). */
function smallText(page: Page, minPx: number, minSmallPrintPx: number) {
  return page.evaluate(
    ({ minPx, minSmallPrintPx }) => {
      const found: string[] = [];
      const seen = new Set<Element>();
      const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const el = walker.currentNode.parentElement;
        const text = walker.currentNode.textContent?.trim();
        if (!el || !text || seen.has(el) || el.closest("svg")) continue;
        seen.add(el);
        const rect = el.getBoundingClientRect();
        // Screen-reader-only text (1 px boxes) and what is hidden is not read on the screen; a drawing (the
        // campus plan) scales its labels with the drawing.
        if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(el).visibility === "hidden") continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        const smallPrint = el.closest('[class*="text-xs"]') !== null;
        if (size < (smallPrint ? minSmallPrintPx : minPx)) found.push(`${size}px ${el.tagName.toLowerCase()}: ${text.slice(0, 40)}`);
      }
      return found;
    },
    { minPx, minSmallPrintPx },
  );
}

test.describe("on a 1080x1920 kiosk", () => {
  test.use({ viewport: VIEWPORTS.portrait });

  for (const route of VISITOR_ROUTES) {
    test(`${route.path}: body text is at least 20 px`, async ({ page }) => {
      await overrideConfig(page, { idleSeconds: 600, attractSeconds: 1200 });
      await ready(page, `${route.path}?kiosk=1`, route.ready);
      await expect(page.locator("html[data-kiosk-ready]")).toHaveCount(1);
      expect(await smallText(page, 20, 18)).toEqual([]);
    });
  }
});

test.describe("on a 390x844 phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  for (const route of VISITOR_ROUTES) {
    test(`${route.path}: no sideways scroll, the name in the header, no kiosk wording`, async ({ page }) => {
      await ready(page, route.path, route.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await expect(page.locator("[data-university-name]")).toBeVisible();
      // innerText holds only what is rendered: the kiosk's own lines are in the page but hidden in a browser.
      expect(await page.locator("body").innerText()).not.toMatch(/Information Kiosk|Touch (to|a)\b/);
    });
  }
});

test.describe("the console on a 390x844 phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("no tab scrolls sideways", async ({ page }) => {
    await signIn(page);
    const wide: string[] = [];
    for (const tab of ADMIN_TABS) {
      await openTab(page, tab.label);
      await page.waitForLoadState("networkidle");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > VIEWPORTS.phone.width) wide.push(`${tab.label}: ${width}px`);
    }
    expect(wide).toEqual([]);
  });
});
