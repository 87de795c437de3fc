import { defineHandler } from "../../src/server/http/handler.ts";
import { adminRead } from "../../src/server/http/admin-handlers.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { getFeedbackInbox } from "../../src/server/services/feedback-inbox.ts";
import { FeedbackInboxQuery } from "../../src/shared/api/admin-feedback.ts";

/** GET /api/admin/feedback?category=&rating=&from=&to=: the Feedback tab's inbox and summary. */
export default defineHandler({
  GET: adminRead("feedback", (db, req) => getFeedbackInbox(db, readQuery(req, FeedbackInboxQuery))),
});

export const config = { path: "/api/admin/feedback" };
