import { beforeAll, describe, expect, it } from "vitest";
import sessions, { config as listRoute } from "../functions/admin-chatbot-sessions.mts";
import transcript, { config as itemRoute } from "../functions/admin-chatbot-sessions-item.mts";
import chat from "../functions/chat.mts";
import rating from "../functions/chat-rating.mts";
import { resetChatIndex } from "../../src/server/chatbot/service.ts";
import { ChatSessionSummary, ChatSessionTranscript } from "../../src/shared/api/admin-sessions.ts";
import { ChatReply } from "../../src/shared/api/chat.ts";
import { useAdminApi } from "../../src/server/testing/admin-api.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends } from "../../src/server/testing/databases.ts";

describe.each(testBackends())("admin chat sessions API on $name", (backend) => {
  const admin = useAdminApi(backend);
  const list = (query = "", headers?: Record<string, string>) => admin.call(sessions, `/api/admin/chatbot/sessions${query}`, { headers });
  const open = (id: string, headers?: Record<string, string>) =>
    admin.call(transcript, `/api/admin/chatbot/sessions/${encodeURIComponent(id)}`, { headers }, { id });
  const say = async (sessionId: string, message: string) =>
    ChatReply.parse(await (await chat(apiRequest("/api/chat", { method: "POST", json: { message, sessionId } }), context())).json());

  beforeAll(async () => {
    resetChatIndex();
    await say("session_1000", "What are the ICT help desk hours?");
    await say("session_2000", "Is there a swimming pool on campus?");
    await say("session_2000", "How do I connect to the campus Wi-Fi?");
    await say("session_3000", "Where is the registrar's office?");
  });

  it("is routed at the design's paths and answers 401 without a session", async () => {
    expect(listRoute.path).toBe("/api/admin/chatbot/sessions");
    expect(itemRoute.path).toBe("/api/admin/chatbot/sessions/:id");
    expect((await list("", {})).status).toBe(401);
    expect((await open("session_1000", {})).status).toBe(401);
  });

  it("lists sessions newest first with time, count, first question and whether a reply fell back", async () => {
    const rows = ChatSessionSummary.array().parse(await (await list()).json());
    expect(rows.map((r) => r.id)).toEqual(["session_3000", "session_2000", "session_1000"]);
    const two = rows[1]!;
    expect(two).toMatchObject({ messageCount: 4, firstQuestion: "Is there a swimming pool on campus?", hadFallback: true });
    expect(Date.parse(two.lastMessageAt)).toBeGreaterThanOrEqual(Date.parse(two.startedAt));
    expect(rows[0]).toMatchObject({ messageCount: 2, hadFallback: false });
  });

  it("pages with limit and before", async () => {
    const first = ChatSessionSummary.array().parse(await (await list("?limit=2")).json());
    expect(first.map((r) => r.id)).toEqual(["session_3000", "session_2000"]);
    const next = ChatSessionSummary.array().parse(await (await list(`?limit=2&before=${encodeURIComponent(first[1]!.lastMessageAt)}`)).json());
    expect(next.map((r) => r.id)).toEqual(["session_1000"]);
  });

  it("validates the query with 400 and a message per field", async () => {
    for (const [q, field] of [["?limit=0", "limit"], ["?limit=201", "limit"], ["?limit=x", "limit"], ["?before=yesterday", "before"]] as const) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect((await res.json()).fields[field], q).toBeDefined();
    }
  });

  it("opens a transcript with each reply's matched item, confidence, time and rating", async () => {
    const rows = ChatSessionSummary.array().parse(await (await list()).json());
    const res = await open("session_2000");
    expect(res.status).toBe(200);
    const t = ChatSessionTranscript.parse(await res.json());
    expect(t).toMatchObject({ id: "session_2000", messageCount: 4, hadFallback: true, firstQuestion: "Is there a swimming pool on campus?" });
    expect(t.messages.map((m) => m.isUser)).toEqual([true, false, true, false]);
    const [, fallback, , answer] = t.messages;
    expect(fallback).toMatchObject({ category: "fallback", knowledgeItemId: null, knowledgeQuestion: null, rating: null });
    expect(answer!.knowledgeItemId).toBeGreaterThan(0);
    expect(answer!.knowledgeQuestion).toMatch(/Wi-Fi/i);
    expect(answer!.confidence).toBeGreaterThan(0.45);
    expect(answer!.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(t.messages[0]).toMatchObject({ category: null, confidence: null, responseTimeMs: null });
    // A visitor's thumbs show up in the transcript.
    await rating(apiRequest("/api/chat/rating", { method: "POST", json: { messageId: answer!.id, helpful: true } }), context());
    const rated = ChatSessionTranscript.parse(await (await open("session_2000")).json());
    expect(rated.messages[3]!.rating).toBe(1);
    expect(rows.find((r) => r.id === "session_2000")).toMatchObject({ startedAt: t.startedAt, lastMessageAt: t.lastMessageAt });
  });

  it("answers 404 for an unknown or malformed session id", async () => {
    for (const id of ["session_9999", "not a token!", "x".repeat(65)]) {
      const res = await open(id);
      expect(res.status, id).toBe(404);
      expect((await res.json()).error).toMatch(/No chat session/);
    }
  });
});
