import { describe, expect, it } from "vitest";
import handler, { config as route } from "../functions/admin-audit-log.mts";
import login from "../functions/admin-login.mts";
import logout from "../functions/admin-logout.mts";
import knowledge from "../functions/admin-chatbot-knowledge.mts";
import knowledgeItem from "../functions/admin-chatbot-knowledge-item.mts";
import configHandler from "../functions/admin-chatbot-config.mts";
import { AuditEntry } from "../../src/shared/api/admin-tools.ts";
import { KnowledgeItem } from "../../src/shared/api/admin-knowledge.ts";
import { TEST_ADMIN } from "../../src/server/testing/admin.ts";
import { useAdminApi } from "../../src/server/testing/admin-api.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends } from "../../src/server/testing/databases.ts";

describe.each(testBackends())("admin audit log on $name", (backend) => {
  const admin = useAdminApi(backend);
  const read = async (query = "", headers?: Record<string, string>) => admin.call(handler, `/api/admin/audit-log${query}`, { headers });
  const entries = async (query = "") => AuditEntry.array().parse(await (await read(query)).json());


  it("is routed at /api/admin/audit-log and answers 401 without a session", async () => {
    expect(route.path).toBe("/api/admin/audit-log");
    expect((await read("", {})).status).toBe(401);
  });

  it("records sign-in, every knowledge and configuration change, and sign-out, newest first, with who and what", async () => {
    const signedIn = await login(apiRequest("/api/admin/login", { method: "POST", json: TEST_ADMIN }), context({}, "198.51.100.77"));
    expect(signedIn.status).toBe(200);
    const second = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    const created = KnowledgeItem.parse(
      await (
        await knowledge(apiRequest("/api/admin/chatbot/knowledge", { method: "POST", json: { category: "general", canonicalQuestion: "Audit question?", canonicalAnswer: "Audit answer." }, headers: { cookie: second } }), context())
      ).json(),
    );
    await knowledgeItem(apiRequest(`/api/admin/chatbot/knowledge/${created.id}`, { method: "PATCH", json: { isActive: false }, headers: { cookie: second } }), context({ id: String(created.id) }));
    await configHandler(apiRequest("/api/admin/chatbot/config", { method: "PATCH", json: { enableSuggestions: false }, headers: { cookie: second } }), context());
    await knowledgeItem(apiRequest(`/api/admin/chatbot/knowledge/${created.id}`, { method: "DELETE", headers: { cookie: second } }), context({ id: String(created.id) }));
    await logout(apiRequest("/api/admin/logout", { method: "POST", headers: { cookie: second } }), context());
    // A second logout with the same (now dead) cookie names nobody and records nothing.
    await logout(apiRequest("/api/admin/logout", { method: "POST", headers: { cookie: second } }), context());

    const log = await entries("?limit=6");
    expect(log.map((e) => e.action)).toEqual(["session.logout", "knowledge.delete", "config.update", "knowledge.update", "knowledge.create", "session.login"]);
    expect(log.every((e) => e.username === TEST_ADMIN.username)).toBe(true);
    expect(log[1]).toMatchObject({ target: `knowledge #${created.id}`, details: { question: "Audit question?" } });
    expect(log[2]).toMatchObject({ target: "chatbot configuration", details: { fields: ["enableSuggestions"], changes: { enableSuggestions: { from: true, to: false } } } });
    expect(log[3]!.details).toMatchObject({ fields: ["isActive"], changes: { isActive: { from: true, to: false } } });
    const times = log.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await admin.call(configHandler, "/api/admin/chatbot/config", { method: "PATCH", json: { enableSuggestions: true } });
  });

  it("does not record a failed sign-in (the lockout table has those)", async () => {
    const before = (await entries("?limit=500")).length;
    await login(apiRequest("/api/admin/login", { method: "POST", json: { ...TEST_ADMIN, password: "wrong-password-123" } }), context({}, "198.51.100.78"));
    expect((await entries("?limit=500")).length).toBe(before);
  });

  it("limits the answer (default 100, 1-500) and validates the limit with 400", async () => {
    expect(await entries("?limit=2")).toHaveLength(2);
    for (const q of ["?limit=0", "?limit=501", "?limit=ten"]) {
      const res = await read(q);
      expect(res.status, q).toBe(400);
      expect((await res.json()).fields.limit).toBe("limit must be a whole number from 1 to 500");
    }
  });
});
