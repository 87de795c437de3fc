/**
 * The console's safety nets: a knowledge delete keeps its card's place (a second click deletes nothing
 * more) and Undo brings the item back with its fields; sign-in counts what was typed before the form's
 * script ran.
 */
import { expect, islandsReady, test } from "./test.ts";
import { addInactiveKnowledge, openTab, signIn, toast } from "./admin-helpers.ts";
import { E2E_ADMIN } from "./fixtures.ts";
import { holdRequests } from "./hold-requests.ts";

test("delete keeps the card's place, a double click deletes one item, Undo restores it", async ({ page }) => {
  await signIn(page);
  await openTab(page, "Knowledge Base");
  const question = `Where can I borrow a Quorvex umbrella ${Date.now()}?`;
  await addInactiveKnowledge(page, { category: "services", question, answer: "Quorvex umbrellas are lent at the Guard House by the main gate." });

  await page.getByLabel("Search knowledge").fill("quorvex");
  const card = page.locator("[data-knowledge-item]");
  await expect(card).toHaveCount(1);
  const remove = card.getByRole("button", { name: `Delete: ${question}` });
  const target = (await remove.boundingBox())!;
  expect(target.width).toBeGreaterThanOrEqual(48);
  expect(target.height).toBeGreaterThanOrEqual(48);
  const before = (await card.boundingBox())!;
  await page.mouse.dblclick(target.x + target.width / 2, target.y + target.height / 2);
  await expect(toast(page)).toContainText("Knowledge Deleted");
  const tombstone = page.locator("[data-knowledge-deleted]");
  await expect(tombstone).toHaveCount(1);
  expect(Math.round((await tombstone.boundingBox())!.height)).toBe(Math.round(before.height));

  await toast(page).getByRole("button", { name: "Undo" }).click();
  await expect(toast(page)).toContainText("Knowledge Restored");
  await expect(card).toHaveCount(1);
  await expect(card.locator("[data-question]")).toHaveText(question);
  await expect(card.locator('[data-badge="category"]')).toHaveText("services");
  await expect(tombstone).toHaveCount(0);
  await card.getByRole("button", { name: `Delete: ${question}` }).click();
  await expect(toast(page)).toContainText("Knowledge Deleted");
});

test("sign-in takes what was typed before the form's script ran", async ({ page }) => {
  const { release } = await holdRequests(page, "**/_astro/**/*.js");
  await page.goto("/admin-login", { waitUntil: "domcontentloaded" });
  await page.locator("#login-username").fill(E2E_ADMIN.username);
  await page.locator("#login-password").fill(E2E_ADMIN.password);
  release();
  await islandsReady(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
