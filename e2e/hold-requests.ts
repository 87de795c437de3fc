/** Holding a request at the browser, so a test can see the state a page shows while it waits for an answer. */
import type { Page, Route } from "@playwright/test";

/** Requests held by `holdRequests`. */
export interface HeldRequests {
  /** Settles once the first matching request has been stopped: the page is now waiting for its answer. */
  reached: Promise<void>;
  /** Lets every held request (and every later one) go on to its answer. */
  release: () => void;
}

/**
 * Stops every request of the page to `url` (a Playwright glob) until `release()`; each then goes on to
 * `answer`, by default the real server. The answer never reads a response body, so a page that navigates
 * meanwhile cannot make it fail.
 */
export async function holdRequests(page: Page, url: string, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<HeldRequests> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  await page.route(url, async (route) => {
    reach();
    await held;
    await answer(route);
  });
  return { reached, release };
}
