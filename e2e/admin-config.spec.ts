import { expect, test } from "./test.ts";
import { ask, openTab, signIn, toast } from "./admin-helpers.ts";
import { useOwnServer } from "./second-server.ts";

// Switching the chatbot off or changing its messages must not disturb the other specs, so this file has a
// server (and database) of its own.
const server = useOwnServer(1);

const UNAVAILABLE = "The virtual assistant is unavailable right now.";

test.describe("Configuration tab", () => {
  test("every control saves on its own with the toast, and the chatbot follows", async ({ page, request }) => {
    test.setTimeout(90_000);
    const base = server.url;
    await signIn(page, base);
    await openTab(page, "Configuration");
    const patches: unknown[] = [];
    page.on("request", (r) => r.method() === "PATCH" && r.url().endsWith("/api/admin/chatbot/config") && patches.push(r.postDataJSON()));
    const updated = async () => {
      await expect(toast(page)).toContainText("Configuration Updated");
      await expect(toast(page)).toContainText("Chatbot configuration has been updated successfully.");
      await page.getByRole("button", { name: "Dismiss notification" }).click();
    };

    // Enable Chatbot off: the assistant says it is unavailable; on again: it answers.
    const enabled = page.getByLabel("Enable Chatbot");
    await expect(enabled).toBeChecked();
    await enabled.uncheck();
    await updated();
    expect(patches.at(-1)).toEqual({ enabled: false });
    let reply = await ask(request, "How do I apply for admission?", base);
    expect(reply.category).toBe("unavailable");
    expect(reply.message).toContain(UNAVAILABLE);
    await enabled.check();
    await updated();
    reply = await ask(request, "How do I apply for admission?", base);
    expect(reply.category).toBe("admissions");

    // Welcome Message: saved when the field is left, not per keystroke; the chat panel shows it.
    const welcome = page.getByLabel("Welcome Message");
    await welcome.fill("Mabuhay! I am the MVSU helper. Ask me anything about the campus.");
    await page.waitForTimeout(300);
    expect(patches).toHaveLength(2);
    await welcome.press("Tab");
    await updated();
    expect(patches.at(-1)).toEqual({ welcomeMessage: "Mabuhay! I am the MVSU helper. Ask me anything about the campus." });
    const visitor = await page.context().newPage();
    await visitor.goto(`${base}/`);
    await visitor.locator("[data-chat-button]").click();
    await expect(visitor.locator('[data-chat-message="bot"]').first()).toHaveText(/Mabuhay! I am the MVSU helper/);
    await visitor.close();

    // Fallback Message: what an unknown question gets.
    await page.getByLabel("Fallback Message").fill("Pasensya na, I do not know that one yet.");
    await page.getByLabel("Fallback Message").blur();
    await updated();
    reply = await ask(request, "qwxz blorptastic frumble", base);
    expect(reply.category).toBe("fallback");
    expect(reply.message).toBe("Pasensya na, I do not know that one yet.");

    // Max Response Length: the server's bounds message as a toast, the field back to the stored value.
    const maxLength = page.getByLabel("Max Response Length");
    const stored = await maxLength.inputValue();
    await maxLength.fill("5000");
    await maxLength.press("Enter");
    await expect(page.locator('[data-toast="destructive"]')).toContainText("Max response length must be between 50 and 2000");
    await expect(maxLength).toHaveValue(stored);
    await maxLength.fill("60");
    await maxLength.press("Enter");
    await updated();
    expect(patches.at(-1)).toEqual({ maxResponseLength: 60 });
    reply = await ask(request, "How do I apply for admission?", base);
    expect(reply.message.length).toBeLessThanOrEqual(60);

    // Confidence Threshold (%): bounds too; 100 means nothing is sure enough.
    const threshold = page.getByLabel("Confidence Threshold (%)");
    await threshold.fill("150");
    await threshold.blur();
    await expect(page.locator('[data-toast="destructive"]')).toContainText("Confidence threshold must be between 0 and 100");
    await threshold.fill("100");
    await threshold.blur();
    await updated();
    reply = await ask(request, "How do I apply for admission?", base);
    expect(reply.category).not.toBe("admissions");
    await threshold.fill("45");
    await threshold.blur();
    await updated();

    // Enable Smart Suggestions off: replies come without suggestions.
    reply = await ask(request, "qwxz blorptastic frumble", base);
    expect((reply as unknown as { suggestions: string[] }).suggestions.length).toBeGreaterThan(0);
    await page.getByLabel("Enable Smart Suggestions").uncheck();
    await updated();
    reply = await ask(request, "qwxz blorptastic frumble", base);
    expect((reply as unknown as { suggestions: string[] }).suggestions).toEqual([]);

    // Enable Analytics Tracking off: answers are no longer counted on the item.
    await page.getByLabel("Enable Analytics Tracking").uncheck();
    await updated();
    expect(patches.slice(-2)).toEqual([{ enableSuggestions: false }, { enableAnalytics: false }]);
    const usage = async () => {
      const res = await page.request.get(`${base}/api/admin/chatbot/knowledge`);
      const items = (await res.json()) as { canonicalQuestion: string; usageCount: number; category: string }[];
      return items.filter((i) => i.category === "admissions").reduce((n, i) => n + i.usageCount, 0);
    };
    const before = await usage();
    reply = await ask(request, "How do I apply for admission?", base);
    expect(reply.category).toBe("admissions");
    expect(await usage()).toBe(before);

    // Everything is kept: a reload shows the saved values.
    await page.reload();
    await openTab(page, "Configuration");
    await expect(page.getByLabel("Enable Analytics Tracking")).not.toBeChecked();
    await expect(page.getByLabel("Enable Smart Suggestions")).not.toBeChecked();
    await expect(page.getByLabel("Max Response Length")).toHaveValue("60");
    await expect(page.getByLabel("Welcome Message")).toHaveValue("Mabuhay! I am the MVSU helper. Ask me anything about the campus.");
  });
});
