import { defineHandler } from "../../src/server/http/handler.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin } from "../../src/server/auth/require-admin.ts";
import { getDashboardAnalytics } from "../../src/server/services/chat-analytics.ts";

/** GET /api/admin/chatbot/analytics: the Dashboard's cards, Popular Topics and System Performance. */
export default defineHandler({
  GET: async (req) => {
    await requireAdmin(req, "chatbot");
    return json(await getDashboardAnalytics(await database()));
  },
});

export const config = { path: "/api/admin/chatbot/analytics" };
