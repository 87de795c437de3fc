/**
 * The admin console's numbers (the Dashboard and Analytics tabs), all
 * computed from the stored chat sessions and messages; missing values are 0, never absent.
 */
import { z } from "zod";
import { countParam } from "./query-params.ts";

const count = z.number().int().min(0);
const percent = z.number().min(0).max(100);

/** GET /api/admin/chatbot/analytics: the Dashboard's cards over all stored conversations. */
export const ChatbotAnalytics = z.object({
  totalSessions: count.describe("Conversations started ('Conversations started')"),
  totalMessages: count.describe("Messages stored, visitors' and the bot's ('Messages exchanged')"),
  satisfactionScore: percent.describe("Percent of thumbs-rated replies rated helpful; 0 before any rating"),
  ratedReplies: count.default(0).describe("Replies rated thumbs up or down: with none, the score is shown as 'no ratings yet', not 0%"),
  activeKnowledgeItems: count.describe("Knowledge items the chatbot answers from"),
  popularTopics: z
    .array(z.object({ topic: z.string().describe("A knowledge category (admissions, academics...)"), count }))
    .describe("Categories of answered questions, most asked first (at most 10)"),
  responseTime: z.number().min(0).describe("Average time to answer, in ms"),
  averageSessionLength: z.number().min(0).describe("Average time from first to last message of a conversation, in minutes"),
});
export type ChatbotAnalytics = z.infer<typeof ChatbotAnalytics>;

/** Query of GET /api/admin/chatbot/analytics/details. */
export const AnalyticsDetailsQuery = z.object({
  days: countParam("days", 365).default(30).describe("How many days back, today included"),
});
export type AnalyticsDetailsQuery = z.infer<typeof AnalyticsDetailsQuery>;

/** One calendar day (Asia/Manila) of the Analytics tab. */
export const AnalyticsDay = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("YYYY-MM-DD in Asia/Manila"),
  messages: count.describe("Messages stored that day, visitors' and the bot's"),
  sessions: count.describe("Conversations started that day"),
  answered: count.describe("Bot replies answered from a knowledge item"),
  fallback: count.describe("Bot replies that were the fallback message"),
  helpful: count.describe("Replies of that day rated helpful"),
  unhelpful: count.describe("Replies of that day rated unhelpful"),
  satisfaction: percent.nullable().describe("helpful / (helpful + unhelpful) in percent; null on a day without ratings"),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;

/** A cluster of similar questions the chatbot could not answer (its reply was the fallback). */
export const UnansweredGroup = z.object({
  representative: z.string().describe("The group's most asked wording (latest on a tie): prefill for a new item"),
  count: count.describe("How many times questions of the group were asked"),
  lastAskedAt: z.string().describe("ISO 8601 time the group was last asked"),
  questions: z.array(z.object({ text: z.string(), count })).describe("Distinct wordings, most asked first"),
});
export type UnansweredGroup = z.infer<typeof UnansweredGroup>;

/** GET /api/admin/chatbot/analytics/details?days=N: the Analytics tab. */
export const AnalyticsDetails = z.object({
  days: z.number().int().min(1).max(365).describe("The N of the query"),
  from: z.string().describe("First day, YYYY-MM-DD (Asia/Manila)"),
  to: z.string().describe("Last day (today), YYYY-MM-DD (Asia/Manila)"),
  daily: z.array(AnalyticsDay).describe("One entry per day from `from` to `to`, oldest first, zeros included"),
  answeredRate: percent.describe("Percent of the period's bot replies answered from a knowledge item"),
  fallbackRate: percent.describe("Percent of the period's bot replies that were the fallback"),
  satisfactionScore: percent.describe("Percent of the period's rated replies rated helpful; 0 without ratings"),
  topItems: z
    .array(z.object({ id: z.number().int(), question: z.string(), category: z.string(), count }))
    .describe("Knowledge items answered with most in the period (at most 10)"),
  unansweredGroups: z.array(UnansweredGroup).describe("Unanswered questions of the period grouped by similarity, biggest first (at most 50)"),
});
export type AnalyticsDetails = z.infer<typeof AnalyticsDetails>;
