import { defineHandler } from "../../src/server/http/handler.ts";
import { readJson } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin, requireAdminChange } from "../../src/server/auth/require-admin.ts";
import { getChatbotConfig, patchChatbotConfig } from "../../src/server/services/chatbot-config-admin.ts";
import { ChatbotConfigPatch } from "../../src/shared/api/chatbot-config.ts";

/**
 * GET /api/admin/chatbot/config: the chatbot's settings.
 * PATCH /api/admin/chatbot/config: one or more settings (bounds enforced, 400 with the message); answers all.
 */
export default defineHandler({
  GET: async (req) => {
    await requireAdmin(req, "chatbot");
    return json(await getChatbotConfig(await database()));
  },
  PATCH: async (req) => {
    const admin = await requireAdminChange(req, "chatbot");
    const patch = await readJson(req, ChatbotConfigPatch);
    return json(await patchChatbotConfig(await database(), admin, patch));
  },
});

export const config = { path: "/api/admin/chatbot/config" };
