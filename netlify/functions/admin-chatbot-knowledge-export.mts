import { defineHandler } from "../../src/server/http/handler.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin } from "../../src/server/auth/require-admin.ts";
import { exportKnowledge } from "../../src/server/services/knowledge-admin.ts";
import { KnowledgeExportQuery } from "../../src/shared/api/admin-knowledge.ts";

/** GET /api/admin/chatbot/knowledge/export?format=json|csv: the whole knowledge base as a download. */
export default defineHandler({
  GET: async (req) => {
    await requireAdmin(req, "chatbot");
    const { format } = readQuery(req, KnowledgeExportQuery);
    const file = await exportKnowledge(await database(), format);
    return new Response(file.body, {
      headers: {
        "content-type": file.contentType,
        "content-disposition": `attachment; filename="${file.filename}"`,
        "cache-control": "no-store",
      },
    });
  },
});

export const config = { path: "/api/admin/chatbot/knowledge/export" };
