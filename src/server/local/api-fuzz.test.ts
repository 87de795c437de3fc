/**
 * Property-based fuzzing of every /api endpoint through the local server, over real sockets: generated
 * from each function's own contracts and from hostile strings, methods, hosts and cookies, signed in and
 * signed out. No answer may be a 5xx, every /api error must be a JSON `{ error }`, no answer may carry a
 * stack trace, and no redirect may leave the site. Seeded and a fixed number of runs, so a failure
 * repeats; FUZZ_RUNS and FUZZ_SEED run it longer or elsewhere.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAdminUser } from "../repositories/admin-users.ts";
import { insertSession } from "../repositories/admin-sessions.ts";
import { createAccount } from "../services/admin-accounts.ts";
import { testBackends, useTestDatabase } from "../testing/databases.ts";
import { fuzzEndpoints, type FuzzEndpoint } from "../testing/fuzz/endpoints.ts";
import { HOSTILE_COOKIES, HOSTILE_HOSTS, HOSTILE_PARAMS, HOSTILE_STRINGS, HOSTILE_VALUES, ODD_METHODS } from "../testing/fuzz/hostile.ts";
import { rawRequest, type RawRequest, type RawResponse } from "../testing/fuzz/raw-http.ts";
import { arbitraryFor, objectKeys } from "../testing/fuzz/zod-arbitrary.ts";
import { defaultFunctionsDir, loadFunctionRoutes } from "./functions.ts";
import { createLocalServer } from "./server.ts";

const RUNS = Number(process.env.FUZZ_RUNS || 1500);
const SEED = Number(process.env.FUZZ_SEED || 20261123);

const tmp = mkdtempSync(path.join(tmpdir(), "kiosk-fuzz-"));
const dist = path.join(tmp, "dist");
mkdirSync(dist, { recursive: true });
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Home</title>");
writeFileSync(path.join(dist, "404.html"), "<!doctype html><title>Page Not Found</title>");

/** Percent-encodes every byte of the UTF-8 form (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encode = (s: string) => [...Buffer.from(s, "utf8")].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, "0").toUpperCase()}`)).join("");

/** `arb` once in `every` cases, otherwise undefined. */
const sometimes = <T,>(arb: fc.Arbitrary<T>, every: number) => fc.oneof({ weight: every - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

interface Case {
  endpoint: string;
  request: RawRequest;
  signedIn: boolean;
}

/** What every answer must be; an empty list when it is. */
function problemsOf(method: string, target: string, res: RawResponse): string[] {
  const problems: string[] = [];
  const text = res.body.toString("utf8");
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (/\bat [\w.<>]+ \(?(file:|node:|\/)[^)]*:\d+:\d+\)?/.test(text) || text.includes("node_modules")) problems.push("stack trace in the body");
  const location = res.headers.location;
  if (location && /^(\/[/\\]|[a-z][\w+.-]*:)/i.test(location)) problems.push(`redirect off the site to ${location}`);
  const isApi = target.startsWith("/api");
  if (method === "HEAD") return problems;
  if ((isApi || res.status === 400 || res.status === 431) && res.status >= 400 && res.body.length > 0) {
    try {
      const body = JSON.parse(text) as { error?: unknown };
      if (typeof body.error !== "string" || body.error.length === 0) problems.push("error body without an `error` sentence");
    } catch {
      problems.push(`non-JSON error body ${JSON.stringify(text.slice(0, 80))}`);
    }
  } else if ((isApi || res.status === 400 || res.status === 431) && res.status >= 400) problems.push("error without a body");
  return problems;
}

describe.each(testBackends())("API fuzz ($name)", (backend) => {
  const t = useTestDatabase(backend);
  let server: Server;
  let port: number;
  let endpoints: FuzzEndpoint[];

  /** A live admin session, written straight to the table so fuzzed sign-ins cannot lock it out. */
  async function freshSession(): Promise<string> {
    const user = (await findAdminUser(t.db, "fuzz-admin")) ?? (await createAccount(t.db, "fuzz-admin", "fuzz-admin-password-0123"));
    const token = randomBytes(32).toString("base64url");
    const now = new Date();
    await insertSession(t.db, {
      tokenHash: createHash("sha256").update(token).digest("base64url"),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3600_000),
    });
    return `kiosk_admin=${token}`;
  }

  beforeAll(async () => {
    const routes = await loadFunctionRoutes();
    endpoints = await fuzzEndpoints(routes, defaultFunctionsDir);
    server = createLocalServer({ distDir: dist, routes });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server?.close(() => resolve());
      server?.closeAllConnections();
    });
    rmSync(tmp, { recursive: true, force: true });
  });

  it("finds every function module with its methods and contracts", () => {
    expect(endpoints.length).toBeGreaterThan(10);
    expect(endpoints.find((e) => e.path === "/api/chat")?.methods).toContain("POST");
    expect(endpoints.find((e) => e.path === "/api/feedback")?.contracts.length).toBeGreaterThan(0);
  });

  it("answers the known hostile requests with a 4xx and a JSON sentence", async () => {
    const session = await freshSession();
    const probes: [RawRequest, number][] = [
      [{ method: "GET", target: "/api/admin/chatbot/sessions?before=0000-01-01T00:00:00Z", headers: { cookie: session } }, 400],
      [{ method: "GET", target: "/api/admin/chatbot/sessions?before=9999-12-31T23:59:59-14:00", headers: { cookie: session } }, 400],
      [{ method: "GET", target: "/api/admin/feedback?from=0000-01-01", headers: { cookie: session } }, 400],
      [{ method: "GET", target: "/api/admin/feedback/export.csv?from=0000-01-01", headers: { cookie: session } }, 400],
      [{ method: "GET", target: "/api/admin/session", headers: { cookie: "kiosk_admin=%" } }, 200],
      [{ method: "POST", target: "/api/admin/logout", headers: { cookie: "kiosk_admin=%" } }, 200],
      [{ method: "GET", target: "/api/config", host: "a b" }, 400],
      [{ method: "GET", target: "/api/config", host: "[::1" }, 400],
      [{ method: "GET", target: "/api/config", host: "127.0.0.1:99999" }, 400],
      [{ method: "GET", target: "/api/config", host: "user@x" }, 400],
      [{ method: "TRACE", target: "/api/config" }, 405],
      [{ method: "GET", target: `/api/config?q=${"x".repeat(17 * 1024)}` }, 431],
      [{ method: "GET", target: "/api/config", headers: { "x-big": "y".repeat(17 * 1024) } }, 431],
      [{ method: "GET", target: "/api/con fig" }, 400],
      [{ method: "POST", target: "/api/admin/login", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ad\u0000min", password: "x" }) }, 400],
      [{ method: "POST", target: "/api/admin/chatbot/knowledge", headers: { cookie: session, "content-type": "application/json" }, body: JSON.stringify({ category: "general", canonicalQuestion: "Where?\u0000", canonicalAnswer: "There." }) }, 400],
      [{ method: "PATCH", target: "/api/admin/chatbot/config", headers: { cookie: session, "content-type": "application/json" }, body: JSON.stringify({ welcomeMessage: "Hi \ud800" }) }, 400],
      [{ method: "GET", target: "/.//evil.example/" }, 301],
    ];
    for (const [request, status] of probes) {
      const res = await rawRequest(port, request);
      expect({ target: request.target.slice(0, 80), status: res.status, problems: problemsOf(request.method, request.target, res) }).toEqual({ target: request.target.slice(0, 80), status, problems: [] });
    }
    const redirect = await rawRequest(port, { method: "GET", target: "/.//evil.example/" });
    expect(redirect.headers.location).toBe("/evil.example");
    const cleared = await rawRequest(port, { method: "POST", target: "/api/admin/logout", headers: { cookie: "kiosk_admin=%" } });
    expect(cleared.headers["set-cookie"]).toMatch(/kiosk_admin=;.*Max-Age=0/);
    // A visitor's NUL or broken character is removed, not refused: the feedback and the chat go through.
    const feedback = await rawRequest(port, { method: "POST", target: "/api/feedback", headers: { "content-type": "application/json" }, body: JSON.stringify({ category: "general", rating: 4, message: "Great \u0000service \ud800today", name: "Ana\u0000" }) });
    expect(feedback.status).toBe(201);
    for (const message of ["constructor", "__proto__ toString hasOwnProperty valueOf", "prototype"]) {
      const res = await rawRequest(port, { method: "POST", target: "/api/chat", headers: { "content-type": "application/json" }, body: JSON.stringify({ message, sessionId: "session_proto" }) });
      expect({ message, status: res.status }).toEqual({ message, status: 200 });
    }
    const chat = await rawRequest(port, { method: "POST", target: "/api/chat", headers: { "content-type": "application/json" }, body: JSON.stringify({ message: "library \u0000hours\udfff", sessionId: "session_fuzz" }) });
    expect(chat.status).toBe(200);
  });

  it("answers every generated request without a 5xx, a non-JSON error or a stack trace", async () => {
    const failures = new Map<string, string>();
    const stats = new Map<string, number>();
    let session = await freshSession();

    const caseArb: fc.Arbitrary<Case> = fc.constantFrom(...endpoints).chain((ep) => {
      const contracts = ep.contracts.length > 0 ? ep.contracts : [];
      const keys = objectKeys(contracts);
      const param = fc.oneof(fc.constantFrom(...HOSTILE_PARAMS), fc.string({ maxLength: 12 }).map(encode));
      const params = fc.array(param, { minLength: 4, maxLength: 4 });
      const queryValue = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 20 }), fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
      const randomQuery = fc.array(fc.tuple(keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })) : fc.string({ maxLength: 6 }), queryValue, fc.boolean()), { maxLength: 3 });
      // A query made from the endpoint's own contract, its values as text: gets past validation.
      const contractQuery = contracts.length
        ? fc.oneof(...contracts.map((c) => arbitraryFor(c, 0.1))).map((v) =>
            v && typeof v === "object" && !Array.isArray(v) ? Object.entries(v).map(([k, x]): [string, string, boolean] => [k, typeof x === "string" ? x : JSON.stringify(x), false]) : [],
          )
        : fc.constant([] as [string, string, boolean][]);
      const query = fc.oneof(randomQuery, contractQuery);
      const body = fc.oneof(
        { weight: 6, arbitrary: contracts.length ? fc.oneof(...contracts.map((c) => arbitraryFor(c, 0.04))) : fc.jsonValue({ maxDepth: 2 }) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((s) => ({ raw: s })) },
      );
      return fc.record({
        method: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...ep.methods) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS) }),
        params,
        query,
        body,
        signedIn: fc.boolean(),
        cookie: sometimes(fc.constantFrom(...HOSTILE_COOKIES), 5),
        host: sometimes(fc.constantFrom(...HOSTILE_HOSTS), 10),
        origin: sometimes(fc.constantFrom("own", "own", "http://evil.example", "null", "%"), 3),
        contentType: fc.oneof({ weight: 8, arbitrary: fc.constant("application/json") }, { weight: 1, arbitrary: fc.constantFrom("text/plain", "", "application/json; charset=latin1") }),
      }).map((c): Case => {
        let i = 0;
        const pathname = ep.path.replace(/:\w+(\([^)]*\))?/g, () => c.params[i++]!);
        const search = c.query.map(([k, v, raw]) => `${encode(k)}=${raw ? v.replace(/[\s#]/g, "") : encode(v)}`).join("&");
        const headers: Record<string, string> = {};
        const cookie = c.cookie?.replaceAll("{session}", session.split("=")[1]!);
        if (c.signedIn || cookie) headers.cookie = [c.signedIn ? session : undefined, cookie].filter(Boolean).join("; ");
        if (c.origin) headers.origin = c.origin === "own" ? `http://127.0.0.1:${port}` : c.origin;
        if (c.contentType) headers["content-type"] = c.contentType;
        const hasBody = !["GET", "HEAD", "OPTIONS", "TRACE"].includes(c.method);
        const text = typeof c.body === "object" && c.body !== null && "raw" in c.body ? String((c.body as { raw: unknown }).raw) : JSON.stringify(c.body ?? null);
        return {
          endpoint: `${c.method} ${ep.path}`,
          signedIn: c.signedIn,
          request: { method: c.method, target: pathname + (search ? `?${search}` : ""), host: c.host ?? undefined, headers, body: hasBody ? text : undefined },
        };
      });
    });

    await fc.assert(
      fc.asyncProperty(fc.array(caseArb, { minLength: 1, maxLength: 3 }), async (cases) => {
        // Sent together, so requests that share a write batch (chat) meet.
        const answers = await Promise.all(cases.map((c) => rawRequest(port, c.request)));
        answers.forEach((res, i) => {
          const c = cases[i]!;
          const statKey = `${c.endpoint} ${res.status}`;
          stats.set(statKey, (stats.get(statKey) ?? 0) + 1);
          for (const problem of problemsOf(c.request.method, c.request.target, res)) {
            const key = `${c.endpoint} ${c.signedIn ? "signed in" : "signed out"}: ${problem}`;
            if (!failures.has(key)) failures.set(key, `${c.request.method} ${c.request.target.slice(0, 120)} host=${JSON.stringify(c.request.host)} ${JSON.stringify(Object.fromEntries(Object.entries(c.request.headers ?? {}).map(([n, v]) => [n, v.slice(0, 60)])))} body=${JSON.stringify(String(c.request.body ?? "").slice(0, 100))} -> ${res.status} ${res.body.toString("utf8").slice(0, 120)}`);
          }
        });
        if (cases.some((c) => c.request.target.startsWith("/api/admin/logout"))) session = await freshSession();
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    if (process.env.FUZZ_STATS) console.log([...stats].sort().map(([k, n]) => `${k}: ${n}`).join("\n"));
    expect([...failures].map(([k, v]) => `${k}\n    ${v}`)).toEqual([]);
  }, Math.max(120_000, RUNS * 60));
});
