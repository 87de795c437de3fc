/**
 * The Sessions tab: stored chat conversations, newest first, and one conversation's transcript
 * with the item each reply came from and how sure the match was.
 */
import { z } from "zod";
import { dateTimeParam } from "./dates.ts";
import { countParam } from "./query-params.ts";

/** Query of GET /api/admin/chatbot/sessions (keyset paging: pass the last row's lastMessageAt as `before`). */
export const ChatSessionsQuery = z.object({
  before: dateTimeParam("before")
    .optional()
    .describe("Only sessions whose last message is older than this"),
  limit: countParam("limit", 200).default(50),
});
export type ChatSessionsQuery = z.infer<typeof ChatSessionsQuery>;

/** One conversation in the list. */
export const ChatSessionSummary = z.object({
  id: z.string().describe("The client's session token ('session_' + time stamp)"),
  startedAt: z.string().describe("ISO 8601 time of the first message"),
  lastMessageAt: z.string().describe("ISO 8601 time of the latest message; the list is ordered by it, newest first"),
  messageCount: z.number().int().min(0).describe("Messages of both sides"),
  firstQuestion: z.string().nullable().describe("The visitor's first message"),
  hadFallback: z.boolean().describe("Whether any reply was the fallback message"),
});
export type ChatSessionSummary = z.infer<typeof ChatSessionSummary>;

/** One message of a transcript. Reply-only fields are null on the visitor's messages. */
export const TranscriptMessage = z.object({
  id: z.string(),
  isUser: z.boolean(),
  message: z.string(),
  category: z.string().nullable().describe("The reply's category: a knowledge category, fallback, clarification, small_talk, unavailable"),
  knowledgeItemId: z.number().int().nullable().describe("The item answered with; null also when it was deleted since"),
  knowledgeQuestion: z.string().nullable().describe("That item's main question now"),
  confidence: z.number().min(0).max(1).nullable().describe("Match confidence 0..1"),
  responseTimeMs: z.number().min(0).nullable(),
  rating: z.union([z.literal(1), z.literal(-1)]).nullable().describe("Visitor's thumbs: 1 up, -1 down"),
  createdAt: z.string().describe("ISO 8601"),
});
export type TranscriptMessage = z.infer<typeof TranscriptMessage>;

/** GET /api/admin/chatbot/sessions/{id}: the summary plus every message, oldest first. */
export const ChatSessionTranscript = ChatSessionSummary.extend({
  messages: z.array(TranscriptMessage),
});
export type ChatSessionTranscript = z.infer<typeof ChatSessionTranscript>;
