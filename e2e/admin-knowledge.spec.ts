import { expect, test, type Page } from "./test.ts";
import { addInactiveKnowledge, ask, openTab, signIn, toast } from "./admin-helpers.ts";

const QUESTION = "Where is the Zorbix scooter charging dock?";
const ANSWER = "The Zorbix charging dock is behind the Engineering Building, open 7:00 AM to 7:00 PM.";
const NEW_ANSWER = "The Zorbix charging dock moved beside the University Library.";
const ASK = "where can i find the zorbix charging dock";

async function dashboardCount(page: Page, stat: string): Promise<number> {
  await openTab(page, "Dashboard");
  const value = page.locator(`[data-stat="${stat}"] [data-value]`);
  await expect(value).toBeVisible();
  return Number((await value.textContent())!.replace(/\D/g, ""));
}

test.describe("Knowledge Base tab", () => {
  test("add, edit, deactivate, activate and delete an item, and the chatbot follows each change", async ({ page, request }) => {
    // Five changes, each followed by a rebuilt chatbot index and a question: about 10 s on a quiet machine.
    test.slow();
    await signIn(page);
    const activeBefore = await dashboardCount(page, "knowledge");

    await openTab(page, "Knowledge Base");
    await expect(page.locator("[data-knowledge-item]").first()).toBeVisible();
    await page.getByRole("button", { name: "Add Knowledge" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Knowledge" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Add or edit knowledge items for the chatbot to reference.")).toBeVisible();
    // About 4xl wide, at most 90% of the screen high.
    const box = (await dialog.locator(".modal-box").boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(896 + 1);
    expect(box.height).toBeLessThanOrEqual(1920 * 0.9 + 1);
    // New-item defaults: difficulty easy, priority 1, active.
    await expect(dialog.getByLabel("Difficulty")).toHaveValue("easy");
    await expect(dialog.getByLabel(/^Priority/)).toHaveValue("1");
    await expect(dialog.getByLabel("Active")).toBeChecked();

    await dialog.getByLabel("Category").selectOption("facilities");
    await dialog.getByLabel("Difficulty").selectOption("medium");
    await dialog.getByLabel("Main Question").fill(QUESTION);
    await dialog.getByLabel(/^Question Variations/).fill("Zorbix dock location\n\n  scooter charging station  \nwhere to charge a Zorbix\ncharging dock for scooters");
    await dialog.getByLabel("Main Answer").fill(ANSWER);
    await dialog.getByLabel(/^Answer Variations/).fill("The Zorbix dock is behind the Engineering Building.\n");
    await dialog.getByLabel(/^Keywords/).fill("zorbix, , scooter ,charging dock");
    await dialog.getByLabel(/^Named Entities/).fill("Zorbix Dock, Engineering Building");
    // Non-numeric (here: empty, what a number field reports for text) falls back to 1.
    await dialog.getByLabel(/^Priority/).fill("");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/admin/chatbot/knowledge") && r.method() === "POST");
    await dialog.getByRole("button", { name: "Create" }).click();
    expect((await posted).postDataJSON()).toEqual({
      category: "facilities",
      difficulty: "medium",
      canonicalQuestion: QUESTION,
      questionVariations: ["Zorbix dock location", "scooter charging station", "where to charge a Zorbix", "charging dock for scooters"],
      canonicalAnswer: ANSWER,
      answerVariations: ["The Zorbix dock is behind the Engineering Building."],
      keywords: ["zorbix", "scooter", "charging dock"],
      entities: ["Zorbix Dock", "Engineering Building"],
      priority: 1,
      isActive: true,
    });
    await expect(toast(page)).toContainText("Knowledge Added");
    await expect(toast(page)).toContainText("New knowledge item has been added successfully.");
    await expect(dialog).toBeHidden();

    const card = page.locator("[data-knowledge-item]", { hasText: QUESTION });
    await expect(card).toHaveCount(1);
    await expect(card.locator('[data-badge="category"]')).toHaveText("facilities");
    await expect(card.locator('[data-badge="category"]')).toHaveClass(/indigo/);
    await expect(card.locator('[data-badge="difficulty"]')).toHaveClass(/yellow/);
    await expect(card.locator('[data-badge="inactive"]')).toHaveCount(0);
    await expect(card.locator("[data-variations] li")).toHaveCount(3);
    await expect(card.locator("[data-more]")).toHaveText("+1 more");
    await expect(card.locator("[data-entities]")).toContainText("Zorbix Dock");
    await expect(card.locator("[data-keywords] .badge")).toHaveText(["zorbix", "scooter", "charging dock"]);
    await expect(card.locator("[data-usage]")).toHaveText("Used 0 times");
    await expect(card.locator("[data-effectiveness]")).toHaveText("Effectiveness: no ratings yet");
    expect(await dashboardCount(page, "knowledge")).toBe(activeBefore + 1);

    // The chatbot answers from the new item at once.
    let reply = await ask(request, ASK);
    expect([ANSWER, "The Zorbix dock is behind the Engineering Building."]).toContain(reply.message);
    expect(reply.category).toBe("facilities");

    // Edit: the dialog opens prefilled; Update sends the whole form.
    await openTab(page, "Knowledge Base");
    await card.getByRole("button", { name: `Edit: ${QUESTION}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Knowledge" });
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel("Main Question")).toHaveValue(QUESTION);
    await expect(edit.getByLabel(/^Keywords/)).toHaveValue("zorbix, scooter, charging dock");
    await expect(edit.getByLabel(/^Question Variations/)).toHaveValue("Zorbix dock location\nscooter charging station\nwhere to charge a Zorbix\ncharging dock for scooters");
    await expect(edit.getByLabel("Difficulty")).toHaveValue("medium");
    await edit.getByLabel("Main Answer").fill(NEW_ANSWER);
    await edit.getByLabel(/^Answer Variations/).fill("");
    await edit.getByLabel(/^Priority/).fill("7");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page)).toContainText("Knowledge Updated");
    await expect(toast(page)).toContainText("Knowledge item has been updated successfully.");
    await expect(edit).toBeHidden();
    await expect(card.locator("[data-answer]")).toHaveText(NEW_ANSWER);
    reply = await ask(request, ASK);
    expect(reply.message).toBe(NEW_ANSWER);
    // Asked twice while analytics is on: the card counts it after a reload.
    await page.reload();
    await openTab(page, "Knowledge Base");
    await expect(card.locator("[data-usage]")).toHaveText("Used 2 times");

    // Deactivate: only isActive is sent; the red badge shows; the chatbot no longer answers from it.
    const patched = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/api/admin/chatbot/knowledge/"));
    await card.getByRole("button", { name: "Deactivate" }).click();
    expect((await patched).postDataJSON()).toEqual({ isActive: false });
    await expect(card.locator('[data-badge="inactive"]')).toHaveText("Inactive");
    await expect(card.locator('[data-badge="inactive"]')).toHaveClass(/red/);
    await expect(toast(page)).toContainText("Knowledge Updated");
    reply = await ask(request, ASK);
    expect(reply.message).not.toBe(NEW_ANSWER);
    expect(await dashboardCount(page, "knowledge")).toBe(activeBefore);

    await openTab(page, "Knowledge Base");
    await card.getByRole("button", { name: "Activate" }).click();
    await expect(card.locator('[data-badge="inactive"]')).toHaveCount(0);
    reply = await ask(request, ASK);
    expect(reply.message).toBe(NEW_ANSWER);

    // Delete: no confirmation.
    await card.getByRole("button", { name: `Delete: ${QUESTION}` }).click();
    await expect(toast(page)).toContainText("Knowledge Deleted");
    await expect(toast(page)).toContainText("Knowledge item has been deleted successfully.");
    await expect(card).toHaveCount(0);
    reply = await ask(request, ASK);
    expect(reply.message).not.toBe(NEW_ANSWER);
    expect(await dashboardCount(page, "knowledge")).toBe(activeBefore);
  });

  test("the dialog's Active toggle creates an inactive item; Cancel and the search work", async ({ page, request }) => {
    await signIn(page);
    await openTab(page, "Knowledge Base");
    await page.getByRole("button", { name: "Add Knowledge" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Knowledge" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await addInactiveKnowledge(page, { category: "campus_life", difficulty: "hard", question: "Is there a Quillfeather poetry club?", answer: "Yes, the Quillfeather club meets on Fridays." });
    await page.getByLabel("Search knowledge").fill("quillfeather");
    const card = page.locator("[data-knowledge-item]");
    await expect(card).toHaveCount(1);
    await expect(card.locator('[data-badge="category"]')).toHaveClass(/purple/);
    await expect(card.locator('[data-badge="difficulty"]')).toHaveClass(/red/);
    await expect(card.locator('[data-badge="inactive"]')).toBeVisible();
    const reply = await ask(request, "quillfeather poetry club");
    expect(reply.message).not.toContain("Quillfeather club meets");
    await card.getByRole("button", { name: /^Delete/ }).click();
    await expect(card).toHaveCount(0);
  });

  test("a refused save keeps the dialog open and shows the server's message", async ({ page }) => {
    await signIn(page);
    await openTab(page, "Knowledge Base");
    await page.getByRole("button", { name: "Add Knowledge" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Knowledge" });
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.locator('[data-toast="destructive"]')).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
