import { expect, test } from "./test.ts";
import { E2E_ADMIN } from "./fixtures.ts";
import { apiSignIn, signIn } from "./admin-helpers.ts";
import { startSecondServer } from "./second-server.ts";

/** Every admin read, and the feedback list, which only a signed-in admin may see. */
const ADMIN_GETS = [
  "/api/admin/chatbot/analytics",
  "/api/admin/chatbot/analytics/details?days=7",
  "/api/admin/chatbot/knowledge",
  "/api/admin/chatbot/knowledge/export?format=json",
  "/api/admin/chatbot/knowledge/export?format=csv",
  "/api/admin/chatbot/sessions",
  "/api/admin/chatbot/sessions/session_1",
  "/api/admin/chatbot/config",
  "/api/admin/audit-log",
  "/api/admin/feedback",
  "/api/admin/feedback/export.csv",
  "/api/feedback",
];

const FOREIGN = { origin: "https://evil.example" };

test.describe("admin API protections", () => {
  test("401 on every admin GET without a session, and with a made-up cookie", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const path of ADMIN_GETS) {
      const res = await anonymous.get(path);
      expect(res.status(), path).toBe(401);
      expect(await res.json(), path).toHaveProperty("error");
      const forged = await anonymous.get(path, { headers: { cookie: "kiosk_admin=not-a-real-token" } });
      expect(forged.status(), path).toBe(401);
    }
    expect(await (await anonymous.get("/api/admin/session")).json()).toEqual({ authenticated: false });
    await anonymous.dispose();
  });

  test("401 on every change without a session", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const changes = [
      anonymous.post("/api/admin/chatbot/knowledge", { data: {} }),
      anonymous.patch("/api/admin/chatbot/knowledge/1", { data: { isActive: false } }),
      anonymous.delete("/api/admin/chatbot/knowledge/1"),
      anonymous.patch("/api/admin/chatbot/config", { data: { enabled: false } }),
      anonymous.post("/api/admin/chatbot/test", { data: { message: "hi" } }),
      anonymous.post("/api/admin/chatbot/knowledge/import", { data: { format: "json", content: "[]", apply: true } }),
    ];
    for (const res of await Promise.all(changes)) expect(res.status(), res.url()).toBe(401);
    await anonymous.dispose();
  });

  test("403 for a change from a foreign Origin, even with a valid session; nothing changes", async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await apiSignIn(admin);
    const configBefore = await (await admin.get("/api/admin/chatbot/config")).json();
    const knowledgeBefore = await (await admin.get("/api/admin/chatbot/knowledge")).json();
    const id = knowledgeBefore[0].id;
    const attempts = [
      admin.post("/api/admin/chatbot/knowledge", { headers: FOREIGN, data: { category: "general", canonicalQuestion: "Forged?", canonicalAnswer: "Forged." } }),
      admin.patch(`/api/admin/chatbot/knowledge/${id}`, { headers: FOREIGN, data: { isActive: false } }),
      admin.delete(`/api/admin/chatbot/knowledge/${id}`, { headers: FOREIGN }),
      admin.patch("/api/admin/chatbot/config", { headers: FOREIGN, data: { enabled: false } }),
      admin.post("/api/admin/chatbot/test", { headers: FOREIGN, data: { message: "hi" } }),
      admin.post("/api/admin/chatbot/knowledge/import", { headers: FOREIGN, data: { format: "json", content: "[]", apply: true } }),
      admin.post("/api/admin/logout", { headers: FOREIGN }),
      admin.post("/api/admin/login", { headers: FOREIGN, data: E2E_ADMIN }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status(), res.url()).toBe(403);
    // A browser's cross-site marker is refused as well.
    const crossSite = await admin.patch("/api/admin/chatbot/config", { headers: { "sec-fetch-site": "cross-site" }, data: { enabled: false } });
    expect(crossSite.status()).toBe(403);
    expect(await (await admin.get("/api/admin/chatbot/config")).json()).toEqual(configBefore);
    const after = await (await admin.get("/api/admin/chatbot/knowledge")).json();
    expect(after.find((i: { id: number }) => i.id === id)).toEqual(knowledgeBefore[0]);
    expect(after).toHaveLength(knowledgeBefore.length);
    // The session itself still works (the refused logout did not end it).
    expect((await admin.get("/api/admin/chatbot/config")).status()).toBe(200);
    await admin.dispose();
  });

  test("a logged-out cookie is refused", async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    const cookie = await apiSignIn(admin);
    expect((await admin.get("/api/admin/chatbot/knowledge")).status()).toBe(200);
    const out = await admin.post("/api/admin/logout");
    expect(out.status()).toBe(200);
    expect(out.headers()["set-cookie"]).toMatch(/Max-Age=0/);
    // Replay the old cookie by hand, as a thief who copied it would.
    const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie } });
    expect((await replay.get("/api/admin/chatbot/knowledge")).status()).toBe(401);
    expect(await (await replay.get("/api/admin/session")).json()).toEqual({ authenticated: false });
    await replay.dispose();
    await admin.dispose();
  });

  test("the session cookie is HttpOnly, SameSite=Strict, Path=/", async ({ request }) => {
    const res = await request.post("/api/admin/login", { data: E2E_ADMIN });
    const cookie = res.headers()["set-cookie"]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
  });
});

test.describe("session expiry", () => {
  test("an idle session ends: the API answers 401 and the console goes back to sign-in", async ({ page, playwright }) => {
    test.setTimeout(150_000);
    // A server whose sessions end after 3 idle seconds.
    const server = await startSecondServer(2, { ADMIN_SESSION_IDLE_MINUTES: "0.05" });
    try {
      const api = await playwright.request.newContext({ baseURL: server.url });
      await apiSignIn(api, server.url);
      expect((await api.get("/api/admin/chatbot/config")).status()).toBe(200);
      await new Promise((r) => setTimeout(r, 4_500));
      expect((await api.get("/api/admin/chatbot/config")).status()).toBe(401);
      await api.dispose();

      // In the console: a call made after the idle time sends the browser to /admin-login.
      await signIn(page, server.url);
      await page.waitForTimeout(4_500);
      await page.getByRole("tab", { name: "Knowledge Base" }).click();
      await page.waitForURL(/\/admin-login$/);
      await page.goto(`${server.url}/admin`);
      await page.waitForURL(/\/admin-login$/);
    } finally {
      await server.stop();
    }
  });
});
