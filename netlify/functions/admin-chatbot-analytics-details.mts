import { defineHandler } from "../../src/server/http/handler.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin } from "../../src/server/auth/require-admin.ts";
import { getAnalyticsDetails } from "../../src/server/services/chat-analytics.ts";
import { AnalyticsDetailsQuery } from "../../src/shared/api/admin-analytics.ts";

/** GET /api/admin/chatbot/analytics/details?days=N (1-365, default 30): the Analytics tab. */
export default defineHandler({
  GET: async (req) => {
    await requireAdmin(req, "chatbot");
    const { days } = readQuery(req, AnalyticsDetailsQuery);
    return json(await getAnalyticsDetails(await database(), days));
  },
});

export const config = { path: "/api/admin/chatbot/analytics/details" };
