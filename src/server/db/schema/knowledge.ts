import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, requiredTexts, textLists, updatedAt } from "./columns.ts";

/** What the chatbot knows. */
export const knowledgeItems = pgTable(
  "knowledge_items",
  {
    id: serial("id").primaryKey(),
    /** Stable key of a seeded item (content/chatbot/knowledge); null for items staff add in the console. */
    slug: text("slug").unique(),
    ...requiredTexts("category", "canonicalQuestion"),
    ...textLists("questionVariations"),
    canonicalAnswer: text("canonical_answer").notNull(),
    ...textLists("answerVariations", "keywords", "entities"),
    difficulty: text("difficulty").notNull().default("easy"),
    /** 1-10, higher wins a tie between two equally good matches. */
    priority: integer("priority").notNull().default(1),
    isActive: boolean("is_active").notNull().default(true),
    /** Replies that used this item (only counted while analytics is enabled). */
    usageCount: integer("usage_count").notNull().default(0),
    helpfulCount: integer("helpful_count").notNull().default(0),
    unhelpfulCount: integer("unhelpful_count").notNull().default(0),
    /** Percent of rated replies that were rated helpful; 0 until the first rating. */
    effectivenessScore: doublePrecision("effectiveness_score").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("knowledge_items_priority", sql`${t.priority} between 1 and 10`),
    check("knowledge_items_difficulty", sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
  ],
);

/**
 * One row (id = 1) whose `version` goes up whenever the matchable content of the knowledge base changes
 * (a trigger in the migration does it), so every function instance knows when to rebuild its index.
 */
export const knowledgeState = pgTable(
  "knowledge_state",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [check("knowledge_state_single_row", sql`${t.id} = 1`)],
);

/** A conversation; the id is the client's 'session_' + timestamp token. */
export const chatSessions = pgTable("chat_sessions", {
  id: text("id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  messageCount: integer("message_count").notNull().default(0),
});

/** Who said what and when; bot replies keep the matched item, its confidence and the response time. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    isUser: boolean("is_user").notNull(),
    message: text("message").notNull(),
    /** The reply's category: a knowledge category, or small_talk, clarification, fallback, unavailable. */
    category: text("category"),
    knowledgeItemId: integer("knowledge_item_id").references(() => knowledgeItems.id, { onDelete: "set null" }),
    /** Match confidence 0..1 of a bot reply. */
    confidence: doublePrecision("confidence"),
    responseTimeMs: doublePrecision("response_time_ms"),
    /** Visitor's thumbs: 1 up, -1 down, null not rated. */
    rating: smallint("rating"),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_session_idx").on(t.sessionId, t.createdAt),
    check("chat_messages_rating", sql`${t.rating} in (-1, 1)`),
  ],
);
