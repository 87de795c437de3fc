import { defineHandler } from "../../src/server/http/handler.ts";
import { adminDelete } from "../../src/server/http/admin-handlers.ts";
import { readIdParam, readJson } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdminChange } from "../../src/server/auth/require-admin.ts";
import { deleteKnowledge, updateKnowledge } from "../../src/server/services/knowledge-admin.ts";
import { KnowledgePatch } from "../../src/shared/api/admin-knowledge.ts";

/**
 * PATCH /api/admin/chatbot/knowledge/{id}: changes some fields, answers the item.
 * DELETE /api/admin/chatbot/knowledge/{id}: removes it (204). Unknown ids are 404.
 */
export default defineHandler({
  PATCH: async (req, context) => {
    const admin = await requireAdminChange(req, "chatbot");
    const id = readIdParam(context.params.id, "knowledge item");
    const patch = await readJson(req, KnowledgePatch);
    return json(await updateKnowledge(await database(), admin, id, patch));
  },
  DELETE: adminDelete("chatbot", (db, admin, context) => deleteKnowledge(db, admin, readIdParam(context.params.id, "knowledge item"))),
});

// Digits only, so /knowledge/export and /knowledge/import can never be taken for an item (on Netlify too).
export const config = { path: "/api/admin/chatbot/knowledge/:id(\\d+)" };
