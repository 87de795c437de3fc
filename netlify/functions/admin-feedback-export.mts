import { defineHandler } from "../../src/server/http/handler.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin } from "../../src/server/auth/require-admin.ts";
import { exportFeedbackCsv } from "../../src/server/services/feedback-inbox.ts";
import { FeedbackInboxQuery } from "../../src/shared/api/admin-feedback.ts";

/** GET /api/admin/feedback/export.csv with the inbox's filters: a CSV download (the export is audited). */
export default defineHandler({
  GET: async (req) => {
    const admin = await requireAdmin(req, "feedback");
    const file = await exportFeedbackCsv(await database(), admin, readQuery(req, FeedbackInboxQuery));
    return new Response(file.body, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${file.filename}"`,
        "cache-control": "no-store",
      },
    });
  },
});

export const config = { path: "/api/admin/feedback/export.csv" };
