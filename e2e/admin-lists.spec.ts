import { expect, test } from "./test.ts";
import sharp from "sharp";
import { apiSignIn, openTab, signIn, toast } from "./admin-helpers.ts";
import { useOwnServer } from "./second-server.ts";

// Posting news and editing programs must not disturb the other specs' counts (the urgent banner, the
// course list), so this file has a server (and database) of its own.
const server = useOwnServer(3);

const EDITOR = { username: "news-desk", password: "news-desk-password-42" };
const BOT_EDITOR = { username: "bot-desk", password: "bot-desk-password-42" };

test.describe("staff run the lists from the console", () => {
  test("an urgent announcement posted in the News tab shows on /news and in the banner; an expired one leaves", async ({ page }) => {
    test.setTimeout(90_000);
    const base = server.url;
    await signIn(page, base);
    await openTab(page, "News");
    await page.getByRole("button", { name: "Add Announcement" }).click();
    const dialog = page.locator('[data-dialog="list-item"]');
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.locator('[data-field-error="title"]')).toHaveText("Title is required");

    await dialog.getByLabel("Title").fill("Classes suspended Friday (e2e)");
    await dialog.getByLabel("Content").fill("All classes are suspended on Friday because of the typhoon.");
    await dialog.getByLabel("Urgent (also shown in the banner)").check();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page)).toContainText("Announcement Added");
    const row = page.locator("[data-item-id]", { hasText: "Classes suspended Friday (e2e)" });
    await expect(row.locator("[data-status]")).toHaveText("Published");

    const news = await page.context().newPage();
    await news.goto(`${base}/news`);
    await expect(news.locator("[data-urgent-banner]")).toContainText("Classes suspended Friday (e2e)");
    await expect(news.locator("[data-list]")).toContainText("Classes suspended Friday (e2e)");

    // An expiry in the past is refused before sending; one a few seconds ahead ends it by itself.
    await row.getByRole("button", { name: /^Edit/ }).click();
    const publish = await dialog.getByLabel("Publish time").inputValue();
    await dialog.getByLabel("Expiry").fill("2000-01-01T08:00");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.locator('[data-field-error="expiresAt"]')).toHaveText("Expiry must be after the publish time");
    expect(publish).not.toBe("");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    // The dialog's times have minute precision; an expiry seconds ahead is set through the same API.
    const id = await row.getAttribute("data-item-id");
    const patched = await page.request.patch(`${base}/api/admin/announcements/${id}`, { data: { expiresAt: new Date(Date.now() + 3000).toISOString() } });
    expect(patched.status()).toBe(200);
    // Within seconds (the list's short max-age), the kiosk's next load has neither the item nor its banner line.
    await expect(async () => {
      await news.reload();
      await expect(news.locator("[data-list]")).toBeVisible();
      await expect(news.locator("main")).not.toContainText("Classes suspended Friday (e2e)", { timeout: 1000 });
    }).toPass({ timeout: 40_000, intervals: [2000] });
    await page.reload();
    await expect(page.locator("[data-item-id]", { hasText: "Classes suspended Friday (e2e)" }).locator("[data-status]")).toHaveText("Expired");
  });

  test("a program edited and moved in the Programs tab shows so on /course-offerings", async ({ page }) => {
    const base = server.url;
    await signIn(page, base);
    await openTab(page, "Programs");
    const rows = page.locator("[data-list-tab=courses] [data-item-id]");
    await expect(rows.first()).toBeVisible();
    const last = rows.last();
    const id = await last.getAttribute("data-item-id");
    await last.getByRole("button", { name: /^Edit/ }).click();
    const dialog = page.locator('[data-dialog="list-item"]');
    await dialog.getByLabel("Name").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.locator('[data-field-error="name"]')).toHaveText("Name is required");
    await dialog.getByLabel("Name").fill("Bachelor of Science in Kiosk Studies");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page)).toContainText("Program Updated");
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    const moved = page.locator(`[data-item-id="${id}"]`);
    await moved.getByRole("button", { name: /^Move up/ }).click();
    await expect(rows.nth((await rows.count()) - 2)).toHaveAttribute("data-item-id", id!);

    const site = await page.context().newPage();
    await site.goto(`${base}/course-offerings`);
    await expect(site.getByText("Bachelor of Science in Kiosk Studies")).toBeVisible();
  });

  test("a person added with an uploaded portrait shows on /faculty with the re-encoded photo", async ({ page }) => {
    const base = server.url;
    await signIn(page, base);
    await openTab(page, "Faculty & Staff");
    await page.getByRole("button", { name: "Add Person" }).click();
    const dialog = page.locator('[data-dialog="list-item"]');
    await dialog.getByLabel("Name").fill("Engr. Paolo Upload");
    await dialog.getByLabel("Designation").fill("Instructor I");
    await dialog.getByLabel("Department").fill("College of Engineering");
    const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 200, g: 160, b: 120 } } })
      .png()
      .toBuffer();
    await dialog.getByLabel("Upload Photo").setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: png });
    await expect(dialog.locator('[data-field="photo"]')).toHaveValue(/^\/api\/files\/images\/[a-f0-9]{24}-640\.webp$/);
    await expect(dialog.locator('[data-preview="photo"]')).toBeVisible();
    await dialog.getByLabel("Upload Photo").setInputFiles({ name: "not-a-photo.png", mimeType: "image/png", buffer: Buffer.from("MZ this is no image") });
    await expect(dialog.locator('[data-field-error="photo"]')).toHaveText("This file is not a JPEG, PNG, WebP or GIF image.");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page)).toContainText("Person Added");

    const site = await page.context().newPage();
    await site.goto(`${base}/faculty`);
    const card = site.locator("[data-card]", { hasText: "Engr. Paolo Upload" });
    await expect(card.locator("img")).toHaveAttribute("src", /^\/api\/files\/images\/[a-f0-9]{24}-640\.webp$/);
    // The portrait loads lazily: bring the card into view, then the browser shows the 480x640 phone copy.
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  });

  test("roles: a content editor sees only the list tabs and gets 403 from the chatbot API; a chatbot editor cannot edit lists", async ({ page, request }) => {
    const base = server.url;
    const cookie = await apiSignIn(request, base);
    for (const [account, role] of [
      [EDITOR, "content_editor"],
      [BOT_EDITOR, "chatbot_editor"],
    ] as const) {
      const res = await request.post(`${base}/api/admin/accounts`, { data: { ...account, role }, headers: { cookie } });
      expect(res.status()).toBe(201);
    }

    await signIn(page, base, EDITOR);
    await expect(page.locator("[data-role]")).toHaveText("(Content editor)");
    await expect(page.getByRole("tab")).toHaveText(["News", "Programs", "Forms", "Faculty & Staff", "Gallery", "Map"]);
    await expect(page.getByRole("tab", { name: "News" })).toHaveAttribute("aria-selected", "true");
    await page.goto(`${base}/admin#knowledge`);
    await expect(page.getByRole("tab", { name: "News" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Knowledge Base" })).toHaveCount(0);
    const knowledge = await page.request.get(`${base}/api/admin/chatbot/knowledge`);
    expect(knowledge.status()).toBe(403);
    expect(await knowledge.json()).toMatchObject({ error: expect.stringContaining("may not manage the chatbot") });
    expect((await page.request.get(`${base}/api/admin/accounts`)).status()).toBe(403);

    const bot = await request.post(`${base}/api/admin/login`, { data: BOT_EDITOR });
    const botCookie = bot.headers()["set-cookie"]!.split(";")[0]!;
    const refused = await request.post(`${base}/api/admin/courses`, {
      data: { code: "X1", name: "X", college: "X", duration: "1 year", description: "", requirements: [] },
      headers: { cookie: botCookie },
    });
    expect(refused.status()).toBe(403);
    expect((await request.get(`${base}/api/admin/chatbot/knowledge`, { headers: { cookie: botCookie } })).status()).toBe(200);
  });

  test("an administrator adds an account and changes its role in the Accounts tab", async ({ page }) => {
    const base = server.url;
    await signIn(page, base);
    await openTab(page, "Accounts");
    const form = page.locator("[data-new-account]");
    await form.getByLabel("Username").fill("gallery-desk");
    await form.getByLabel("Role").selectOption("content_editor");
    await form.getByLabel("First password (12+ characters)").fill("short");
    await form.getByRole("button", { name: "Add Account" }).click();
    await expect(form).toContainText("Password must be at least 12 characters");
    await form.getByLabel("First password (12+ characters)").fill("gallery-desk-password-1");
    await form.getByRole("button", { name: "Add Account" }).click();
    await expect(toast(page)).toContainText("Account Added");
    const row = page.locator('[data-account="gallery-desk"]');
    await row.getByLabel("Role").selectOption("chatbot_editor");
    await expect(toast(page)).toContainText("Role Changed");
    await expect(row.getByLabel("Role")).toHaveValue("chatbot_editor");
    await expect(page.locator('[data-account="e2e-admin"]').getByLabel("Role")).toBeDisabled();
  });
});
