import { expect, test, type APIRequestContext } from "./test.ts";
import { readFileSync } from "node:fs";
import { seriousViolations } from "./axe.ts";
import { ask, openTab, signIn, toast } from "./admin-helpers.ts";
import { ADMIN_TABS } from "../src/stores/admin/tabs.ts";

const unique = () => Math.random().toString(36).slice(2, 8);

/** Sends messages in one chat session, as the kiosk's panel does. */
async function converse(request: APIRequestContext, messages: string[]): Promise<string> {
  const sessionId = `session_${Date.now()}${unique()}`;
  for (const message of messages) expect((await request.post("/api/chat", { data: { message, sessionId } })).status()).toBe(200);
  return sessionId;
}

test.describe("console tabs", () => {
  test("an administrator sees every tab, Dashboard first and open by default, with the spec's cards", async ({ page, request }) => {
    await signIn(page);
    await expect(page.getByRole("tab")).toHaveText(ADMIN_TABS.map((t) => t.label));
    await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
    const cards = [
      ["sessions", "Total Sessions", "Conversations started"],
      ["messages", "Total Messages", "Messages exchanged"],
      ["satisfaction", "Satisfaction Score", "User satisfaction"],
      ["knowledge", "Knowledge Items", "Active knowledge items"],
    ];
    for (const [name, title, subtitle] of cards) {
      const card = page.locator(`[data-stat="${name}"]`);
      await expect(card).toContainText(title!);
      await expect(card).toContainText(subtitle!);
    }
    await expect(page.locator('[data-stat="satisfaction"] [data-value]')).toHaveText(/^(\d+%|No ratings yet)$/);
    await expect(page.locator('[data-card="popular-topics"]')).toContainText("Popular Topics");
    await expect(page.locator('[data-card="popular-topics"]')).toContainText("Most frequently asked topics");
    await expect(page.locator('[data-metric="response-time"]')).toContainText(/Average Response Time\s*\d+ms/);
    await expect(page.locator('[data-metric="session-length"]')).toContainText(/Average Session Length\s*[\d.]+ min/);

    // The numbers come from the stored conversations: one more session and two more messages.
    const value = async (name: string) => Number((await page.locator(`[data-stat="${name}"] [data-value]`).textContent())!.replace(/\D/g, ""));
    const sessions = await value("sessions");
    const messages = await value("messages");
    await converse(request, ["What are the office hours?"]);
    await page.reload();
    await expect(page.locator('[data-stat="sessions"] [data-value]')).toBeVisible();
    expect(await value("sessions")).toBeGreaterThanOrEqual(sessions + 1);
    expect(await value("messages")).toBeGreaterThanOrEqual(messages + 2);
  });

  test("Sessions: newest first, fallback badge, transcript with matched item and confidence", async ({ page, request }) => {
    const tag = unique();
    const older = await converse(request, ["How do I connect to the campus Wi-Fi?"]);
    const newer = await converse(request, ["How do I connect to the campus Wi-Fi?", `blorptastic frumble ${tag} qwxz`]);
    await signIn(page);
    await openTab(page, "Sessions");
    const rows = page.locator("[data-session]");
    await expect(page.locator(`[data-session="${newer}"]`)).toBeVisible();
    const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-session")));
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const row = page.locator(`[data-session="${newer}"]`);
    await expect(row).toContainText("How do I connect to the campus Wi-Fi?");
    await expect(row.locator("[data-count]")).toHaveText("4 messages");
    await expect(row.locator("[data-fallback]")).toBeVisible();
    await expect(page.locator(`[data-session="${older}"] [data-fallback]`)).toHaveCount(0);

    await row.click();
    const dialog = page.getByRole("dialog", { name: "Conversation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("[data-message]")).toHaveCount(4);
    const firstReply = dialog.locator('[data-message="bot"]').first();
    await expect(firstReply.locator("[data-matched]")).toContainText("Matched:");
    await expect(firstReply.locator("[data-confidence]")).toHaveText(/Confidence \d+%/);
    await expect(dialog.locator('[data-message="bot"]').nth(1).locator("[data-matched]")).toHaveText("No item matched");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test("Analytics: chart, rates, unanswered groups; 'Create item' and 'Add as variation' teach the chatbot", async ({ page, request }) => {
    const word = `glorpnax${unique()}`;
    const other = `flumbrix${unique()}`;
    await converse(request, [`When is the ${word} festival?`]);
    await converse(request, [`When is the ${word} festival?`]);
    await converse(request, [`Where do I buy ${other} tickets?`]);
    await signIn(page);
    await openTab(page, "Analytics");
    await expect(page.locator('[data-chart="activity"] rect[data-bar]')).toHaveCount(30);
    await page.getByRole("button", { name: "7 days" }).click();
    await expect(page.locator('[data-chart="activity"] rect[data-bar]')).toHaveCount(7);
    await expect(page.locator('[data-rate="answered"]')).toContainText(/\d+%/);
    await expect(page.locator('[data-rate="fallback"]')).toContainText(/\d+%/);
    await expect(page.locator('[data-chart="satisfaction"]')).toBeVisible();
    await expect(page.locator('[data-card="top-items"]')).toContainText("Top items");

    const group = page.locator("[data-group]", { hasText: word });
    await expect(group).toHaveCount(1);
    await expect(group.locator("[data-group-count]")).toHaveText("2");

    // Create item: the dialog opens prefilled with the question.
    await group.getByRole("button", { name: "Create item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Knowledge" });
    await expect(dialog.getByLabel("Main Question")).toHaveValue(`When is the ${word} festival?`);
    await dialog.getByLabel("Category").selectOption("campus_life");
    await dialog.getByLabel("Main Answer").fill(`The ${word} festival is every second Friday of March.`);
    await dialog.getByLabel(/^Keywords/).fill(word);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page)).toContainText("Knowledge Added");
    expect((await ask(request, `${word} festival schedule`)).message).toBe(`The ${word} festival is every second Friday of March.`);

    // Add as variation: the other question joins that item.
    const second = page.locator("[data-group]", { hasText: other });
    await second.getByRole("button", { name: "Add as variation" }).click();
    await second.getByLabel("Knowledge item").selectOption({ label: `When is the ${word} festival?` });
    const patched = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/api/admin/chatbot/knowledge/"));
    await second.getByRole("button", { name: "Add", exact: true }).click();
    expect((await patched).postDataJSON()).toEqual({ questionVariations: [`Where do I buy ${other} tickets?`] });
    await expect(toast(page)).toContainText("Knowledge Updated");
    await expect(second).toContainText("Added as a variation");
    expect((await ask(request, `Where do I buy ${other} tickets?`)).message).toBe(`The ${word} festival is every second Friday of March.`);

    // Clean up the shared database.
    const items = (await (await page.request.get("/api/admin/chatbot/knowledge")).json()) as { id: number; canonicalQuestion: string }[];
    const created = items.find((i) => i.canonicalQuestion === `When is the ${word} festival?`)!;
    expect((await page.request.delete(`/api/admin/chatbot/knowledge/${created.id}`)).status()).toBe(204);
  });

  test("Tools: the test console counts nothing; export, import with preview, and the audit log", async ({ page }) => {
    await signIn(page);
    const admin = page.request;
    const before = (await (await admin.get("/api/admin/chatbot/analytics")).json()) as { totalMessages: number };
    await openTab(page, "Tools");
    await page.getByLabel("Test question").fill("How do I apply for admission?");
    await page.getByRole("button", { name: "Test", exact: true }).click();
    await expect(page.locator("[data-reply]")).not.toBeEmpty();
    await expect(page.locator("[data-reply-category]")).toHaveText("admissions");
    // The console names the records the reply stated.
    await expect(page.locator("[data-records]")).toContainText("step:apply");
    const candidates = page.locator("[data-candidate]");
    expect(await candidates.count()).toBeGreaterThan(0);
    expect(await candidates.count()).toBeLessThanOrEqual(5);
    await expect(candidates.first().locator("[data-score]")).toHaveText(/^\d+%$/);
    const after = (await (await admin.get("/api/admin/chatbot/analytics")).json()) as { totalMessages: number };
    expect(after.totalMessages).toBe(before.totalMessages);

    // Export: both downloads.
    const json = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export JSON" }).click();
    const jsonFile = await json;
    expect(jsonFile.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(readFileSync((await jsonFile.path())!, "utf8"));
    expect(exported.format).toBe("mvsu-kiosk-knowledge");
    expect(exported.items.length).toBeGreaterThan(10);
    const csv = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toMatch(/\.csv$/);
    expect(readFileSync((await csvFile.path())!, "utf8").split("\n")[0]).toContain("canonicalQuestion");

    // Import: one new item and one change to an item made for this test; preview first, then Apply.
    const tag = unique();
    const made = await (await admin.post("/api/admin/chatbot/knowledge", { data: { category: "general", canonicalQuestion: `Is the ${tag} room open?`, canonicalAnswer: "Yes." } })).json();
    const file = [
      { id: made.id, category: "general", canonicalQuestion: `Is the ${tag} room open?`, canonicalAnswer: "Yes, from 8 to 5.", priority: 2 },
      { category: "services", canonicalQuestion: `Where is the ${tag} kiosk?`, canonicalAnswer: "In the lobby." },
    ];
    await page.getByLabel("Import content").fill(JSON.stringify(file));
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.locator("[data-import-summary]")).toHaveText("Preview: 1 to add, 1 to change, 0 unchanged, 0 errors");
    await expect(page.locator("[data-import-changed]")).toContainText("canonicalAnswer");
    let list = (await (await admin.get("/api/admin/chatbot/knowledge")).json()) as { canonicalQuestion: string }[];
    expect(list.some((i) => i.canonicalQuestion === `Where is the ${tag} kiosk?`)).toBe(false);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page)).toContainText("Knowledge Imported");
    await expect(page.locator("[data-import-summary]")).toContainText("Imported: 1 to add, 1 to change");
    list = (await (await admin.get("/api/admin/chatbot/knowledge")).json()) as { canonicalQuestion: string }[];
    expect(list.some((i) => i.canonicalQuestion === `Where is the ${tag} kiosk?`)).toBe(true);

    // A file with an error: listed by item, Apply stays off, nothing written.
    await page.getByLabel("Import content").fill(JSON.stringify([{ category: "nowhere", canonicalQuestion: `Bad ${tag}?`, canonicalAnswer: "x" }]));
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.locator("[data-import-errors]")).toContainText("Item 1");
    await expect(page.getByRole("button", { name: "Apply" })).toBeDisabled();

    // The audit log shows who did what.
    await page.getByRole("button", { name: "Refresh" }).click();
    const audit = page.locator("[data-audit]");
    await expect(audit.locator('[data-audit-action="knowledge.import"]').first()).toContainText("e2e-admin");
    await expect(audit.locator('[data-audit-action="knowledge.create"]').first()).toBeVisible();
    await expect(audit.locator('[data-audit-action="session.login"]').first()).toBeVisible();

    for (const item of (await (await admin.get("/api/admin/chatbot/knowledge")).json()) as { id: number; canonicalQuestion: string }[]) {
      if (item.canonicalQuestion.includes(tag)) await admin.delete(`/api/admin/chatbot/knowledge/${item.id}`);
    }
  });

  test("Feedback: names and e-mails, filters, summary, ARTA answers and the CSV export", async ({ page, request }) => {
    const tag = unique();
    const named = { name: `Rosa ${tag}`, email: `rosa.${tag}@example.ph`, category: "technology", rating: 2, message: `The Wi-Fi in the library drops often (${tag}).`, isAnonymous: false, csm: { clientType: "citizen", cc1: 1, sqd0: 2 } };
    const anonymous = { category: "facilities", rating: 5, message: `The new benches are lovely (${tag}).`, isAnonymous: true };
    for (const body of [named, anonymous]) expect((await request.post("/api/feedback", { data: body })).status()).toBe(201);

    await signIn(page);
    await openTab(page, "Feedback");
    const row = page.locator("[data-feedback-row]", { hasText: named.message });
    await expect(row).toContainText(named.name);
    await expect(row).toContainText(named.email);
    await expect(page.locator("[data-feedback-row]", { hasText: anonymous.message })).toContainText("Anonymous");
    await expect(page.locator('[data-card="csm"]')).toContainText("Client Satisfaction (ARTA)");
    await expect(page.locator("[data-sqd]")).toContainText("SQD0 Overall");

    // Filters combine: rating 2 and technology today shows the named one, not the anonymous one.
    const filters = page.locator("[data-filters]");
    await filters.getByLabel("Rating").selectOption("2");
    await filters.getByLabel("Category").selectOption("technology");
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Manila" });
    await filters.getByLabel("From").fill(today);
    await filters.getByLabel("To").fill(today);
    await expect(row).toBeVisible();
    await expect(page.locator("[data-feedback-row]", { hasText: anonymous.message })).toHaveCount(0);
    const count = Number(await page.locator("[data-feedback-count]").textContent());
    expect(count).toBeGreaterThanOrEqual(1);
    await expect(page.locator('[data-rating-row="2"]')).toContainText(String(count));
    await expect(page.locator("[data-export-csv]")).toHaveAttribute("href", `/api/admin/feedback/export.csv?category=technology&rating=2&from=${today}&to=${today}`);
    const download = page.waitForEvent("download");
    await page.locator("[data-export-csv]").click();
    const csv = readFileSync((await (await download).path())!, "utf8");
    expect(csv).toContain(named.email);
    expect(csv).not.toContain(anonymous.message);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.locator("[data-feedback-row]", { hasText: anonymous.message })).toBeVisible();
  });

  test("public pages load no admin code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    for (const path of ["/", "/feedback", "/news"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(scripts.filter((s) => /admin|Admin|Knowledge|LoginForm/.test(s))).toEqual([]);
    await expect(page.locator('a[href="/admin"], a[href="/admin-login"]')).toHaveCount(0);
  });
});

test("the sign-in page and every tab have no serious or critical accessibility violations", async ({ page }) => {
  // axe over every tab (the Knowledge Base holds ~90 cards) takes a while on a small machine.
  test.setTimeout(240_000);
  const check = async (where: string) => {
    expect((await seriousViolations(page)).map((v) => `${where} ${v}`)).toEqual([]);
  };
  await page.goto("/admin-login");
  await check("/admin-login");
  await signIn(page);
  for (const { label: tab } of ADMIN_TABS) {
    await openTab(page, tab);
    await page.waitForFunction(() => !document.querySelector("[data-loading]"));
    await check(tab);
  }
});
