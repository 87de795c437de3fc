import { defineHandler } from "../../src/server/http/handler.ts";
import { adminRead } from "../../src/server/http/admin-handlers.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { listChatSessions } from "../../src/server/services/chat-sessions.ts";
import { ChatSessionsQuery } from "../../src/shared/api/admin-sessions.ts";

/** GET /api/admin/chatbot/sessions?before=ISO&limit=50: stored conversations, newest first. */
export default defineHandler({
  GET: adminRead("chatbot", (db, req) => listChatSessions(db, readQuery(req, ChatSessionsQuery))),
});

export const config = { path: "/api/admin/chatbot/sessions" };
