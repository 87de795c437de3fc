import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { toRows } from "../db/migrate.ts";

export interface ExchangeRecord {
  sessionId: string;
  userMessageId: string;
  userMessage: string;
  userAt: Date;
  replyId: string;
  reply: string;
  replyAt: Date;
  category: string;
  confidence: number;
  responseTimeMs: number;
  /** The answering item, whose usage count goes up. */
  knowledgeItemId?: number;
}

/**
 * Stores one exchange in a single statement (one round trip, one PGlite turn): the session is created
 * or touched, both messages are inserted and the answering item's usage count goes up.
 */
export async function recordExchange(db: Database, r: ExchangeRecord): Promise<void> {
  const itemId = r.knowledgeItemId ?? null;
  await db.execute(sql`
    with s as (
      insert into chat_sessions (id, started_at, last_message_at, message_count)
      values (${r.sessionId}, ${r.userAt.toISOString()}::timestamptz, ${r.replyAt.toISOString()}::timestamptz, 2)
      on conflict (id) do update set last_message_at = excluded.last_message_at, message_count = chat_sessions.message_count + 2
      returning id
    ), m as (
      insert into chat_messages (id, session_id, is_user, message, category, knowledge_item_id, confidence, response_time_ms, created_at)
      select v.id::uuid, s.id, v.is_user, v.message, v.category, v.item_id, v.confidence, v.response_time_ms, v.created_at::timestamptz
      from s, (values
        (${r.userMessageId}, true, ${r.userMessage}, null::text, null::int, null::float8, null::float8, ${r.userAt.toISOString()}),
        (${r.replyId}, false, ${r.reply}, ${r.category}::text, ${itemId}::int, ${r.confidence}::float8, ${r.responseTimeMs}::float8, ${r.replyAt.toISOString()})
      ) as v(id, is_user, message, category, item_id, confidence, response_time_ms, created_at)
      returning 1
    )
    update knowledge_items set usage_count = usage_count + 1 where id = ${itemId}::int and exists (select 1 from m)
  `);
}

/**
 * Records a thumbs up or down on a bot reply and keeps the answering item's counts and effectiveness
 * score (percent helpful) in step; changing one's mind moves the vote. False when no such reply.
 */
export async function rateReply(db: Database, messageId: string, helpful: boolean): Promise<boolean> {
  const rating = helpful ? 1 : -1;
  const result = await db.execute(sql`
    with old as (
      select id, rating, knowledge_item_id from chat_messages where id = ${messageId}::uuid and is_user = false for update
    ), upd as (
      update chat_messages m set rating = ${rating}::smallint from old where m.id = old.id
      returning old.rating as previous, old.knowledge_item_id as item_id
    ), item as (
      update knowledge_items k set
        helpful_count = k.helpful_count + (case when ${rating} = 1 then 1 else 0 end) - (case when upd.previous = 1 then 1 else 0 end),
        unhelpful_count = k.unhelpful_count + (case when ${rating} = -1 then 1 else 0 end) - (case when upd.previous = -1 then 1 else 0 end)
      from upd where k.id = upd.item_id and upd.previous is distinct from ${rating}::smallint
      returning k.id
    )
    select (select count(*) from upd)::int as rated
  `);
  const [row] = toRows<{ rated: number }>(result);
  if (Number(row?.rated ?? 0) === 0) return false;
  // The score follows the counts just written (a second statement: a CTE cannot see its siblings' writes).
  await db.execute(sql`
    update knowledge_items set effectiveness_score = case when helpful_count + unhelpful_count = 0 then 0
      else round(100.0 * helpful_count / (helpful_count + unhelpful_count), 1) end
    where id = (select knowledge_item_id from chat_messages where id = ${messageId}::uuid)
  `);
  return true;
}
