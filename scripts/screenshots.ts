/**
 * Takes full-page screenshots of routes at the kiosk and phone sizes, to look at what a visitor sees.
 *   node scripts/screenshots.ts http://127.0.0.1:4321 / /news   -> screenshots/<route>-<size>.png
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config.ts";

const [base = "http://127.0.0.1:4321", ...routes] = process.argv.slice(2);
const sizes = { portrait: { width: 1080, height: 1920 }, landscape: { width: 1920, height: 1080 }, phone: { width: 390, height: 844 } };
const out = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
for (const route of routes.length ? routes : ["/"]) {
  for (const [name, viewport] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport });
    await page.goto(base + route, { waitUntil: "networkidle" });
    const file = `${out}/${route === "/" ? "home" : route.replace(/\W+/g, "-").replace(/^-|-$/g, "")}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === "1" });
    console.log(file);
    await page.close();
  }
}
await browser.close();
