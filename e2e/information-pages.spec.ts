/**
 * The information pages prerendered from content/. Expectations that depend on content are read
 * from the same YAML files, so editing content does not break the tests; the spec's fixed texts are literal.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { expect, test, type Page, type Request } from "./test.ts";
import { VIEWPORTS } from "./fixtures.ts";
import { holdRequests } from "./hold-requests.ts";
import { seriousViolations } from "./axe.ts";

const content = (file: string) => yaml.load(readFileSync(path.join("content", file), "utf8"), { schema: yaml.CORE_SCHEMA }) as unknown;
const PAGES = ["/citizens-charter", "/academic-calendar", "/organizational-chart", "/student-services", "/admissions", "/transparency", "/portal"];

/** Script files the page requests (the layout's clock is inline and is not one). */
async function scriptFiles(page: Page, url: string) {
  const scripts: string[] = [];
  const onRequest = (r: Request) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  };
  page.on("request", onRequest);
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  page.off("request", onRequest);
  return scripts;
}

test.describe("Citizen's Charter", () => {
  test("lists the academic and administrative services with badges, commitments and processing times", async ({ page }) => {
    await page.goto("/citizens-charter");
    await expect(page.getByRole("heading", { level: 1, name: "Citizen's Charter" })).toBeVisible();
    const academic = page.locator('[data-service-group="academic"] article h3');
    const administrative = page.locator('[data-service-group="administrative"] article h3');
    await expect(academic).toHaveText(["Transcript of Records", "Diploma Request", "Certificate Processing", "Grade Verification"]);
    await expect(administrative).toHaveText(["Student ID Processing", "Clearance", "FOI Requests", "General Information"]);
    const services = readdirSync("content/charter/services");
    await expect(page.locator("[data-charter-service]")).toHaveCount(services.length);
    // Academic documents 3-5 working days, ID 1-2, certificates 2-3, general requests 1-7.
    const time = (id: string) => page.locator(`[data-charter-service="${id}"] [data-processing-time]`);
    await expect(time("transcript-of-records")).toHaveText("3-5 working days");
    await expect(time("student-id-processing")).toHaveText("1-2 working days");
    await expect(time("certificate-processing")).toHaveText("2-3 working days");
    await expect(time("general-information")).toHaveText("1-7 working days");
    const tor = page.locator('[data-charter-service="transcript-of-records"]');
    await expect(tor.getByText("Official Receipt", { exact: true })).toBeVisible();
    await expect(tor.getByText("Our commitments")).toBeVisible();
  });

  test("opens the RA 11032 details: who may avail, where to secure, steps with person responsible, fees", async ({ page }) => {
    await page.goto("/citizens-charter");
    const tor = page.locator('[data-charter-service="transcript-of-records"]');
    await expect(tor.getByText("Who may avail", { exact: true })).toBeHidden();
    await tor.getByText("Full details: who may avail, requirements and steps").click();
    await expect(tor.getByText("Who may avail", { exact: true })).toBeVisible();
    await expect(tor.getByText("Where to secure:").first()).toBeVisible();
    await expect(tor.getByText("Person responsible:").first()).toBeVisible();
    await expect(tor.getByText("₱100.00 per page and ₱50.00 documentary stamp")).toBeVisible();
  });

  test("has the complaint procedure and the contact block with office hours", async ({ page }) => {
    await page.goto("/citizens-charter");
    await expect(page.getByRole("heading", { name: "How to File a Complaint" })).toBeVisible();
    const contact = page.locator("#contact");
    for (const text of ["8:00 AM - 5:00 PM Monday to Friday", "registrar@mvsu.edu.ph", "(078) 305-2100"]) await expect(contact).toContainText(text);
  });
});

test.describe("Academic Calendar", () => {
  test("shows AY 2024-2025 first semester, dates, schedule badges from content, events and holidays", async ({ page }) => {
    await page.goto("/academic-calendar");
    await expect(page.locator("[data-term]")).toContainText("Academic Year 2024-2025, First Semester");
    await expect(page.getByRole("heading", { name: "Important Dates" })).toBeVisible();
    const phases = content("calendar/phases.yaml") as { id: string; status: string }[];
    for (const p of phases) {
      await expect(page.locator(`[data-phase="${p.id}"] [data-status]`)).toHaveText(p.status === "completed" ? "Completed" : "Upcoming");
    }
    const events = content("calendar/events.yaml") as { id: string; category: string }[];
    for (const e of events) await expect(page.locator(`[data-event="${e.id}"]`)).toContainText(e.category);
    await expect(page.getByRole("heading", { name: "Holiday Breaks" })).toBeVisible();
    await expect(page.locator('[data-holiday="christmas-break"]')).toContainText("December 21, 2024 - January 5, 2025");
  });
});

test.describe("Organizational Chart", () => {
  test("has one president, three vice presidents, four deans, four departments and a text diagram", async ({ page }) => {
    await page.goto("/organizational-chart");
    await expect(page.locator('section[aria-labelledby="president-title"] [data-official]')).toHaveCount(1);
    await expect(page.locator('section[aria-labelledby="vp-title"] [data-official]')).toHaveCount(3);
    await expect(page.locator('section[aria-labelledby="deans-title"] [data-official]')).toHaveCount(4);
    const departments = page.locator("[data-department]");
    await expect(departments).toHaveCount(4);
    for (const d of await departments.all()) {
      await expect(d.getByText("Head:")).toBeVisible();
      expect(await d.locator("li").count()).toBeGreaterThan(0);
    }
    const diagram = page.locator("[data-org-diagram]");
    for (const text of ["University President", "Vice President for Academic Affairs", "College of Engineering"]) await expect(diagram).toContainText(text);
    await expect(diagram.locator("img")).toHaveCount(0);
  });

  test("introduces the university above the chart, with its name, colleges and contacts from the records", async ({ page }) => {
    await page.goto("/organizational-chart");
    await expect(page.getByRole("heading", { name: "About MVSU" })).toBeVisible();
    const about = page.locator('[data-prose="about"]');
    for (const text of ["Magat Valley State University (MVSU) is a public state university", "College of Agriculture and Forestry, College of Engineering, College of Education, and College of Arts and Sciences", "(078) 305-2100"]) await expect(about).toContainText(text);
    await expect(about).not.toContainText("props.");
  });
});

test.describe("page introductions", () => {
  for (const [url, text] of [
    ["/", "Choose a service below to get started."],
    ["/academic-calendar", "Academic Year 2024-2025 · First Semester"],
    ["/news", "Latest updates from MVSU"],
    ["/campus-map", "Find buildings, offices and services on campus"],
  ]) {
    test(`${url} shows its introduction under the title`, async ({ page }) => {
      await page.goto(url!);
      await expect(page.locator('[data-prose="heading"]')).toContainText(text!);
    });
  }
});

test.describe("Student Services", () => {
  test("shows the four services with contacts, Quick Services and Emergency Contacts", async ({ page }) => {
    await page.goto("/student-services");
    await expect(page.locator("[data-student-service] h2")).toHaveText(["Guidance & Counseling", "Scholarships & Financial Aid", "Health Services", "ICT Help Desk"]);
    await expect(page.locator('[data-student-service="ict"]')).toContainText("7:00 AM - 7:00 PM Mon-Sat");
    await expect(page.locator('[data-student-service="health"]')).toContainText("24/7 for emergencies");
    for (const card of await page.locator("[data-student-service]").all()) {
      await expect(card.getByText("Phone:")).toBeVisible();
      await expect(card.getByText("Email:")).toBeVisible();
      await expect(card.getByText("Office hours:")).toBeVisible();
    }
    await expect(page.locator("[data-quick-service] h3")).toHaveText(["Student ID Replacement", "Academic Records", "Insurance Claims"]);
    await expect(page.locator('[data-quick-service="insurance"]')).toContainText("Requirements:");
    await expect(page.locator("[data-emergency]")).toHaveCount(3);
    await expect(page.locator('[data-emergency="medical"]')).toBeVisible();
    await expect(page.locator('[data-emergency="security"]')).toBeVisible();
    await expect(page.locator('[data-emergency="crisis"]')).toBeVisible();
  });
});

test.describe("Admissions & Enrollment", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`tabs switch between Incoming Freshmen (default) and Transferees ${javaScriptEnabled ? "" : "without JavaScript"}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/admissions");
      const freshmen = page.getByRole("radio", { name: "Incoming Freshmen" });
      const transferees = page.getByRole("radio", { name: "Transferees" });
      await expect(freshmen).toBeChecked();
      await expect(page.locator('[data-checklist="freshmen"]')).toBeVisible();
      await expect(page.locator('[data-checklist="transferees"]')).toBeHidden();
      await transferees.click();
      await expect(transferees).toBeChecked();
      await expect(page.locator('[data-checklist="transferees"]')).toBeVisible();
      await expect(page.locator('[data-checklist="transferees"]')).toContainText("Honorable Dismissal");
      await expect(page.locator('[data-checklist="freshmen"]')).toBeHidden();
      await context.close();
    });
  }

  test("shows the six steps with durations, the exam schedule, scholarships and the office contact", async ({ page }) => {
    await page.goto("/admissions");
    await expect(page.locator("[data-steps] > li")).toHaveCount(6);
    const durations = await page.locator("[data-steps] [data-duration]").allTextContents();
    expect(durations[0]).toBe("30 minutes");
    expect(durations).toContain("2-3 weeks");
    const exams = page.locator("[data-exam]");
    await expect(exams.locator("time")).toHaveText(["Jan 15, 2025", "Feb 12, 2025", "Mar 15, 2025", "Apr 10, 2025"]);
    await expect(page.locator('[data-exam="2025-04-10"]')).toContainText("Final Exam");
    await expect(page.locator("[data-exam]").filter({ hasText: "Final Exam" })).toHaveCount(1);
    const scholarships = page.locator("#scholarships");
    for (const text of ["Full tuition", "Valedictorian or salutatorian", "95% average", "50% tuition", "90% average", "Partial tuition", "athletes"]) await expect(scholarships).toContainText(text);
    await expect(page.locator("#admissions-contact")).toContainText("admissions@mvsu.edu.ph");
  });
});

test.describe("Transparency Board", () => {
  test("Procurement is the default tab, with peso amounts and status colours", async ({ page }) => {
    await page.goto("/transparency");
    await expect(page.getByRole("radio", { name: "Procurement" })).toBeChecked();
    await expect(page.locator('[data-tab-panel="procurement"]')).toBeVisible();
    await expect(page.locator('[data-tab-panel="budget"]')).toBeHidden();
    await expect(page.locator('[data-procurement="apcp-2024-011"] [data-amount]')).toHaveText("₱1,250,000.00");
    const colour = (status: string) => page.locator(`[data-tab-panel="procurement"] [data-status="${status}"]`).first().evaluate((el) => getComputedStyle(el).backgroundColor);
    const [ongoing, completed, planned] = [await colour("ongoing"), await colour("completed"), await colour("planned")];
    expect(new Set([ongoing, completed, planned]).size).toBe(3);
  });

  test("Budget shows utilization bars between 81.1 and 88.4 percent", async ({ page }) => {
    await page.goto("/transparency");
    await page.getByRole("radio", { name: "Budget" }).click();
    const lines = page.locator("[data-budget]");
    await expect(lines).toHaveCount((content("transparency/budget.yaml") as unknown[]).length);
    const percents = (await lines.locator("[data-percentage]").allTextContents()).map((t) => Number.parseFloat(t));
    expect(Math.min(...percents)).toBe(81.1);
    expect(Math.max(...percents)).toBe(88.4);
    await expect(lines.locator("progress")).toHaveCount(percents.length);
    await expect(lines.locator('[data-status="on-track"]').first()).toHaveText("On Track");
    await expect(page.locator('[data-budget="personnel"]')).toContainText("₱245,800,000.00");
  });

  test("every row has the same actions, each opening real content", async ({ page }) => {
    await page.goto("/transparency");
    const procurement = content("transparency/procurement.yaml") as { id: string }[];
    for (const p of procurement) await expect(page.locator(`[data-procurement="${p.id}"] summary`)).toHaveText(["View Details"]);
    const first = page.locator('[data-procurement="apcp-2024-011"]');
    await first.getByText("View Details").click();
    await expect(first.getByText("PhilGEPS Ref. No. 11045872")).toBeVisible();

    await page.getByRole("radio", { name: "Job Postings" }).click();
    const job = page.locator('[data-job="instructor-i-cet"]');
    await job.getByText("Job Description").click();
    await expect(job.getByText("Qualifications")).toBeVisible();
    await job.getByText("Apply Now").click();
    await expect(job.getByText("hrmo@mvsu.edu.ph")).toBeVisible();
    for (const j of content("transparency/jobs.yaml") as { id: string }[]) await expect(page.locator(`[data-job="${j.id}"]`).getByText("Apply Now")).toHaveCount(1);

    await page.getByRole("radio", { name: "Bids & Awards" }).click();
    const bids = content("transparency/bids.yaml") as { id: string; contract?: unknown }[];
    for (const b of bids) await expect(page.locator(`[data-bid="${b.id}"]`).getByText("View Contract")).toHaveCount(1);
    const unsigned = bids.find((b) => !b.contract);
    if (unsigned) {
      await page.locator(`[data-bid="${unsigned.id}"]`).getByText("View Contract").click();
      await expect(page.locator(`[data-bid="${unsigned.id}"] [data-contract-pending]`)).toContainText("The contract is not signed yet");
    }
    const bid = page.locator('[data-bid="bac-2024-007"]');
    await bid.getByText("View Contract").click();
    await expect(bid.getByText("MVSU-INFRA-2024-007")).toBeVisible();

    const foi = page.locator("#foi");
    await foi.getByText("Submit FOI Request").click();
    await expect(foi.getByText("eFOI portal").first()).toBeVisible();
    await expect(foi).toContainText("FOI Receiving Officer");
    await expect(foi).toContainText("foi@mvsu.edu.ph");
    // No disclosure is empty.
    for (const d of await page.locator("details").all()) expect((await d.locator(":scope > div").textContent())?.trim().length).toBeGreaterThan(10);
  });

  test("tabs work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/transparency");
    await page.getByRole("radio", { name: "Bids & Awards" }).click();
    await expect(page.locator('[data-tab-panel="bids"]')).toBeVisible();
    await expect(page.locator('[data-tab-panel="procurement"]')).toBeHidden();
    await context.close();
  });
});

test.describe("Student Portal Access", () => {
  test("shows five portals, and selecting one shows its QR code and URL after a spinner", async ({ page }) => {
    const { release } = await holdRequests(page, "**/api/qr-code?*");
    await page.goto("/portal");
    const cards = page.locator("[data-portal]");
    await expect(cards.locator(".text-lg")).toHaveText(["Student Grades Portal", "Course Registration", "Academic Calendar", "Financial Account", "Student Records"]);
    await expect(page.locator("[data-qr-image]")).toHaveCount(0);
    await expect(page.locator("[data-quick-access]")).toContainText("Select a portal");

    await page.locator('[data-portal="grades"]').click();
    await expect(page.locator('[data-portal="grades"]')).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-qr-loading]")).toBeVisible();
    release();
    const img = page.locator("[data-qr-image]");
    await expect(img).toBeVisible();
    expect(await img.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await img.evaluate((el: HTMLImageElement) => el.getBoundingClientRect().width)).toBe(200);
    await expect(page.locator("[data-quick-access-name]")).toHaveText("Student Grades Portal");
    await expect(page.locator("[data-qr-caption]")).toHaveText("https://grades.mvsu.edu.ph/student/login");

    // One portal at a time; a URL over 50 characters is cut with an ellipsis.
    await page.locator('[data-portal="calendar"]').click();
    await expect(page.locator('[data-portal="grades"]')).toHaveAttribute("aria-pressed", "false");
    const url = "https://www.mvsu.edu.ph/academic-calendar/2024-2025/first-semester";
    await expect(page.locator("[data-qr-caption]")).toHaveText(`${url.slice(0, 50)}...`);
    await expect(page.locator("[data-qr-caption]")).toHaveAttribute("title", url);
  });

  test("a failing QR request shows the grey 'Failed to load QR code' box", async ({ page }) => {
    await page.route("**/api/qr-code?*", (route) => route.fulfill({ status: 500, body: '{"error":"boom"}', contentType: "application/json" }));
    await page.goto("/portal");
    await page.locator('[data-portal="records"]').click();
    await expect(page.locator("[data-qr-error]")).toHaveText("Failed to load QR code");
    await expect(page.locator("[data-qr-caption]")).toHaveText("https://records.mvsu.edu.ph/student/profile");
  });

  test("has How to Access, the four-step guide, system requirements and the 24/7 help desk", async ({ page }) => {
    await page.goto("/portal");
    const how = page.locator("#how-to-access");
    for (const t of ["QR Code", "Direct URL", "University Website"]) await expect(how).toContainText(t);
    await expect(page.locator("#first-time-guide ol > li")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "System Requirements" })).toBeVisible();
    await expect(page.locator("#need-help")).toContainText("24/7 IT Help Desk");
  });

  test("GET /api/qr-code answers 400 for empty and too-long text", async ({ request }) => {
    expect((await request.get("/api/qr-code?text=")).status()).toBe(400);
    expect((await request.get(`/api/qr-code?text=${"a".repeat(3000)}`)).status()).toBe(400);
    const ok = await request.get(`/api/qr-code?text=${encodeURIComponent("https://www.mvsu.edu.ph")}`);
    expect(ok.status()).toBe(200);
    expect((await ok.json()).qrCode).toMatch(/^data:image\//);
  });
});

test.describe("information pages", () => {
  // One test a page, so a loaded machine's slow page loads never add up to one test's time limit.
  for (const url of PAGES.filter((p) => p !== "/portal")) {
    test(`${url} ships no JavaScript file except the chat launcher`, async ({ page }) => {
      // The launcher (src/components/ChatLauncher.astro, ~2 KB) is on every page and loads the panel on demand.
      const files = (await scriptFiles(page, url)).filter((f) => !/^\/_astro\/(ChatLauncher|KioskBootstrap|preload-helper)\./.test(f));
      expect(files).toEqual([]);
    });
  }

  test("the portal loads its island's scripts only", async ({ page }) => {
    const scripts = await scriptFiles(page, "/portal");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((s) => s.startsWith("/_astro/"))).toBe(true);
    await expect(page.locator("astro-island")).toHaveCount(1);
  });

  for (const url of PAGES) {
    test(`${url} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`touch targets are at least 48 px and nothing overflows at ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const url of PAGES) {
        await page.goto(url);
        const small = await page.locator("main a, main button, main summary, main input[type=radio]").evaluateAll((els) =>
          els
            .map((e) => ({ text: (e.getAttribute("aria-label") ?? e.textContent ?? "").trim().slice(0, 30), h: e.getBoundingClientRect().height, w: e.getBoundingClientRect().width }))
            .filter((r) => r.h > 0 && (r.h < 48 || r.w < 48)),
        );
        expect(small, url).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, url).toBeLessThanOrEqual(0);
      }
    });
  }
});
