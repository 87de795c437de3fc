import { beforeAll, describe, expect, it } from "vitest";
import { loadFunctionRoutes, type FunctionRoute } from "../../src/server/local/functions.ts";
import { adminCookie } from "../../src/server/testing/admin.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends, useTestDatabase } from "../../src/server/testing/databases.ts";

/** The sign-in calls themselves are open by design; every other /api/admin route must be guarded. */
const OPEN = new Set(["/api/admin/login", "/api/admin/session", "/api/admin/logout"]);
const METHODS = ["GET", "POST", "PATCH", "DELETE"] as const;

describe("every /api/admin route is guarded", () => {
  const handle = useTestDatabase(testBackends()[0]!, { seed: false });
  let routes: FunctionRoute[] = [];
  let cookie = "";

  beforeAll(async () => {
    routes = (await loadFunctionRoutes()).filter((r) => r.path.startsWith("/api/admin/") && !OPEN.has(r.path));
    cookie = await adminCookie(handle.db);
  });

  const urlOf = (route: FunctionRoute) => route.path.replace(":id", "1");
  const call = (route: FunctionRoute, method: string, headers: Record<string, string>) =>
    route.handler(apiRequest(urlOf(route), { method, headers, ...(method === "GET" || method === "DELETE" ? {} : { json: {} }) }), context({ id: "1" }));

  it("finds the admin routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
  });

  it("answers 401 without a session, or 405 for a method the route does not have", async () => {
    for (const route of routes) {
      const statuses = await Promise.all(METHODS.map(async (m) => (await call(route, m, {})).status));
      expect(statuses.every((s) => s === 401 || s === 405), `${route.path}: ${statuses.join(", ")}`).toBe(true);
      expect(statuses, route.path).toContain(401);
    }
  });

  it("answers 403 to a foreign Origin on every state-changing method, even signed in", async () => {
    for (const route of routes) {
      for (const method of METHODS.filter((m) => m !== "GET")) {
        const status = (await call(route, method, { cookie, origin: "https://evil.example", host: "127.0.0.1" })).status;
        expect([403, 405], `${method} ${route.path}`).toContain(status);
      }
    }
  });
});
