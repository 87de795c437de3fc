import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import handler, { config as route } from "../functions/admin-chatbot-test.mts";
import configHandler from "../functions/admin-chatbot-config.mts";
import { toRows } from "../../src/server/db/rows.ts";
import { resetChatIndex } from "../../src/server/chatbot/service.ts";
import { TestConsoleAnswer } from "../../src/shared/api/admin-tools.ts";
import { useAdminApi } from "../../src/server/testing/admin-api.ts";
import { testBackends } from "../../src/server/testing/databases.ts";

describe.each(testBackends())("admin test console on $name", (backend) => {
  const admin = useAdminApi(backend);
  const ask = (body: unknown, headers?: Record<string, string>) => admin.call(handler, "/api/admin/chatbot/test", { method: "POST", json: body, headers });
  const counters = async () =>
    toRows<Record<string, number>>(
      await admin.db.execute(sql`select (select count(*)::int from chat_sessions) as s, (select count(*)::int from chat_messages) as m, (select coalesce(sum(usage_count), 0)::int from knowledge_items) as u`),
    )[0];

  beforeAll(async () => {
    resetChatIndex();
  });

  it("is routed at /api/admin/chatbot/test; 401 without a session, 403 from a foreign Origin", async () => {
    expect(route.path).toBe("/api/admin/chatbot/test");
    expect((await ask({ message: "library hours" }, {})).status).toBe(401);
    expect((await ask({ message: "library hours" }, { cookie: admin.cookie, origin: "https://evil.example", host: "127.0.0.1" })).status).toBe(403);
  });

  it("answers as a visitor would be answered, with the five best candidates, and stores or counts nothing", async () => {
    const before = await counters();
    const res = await ask({ message: "How do I connect to the campus Wi-Fi?" });
    expect(res.status).toBe(200);
    const body = TestConsoleAnswer.parse(await res.json());
    expect(body.reply.message).toContain("7:00 AM - 7:00 PM");
    expect(body.reply.category).toBe("campus_life");
    expect(body.candidates[0]).toMatchObject({ category: "campus_life", score: body.reply.confidence });
    // A broad question has many candidates: five at most, best first.
    const broad = TestConsoleAnswer.parse(await (await ask({ message: "office hours requirements fees" })).json());
    expect(broad.candidates).toHaveLength(5);
    const scores = broad.candidates.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(await counters()).toEqual(before);
  });

  it("shows the fallback for an unknown question, and the unavailable reply (with candidates) while switched off", async () => {
    const unknown = TestConsoleAnswer.parse(await (await ask({ message: "What is the capital of France?" })).json());
    expect(unknown.reply.category).toBe("fallback");
    await admin.call(configHandler, "/api/admin/chatbot/config", { method: "PATCH", json: { enabled: false } });
    const off = TestConsoleAnswer.parse(await (await ask({ message: "What are the ICT help desk hours?" })).json());
    expect(off.reply.category).toBe("unavailable");
    expect(off.candidates.length).toBeGreaterThan(0);
    await admin.call(configHandler, "/api/admin/chatbot/config", { method: "PATCH", json: { enabled: true } });
  });

  it("validates the question with 400", async () => {
    for (const body of [{ message: "  " }, { message: "x".repeat(501) }, {}, { message: 3 }]) {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect((await res.json()).fields.message).toBeDefined();
    }
  });
});
