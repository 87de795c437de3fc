import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import dashboard, { config as dashboardRoute } from "../functions/admin-chatbot-analytics.mts";
import details, { config as detailsRoute } from "../functions/admin-chatbot-analytics-details.mts";
import chat from "../functions/chat.mts";
import { toRows } from "../../src/server/db/rows.ts";
import { resetChatIndex } from "../../src/server/chatbot/service.ts";
import { getAnalyticsDetails, manilaDays } from "../../src/server/services/chat-analytics.ts";
import { AnalyticsDetails, ChatbotAnalytics } from "../../src/shared/api/admin-analytics.ts";
import { useAdminApi } from "../../src/server/testing/admin-api.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends } from "../../src/server/testing/databases.ts";

describe("Manila calendar days", () => {
  it("ends today in Asia/Manila (UTC+8) and starts at Manila midnight", () => {
    // 17:30 UTC on 15 January is 01:30 on the 16th in Manila.
    const { dates, since } = manilaDays(3, new Date("2025-01-15T17:30:00Z"));
    expect(dates).toEqual(["2025-01-14", "2025-01-15", "2025-01-16"]);
    expect(since.toISOString()).toBe("2025-01-13T16:00:00.000Z");
    expect(manilaDays(1, new Date("2025-01-15T15:59:59Z")).dates).toEqual(["2025-01-15"]);
  });
});

describe.each(testBackends())("admin analytics API on $name", (backend) => {
  const admin = useAdminApi(backend);
  let itemId = 0;
  const getDashboard = (headers?: Record<string, string>) => admin.call(dashboard, "/api/admin/chatbot/analytics", { headers });
  const getDetails = (query = "", headers?: Record<string, string>) => admin.call(details, `/api/admin/chatbot/analytics/details${query}`, { headers });

  beforeAll(async () => {
    resetChatIndex();
    itemId = Number(toRows<{ id: number }>(await admin.db.execute(sql`select id from knowledge_items where slug = 'ict-helpdesk'`))[0]!.id);
  });

  it("is routed at the design's paths and answers 401 without a session", async () => {
    expect(dashboardRoute.path).toBe("/api/admin/chatbot/analytics");
    expect(detailsRoute.path).toBe("/api/admin/chatbot/analytics/details");
    expect((await getDashboard({})).status).toBe(401);
    expect((await getDetails("", {})).status).toBe(401);
  });

  it("shows 0 everywhere before anyone chatted (and counts the active items)", async () => {
    const body = ChatbotAnalytics.parse(await (await getDashboard()).json());
    const active = Number(toRows<{ n: number }>(await admin.db.execute(sql`select count(*)::int as n from knowledge_items where is_active`))[0]!.n);
    expect(body).toEqual({ totalSessions: 0, totalMessages: 0, satisfactionScore: 0, ratedReplies: 0, activeKnowledgeItems: active, popularTopics: [], responseTime: 0, averageSessionLength: 0 });
    const d = AnalyticsDetails.parse(await (await getDetails()).json());
    expect(d.days).toBe(30);
    expect(d.daily).toHaveLength(30);
    expect(d.daily.every((x) => x.messages === 0 && x.satisfaction === null)).toBe(true);
    expect(d).toMatchObject({ answeredRate: 0, fallbackRate: 0, satisfactionScore: 0, topItems: [], unansweredGroups: [] });
  });

  it("validates days (1-365, whole number) with a 400", async () => {
    for (const q of ["?days=0", "?days=366", "?days=2.5", "?days=abc"]) {
      const res = await getDetails(q);
      expect(res.status, q).toBe(400);
      expect((await res.json()).fields.days).toBe("days must be a whole number from 1 to 365");
    }
    expect(AnalyticsDetails.parse(await (await getDetails("?days=7")).json()).daily).toHaveLength(7);
  });

  it("computes the cards and the per-day series from the stored sessions and messages", async () => {
    await admin.db.execute(sql`
      insert into chat_sessions (id, started_at, last_message_at, message_count) values
        ('session_a', '2025-01-15T00:00:00Z', '2025-01-15T00:10:00Z', 4),
        ('session_b', '2025-01-15T17:00:00Z', '2025-01-15T17:00:01Z', 2)`);
    await admin.db.execute(sql`
      insert into chat_messages (session_id, is_user, message, category, knowledge_item_id, confidence, response_time_ms, rating, created_at) values
        ('session_a', true, 'ict help desk hours', null, null, null, null, null, '2025-01-15T00:00:00Z'),
        ('session_a', false, 'The ICT desk is open 7:00 AM - 7:00 PM.', 'campus_life', ${itemId}, 0.9, 20, 1, '2025-01-15T00:00:01Z'),
        ('session_a', true, 'swimming pool?', null, null, null, null, null, '2025-01-15T00:09:59Z'),
        ('session_a', false, 'Sorry...', 'fallback', null, 0.1, 30, -1, '2025-01-15T00:10:00Z'),
        ('session_b', true, 'Is there a swimming pool', null, null, null, null, null, '2025-01-15T17:00:00Z'),
        ('session_b', false, 'Sorry...', 'fallback', null, 0.1, 40, null, '2025-01-15T17:00:01Z')`);

    expect(ChatbotAnalytics.parse(await (await getDashboard()).json())).toMatchObject({
      totalSessions: 2,
      totalMessages: 6,
      satisfactionScore: 50,
      ratedReplies: 2,
      popularTopics: [{ topic: "campus_life", count: 1 }],
      responseTime: 30,
      averageSessionLength: 5,
    });

    const d = await getAnalyticsDetails(admin.db, 2, new Date("2025-01-16T10:00:00Z"));
    expect(AnalyticsDetails.parse(d)).toEqual({
      days: 2,
      from: "2025-01-15",
      to: "2025-01-16",
      daily: [
        { date: "2025-01-15", messages: 4, sessions: 1, answered: 1, fallback: 1, helpful: 1, unhelpful: 1, satisfaction: 50 },
        // 17:00 UTC on the 15th is already the 16th in Manila.
        { date: "2025-01-16", messages: 2, sessions: 1, answered: 0, fallback: 1, helpful: 0, unhelpful: 0, satisfaction: null },
      ],
      answeredRate: 33.3,
      fallbackRate: 66.7,
      satisfactionScore: 50,
      topItems: [{ id: itemId, question: expect.any(String), category: "campus_life", count: 1 }],
      unansweredGroups: [
        {
          representative: "Is there a swimming pool",
          count: 2,
          lastAskedAt: "2025-01-15T17:00:00.000Z",
          questions: [
            { text: "Is there a swimming pool", count: 1 },
            { text: "swimming pool?", count: 1 },
          ],
        },
      ],
    });
    // A day outside the window is not counted.
    const later = await getAnalyticsDetails(admin.db, 1, new Date("2025-01-17T10:00:00Z"));
    expect(later.daily).toEqual([{ date: "2025-01-17", messages: 0, sessions: 0, answered: 0, fallback: 0, helpful: 0, unhelpful: 0, satisfaction: null }]);
    expect(later.unansweredGroups).toEqual([]);
  });

  it("counts a real conversation through /api/chat", async () => {
    const before = ChatbotAnalytics.parse(await (await getDashboard()).json());
    await chat(apiRequest("/api/chat", { method: "POST", json: { message: "Where is the registrar's office?", sessionId: "session_live" } }), context());
    const after = ChatbotAnalytics.parse(await (await getDashboard()).json());
    expect(after.totalSessions).toBe(before.totalSessions + 1);
    expect(after.totalMessages).toBe(before.totalMessages + 2);
    const today = AnalyticsDetails.parse(await (await getDetails("?days=1")).json());
    expect(today.daily[0]).toMatchObject({ messages: 2, sessions: 1 });
  });
});
