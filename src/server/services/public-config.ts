import type { Database } from "../db/client.ts";
import { env } from "../env.ts";
import { findChatbotConfig } from "../repositories/chatbot-config.ts";
import type { PublicConfig } from "../../shared/api/config.ts";

/** Path the chat panel posts to; the API needs no key (spec section 3 lists an apiKey field: it stays empty). */
export const CHAT_SERVICE_URL = "/api/chat";

/** GET /api/config: what the browser may know. The chatbot counts as enabled until configured otherwise. */
export async function getPublicConfig(db: Database): Promise<PublicConfig> {
  const chatbot = await findChatbotConfig(db);
  return {
    chatbot: { enabled: chatbot?.enabled ?? true, serviceUrl: CHAT_SERVICE_URL, apiKey: "" },
    googleMapsApiKey: env().GOOGLE_MAPS_API_KEY,
  };
}
