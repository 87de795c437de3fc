import { defineHandler } from "../../src/server/http/handler.ts";
import { adminRead } from "../../src/server/http/admin-handlers.ts";
import { getDashboardAnalytics } from "../../src/server/services/chat-analytics.ts";

/** GET /api/admin/chatbot/analytics: the Dashboard's cards, Popular Topics and System Performance. */
export default defineHandler({
  GET: adminRead("chatbot", (db) => getDashboardAnalytics(db)),
});

export const config = { path: "/api/admin/chatbot/analytics" };
