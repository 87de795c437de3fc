import { expect, test, type Page } from "./test.ts";
import { VIEWPORTS } from "./fixtures.ts";

const FAILURE = "Sorry, I'm having trouble connecting right now. Please try again.";

async function openPanel(page: Page) {
  await page.locator("[data-chat-button]").click();
  const panel = page.locator("[data-chat-panel]");
  await expect(panel).toBeVisible();
  return panel;
}

test.describe("chatbot panel", () => {
  test("the round button is on every page and loads React only when pressed", async ({ page }) => {
    for (const path of ["/", "/this-page-does-not-exist"]) {
      await page.goto(path);
      await expect(page.locator("[data-chat-button]")).toBeVisible();
    }
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((s) => s.includes("chat-panel-entry"))).toBe(false);
    const button = page.locator("[data-chat-button]");
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBe(box.height);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 80);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 200);
    await openPanel(page);
    expect(scripts.some((s) => s.includes("chat-panel-entry"))).toBe(true);
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("panel is 480 x 320, titled, with the configured welcome and six chips; the button closes it", async ({ page }) => {
    await page.goto("/");
    const panel = await openPanel(page);
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.height)).toBe(480);
    expect(Math.round(box.width)).toBe(320);
    await expect(panel.getByRole("heading", { name: "MVSU Virtual Assistant" })).toBeVisible();
    await expect(panel.locator('[data-chat-message="bot"]').first()).toContainText("Hello! I'm the MVSU Virtual Assistant");
    await expect(panel.locator("[data-chat-starters] button")).toHaveCount(6);
    await page.locator("[data-chat-button]").click();
    await expect(panel).toBeHidden();
  });

  test("sends a message, shows typing while waiting, and answers from the knowledge base", async ({ page }) => {
    await page.goto("/");
    const panel = await openPanel(page);
    const input = panel.locator("[data-chat-input]");
    const send = panel.locator("[data-chat-send]");
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/chat", async (route) => {
      if (route.request().method() === "POST") await gate;
      await route.continue();
    });
    await input.fill("anong oras bukas ang ICT help desk?");
    await send.click();
    await expect(panel.locator("[data-chat-typing]")).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    release();
    const reply = panel.locator('[data-chat-message="bot"]').last();
    await expect(reply).toContainText("7:00 AM - 7:00 PM");
    await expect(panel.locator("[data-chat-typing]")).toHaveCount(0);
    await expect(input).toBeEnabled();
    await reply.getByRole("button", { name: "Helpful", exact: true }).click();
    await expect(reply.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  test("a chip asks its question; an unknown question gets the fallback with suggestions", async ({ page }) => {
    await page.goto("/");
    const panel = await openPanel(page);
    const chip = panel.locator("[data-chat-starters] button").first();
    const question = (await chip.textContent())!.trim();
    await chip.click();
    await expect(panel.locator('[data-chat-message="user"]').first()).toHaveText(question);
    await expect(panel.locator('[data-chat-message="bot"]')).toHaveCount(2);
    await panel.locator("[data-chat-input]").fill("what is the capital of France");
    await panel.locator("[data-chat-input]").press("Enter");
    const fallback = panel.locator('[data-chat-message="bot"][data-category="fallback"]');
    await expect(fallback).toContainText("Sorry, I don't have an answer");
    await expect(fallback.locator(".chat-footer button").first()).toBeVisible();
  });

  test("an answer about a building links to the campus map with that building selected", async ({ page }) => {
    await page.goto("/");
    const panel = await openPanel(page);
    await panel.locator("[data-chat-input]").fill("where is the library");
    await panel.locator("[data-chat-input]").press("Enter");
    const link = panel.locator('[data-chat-message="bot"]').last().locator("[data-chat-link]");
    await expect(link).toHaveText("Show University Library on the campus map");
    await link.click();
    await expect(page).toHaveURL(/\/campus-map\?building=LIB$/);
    await expect(page.locator("[data-detail]")).toHaveAttribute("data-detail", "LIB");
    // The visit's conversation came along to the map page, and to any page after it, until Clear.
    const again = await openPanel(page);
    await expect(again.locator('[data-chat-message="user"]')).toHaveCount(1);
    await expect(again.locator('[data-chat-message="user"]')).toContainText("where is the library");
    await expect(again.locator('[data-chat-message="bot"]').last()).toContainText("University Library");
    await page.goto("/news");
    const third = await openPanel(page);
    await expect(third.locator('[data-chat-message="user"]')).toContainText("where is the library");
    await third.locator("[data-chat-clear]").click();
    await page.goto("/");
    const fresh = await openPanel(page);
    await expect(fresh.locator('[data-chat-message="user"]')).toHaveCount(0);
  });

  test("touch targets in the panel are at least 48 px", async ({ page }) => {
    await page.goto("/");
    const panel = await openPanel(page);
    await panel.locator("[data-chat-input]").fill("clinic hours");
    await panel.locator("[data-chat-input]").press("Enter");
    await expect(panel.locator("[data-chat-rating]")).toBeVisible();
    for (const target of await panel.locator("button:visible, a:visible, input:visible").all()) {
      const box = (await target.boundingBox())!;
      const name = (await target.getAttribute("aria-label")) ?? (await target.textContent());
      expect(box.height, `${name}`).toBeGreaterThanOrEqual(48);
      expect(box.width, `${name}`).toBeGreaterThanOrEqual(48);
    }
  });

  test("shows the failure message when the call fails", async ({ page }) => {
    await page.route("**/api/chat", (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "boom" }) : route.continue()));
    await page.goto("/");
    const panel = await openPanel(page);
    await panel.locator("[data-chat-input]").fill("office hours");
    await panel.locator("[data-chat-send]").click();
    await expect(panel.locator('[data-chat-message="bot"]').last()).toHaveText(FAILURE);
    await expect(panel.locator("[data-chat-input]")).toBeEnabled();
  });

  test("scroll-to-bottom appears above 3 messages when far from the bottom; clear starts a new session", async ({ page }) => {
    const sessions: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/chat") && r.method() === "POST") sessions.push(r.postDataJSON().sessionId);
    });
    await page.goto("/");
    const panel = await openPanel(page);
    for (const q of ["How do I request a transcript of records?", "What scholarships are available?"]) {
      await panel.locator("[data-chat-input]").fill(q);
      await panel.locator("[data-chat-send]").click();
      await expect(panel.locator("[data-chat-input]")).toBeEnabled();
    }
    await expect(panel.locator("[data-chat-message]")).toHaveCount(5);
    await expect(panel.locator("[data-chat-scroll]")).toHaveCount(0);
    await panel.locator("[data-chat-messages]").evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(panel.locator("[data-chat-scroll]")).toBeVisible();
    await panel.locator("[data-chat-scroll]").click();
    await expect(panel.locator("[data-chat-scroll]")).toHaveCount(0);
    expect(sessions[0]).toMatch(/^session_\d+$/);
    expect(new Set(sessions).size).toBe(1);
    await panel.locator("[data-chat-clear]").click();
    await expect(panel.locator("[data-chat-message]")).toHaveCount(1);
    await expect(panel.locator("[data-chat-starters] button")).toHaveCount(6);
    await panel.locator("[data-chat-input]").fill("library hours");
    await panel.locator("[data-chat-send]").click();
    await expect(panel.locator("[data-chat-message]")).toHaveCount(3);
    expect(sessions.at(-1)).toMatch(/^session_\d+$/);
    expect(sessions.at(-1)).not.toBe(sessions[0]);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the open panel fits on screen at ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const panel = await openPanel(page);
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await page.screenshot({ path: `/tmp/kb6/chat-${name}.png` });
    });
  }
});
