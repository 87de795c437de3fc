import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config.ts";
const base = "http://127.0.0.1:4435";
const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
for (const [name, vp] of [["portrait", { width: 1080, height: 1920 }], ["landscape", { width: 1920, height: 1080 }]] as const) {
  const page = await browser.newPage({ viewport: vp, baseURL: base });
  const res = await page.request.get("/api/config");
  const body = await res.json();
  const json = { ...body, kiosk: { ...body.kiosk, idleSeconds: 3, attractSeconds: 5 } };
  await page.route("**/api/config", (route) => route.fulfill({ json }).catch(() => {}));
  await page.goto("/?kiosk=1");
  await page.waitForSelector('dialog[data-kiosk-dialog="attract"] [data-attract-slide="media"]', { timeout: 60000 });
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots16/attract-${name}.png` });
  console.log(name);
  await page.close();
}
await browser.close();
