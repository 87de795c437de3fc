/** The Sessions tab: the conversations visitors had, and one conversation's transcript. */
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import * as repo from "../repositories/chat-sessions.ts";
import type { ChatSessionSummary, ChatSessionTranscript, ChatSessionsQuery } from "../../shared/api/admin-sessions.ts";

const iso = (v: string | Date) => new Date(v).toISOString();
const ratingOf = (v: unknown): 1 | -1 | null => (Number(v) === 1 ? 1 : Number(v) === -1 ? -1 : null);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toSummary(row: repo.SessionRow): ChatSessionSummary {
  return {
    id: row.id,
    startedAt: iso(row.started_at),
    lastMessageAt: iso(row.last_message_at),
    messageCount: Number(row.message_count),
    firstQuestion: row.first_question,
    hadFallback: Boolean(row.had_fallback),
  };
}

/** GET /api/admin/chatbot/sessions: newest first; page on with `before` = the last row's lastMessageAt. */
export async function listChatSessions(db: Database, query: ChatSessionsQuery): Promise<ChatSessionSummary[]> {
  return (await repo.listSessions(db, query.before ? new Date(query.before) : undefined, query.limit)).map(toSummary);
}

/** GET /api/admin/chatbot/sessions/{id}: 404 when there is no such session. */
export async function getChatTranscript(db: Database, id: string): Promise<ChatSessionTranscript> {
  const session = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await repo.findSession(db, id) : undefined;
  if (!session) throw new HttpError(404, `No chat session with id ${id}.`);
  const messages = await repo.listSessionMessages(db, id);
  return {
    ...toSummary(session),
    messages: messages.map((m) => ({
      id: m.id,
      isUser: m.is_user,
      message: m.message,
      category: m.category,
      knowledgeItemId: numOrNull(m.knowledge_item_id),
      knowledgeQuestion: m.knowledge_question,
      confidence: numOrNull(m.confidence),
      responseTimeMs: numOrNull(m.response_time_ms),
      rating: ratingOf(m.rating),
      createdAt: iso(m.created_at),
    })),
  };
}
