import { expect, test, type Page, type Request } from "./test.ts";
import { holdRequests } from "./hold-requests.ts";

const MESSAGE = "The enrollment line at the registrar was well organized today.";

async function fillRequired(page: Page) {
  await page.getByLabel("Service Category *").selectOption("academic");
  await page.getByRole("radio", { name: "4 Very Good" }).click();
  await page.getByLabel("Your Feedback *").fill(MESSAGE);
}

function feedbackPost(page: Page): Promise<Request> {
  return page.waitForRequest((r) => r.url().endsWith("/api/feedback") && r.method() === "POST");
}

test.describe("Feedback and Suggestions", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/feedback");
    await expect(page.getByRole("heading", { name: "Feedback and Suggestions", level: 1 })).toBeVisible();
  });

  test("shows the information card of the spec", async ({ page }) => {
    const info = page.getByRole("complementary");
    for (const text of ["Improve our services and processes", "Address concerns", "Enhance the overall university experience", "Plan future improvements", "3-5 business days for non-anonymous submissions", "confidential"]) await expect(info).toContainText(text);
  });

  test("walks through every validation message", async ({ page }) => {
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByText("Please select a service category")).toBeVisible();
    await expect(page.getByText("Please provide a rating")).toBeVisible();
    await expect(page.getByText("Please provide at least 10 characters of feedback")).toBeVisible();
    await page.getByLabel("Email (Optional)").fill("juan@");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByLabel("Email (Optional)").fill("juan@example.ph");
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
    await page.getByLabel("Your Feedback *").fill("too short");
    await expect(page.getByText("Please provide at least 10 characters of feedback")).toBeVisible();
    await fillRequired(page);
    await expect(page.locator("[role=alert]")).toHaveCount(0);
  });

  test("the star rating works with the keyboard", async ({ page }) => {
    await page.getByRole("radio", { name: "1 Poor" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "3 Good" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("radio", { name: "3 Good" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("radio", { name: "2 Fair" })).toHaveAttribute("aria-checked", "true");
  });

  test("submits, shows the toast and the Thank You screen, and both buttons work", async ({ page }) => {
    await page.getByLabel("Name (Optional)").fill("Juan Dela Cruz");
    await page.getByLabel("Email (Optional)").fill("juan@example.ph");
    await fillRequired(page);
    // Hold the request until the 'Submitting...' state has been seen.
    const { reached, release } = await holdRequests(page, "**/api/feedback");
    const posted = feedbackPost(page);
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await reached;
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    const body = (await posted).postDataJSON();
    // submissionId: one per filled form, so a resend is stored once.
    expect(body).toEqual({ name: "Juan Dela Cruz", email: "juan@example.ph", category: "academic", rating: 4, message: MESSAGE, isAnonymous: false, submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.locator("[data-toast]")).toContainText("Feedback Submitted");
    await expect(page.locator("[data-toast]")).toContainText("Thank you for your valuable feedback. We appreciate your input!");

    await page.getByRole("button", { name: "Submit Another Feedback" }).click();
    await expect(page.getByLabel("Name (Optional)")).toHaveValue("");
    await expect(page.getByLabel("Your Feedback *")).toHaveValue("");
    await fillRequired(page);
    await page.unroute("**/api/feedback");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("anonymous disables name and email and leaves them out of the request", async ({ page }) => {
    await page.getByLabel("Name (Optional)").fill("Secret Person");
    await page.getByLabel("Email (Optional)").fill("secret@example.ph");
    await page.getByLabel(/Submit anonymously/).check();
    await expect(page.getByLabel("Name (Optional)")).toBeDisabled();
    await expect(page.getByLabel("Email (Optional)")).toBeDisabled();
    await fillRequired(page);
    const posted = feedbackPost(page);
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    const body = (await posted).postDataJSON();
    expect(body).not.toHaveProperty("name");
    expect(body).not.toHaveProperty("email");
    expect(body.isAnonymous).toBe(true);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });

  test("Clear Form resets to the defaults", async ({ page }) => {
    await page.getByLabel("Name (Optional)").fill("Ana");
    await fillRequired(page);
    await page.getByLabel(/Submit anonymously/).check();
    await page.getByRole("button", { name: "Clear Form" }).click();
    await expect(page.getByLabel("Name (Optional)")).toHaveValue("");
    await expect(page.getByLabel("Service Category *")).toHaveValue("");
    await expect(page.getByLabel("Your Feedback *")).toHaveValue("");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page.getByLabel(/Submit anonymously/)).not.toBeChecked();
  });

  test("a failing server shows the destructive toast and keeps everything typed", async ({ page }) => {
    await page.route("**/api/feedback", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }));
    await page.getByLabel("Name (Optional)").fill("Pedro");
    await fillRequired(page);
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    const toast = page.locator('[data-toast="destructive"]');
    await expect(toast).toContainText("Submission Failed");
    await expect(toast).toContainText("There was an error submitting your feedback. Please try again.");
    await expect(page.getByLabel("Name (Optional)")).toHaveValue("Pedro");
    await expect(page.getByLabel("Your Feedback *")).toHaveValue(MESSAGE);
    await expect(page.getByRole("button", { name: "Submit Feedback" })).toBeEnabled();

    // F8 moves focus to the notifications; a swipe to the right dismisses the toast.
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeFocused();
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test("the optional satisfaction survey is sent with the feedback", async ({ page }) => {
    await fillRequired(page);
    await page.getByRole("button", { name: /satisfaction survey \(optional\)/ }).click();
    await expect(page.getByRole("heading", { name: "Client Satisfaction Survey (optional)" })).toBeVisible();
    await page.getByRole("radio", { name: "Citizen" }).check();
    await page.getByRole("radio", { name: "I know what a CC is and I saw this office's CC." }).check();
    await page.getByRole("radio", { name: "Easy to see", exact: true }).check();
    await page.getByRole("group", { name: /^SQD0\./ }).getByRole("radio", { name: "Strongly Agree" }).check();
    await page.getByRole("group", { name: /^SQD5\./ }).getByRole("radio", { name: "N/A" }).check();
    const posted = feedbackPost(page);
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    expect((await posted).postDataJSON().csm).toEqual({ clientType: "citizen", cc1: 1, cc2: 1, sqd0: 5, sqd5: 0 });
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });

  test("the API refuses a listing without an admin session", async ({ request }) => {
    const res = await request.get("/api/feedback");
    expect(res.status()).toBe(401);
  });
});
