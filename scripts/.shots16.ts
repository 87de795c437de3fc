import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config.ts";
const base = "http://127.0.0.1:4435";
const out = process.argv[2] ?? "/tmp/shots16/b";
const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
async function shot(name: string, vp: { width: number; height: number }, fn: (p: import("@playwright/test").Page) => Promise<void>) {
  const page = await browser.newPage({ viewport: vp });
  try { await fn(page); await page.screenshot({ path: `${out}/${name}.png` }); console.log(name); } catch (e) { console.log(name, "FAILED", String(e).slice(0, 300)); }
  await page.close();
}
const P = { width: 1080, height: 1920 }, L = { width: 1920, height: 1080 }, M = { width: 390, height: 844 };
await shot("news-large-portrait", P, async (p) => {
  await p.goto(base + "/news?kiosk=1"); await p.waitForSelector("html[data-kiosk-ready]");
  await p.click("[data-text-size-toggle]"); await p.waitForTimeout(800);
});
await shot("charter-contrast-portrait", P, async (p) => {
  await p.goto(base + "/citizens-charter?kiosk=1"); await p.waitForSelector("html[data-kiosk-ready]");
  await p.click("[data-contrast-toggle]"); await p.waitForTimeout(500);
});
await shot("visit-website-portrait", P, async (p) => {
  await p.goto(base + "/news?kiosk=1"); await p.waitForSelector("html[data-kiosk-ready]");
  await p.click("text=Visit Website"); await p.waitForSelector("[data-leaving-link] [data-qr]");
});
await shot("chat-keyboard-portrait", P, async (p) => {
  await p.goto(base + "/forms?kiosk=1"); await p.waitForSelector("html[data-kiosk-ready]");
  await p.click("[data-chat-button]"); await p.waitForSelector("[data-chat-input]"); await p.click("[data-chat-input]"); await p.waitForTimeout(800);
});
await shot("chat-landscape", L, async (p) => {
  await p.goto(base + "/?kiosk=1"); await p.waitForSelector("html[data-kiosk-ready]");
  await p.click("[data-chat-button]"); await p.waitForSelector("[data-chat-input]"); await p.waitForTimeout(500);
});
await shot("feedback-phone", M, async (p) => {
  await p.goto(base + "/feedback?kiosk=0"); await p.waitForTimeout(1500);
  console.log("scrollWidth", await p.evaluate(() => document.documentElement.scrollWidth));
  await p.evaluate(() => window.scrollTo(0, 900));
});
await shot("courses-phone", M, async (p) => { await p.goto(base + "/course-offerings?kiosk=0"); await p.waitForTimeout(1500); });
await browser.close();
