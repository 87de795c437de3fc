import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { toRows } from "../db/rows.ts";

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

/** How long a write waits for other exchanges to join it; the cost of one flush is mostly per statement. */
const FLUSH_DELAY_MS = 2;
/** Rows of one flush: at most this many exchanges per statement. */
const MAX_BATCH = 500;

interface Pending {
  record: ExchangeRecord;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const queues = new WeakMap<Database, { pending: Pending[]; flushing: boolean }>();

/**
 * Stores one exchange: the session is created or touched, both messages are inserted and the answering
 * item's usage count goes up. Resolves once the rows are written. Exchanges that arrive while a write is
 * in flight are written together in the next single statement (group commit), so under load the
 * database does one round trip for many messages instead of one each. When a batch fails, each of its
 * exchanges is written alone, so one bad exchange fails only its own request.
 */
export function recordExchange(db: Database, record: ExchangeRecord): Promise<void> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { pending: [], flushing: false }));
  const done = new Promise<void>((resolve, reject) => queue.pending.push({ record, resolve, reject }));
  if (!queue.flushing) {
    queue.flushing = true;
    // PGlite runs a query without yielding to I/O, so a flush started at once would always carry one
    // exchange; waiting one turn of the event loop lets the requests already received join it.
    const q = queue;
    setTimeout(() => void flush(db, q), FLUSH_DELAY_MS);
  }
  return done;
}

async function flush(db: Database, queue: { pending: Pending[]; flushing: boolean }): Promise<void> {
  queue.flushing = true;
  try {
    while (queue.pending.length > 0) {
      const batch = queue.pending.splice(0, MAX_BATCH);
      try {
        await writeExchanges(db, batch.map((p) => p.record));
        for (const p of batch) p.resolve();
      } catch (err) {
        if (batch.length === 1) {
          batch[0]!.reject(err);
          continue;
        }
        // One exchange may have failed the whole statement: write each on its own, so only its own
        // request fails and every other visitor's exchange is stored.
        for (const p of batch) {
          try {
            await writeExchanges(db, [p.record]);
            p.resolve();
          } catch (own) {
            p.reject(own);
          }
        }
      }
    }
  } finally {
    queue.flushing = false;
  }
}

/** One statement for any number of exchanges; the rows travel as one JSON parameter. */
async function writeExchanges(db: Database, records: ExchangeRecord[]): Promise<void> {
  const rows = records.flatMap((r) => [
    { id: r.userMessageId, session_id: r.sessionId, is_user: true, message: r.userMessage, category: null, knowledge_item_id: null, confidence: null, response_time_ms: null, created_at: r.userAt.toISOString() },
    { id: r.replyId, session_id: r.sessionId, is_user: false, message: r.reply, category: r.category, knowledge_item_id: r.knowledgeItemId ?? null, confidence: r.confidence, response_time_ms: r.responseTimeMs, created_at: r.replyAt.toISOString() },
  ]);
  await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        id uuid, session_id text, is_user boolean, message text, category text, knowledge_item_id int,
        confidence float8, response_time_ms float8, created_at timestamptz)
    ), s as (
      insert into chat_sessions (id, started_at, last_message_at, message_count)
      select session_id, min(created_at), max(created_at), count(*) from input group by session_id
      on conflict (id) do update set
        last_message_at = greatest(chat_sessions.last_message_at, excluded.last_message_at),
        message_count = chat_sessions.message_count + excluded.message_count
      returning id
    ), m as (
      insert into chat_messages (id, session_id, is_user, message, category, knowledge_item_id, confidence, response_time_ms, created_at)
      select i.id, i.session_id, i.is_user, i.message, i.category, i.knowledge_item_id, i.confidence, i.response_time_ms, i.created_at
      from input i where exists (select 1 from s)
      returning 1
    )
    update knowledge_items k set usage_count = k.usage_count + u.n
    from (select knowledge_item_id as id, count(*)::int as n from input
          where not is_user and knowledge_item_id is not null group by knowledge_item_id) u
    where k.id = u.id and exists (select 1 from m)
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
