/**
 * The suite's `test`: Playwright's, with every page of a test's context waiting for the page's islands after
 * `goto` and `reload`.
 *
 * Astro prerenders an island's HTML, so its buttons, fields and selects are on screen before React has
 * hydrated them; a click, a keystroke or a selection in that window is lost, and a test that acts at once
 * passes on a quiet desk and fails on a loaded CI machine (a faculty card's Contact button did exactly that).
 * Waiting here, once, keeps every spec deterministic without each one remembering to. A `client:visible`
 * island is scrolled into view so it hydrates as a visitor's would; the check polls from the test runner, so a
 * page whose clock the test has paused still hydrates and is still seen. A test that asks `goto` for an earlier
 * moment (`waitUntil: "domcontentloaded"` or `"commit"`) wants the page before its scripts and gets it.
 */
import { expect, test as base, type Page } from "@playwright/test";

export { expect };
export type { APIRequestContext, BrowserContext, Page, Request, Route } from "@playwright/test";

/**
 * Resolves when no island on the page is still waiting to hydrate. A page may send the visitor on at once
 * (/admin to /admin-login when signed out): the check then runs again on the page it lands on.
 */
export async function islandsReady(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.evaluate(() =>
        document.querySelectorAll('astro-island[ssr][client="visible"]').forEach((island) => island.firstElementChild?.scrollIntoView({ block: "nearest" })),
      );
      break;
    } catch (error) {
      if (attempt >= 5 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState("load");
    }
  }
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}

const readied = new WeakSet<Page>();

/** Makes `goto` and `reload` of this page resolve only once its islands have hydrated. */
function readyOnNavigation(page: Page): void {
  if (readied.has(page)) return;
  readied.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === "load" || options.waitUntil === "networkidle") await islandsReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await islandsReady(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.pages().forEach(readyOnNavigation);
    context.on("page", readyOnNavigation);
    await use(context);
  },
});
