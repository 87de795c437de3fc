/**
 * Screenshots of the admin console: the sign-in page and every tab at the kiosk and phone sizes, signed in
 * with ADMIN_USERNAME / ADMIN_PASSWORD.
 *   ADMIN_USERNAME=admin ADMIN_PASSWORD=... node scripts/admin-screenshots.ts http://127.0.0.1:4321
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config.ts";
import { ADMIN_TABS } from "../src/stores/admin/tabs.ts";

const base = process.argv[2] ?? "http://127.0.0.1:4321";
const username = process.env.ADMIN_USERNAME ?? "admin";
const password = process.env.ADMIN_PASSWORD ?? "";
const tabs = (process.env.TABS ?? ADMIN_TABS.map((t) => t.id).join(",")).split(",");
const sizes = { portrait: { width: 1080, height: 1920 }, landscape: { width: 1920, height: 1080 }, phone: { width: 390, height: 844 } };
const out = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
for (const [name, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${base}/admin-login`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${out}/admin-login-${name}.png`, fullPage: process.env.FULL_PAGE === "1" });
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin$/);
  for (const tab of tabs) {
    await page.goto(`${base}/admin#${tab}`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.querySelector("[data-panel]") && !document.querySelector("[data-loading]"), undefined, { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(200);
    const file = `${out}/admin-${tab}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === "1" });
    console.log(file);
  }
  await page.close();
}
await browser.close();
