/**
 * A fake clock that does not move on its own. `page.clock.install()` alone lets time flow with the real clock,
 * so on a busy machine the seconds spent loading the page count toward a page's timeout and a test that then
 * runs the clock "to just before the timeout" finds it already fired. Paused, only `runFor` moves time.
 */
import type { Page } from "@playwright/test";

const START = new Date("2026-01-05T08:00:00+08:00");

export async function pausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
}
