import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { chatbotConfig, knowledgeItems, knowledgeState } from "../db/schema/index.ts";
import type { KnowledgeSeedItem } from "../../shared/api/knowledge.ts";
import type { ChatbotConfig } from "../../shared/api/chatbot-config.ts";
import type { EngineItem } from "../chatbot/engine.ts";

/** Adds seeded items whose slug is not there yet; never overwrites what staff changed. */
export async function insertKnowledgeIfMissing(db: Database, items: KnowledgeSeedItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await db.insert(knowledgeItems).values(items).onConflictDoNothing({ target: knowledgeItems.slug }).returning({ id: knowledgeItems.id });
  return rows.length;
}

/** The active items, as the engine indexes them. */
export async function listActiveKnowledge(db: Database): Promise<EngineItem[]> {
  return db
    .select({
      id: knowledgeItems.id,
      slug: knowledgeItems.slug,
      category: knowledgeItems.category,
      canonicalQuestion: knowledgeItems.canonicalQuestion,
      questionVariations: knowledgeItems.questionVariations,
      canonicalAnswer: knowledgeItems.canonicalAnswer,
      answerVariations: knowledgeItems.answerVariations,
      keywords: knowledgeItems.keywords,
      entities: knowledgeItems.entities,
      priority: knowledgeItems.priority,
    })
    .from(knowledgeItems)
    .where(eq(knowledgeItems.isActive, true))
    .orderBy(asc(knowledgeItems.id));
}

/** The configuration and the knowledge version in one round trip (read on every chat message). */
/**
 * Which state of the staff-kept lists the assistant's records index was built from: content_state.version
 * (bumped by triggers on any change to courses, forms, faculty, map buildings, announcements and gallery) and
 * the set of news items visible right now, which moves by itself when one reaches its publish time or its
 * expiry. Read with the chat state, so every instance notices a change within the state cache's lifetime.
 */
const RECORDS_VERSION = sql<string>`concat_ws(':',
  (select version from content_state where id = 1),
  (select count(*) || '-' || coalesce(max(created_at)::text, '') from announcements
    where created_at <= now() and (expires_at is null or expires_at > now())))`;

export async function readChatState(db: Database): Promise<{ config: ChatbotConfig; version: number; recordsVersion: string } | undefined> {
  const [row] = await db
    .select({
      enabled: chatbotConfig.enabled,
      welcomeMessage: chatbotConfig.welcomeMessage,
      fallbackMessage: chatbotConfig.fallbackMessage,
      maxResponseLength: chatbotConfig.maxResponseLength,
      confidenceThreshold: chatbotConfig.confidenceThreshold,
      enableSuggestions: chatbotConfig.enableSuggestions,
      enableAnalytics: chatbotConfig.enableAnalytics,
      version: sql<number>`coalesce((select ${knowledgeState.version} from ${knowledgeState} where ${knowledgeState.id} = 1), 0)`.mapWith(Number),
      recordsVersion: RECORDS_VERSION,
    })
    .from(chatbotConfig)
    .where(eq(chatbotConfig.id, 1))
    .limit(1);
  if (!row) return undefined;
  const { version, recordsVersion, ...config } = row;
  return { config, version, recordsVersion: recordsVersion ?? "" };
}
