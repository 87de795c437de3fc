/**
 * A person at a kiosk and a visitor's phone: kiosk text sizes and the high-contrast mode, the Back button,
 * links that would leave the product, the full-size chat panel, the urgent banner on every page, and the
 * phone's compact filters and wording.
 */
import { expect, test, type Page } from "./test.ts";
import { overrideConfig } from "./config-override.ts";
import { VIEWPORTS } from "./fixtures.ts";

async function openKiosk(page: Page, path: string) {
  await overrideConfig(page, { idleSeconds: 600, attractSeconds: 1200 });
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}kiosk=1`);
  await expect(page.locator("html[data-kiosk-ready]")).toHaveCount(1);
}

const fontSize = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

test.describe("kiosk reading", () => {
  test.use({ viewport: VIEWPORTS.portrait });

  test("body text is at least 20 px, 26 px with large text, and the name stays whole", async ({ page }) => {
    await openKiosk(page, "/citizens-charter");
    expect(await fontSize(page, "main p")).toBeGreaterThanOrEqual(20);
    expect(await fontSize(page, "main .text-sm")).toBeGreaterThanOrEqual(20);
    await page.getByRole("button", { name: "Large text" }).click();
    expect(await fontSize(page, "main p")).toBeGreaterThanOrEqual(26);
    const name = page.locator("[data-university-name]");
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(name).toHaveText("Magat Valley State University");
  });

  test("high contrast sits beside the text size and is kept across pages", async ({ page }) => {
    await openKiosk(page, "/");
    const contrast = page.getByRole("button", { name: "High contrast" });
    await expect(contrast).toHaveAttribute("aria-pressed", "false");
    await contrast.click();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await page.goto("/news");
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await expect(page.getByRole("button", { name: "High contrast" })).toHaveAttribute("aria-pressed", "true");
  });

  test("the header's Back button goes back; Home has none", async ({ page }) => {
    await openKiosk(page, "/");
    await expect(page.locator("[data-back-button]")).toHaveCount(0);
    await page.locator('[data-module-card] >> text="Transparency Board"').click();
    await page.waitForURL("**/transparency");
    await page.getByRole("button", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("a link to another site, a phone number or an e-mail opens the kiosk's dialog, never the browser", async ({ page }) => {
    await openKiosk(page, "/news");
    await page.getByRole("link", { name: "Visit Website" }).click();
    const dialog = page.locator('dialog[data-kiosk-dialog="leaving-link"]');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("[data-leaving-address]")).toHaveText(/^https:\/\//);
    await expect(dialog.locator("[data-qr]")).toHaveAttribute("data-qr", /^https:\/\//);
    expect(new URL(page.url()).pathname).toBe("/news");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.goto("/faculty");
    await expect(page.locator("html[data-kiosk-ready]")).toHaveCount(1);
    await page.locator("[data-list] > li").first().getByRole("button", { name: "Contact" }).click();
    await page.locator('[data-modal] a[href^="tel:"], dialog a[href^="tel:"]').first().click();
    await expect(dialog.locator("[data-leaving-link]")).toHaveAttribute("data-leaving-link", "phone");
    await expect(dialog.locator("[data-qr]")).toHaveAttribute("data-qr", /^tel:/);
  });

  test("the chat panel is as large as the screen allows, with kiosk-size text", async ({ page }) => {
    await openKiosk(page, "/");
    await page.locator("[data-chat-button]").click();
    const panel = page.locator("[data-chat-panel]");
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeGreaterThan(900);
    expect(box.height).toBeGreaterThan(1200);
    expect(await fontSize(page, "[data-chat-panel] .chat-bubble")).toBeGreaterThanOrEqual(20);
  });
});

test.describe("urgent announcements", () => {
  test("show as a banner on Home and other pages without moving the page", async ({ page, request }) => {
    const urgent = ((await (await request.get("/api/announcements")).json()) as { title: string; isUrgent: boolean }[]).filter((a) => a.isUrgent);
    test.skip(urgent.length === 0, "the seed has no urgent announcement");
    await page.goto("/");
    const banner = page.locator("[data-site-urgent]");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(urgent[0]!.title);
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await page.goto("/transparency");
    await expect(page.locator("[data-site-urgent]")).toBeVisible();
    await page.goto("/news");
    await expect(page.locator("[data-site-urgent]")).toHaveCount(0);
    await expect(page.locator("[data-urgent-banner]")).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("faculty results start on the first screen, with the departments in one select", async ({ page }) => {
    await page.goto("/faculty");
    const first = page.locator("[data-list] > li").first();
    await expect(first).toBeVisible();
    expect((await first.boundingBox())!.y).toBeLessThan(VIEWPORTS.phone.height);
    const select = page.getByRole("combobox", { name: "Filter by department" });
    await expect(select).toBeVisible();
    const option = await select.locator("option").nth(1).getAttribute("value");
    await select.selectOption(option!);
    await expect(page.locator("[data-list] > li").first()).toContainText(option!);
  });

  test("no sideways scroll on feedback, the name in the header, no kiosk wording", async ({ page }) => {
    await page.goto("/feedback");
    await expect(page.getByRole("button", { name: /satisfaction survey/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expect(page.locator("[data-university-name]")).toBeVisible();
    await page.goto("/faculty");
    await page.locator("[data-list] > li").first().getByRole("button", { name: /Contact/ }).click();
    await expect(page.getByText("Scan with your phone to save this contact.")).toBeHidden();
    await expect(page.locator("[data-save-contact]")).toBeVisible();
  });
});
