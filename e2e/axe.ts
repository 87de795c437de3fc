/**
 * axe's serious and critical violations on the page, as "rule: first targets" lines.
 * Colour contrast is read from computed colours, so a control caught mid-transition (a button enabled a moment
 * ago fading from its disabled colours) would be judged on colours nobody sees at rest: wait for running CSS
 * transitions to end first. Endless animations (a spinner) are not transitions and are not waited for.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}
