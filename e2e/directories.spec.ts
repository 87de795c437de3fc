import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./test.ts";

const cards = (page: Page) => page.locator("[data-list] > li");
const search = (page: Page) => page.locator("[data-search]");
const filter = (page: Page, value: string) => page.locator(`[data-filters] [data-filter="${value}"]`);
const count = async (page: Page, value: string) => Number(await filter(page, value).locator("[data-count]").textContent());

/**
 * The walk every filtered list shares: pressing `filter` leaves `inFilter` cards, a search inside it for `hit`
 * leaves `hits`, one for `miss` shows the `empty` text, and releasing the filter shows `missAcrossAll` cards
 * that match `miss` in the whole list.
 */
async function filterThenSearch(page: Page, w: { filter: string; inFilter: number; hit: string; hits: number; miss: string; empty: string; missAcrossAll: number }) {
  await filter(page, w.filter).click();
  await expect(filter(page, w.filter)).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(w.inFilter);
  await search(page).fill(w.hit);
  await expect(cards(page)).toHaveCount(w.hits);
  await search(page).fill(w.miss);
  await expect(page.getByText(w.empty)).toBeVisible();
  await filter(page, w.filter).click();
  await expect(cards(page)).toHaveCount(w.missAcrossAll);
}

test.describe("Course Offerings", () => {
  test("searches name, code or college, toggles the college filter, combines both and reaches the empty state", async ({ page }) => {
    await page.goto("/course-offerings");
    await expect(page.getByRole("heading", { name: "General Requirements" })).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    const college = "College of Engineering";
    expect(await count(page, college)).toBe(4);

    await search(page).fill("bsit");
    await expect(cards(page)).toHaveCount(1);
    await search(page).fill("COMPUTING SCIENCES");
    await expect(cards(page)).toHaveCount(4);
    await search(page).fill("");

    await filter(page, college).click();
    await expect(filter(page, college)).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(4);
    await search(page).fill("civil");
    await expect(cards(page)).toHaveCount(1);
    await search(page).fill("psychology");
    await expect(page.getByText("No programs found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filters.")).toBeVisible();
    await search(page).fill("");
    await filter(page, college).click();
    await expect(filter(page, college)).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(24);
  });

  test("Learn More shows the whole program", async ({ page }) => {
    await page.goto("/course-offerings");
    await page.locator('[data-card="bsit"]').getByRole("button", { name: "Learn More" }).click();
    const dialog = page.locator('dialog[data-dialog="course"]');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Bachelor of Science in Information Technology" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a failed refresh shows the failure with Retry, which loads the list", async ({ page }) => {
    let fail = true;
    await page.route("**/api/courses", (route) => (fail ? route.fulfill({ status: 503, body: "Service Unavailable today" }) : route.fallback()));
    await page.goto("/course-offerings");
    await expect(page.getByRole("alert")).toContainText("503: Service Unavailable today");
    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(cards(page)).toHaveCount(24);
  });

  test("prerendered HTML already holds the programs, and the API's answer replaces them", async ({ page, request }) => {
    const html = await (await request.get("/course-offerings")).text();
    expect(html).toContain("Bachelor of Science in Information Technology");
    expect(html).not.toContain("Loading course offerings...");
    const seed = JSON.parse(readFileSync("content/directories/courses.json", "utf8")) as { id: string; name: string }[];
    const edited = JSON.stringify([{ ...seed[0], name: "Renamed by staff" }, ...seed.slice(2)]);
    await page.route("**/api/courses", (route) => route.fulfill({ status: 200, contentType: "application/json", body: edited }));
    await page.goto("/course-offerings");
    await expect(cards(page)).toHaveCount(seed.length - 1);
    await expect(page.locator(`[data-card="${seed[0].id}"]`)).toContainText("Renamed by staff");
    await expect(page.locator(`[data-card="${seed[1].id}"]`)).toHaveCount(0);
  });
});

test.describe("Downloadable Forms", () => {
  test("category buttons count and toggle; search by name or description; empty state", async ({ page }) => {
    await page.goto("/forms");
    await expect(cards(page)).toHaveCount(17);
    for (const [c, n] of [["academic", 5], ["administrative", 4], ["hr", 4], ["financial", 4]] as const) expect(await count(page, c)).toBe(n);
    await expect(filter(page, "hr")).toContainText("Human Resources");
    await filterThenSearch(page, { filter: "hr", inFilter: 4, hit: "leave", hits: 1, miss: "scholarship", empty: "No forms found", missAcrossAll: 1 });
    await search(page).fill("government service"); // description only
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText("PDF Format").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Processing Times" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Important Notice" })).toBeVisible();
    await expect(page.locator("[data-guide] h3")).toHaveText(["1. Download", "2. Complete", "3. Submit"]);
  });

  test("Download saves the PDF and shows a QR code for the phone", async ({ page }) => {
    await page.goto("/forms");
    const card = page.locator('[data-card="application-for-transcript-of-records"]');
    const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const dialog = page.locator('dialog[data-dialog="download"]');
    await expect(dialog.locator("[data-qr] svg")).toBeVisible();
    await expect(dialog.locator("[data-qr]")).toHaveAttribute("data-qr", /\/media\/forms\/application-for-transcript-of-records\.pdf$/);
    const pdf = await page.request.get("/media/forms/application-for-transcript-of-records.pdf");
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("News & Announcements", () => {
  test("urgent banner, quick stats, category filter with All Categories, search, empty state, raw unknown category", async ({ page }) => {
    await page.goto("/news");
    await expect(cards(page)).toHaveCount(16);
    await expect(page.locator("[data-urgent-banner] li")).toHaveCount(3);
    await expect(page.locator('[data-stat="total"] div').first()).toHaveText("16");
    await expect(page.locator('[data-stat="urgent"] div').first()).toHaveText("3");
    await expect(page.locator('[data-stat="this-week"] div').first()).toHaveText("6");
    const unknown = page.locator('[data-list] [data-category="research"]');
    await expect(unknown).toHaveText("research");
    await expect(unknown).toHaveClass(/bg-gray-200/);

    await filterThenSearch(page, { filter: "facilities", inFilter: 4, hit: "DORMITOR", hits: 2, miss: "quiz bee", empty: "No announcements found", missAcrossAll: 1 });
    await search(page).fill("");
    await filter(page, "events").click();
    await expect(filter(page, "all")).toHaveAttribute("aria-pressed", "false");
    await filter(page, "all").click();
    await expect(cards(page)).toHaveCount(16);
    await expect(page.getByRole("link", { name: "Visit Website" })).toBeVisible();
  });

  test("Read More opens the full announcement", async ({ page }) => {
    await page.goto("/news");
    const first = cards(page).first();
    const title = (await first.locator("h3").textContent())!;
    await first.getByRole("button", { name: "Read More" }).click();
    const dialog = page.locator('dialog[data-dialog="announcement"]');
    await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("Faculty & Staff Directory", () => {
  test("department filter, search by name, designation or department, stats, initials, empty state", async ({ page }) => {
    await page.goto("/faculty");
    await expect(cards(page)).toHaveCount(36);
    await expect(page.locator('[data-stat="leadership"] div').first()).toHaveText("10");
    await expect(page.locator('[data-card="university-president"] [data-designation-class]')).toHaveAttribute("data-designation-class", "executive");
    await expect(page.locator('[data-card="vice-president-academic-affairs"] [data-designation-class]')).toHaveAttribute("data-designation-class", "executive");
    await expect(page.locator('[data-card="dean-engineering"] [data-designation-class]')).toHaveAttribute("data-designation-class", "leadership");
    await expect(page.locator('[data-card="vice-president-research"] [data-initials]')).toHaveText("CR");

    const dept = "College of Engineering";
    expect(await count(page, dept)).toBe(3);
    await filterThenSearch(page, { filter: dept, inFilter: 3, hit: "professor", hits: 2, miss: "registrar", empty: "No faculty members found", missAcrossAll: 2 });
    await search(page).fill("aurelio");
    await expect(cards(page)).toHaveCount(1);
  });

  test("Contact shows email, phone and a contact QR; Location goes to the campus map", async ({ page }) => {
    await page.goto("/faculty");
    const card = page.locator('[data-card="university-president"]');
    await card.getByRole("button", { name: "Contact" }).click();
    const dialog = page.locator('dialog[data-dialog="contact"]');
    await expect(dialog).toContainText("president@mvsu.edu.ph");
    await expect(dialog).toContainText("(078) 305-2100 local 100");
    await expect(dialog.locator("[data-qr] svg")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card.getByRole("link", { name: /campus map/ })).toHaveAttribute("href", "/campus-map?building=ADMIN");
    await card.getByRole("link", { name: /campus map/ }).click();
    await expect(page.locator('[data-detail="ADMIN"]')).toBeVisible();
  });
});

test.describe("Photo & Video Gallery", () => {
  test("category buttons with counts, search, combined, empty state", async ({ page }) => {
    await page.goto("/gallery");
    await expect(cards(page)).toHaveCount(24);
    expect(await count(page, "all")).toBe(24);
    expect(await count(page, "graduation")).toBe(7);
    await filterThenSearch(page, { filter: "graduation", inFilter: 7, hit: "sablay", hits: 1, miss: "robot", empty: "No media found", missAcrossAll: 1 });
    await expect(cards(page).locator("[data-media-badge]")).toHaveText("Video");
  });

  test("the detail dialog shows the item, plays a video and closes on Escape, backdrop and button with focus back", async ({ page }) => {
    await page.goto("/gallery");
    const opener = page.locator('[data-card="campus-tour"] button');
    await opener.click();
    const dialog = page.locator('dialog[data-dialog="gallery"]');
    await expect(dialog.getByRole("heading", { name: "Campus Tour" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Download Media" })).toHaveAttribute("href", "/media/gallery/campus-tour.webm");
    await dialog.getByRole("button", { name: "Share Link" }).click();
    await expect(dialog.locator("[data-share] [data-qr] svg")).toBeVisible();
    await dialog.getByRole("button", { name: "Play Video" }).click();
    await expect.poll(() => dialog.locator("[data-player]").evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const photo = page.locator('[data-card="engineering-building"] button');
    await photo.click();
    await expect(dialog.getByRole("button", { name: "Play Video" })).toHaveCount(0);
    await page.mouse.click(5, 300); // the backdrop
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();
    await photo.click();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();
  });
});

for (const path of ["/course-offerings", "/forms", "/news", "/faculty", "/gallery"]) {
  test(`${path}: touch targets are at least 48 px and nothing overflows on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(cards(page).first()).toBeVisible();
    const small = await page.locator("main a, main button, main input").evaluateAll((els) =>
      els
        .map((e) => ({ text: (e.textContent ?? (e as HTMLInputElement).placeholder ?? "").trim().slice(0, 30), h: e.getBoundingClientRect().height, w: e.getBoundingClientRect().width }))
        .filter((r) => r.h > 0 && (r.h < 44 || r.w < 44)),
    );
    expect(small).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
}
