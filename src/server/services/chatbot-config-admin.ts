/**
 * The Configuration tab: read the chatbot's settings and change them one control at a time. Bounds are
 * the shared contract's (and check constraints in the database). After a change this process forgets its
 * cached chat state and public config, so the next chat message and page load see it at once.
 */
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import type { AdminIdentity } from "../auth/require-admin.ts";
import { forgetChatState } from "../chatbot/service.ts";
import { findChatbotConfig, updateChatbotConfig } from "../repositories/chatbot-config.ts";
import { invalidatePublicConfig } from "./public-config.ts";
import { recordAudit, summariseValue } from "./audit-log.ts";
import type { ChatbotConfig, ChatbotConfigPatch } from "../../shared/api/chatbot-config.ts";

const notConfigured = () => new HttpError(503, "The chatbot is not configured yet: run `npm run db:seed` once.");

/** GET /api/admin/chatbot/config. */
export async function getChatbotConfig(db: Database): Promise<ChatbotConfig> {
  const config = await findChatbotConfig(db);
  if (!config) throw notConfigured();
  return config;
}

/** PATCH /api/admin/chatbot/config: answers the full configuration after the change. */
export async function patchChatbotConfig(db: Database, admin: AdminIdentity, patch: ChatbotConfigPatch): Promise<ChatbotConfig> {
  const config = await db.transaction(async (tx) => {
    const before = await findChatbotConfig(tx);
    if (!before) throw notConfigured();
    const after = (await updateChatbotConfig(tx, patch))!;
    const fields = (Object.keys(patch) as (keyof ChatbotConfig)[]).filter((k) => patch[k] !== undefined && before[k] !== after[k]);
    await recordAudit(tx, admin.username, "config.update", "chatbot configuration", {
      fields,
      changes: Object.fromEntries(fields.map((f) => [f, { from: summariseValue(before[f]), to: summariseValue(after[f]) }])),
    });
    return after;
  });
  forgetChatState();
  invalidatePublicConfig();
  return config;
}
