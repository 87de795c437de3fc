import { defineHandler } from "../../src/server/http/handler.ts";
import { adminChange, adminRead } from "../../src/server/http/admin-handlers.ts";
import { createKnowledge, listKnowledge } from "../../src/server/services/knowledge-admin.ts";
import { KnowledgeCreate } from "../../src/shared/api/admin-knowledge.ts";

/**
 * GET /api/admin/chatbot/knowledge: every item, active and inactive, newest first.
 * POST /api/admin/chatbot/knowledge: adds one (201 with the stored item).
 */
export default defineHandler({
  GET: adminRead("chatbot", (db) => listKnowledge(db)),
  POST: adminChange("chatbot", KnowledgeCreate, (db, admin, input) => createKnowledge(db, admin, input), 201),
});

export const config = { path: "/api/admin/chatbot/knowledge" };
