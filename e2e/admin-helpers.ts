/** Shared steps of the admin e2e tests. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./fixtures.ts";

/** Signs in through the form and waits for the console. `base` is the server ('' = the shared one). */
export async function signIn(page: Page, base = "", account = E2E_ADMIN): Promise<void> {
  await page.goto(`${base}/admin-login`);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Welcome, ${account.username}`)).toBeVisible();
}

/** Opens a tab of the console by its name. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

/**
 * Adds an inactive knowledge item through the Add Knowledge dialog (inactive, so the dashboard's count of
 * active items that other specs check stays as it is) and waits for the toast.
 */
export async function addInactiveKnowledge(page: Page, item: { category: string; question: string; answer: string; difficulty?: string }): Promise<void> {
  await page.getByRole("button", { name: "Add Knowledge" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Knowledge" });
  await dialog.getByLabel("Category").selectOption(item.category);
  if (item.difficulty) await dialog.getByLabel("Difficulty").selectOption(item.difficulty);
  await dialog.getByLabel("Main Question").fill(item.question);
  await dialog.getByLabel("Main Answer").fill(item.answer);
  await dialog.getByLabel("Active").uncheck();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page)).toContainText("Knowledge Added");
}

/** The visible toast. */
export const toast = (page: Page) => page.locator("[data-toast]");

/** Signs in with the API (no browser) and answers the session cookie header. */
export async function apiSignIn(request: APIRequestContext, base = ""): Promise<string> {
  const res = await request.post(`${base}/api/admin/login`, { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  const cookie = res.headers()["set-cookie"]!;
  return cookie.split(";")[0]!;
}

/** Asks the public chatbot, as the kiosk's chat panel does. */
export async function ask(request: APIRequestContext, message: string, base = ""): Promise<{ message: string; category: string }> {
  const res = await request.post(`${base}/api/chat`, { data: { message, sessionId: `session_${Date.now()}${Math.random().toString().slice(2, 6)}` } });
  expect(res.status()).toBe(200);
  return res.json();
}
