import { defineHandler } from "../../src/server/http/handler.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin } from "../../src/server/auth/require-admin.ts";
import { getChatTranscript } from "../../src/server/services/chat-sessions.ts";

/** GET /api/admin/chatbot/sessions/{id}: one conversation with every message (404 when unknown). */
export default defineHandler({
  GET: async (req, context) => {
    await requireAdmin(req, "chatbot");
    return json(await getChatTranscript(await database(), context.params.id ?? ""));
  },
});

export const config = { path: "/api/admin/chatbot/sessions/:id" };
