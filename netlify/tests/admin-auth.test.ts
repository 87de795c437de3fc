import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import login from "../functions/admin-login.mts";
import session from "../functions/admin-session.mts";
import logout from "../functions/admin-logout.mts";
import feedback from "../functions/feedback.mts";
import { createAccount } from "../../src/server/services/admin-accounts.ts";
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, MAX_SLOW_DOWN_MS, SLOW_DOWN_AFTER_FAILURES, resolveSession, signIn, slowDownMs } from "../../src/server/auth/sessions.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { resetEnv } from "../../src/server/env.ts";
import { testBackends, useTestDatabase } from "../../src/server/testing/databases.ts";

const PASSWORD = "registrar-password-2025";

describe.each(testBackends())("admin sign-in on $name", (backend) => {
  const handle = useTestDatabase(backend);
  let n = 0;
  const address = () => `198.51.100.${++n}`;

  const doLogin = (body: unknown, ip = address(), headers: Record<string, string> = {}, url = "/api/admin/login") =>
    login(apiRequest(url, { method: "POST", json: body, headers }), context({}, ip));
  const cookieOf = (res: Response) => res.headers.get("set-cookie")!.split(";")[0]!;

  beforeAll(async () => {
    await createAccount(handle.db, "registrar", PASSWORD);
  });
  beforeEach(async () => {
    await handle.db.execute(sql`delete from login_attempts`);
  });

  it("signs in, sets a strict HttpOnly cookie, and the session answers the username", async () => {
    const res = await doLogin({ username: "Registrar", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: true, user: { username: "registrar" } });
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^kiosk_admin=[\w-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Secure");
    const who = await session(apiRequest("/api/admin/session", { headers: { cookie: cookieOf(res) } }), context());
    expect(await who.json()).toEqual({ authenticated: true, user: { username: "registrar" } });
    const rows = await handle.db.execute(sql`select token_hash from admin_sessions`);
    expect(JSON.stringify(rows)).not.toContain(cookieOf(res).split("=")[1]);
  });

  it("marks the cookie Secure over HTTPS", async () => {
    const res = await login(new Request("https://kiosk.example.edu.ph/api/admin/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "registrar", password: PASSWORD }) }), context({}, address()));
    expect(res.headers.get("set-cookie")).toContain("Secure");
  });

  it("answers the same sentence for a wrong password and an unknown user, with message for the page", async () => {
    for (const body of [{ username: "registrar", password: "wrong-password" }, { username: "nobody", password: PASSWORD }]) {
      const res = await doLogin(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Invalid username or password", message: "Invalid username or password" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("validates the fields with the spec's messages", async () => {
    const res = await doLogin({ username: " ", password: "" });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ username: "Username is required", password: "Password is required" });
  });

  it("locks a username from one address after 5 failures in 15 minutes, with Retry-After, even for the right password", async () => {
    const ip = "198.51.100.200";
    for (let i = 0; i < 5; i++) expect((await doLogin({ username: "registrar", password: `nope-${i}` }, ip)).status).toBe(401);
    const locked = await doLogin({ username: "registrar", password: PASSWORD }, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await locked.json()).message).toMatch(/Too many failed sign-in attempts/);
  });

  it("never locks staff out from their own address because of failures elsewhere; those slow the account down", async () => {
    for (let i = 0; i < 12; i++) {
      const waits: number[] = [];
      await expect(signIn(handle.db, { username: "registrar", password: `attacker-${i}` }, `203.0.113.${100 + i}`, new Date(), undefined, async (ms) => waits.push(ms))).rejects.toMatchObject({ status: 401 });
      expect(waits).toEqual(i < SLOW_DOWN_AFTER_FAILURES ? [] : [slowDownMs(i)]);
    }
    const waits: number[] = [];
    const ok = await signIn(handle.db, { username: "registrar", password: PASSWORD }, "198.51.100.250", new Date(), undefined, async (ms) => waits.push(ms));
    expect(ok.username).toBe("registrar");
    expect(waits).toEqual([MAX_SLOW_DOWN_MS]);
    expect(slowDownMs(SLOW_DOWN_AFTER_FAILURES)).toBeGreaterThan(0);
    expect(slowDownMs(1000)).toBe(MAX_SLOW_DOWN_MS);
  });

  it("locks an address after 20 failures across usernames", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < 20; i++) expect((await doLogin({ username: `guess${i}`, password: "x" }, ip)).status).toBe(401);
    expect((await doLogin({ username: "registrar", password: PASSWORD }, ip)).status).toBe(429);
    expect((await doLogin({ username: "registrar", password: PASSWORD }, "203.0.113.10")).status).toBe(200);
  });

  it("refuses a foreign Origin with 403", async () => {
    const res = await doLogin({ username: "registrar", password: PASSWORD }, address(), { origin: "https://evil.example", host: "127.0.0.1" });
    expect(res.status).toBe(403);
    const same = await doLogin({ username: "registrar", password: PASSWORD }, address(), { origin: "http://127.0.0.1", host: "127.0.0.1" });
    expect(same.status).toBe(200);
  });

  it("logs out: the old cookie is refused afterwards", async () => {
    const cookie = cookieOf(await doLogin({ username: "registrar", password: PASSWORD }));
    const out = await logout(apiRequest("/api/admin/logout", { method: "POST", headers: { cookie } }), context());
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const who = await session(apiRequest("/api/admin/session", { headers: { cookie } }), context());
    expect(await who.json()).toEqual({ authenticated: false });
    expect((await feedback(apiRequest("/api/feedback", { headers: { cookie } }), context())).status).toBe(401);
  });

  it("expires sessions after 30 idle minutes and after 12 hours in all", async () => {
    const t0 = new Date("2025-01-15T00:00:00Z");
    const { token } = await signIn(handle.db, { username: "registrar", password: PASSWORD }, address(), t0);
    expect(await resolveSession(handle.db, token, new Date(t0.getTime() + IDLE_TIMEOUT_MS - 1000))).toEqual({ username: "registrar" });
    expect(await resolveSession(handle.db, token, new Date(t0.getTime() + 2 * IDLE_TIMEOUT_MS))).toBeUndefined();
    // Kept busy, a session still ends 12 hours after sign-in.
    const { token: busy } = await signIn(handle.db, { username: "registrar", password: PASSWORD }, address(), t0);
    for (let t = 20 * 60 * 1000; t < ABSOLUTE_TIMEOUT_MS; t += 20 * 60 * 1000) {
      expect(await resolveSession(handle.db, busy, new Date(t0.getTime() + t))).toBeDefined();
    }
    expect(await resolveSession(handle.db, busy, new Date(t0.getTime() + ABSOLUTE_TIMEOUT_MS + 1000))).toBeUndefined();
  });

  it("honours ADMIN_SESSION_IDLE_MINUTES: a short idle timeout ends an unused session, use keeps it alive", async () => {
    process.env.ADMIN_SESSION_IDLE_MINUTES = "0.05"; // 3 seconds
    resetEnv();
    try {
      const t0 = new Date("2025-01-15T00:00:00Z");
      const at = (ms: number) => new Date(t0.getTime() + ms);
      const { token } = await signIn(handle.db, { username: "registrar", password: PASSWORD }, address(), t0);
      expect(await resolveSession(handle.db, token, at(2000))).toBeDefined();
      // Used at 2 s, so still alive at 4.5 s; idle from 4.5 s, so gone at 8 s.
      expect(await resolveSession(handle.db, token, at(4500))).toBeDefined();
      expect(await resolveSession(handle.db, token, at(8000))).toBeUndefined();
    } finally {
      delete process.env.ADMIN_SESSION_IDLE_MINUTES;
      resetEnv();
    }
  });

  it("opens the feedback inbox to a signed-in admin only", async () => {
    expect((await feedback(apiRequest("/api/feedback"), context())).status).toBe(401);
    const cookie = cookieOf(await doLogin({ username: "registrar", password: PASSWORD }));
    const res = await feedback(apiRequest("/api/feedback", { headers: { cookie } }), context());
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });
});
