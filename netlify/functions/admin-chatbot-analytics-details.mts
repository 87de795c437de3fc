import { defineHandler } from "../../src/server/http/handler.ts";
import { adminRead } from "../../src/server/http/admin-handlers.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { getAnalyticsDetails } from "../../src/server/services/chat-analytics.ts";
import { AnalyticsDetailsQuery } from "../../src/shared/api/admin-analytics.ts";

/** GET /api/admin/chatbot/analytics/details?days=N (1-365, default 30): the Analytics tab. */
export default defineHandler({
  GET: adminRead("chatbot", (db, req) => getAnalyticsDetails(db, readQuery(req, AnalyticsDetailsQuery).days)),
});

export const config = { path: "/api/admin/chatbot/analytics/details" };
