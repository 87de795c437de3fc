import { defineHandler } from "../../src/server/http/handler.ts";
import { adminRead } from "../../src/server/http/admin-handlers.ts";
import { getChatTranscript } from "../../src/server/services/chat-sessions.ts";

/** GET /api/admin/chatbot/sessions/{id}: one conversation with every message (404 when unknown). */
export default defineHandler({
  GET: adminRead("chatbot", (db, _req, context) => getChatTranscript(db, context.params.id ?? "")),
});

export const config = { path: "/api/admin/chatbot/sessions/:id" };
