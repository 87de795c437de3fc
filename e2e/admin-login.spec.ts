import { expect, test } from "./test.ts";
import { E2E_ADMIN } from "./fixtures.ts";
import { signIn, toast } from "./admin-helpers.ts";
import { holdRequests } from "./hold-requests.ts";

test.describe("admin sign-in and sign-out", () => {
  test("the sign-in page: fields, IT support note, noindex, no kiosk chat launcher", async ({ page }) => {
    await page.goto("/admin-login");
    await expect(page.getByLabel("Username")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(page.getByText("If you need access, please contact IT support.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator("[data-chat-button]")).toHaveCount(0);
  });

  test("shows the validation messages and sends nothing while a field is empty", async ({ page }) => {
    await page.goto("/admin-login");
    let posted = 0;
    page.on("request", (r) => r.url().endsWith("/api/admin/login") && posted++);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Username").fill("someone");
    await expect(page.getByText("Username is required")).toHaveCount(0);
    await expect(page.getByText("Password is required")).toBeVisible();
    expect(posted).toBe(0);
  });

  test("a wrong password shows the error alert, which clears when a new submit starts", async ({ page }) => {
    await page.goto("/admin-login");
    // A username of its own, so these failures never lock the shared account.
    await page.getByLabel("Username").fill("wrong-password-user");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const alert = page.locator("[data-login-error]");
    await expect(alert).toHaveText("Invalid username or password");
    await expect(page).toHaveURL(/\/admin-login$/);

    const { reached, release } = await holdRequests(page, "**/api/admin/login", (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("button", { name: "Sign In" }).click();
    await reached;
    await expect(alert).toHaveCount(0);
    release();
    await expect(alert).toHaveText("Login failed");
  });

  test("'Signing in...' while pending, then the console with the greeting", async ({ page }) => {
    await page.goto("/admin-login");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    const { reached, release } = await holdRequests(page, "**/api/admin/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await reached;
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Chatbot Administration", level: 1 })).toBeVisible();
    await expect(page.getByText("Manage your AI chatbot knowledge base, analytics, and configuration")).toBeVisible();
    await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator("[data-chat-button]")).toHaveCount(0);
  });

  test("/admin without a session: 'Loading...', then 'Redirecting to login...' and the sign-in page", async ({ page }) => {
    const { release } = await holdRequests(page, "**/api/admin/session");
    await page.goto("/admin");
    await expect(page.getByText("Loading...")).toBeVisible();
    release();
    // The redirect follows at once; the text is there until the browser leaves.
    await page.waitForURL(/\/admin-login$/);
    await expect(page.getByLabel("Username")).toBeVisible();
  });

  test("the redirect text is shown when the session check says no", async ({ page }) => {
    // The browser leaves at once, so a watcher notes the text in sessionStorage, which survives the redirect.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes("Redirecting to login...")) sessionStorage.setItem("saw-redirect-text", "yes");
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/admin");
    await page.waitForURL(/\/admin-login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("saw-redirect-text"))).toBe("yes");
  });

  test("logout: 'Logging out...', the toast, /admin-login, and the session is gone", async ({ page }) => {
    await signIn(page);
    const { reached, release } = await holdRequests(page, "**/api/admin/logout");
    await page.getByRole("button", { name: "Logout" }).click();
    await reached;
    await expect(page.getByRole("button", { name: "Logging out..." })).toBeDisabled();
    release();
    await page.waitForURL(/\/admin-login$/);
    await expect(toast(page)).toContainText("Logged Out");
    await expect(toast(page)).toContainText("You have been logged out successfully.");
    const session = await page.request.get("/api/admin/session");
    expect(await session.json()).toEqual({ authenticated: false });
    await page.goto("/admin");
    await page.waitForURL(/\/admin-login$/);
  });

  test("a failed logout still goes to /admin-login", async ({ page }) => {
    await signIn(page);
    await page.route("**/api/admin/logout", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/admin-login$/);
    await page.unroute("**/api/admin/logout");
    await page.route("**/api/admin/logout", (route) => route.fulfill({ status: 500, body: "boom" }));
    await signIn(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/admin-login$/);
  });

  test("after 5 failures for a username the form shows the lockout message (429)", async ({ page }) => {
    const username = `lockout-ui-${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post("/api/admin/login", { data: { username, password: "wrong-password" } });
      expect(res.status()).toBe(401);
    }
    await page.goto("/admin-login");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("wrong-password");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/admin/login"));
    await page.getByRole("button", { name: "Sign In" }).click();
    const res = await answer;
    expect(res.status()).toBe(429);
    expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.locator("[data-login-error]")).toContainText("Too many failed sign-in attempts");
  });
});
