import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { chatbotConfig } from "../db/schema/index.ts";
import type { ChatbotConfig } from "../../shared/api/chatbot-config.ts";

/** Reads the single configuration row, or undefined before the seed ran. */
export async function findChatbotConfig(db: Database): Promise<ChatbotConfig | undefined> {
  const [row] = await db.select().from(chatbotConfig).where(eq(chatbotConfig.id, 1)).limit(1);
  if (!row) return undefined;
  const { id: _id, updatedAt: _u, ...config } = row;
  return config;
}

/** Writes the first configuration row; leaves an existing one untouched (seeding is idempotent). */
export async function insertChatbotConfigIfMissing(db: Database, config: ChatbotConfig): Promise<void> {
  await db.insert(chatbotConfig).values({ id: 1, ...config }).onConflictDoNothing();
}

/** Changes some settings of the configuration row; undefined before the seed ran. */
export async function updateChatbotConfig(db: Database, patch: Partial<ChatbotConfig>): Promise<ChatbotConfig | undefined> {
  const [row] = await db
    .update(chatbotConfig)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(chatbotConfig.id, 1))
    .returning();
  if (!row) return undefined;
  const { id: _id, updatedAt: _u, ...config } = row;
  return config;
}
