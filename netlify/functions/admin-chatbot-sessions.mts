import { defineHandler } from "../../src/server/http/handler.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin } from "../../src/server/auth/require-admin.ts";
import { listChatSessions } from "../../src/server/services/chat-sessions.ts";
import { ChatSessionsQuery } from "../../src/shared/api/admin-sessions.ts";

/** GET /api/admin/chatbot/sessions?before=ISO&limit=50: stored conversations, newest first. */
export default defineHandler({
  GET: async (req) => {
    await requireAdmin(req, "chatbot");
    return json(await listChatSessions(await database(), readQuery(req, ChatSessionsQuery)));
  },
});

export const config = { path: "/api/admin/chatbot/sessions" };
