import { defineHandler } from "../../src/server/http/handler.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin } from "../../src/server/auth/require-admin.ts";
import { getFeedbackInbox } from "../../src/server/services/feedback-inbox.ts";
import { FeedbackInboxQuery } from "../../src/shared/api/admin-feedback.ts";

/** GET /api/admin/feedback?category=&rating=&from=&to=: the Feedback tab's inbox and summary. */
export default defineHandler({
  GET: async (req) => {
    await requireAdmin(req, "feedback");
    return json(await getFeedbackInbox(await database(), readQuery(req, FeedbackInboxQuery)));
  },
});

export const config = { path: "/api/admin/feedback" };
