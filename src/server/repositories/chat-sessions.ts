/** Stored chat conversations as the Sessions tab reads them. */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { toRows } from "../db/rows.ts";

export interface SessionRow {
  id: string;
  started_at: string | Date;
  last_message_at: string | Date;
  message_count: number;
  first_question: string | null;
  had_fallback: boolean;
}

const SUMMARY = sql`
  select s.id, s.started_at, s.last_message_at, s.message_count,
    (select m.message from chat_messages m where m.session_id = s.id and m.is_user order by m.created_at limit 1) as first_question,
    exists (select 1 from chat_messages m where m.session_id = s.id and not m.is_user and m.category = 'fallback') as had_fallback
  from chat_sessions s`;

/** Sessions newest first (by last message), optionally only those last active before `before`. */
export async function listSessions(db: Database, before: Date | undefined, limit: number): Promise<SessionRow[]> {
  const where = before ? sql`where s.last_message_at < ${before.toISOString()}::timestamptz` : sql``;
  return toRows<SessionRow>(await db.execute(sql`${SUMMARY} ${where} order by s.last_message_at desc, s.id desc limit ${limit}`));
}

export async function findSession(db: Database, id: string): Promise<SessionRow | undefined> {
  return toRows<SessionRow>(await db.execute(sql`${SUMMARY} where s.id = ${id}`))[0];
}

export interface MessageRow {
  id: string;
  is_user: boolean;
  message: string;
  category: string | null;
  knowledge_item_id: number | null;
  knowledge_question: string | null;
  confidence: number | null;
  response_time_ms: number | null;
  rating: number | null;
  created_at: string | Date;
}

/** A session's messages, oldest first (a question before its reply). */
export async function listSessionMessages(db: Database, id: string): Promise<MessageRow[]> {
  return toRows<MessageRow>(
    await db.execute(sql`
      select m.id, m.is_user, m.message, m.category, m.knowledge_item_id, k.canonical_question as knowledge_question,
        m.confidence, m.response_time_ms, m.rating, m.created_at
      from chat_messages m left join knowledge_items k on k.id = m.knowledge_item_id
      where m.session_id = ${id} order by m.created_at, m.is_user desc, m.id`),
  );
}
