import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";

/** The chatbot's settings: exactly one row (id = 1), edited from the admin console. */
export const chatbotConfig = pgTable(
  "chatbot_config",
  {
    id: smallint("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(true),
    welcomeMessage: text("welcome_message").notNull(),
    fallbackMessage: text("fallback_message").notNull(),
    /** Longest reply in characters; longer answers are cut at a word boundary. */
    maxResponseLength: integer("max_response_length").notNull().default(600),
    /** Minimum match confidence, in percent (0-100), for an answer instead of the fallback. */
    confidenceThreshold: doublePrecision("confidence_threshold").notNull().default(45),
    enableSuggestions: boolean("enable_suggestions").notNull().default(true),
    enableAnalytics: boolean("enable_analytics").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("chatbot_config_single_row", sql`${t.id} = 1`),
    check("chatbot_config_max_response_length", sql`${t.maxResponseLength} between 50 and 2000`),
    check("chatbot_config_confidence_threshold", sql`${t.confidenceThreshold} between 0 and 100`),
  ],
);
