import { defineHandler } from "../../src/server/http/handler.ts";
import { adminRead } from "../../src/server/http/admin-handlers.ts";
import { readJson, readQuery } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { submitFeedback } from "../../src/server/services/feedback.ts";
import { getFeedbackInbox } from "../../src/server/services/feedback-inbox.ts";
import { FeedbackInput } from "../../src/shared/api/feedback.ts";
import { FeedbackInboxQuery } from "../../src/shared/api/admin-feedback.ts";

/**
 * POST /api/feedback: anyone, 201 with the id after the row is committed.
 * GET /api/feedback: the inbox's submissions (the console's inbox, same filters, without its summary), signed-in
 * admins only (401 otherwise).
 */
export default defineHandler({
  POST: async (req, context) => {
    const input = await readJson(req, FeedbackInput);
    const created = await submitFeedback(await database(), input, context.ip);
    return json(created, { status: 201 });
  },
  GET: adminRead("feedback", async (db, req) => (await getFeedbackInbox(db, readQuery(req, FeedbackInboxQuery))).items),
});

export const config = { path: "/api/feedback" };
