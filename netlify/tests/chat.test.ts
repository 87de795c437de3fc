import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import handler, { config } from "../functions/chat.mts";
import ratingHandler from "../functions/chat-rating.mts";
import type { Database } from "../../src/server/db/client.ts";
import { toRows } from "../../src/server/db/rows.ts";
import { seedDatabase } from "../../src/server/db/seed.ts";
import { forgetChatState, resetChatIndex } from "../../src/server/chatbot/service.ts";
import { ChatReply, ChatWelcome } from "../../src/shared/api/chat.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends, useTestDatabase } from "../../src/server/testing/databases.ts";

// The service reuses its read of the configuration for a second; tests that change it start afresh.
const post = (body: unknown) => (forgetChatState(), handler)(apiRequest("/api/chat", { method: "POST", json: body }), context());
const rows = async <T>(db: Database, q: ReturnType<typeof sql>) => toRows<T>(await db.execute(q));

describe.each(testBackends())("POST /api/chat on $name", (backend) => {
  const handle = useTestDatabase(backend);
  beforeAll(async () => {
    resetChatIndex();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`update chatbot_config set enabled = true, enable_suggestions = true, enable_analytics = true, confidence_threshold = 45, max_response_length = 600`);
  });

  it("is served at /api/chat and seeds at least 80 knowledge items, idempotently", async () => {
    expect(config.path).toBe("/api/chat");
    const [{ n }] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from knowledge_items`);
    expect(Number(n)).toBeGreaterThanOrEqual(80);
    await seedDatabase(handle.db);
    const [{ m }] = await rows<{ m: number }>(handle.db, sql`select count(*)::int as m from knowledge_items`);
    expect(Number(m)).toBe(Number(n));
  });

  it("answers from the knowledge base and stores the session, both messages and the usage", async () => {
    const res = await post({ message: "  How do I connect to the campus Wi-Fi?  ", sessionId: "session_1700000000001" });
    expect(res.status).toBe(200);
    const reply = ChatReply.parse(await res.json());
    expect(reply.message).toContain("7:00 AM - 7:00 PM");
    expect(reply.category).toBe("campus_life");
    expect(reply.confidence).toBeGreaterThan(0.45);
    const messages = await rows<{ is_user: boolean; message: string; confidence: number | null; slug: string | null; response_time_ms: number | null }>(
      handle.db,
      sql`select m.is_user, m.message, m.confidence, k.slug, m.response_time_ms from chat_messages m left join knowledge_items k on k.id = m.knowledge_item_id
          where m.session_id = 'session_1700000000001' order by m.created_at`,
    );
    expect(messages.map((m) => m.is_user)).toEqual([true, false]);
    expect(messages[0].message).toBe("How do I connect to the campus Wi-Fi?");
    expect(messages[1].slug).toBe("campus-wifi");
    expect(Number(messages[1].confidence)).toBeCloseTo(reply.confidence, 2);
    expect(messages[1].response_time_ms).not.toBeNull();
    const [item] = await rows<{ usage_count: number }>(handle.db, sql`select usage_count from knowledge_items where slug = 'campus-wifi'`);
    expect(Number(item.usage_count)).toBe(1);
    await post({ message: "ict help desk open saturday?", sessionId: "session_1700000000001" });
    const [session] = await rows<{ message_count: number }>(handle.db, sql`select message_count from chat_sessions where id = 'session_1700000000001'`);
    expect(Number(session.message_count)).toBe(4);
  });

  it("links an answer about an office to its walking route on the campus map, a building to the building, and only such answers", async () => {
    const where = ChatReply.parse(await (await post({ message: "Where is the registrar's office?", sessionId: "session_map1" })).json());
    expect(where.link).toEqual({ href: "/campus-map?office=registrar", label: "Show the way to the Office of the University Registrar on the campus map" });
    const clinic = ChatReply.parse(await (await post({ message: "saan ang clinic", sessionId: "session_map1" })).json());
    expect(clinic.link?.href).toBe("/campus-map?office=clinic");
    const tor = ChatReply.parse(await (await post({ message: "how much is the TOR", sessionId: "session_map1" })).json());
    expect(tor.link?.href).toBe("/campus-map?office=registrar");
    const library = ChatReply.parse(await (await post({ message: "where is the library", sessionId: "session_map1" })).json());
    expect(library.link?.href).toBe("/campus-map?building=LIB");
    const calendar = ChatReply.parse(await (await post({ message: "When does the semester start?", sessionId: "session_map1" })).json());
    expect(calendar.category).toBe("academics");
    expect(calendar.link).toBeUndefined();
    const fallback = ChatReply.parse(await (await post({ message: "What is the capital of France?", sessionId: "session_map1" })).json());
    expect(fallback.link).toBeUndefined();
  });

  it("falls back with real suggestions for an unrelated question", async () => {
    const reply = ChatReply.parse(await (await post({ message: "What is the capital of France?", sessionId: "session_2" })).json());
    expect(reply.category).toBe("fallback");
    expect(reply.message).toMatch(/^Sorry, I don't have an answer/);
    expect(reply.suggestions.length).toBeGreaterThan(0);
  });

  it("validates the body: trimmed message of 1 to 500 characters and a short session token", async () => {
    for (const body of [{ message: "   ", sessionId: "session_1" }, { message: "x".repeat(501), sessionId: "session_1" }, { message: "hi" }, { message: "hi", sessionId: "bad id!" }, { message: 5, sessionId: "s" }]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await res.json()).fields).toBeDefined();
    }
    const big = await handler(apiRequest("/api/chat", { method: "POST", json: { message: "x".repeat(5000), sessionId: "s" } }), context());
    expect(big.status).toBe(413);
  });

  it("obeys the switches: disabled, no suggestions, no analytics, max length", async () => {
    await handle.db.execute(sql`update chatbot_config set enabled = false`);
    const off = ChatReply.parse(await (await post({ message: "office hours", sessionId: "session_3" })).json());
    expect(off.category).toBe("unavailable");
    await handle.db.execute(sql`update chatbot_config set enabled = true, enable_suggestions = false, enable_analytics = false, max_response_length = 60`);
    const [before] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from chat_messages`);
    const reply = ChatReply.parse(await (await post({ message: "How do I request a transcript of records?", sessionId: "session_4" })).json());
    expect(reply.suggestions).toEqual([]);
    expect(reply.message.length).toBeLessThanOrEqual(60);
    expect(reply.message.endsWith("…")).toBe(true);
    const [after] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from chat_messages`);
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("rebuilds its index when the knowledge base changes, through the version in the database", async () => {
    const [{ version: v1 }] = await rows<{ version: number }>(handle.db, sql`select version from knowledge_state`);
    await handle.db.execute(sql`insert into knowledge_items (category, canonical_question, canonical_answer, keywords)
      values ('general', 'Where is the Zorblax laboratory?', 'The Zorblax laboratory is behind the library.', '{zorblax}')`);
    const [{ version: v2 }] = await rows<{ version: number }>(handle.db, sql`select version from knowledge_state`);
    expect(Number(v2)).toBeGreaterThan(Number(v1));
    const reply = ChatReply.parse(await (await post({ message: "where is zorblax lab", sessionId: "session_5" })).json());
    expect(reply.message).toContain("behind the library");
    // Usage counts and ratings do not move the version.
    await handle.db.execute(sql`update knowledge_items set usage_count = usage_count + 1`);
    const [{ version: v3 }] = await rows<{ version: number }>(handle.db, sql`select version from knowledge_state`);
    expect(Number(v3)).toBe(Number(v2));
    await handle.db.execute(sql`update knowledge_items set is_active = false where canonical_question like '%Zorblax%'`);
    const gone = ChatReply.parse(await (await post({ message: "where is zorblax lab", sessionId: "session_5" })).json());
    expect(gone.category).toBe("fallback");
  });

  it("answers from the database's records and follows their changes: a new announcement, an edited program", async () => {
    const before = ChatReply.parse(await (await post({ message: "when is the zorblax fun run", sessionId: "session_7" })).json());
    expect(before.category).toBe("fallback");
    await handle.db.execute(sql`insert into announcements (id, title, content, category, is_urgent)
      values ('zorblax-fun-run', 'Zorblax Fun Run', 'The Zorblax Fun Run starts at the oval at 5:30 AM on Saturday.', 'events', false)`);
    // Every instance re-reads the records' fingerprint within the state cache's lifetime; here it is forgotten at once.
    forgetChatState();
    const after = ChatReply.parse(await (await post({ message: "when is the zorblax fun run", sessionId: "session_7" })).json());
    expect(after.message).toContain("5:30 AM");
    await handle.db.execute(sql`update courses set duration = '6 years' where code = 'BSCE'`);
    forgetChatState();
    const program = ChatReply.parse(await (await post({ message: "how many years is civil engineering", sessionId: "session_7" })).json());
    expect(program.message).toContain("6 years");
  });

  it("GET gives the welcome message and six starter questions", async () => {
    const res = await handler(apiRequest("/api/chat"), context());
    const welcome = ChatWelcome.parse(await res.json());
    expect(welcome.welcomeMessage).toMatch(/MVSU Virtual Assistant/);
    expect(welcome.suggestions).toHaveLength(6);
  });

  it("records thumbs up/down and keeps the item's effectiveness score", async () => {
    const reply = ChatReply.parse(await (await post({ message: "How do I connect to the campus Wi-Fi?", sessionId: "session_6" })).json());
    const rate = (messageId: string, helpful: boolean) => ratingHandler(apiRequest("/api/chat/rating", { method: "POST", json: { messageId, helpful } }), context());
    expect((await rate(reply.id, true)).status).toBe(200);
    const second = ChatReply.parse(await (await post({ message: "campus wifi connection help", sessionId: "session_6" })).json());
    expect((await rate(second.id, false)).status).toBe(200);
    let [item] = await rows<{ helpful_count: number; unhelpful_count: number; effectiveness_score: number }>(handle.db, sql`select helpful_count, unhelpful_count, effectiveness_score from knowledge_items where slug = 'campus-wifi'`);
    expect([Number(item.helpful_count), Number(item.unhelpful_count), Number(item.effectiveness_score)]).toEqual([1, 1, 50]);
    expect((await rate(second.id, true)).status).toBe(200);
    [item] = await rows(handle.db, sql`select helpful_count, unhelpful_count, effectiveness_score from knowledge_items where slug = 'campus-wifi'`);
    expect([Number(item.helpful_count), Number(item.unhelpful_count), Number(item.effectiveness_score)]).toEqual([2, 0, 100]);
    expect((await rate("00000000-0000-4000-8000-000000000000", true)).status).toBe(404);
    expect((await rate("nope", true)).status).toBe(400);
  });
});
