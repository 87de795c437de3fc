import { defineHandler } from "../../src/server/http/handler.ts";
import { adminChange, adminRead } from "../../src/server/http/admin-handlers.ts";
import { getChatbotConfig, patchChatbotConfig } from "../../src/server/services/chatbot-config-admin.ts";
import { ChatbotConfigPatch } from "../../src/shared/api/chatbot-config.ts";

/**
 * GET /api/admin/chatbot/config: the chatbot's settings.
 * PATCH /api/admin/chatbot/config: one or more settings (bounds enforced, 400 with the message); answers all.
 */
export default defineHandler({
  GET: adminRead("chatbot", (db) => getChatbotConfig(db)),
  PATCH: adminChange("chatbot", ChatbotConfigPatch, (db, admin, patch) => patchChatbotConfig(db, admin, patch)),
});

export const config = { path: "/api/admin/chatbot/config" };
