/**
 * Admin sign-in with AUTH_PROVIDER=supabase, through the real handlers, session logic and database;
 * only Supabase Auth itself is replaced.
 *
 * RECORDED RESPONSES: the Supabase Auth (GoTrue) answers below are recorded fixtures, not live calls.
 * They copy the shape GoTrue returns for `POST /auth/v1/token?grant_type=password` (200 with a session;
 * 400 `invalid_credentials`) and `POST /auth/v1/logout` (204); tokens and ids are made up. No request
 * leaves this machine. If Supabase changes its answers, these fixtures must be recorded again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import login from "../functions/admin-login.mts";
import session from "../functions/admin-session.mts";
import { resetEnv } from "../../src/server/env.ts";
import { resetCredentials } from "../../src/server/auth/credentials.ts";
import { createAccount, linkSupabaseEmail } from "../../src/server/services/admin-accounts.ts";
import { AccountError } from "../../src/server/services/admin-accounts.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends, useTestDatabase } from "../../src/server/testing/databases.ts";

const SUPABASE_URL = "https://abcdefghijklmnop.supabase.co";
const ANON_KEY = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.recorded-anon-key.signature";
const EMAIL = "registrar@mvsu.edu.ph";
const PASSWORD = "supabase-password-2025";

/** Recorded: GoTrue's 200 answer to a correct e-mail and password. */
const RECORDED_TOKEN_OK = {
  access_token: "eyJhbGciOiJIUzI1NiIsImtpZCI6InJlY29yZGVkIiwidHlwIjoiSldUIn0.recorded.access",
  token_type: "bearer",
  expires_in: 3600,
  // The one field moved to the time of the run: a recorded expiry in the past would make supabase-js treat
  // the session as expired (it refreshes instead of signing out) and the test would fail after that hour.
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  refresh_token: "r3c0rd3dr3fr35h",
  user: {
    id: "6f1c1a52-3f0e-4a8e-9a55-2f1f6c0b9e11",
    aud: "authenticated",
    role: "authenticated",
    email: EMAIL,
    email_confirmed_at: "2026-11-01T02:00:00.000000Z",
    phone: "",
    confirmed_at: "2026-11-01T02:00:00.000000Z",
    last_sign_in_at: "2026-11-21T07:40:00.000000Z",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: { email_verified: true },
    identities: [],
    created_at: "2026-11-01T02:00:00.000000Z",
    updated_at: "2026-11-21T07:40:00.000000Z",
    is_anonymous: false,
  },
};
/** Recorded: GoTrue's 400 answer to a wrong password or an unknown e-mail. */
const RECORDED_TOKEN_INVALID = { code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" };

interface Call {
  url: string;
  body: unknown;
}

/** A fetch that answers like Supabase Auth for EMAIL/PASSWORD, and records what it was asked. */
function recordedSupabase(outage = false) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    const headers = { "content-type": "application/json" };
    if (outage) return new Response("upstream connect error", { status: 502, headers: { "content-type": "text/plain" } });
    if (url === `${SUPABASE_URL}/auth/v1/token?grant_type=password`) {
      const ok = body?.email === EMAIL && body?.password === PASSWORD;
      return new Response(JSON.stringify(ok ? RECORDED_TOKEN_OK : RECORDED_TOKEN_INVALID), { status: ok ? 200 : 400, headers });
    }
    if (url.startsWith(`${SUPABASE_URL}/auth/v1/logout`)) return new Response(null, { status: 204 });
    return new Response(JSON.stringify({ msg: "not recorded" }), { status: 404, headers });
  });
  return { fetch, calls };
}

describe.each(testBackends())("admin sign-in through Supabase Auth on $name", (backend) => {
  const handle = useTestDatabase(backend);
  let n = 0;
  const doLogin = (body: unknown, ip = `203.0.113.${++n}`) => login(apiRequest("/api/admin/login", { method: "POST", json: body }), context({}, ip));

  beforeAll(async () => {
    Object.assign(process.env, { AUTH_PROVIDER: "supabase", SUPABASE_URL, SUPABASE_ANON_KEY: ANON_KEY });
    resetEnv();
    resetCredentials();
    await linkSupabaseEmail(handle.db, "Registrar", ` ${EMAIL.toUpperCase()} `);
    await createAccount(handle.db, "local-only", "a-database-password-1");
  });
  afterAll(() => {
    for (const name of ["AUTH_PROVIDER", "SUPABASE_URL", "SUPABASE_ANON_KEY"]) delete process.env[name];
    resetEnv();
    resetCredentials();
    vi.unstubAllGlobals();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`delete from login_attempts`);
  });

  it("signs in with the username, checks the password at Supabase, and issues our own session", async () => {
    const supabase = recordedSupabase();
    vi.stubGlobal("fetch", supabase.fetch);
    const res = await doLogin({ username: "registrar", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: true, user: { username: "registrar" } });
    expect(supabase.calls[0]).toEqual({ url: `${SUPABASE_URL}/auth/v1/token?grant_type=password`, body: expect.objectContaining({ email: EMAIL, password: PASSWORD }) });
    // The Supabase session is not kept: it is revoked straight away.
    expect(supabase.calls.map((c) => c.url)).toContainEqual(expect.stringContaining("/auth/v1/logout"));
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toMatch(/^kiosk_admin=[\w-]{40,}$/);
    const who = await session(apiRequest("/api/admin/session", { headers: { cookie } }), context());
    expect(await who.json()).toEqual({ authenticated: true, user: { username: "registrar" } });
  });

  it("refuses a wrong password with the usual 401 and counts it for the lockout", async () => {
    vi.stubGlobal("fetch", recordedSupabase().fetch);
    const res = await doLogin({ username: "registrar", password: "not-the-password" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/invalid/i);
    expect(res.headers.get("set-cookie")).toBeNull();
    const rows = (await handle.db.execute(sql`select username, succeeded from login_attempts`)) as unknown;
    expect(JSON.stringify(rows)).toContain('"succeeded":false');
  });

  it("locks a username out from an address after five failures, without asking Supabase again", async () => {
    const supabase = recordedSupabase();
    vi.stubGlobal("fetch", supabase.fetch);
    const ip = "203.0.113.250";
    for (let i = 0; i < 5; i++) expect((await doLogin({ username: "registrar", password: `wrong-${i}-password` }, ip)).status).toBe(401);
    const asked = supabase.calls.length;
    const res = await doLogin({ username: "registrar", password: PASSWORD }, ip);
    expect(res.status).toBe(429);
    expect(supabase.calls.length).toBe(asked);
  });

  it("asks Supabase about a decoy address for a username without a profile, and refuses it", async () => {
    const supabase = recordedSupabase();
    vi.stubGlobal("fetch", supabase.fetch);
    // 'local-only' has a database password, but with AUTH_PROVIDER=supabase only Supabase decides.
    const res = await doLogin({ username: "local-only", password: "a-database-password-1" });
    expect(res.status).toBe(401);
    expect(supabase.calls[0]!.body).toEqual(expect.objectContaining({ email: "no-such-admin@kiosk.invalid" }));
  });

  it("answers 503, not 401 or 500, when Supabase Auth is down", async () => {
    vi.stubGlobal("fetch", recordedSupabase(true).fetch);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await doLogin({ username: "registrar", password: PASSWORD });
    errors.mockRestore();
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/not reachable/);
  });

  it("links one e-mail to one account only", async () => {
    await expect(linkSupabaseEmail(handle.db, "local-only", EMAIL)).rejects.toThrow(AccountError);
    await expect(linkSupabaseEmail(handle.db, "local-only", "not-an-email")).rejects.toThrow("not an e-mail");
  });
});
