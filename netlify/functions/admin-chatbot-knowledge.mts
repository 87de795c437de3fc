import { defineHandler } from "../../src/server/http/handler.ts";
import { readJson } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin, requireAdminChange } from "../../src/server/auth/require-admin.ts";
import { createKnowledge, listKnowledge } from "../../src/server/services/knowledge-admin.ts";
import { KnowledgeCreate } from "../../src/shared/api/admin-knowledge.ts";

/**
 * GET /api/admin/chatbot/knowledge: every item, active and inactive, newest first.
 * POST /api/admin/chatbot/knowledge: adds one (201 with the stored item).
 */
export default defineHandler({
  GET: async (req) => {
    await requireAdmin(req, "chatbot");
    return json(await listKnowledge(await database()));
  },
  POST: async (req) => {
    const admin = await requireAdminChange(req, "chatbot");
    const input = await readJson(req, KnowledgeCreate);
    return json(await createKnowledge(await database(), admin, input), { status: 201 });
  },
});

export const config = { path: "/api/admin/chatbot/knowledge" };
