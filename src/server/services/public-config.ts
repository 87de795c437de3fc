import type { Database } from "../db/client.ts";
import { env } from "../env.ts";
import { findChatbotConfig } from "../repositories/chatbot-config.ts";
import type { PublicConfig } from "../../shared/api/config.ts";

/** Path the chat panel posts to; the API needs no key (the config answer has an apiKey field: it stays empty). */
export const CHAT_SERVICE_URL = "/api/chat";

/**
 * Every page load asks for the config; the answer changes only when an admin flips the chatbot switch.
 * Each process keeps it for a few seconds (shared state stays in the database: another instance sees a
 * change within this time), and a change made in this process drops it at once.
 */
const CACHE_MS = 5000;
let cached: { value: PublicConfig; until: number } | undefined;

/** Forgets the cached answer; called after the chatbot configuration changes. */
export function invalidatePublicConfig(): void {
  cached = undefined;
}

/** GET /api/config: what the browser may know. The chatbot counts as enabled until configured otherwise. */
export async function getPublicConfig(db: Database, now = Date.now()): Promise<PublicConfig> {
  if (cached && cached.until > now) return cached.value;
  const chatbot = await findChatbotConfig(db);
  const value: PublicConfig = {
    chatbot: { enabled: chatbot?.enabled ?? true, serviceUrl: CHAT_SERVICE_URL, apiKey: "" },
    googleMapsApiKey: env().GOOGLE_MAPS_API_KEY,
    kioskLocation: env().KIOSK_LOCATION ?? null,
    kiosk: { mode: env().KIOSK_MODE, idleSeconds: env().KIOSK_IDLE_SECONDS, attractSeconds: env().KIOSK_ATTRACT_SECONDS },
    siteUrl: env().PUBLIC_SITE_URL ?? "",
  };
  cached = { value, until: now + CACHE_MS };
  return value;
}
