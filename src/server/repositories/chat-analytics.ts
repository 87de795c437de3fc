/**
 * Read-only aggregates over the stored chat sessions and messages for the Dashboard and the Analytics
 * tab. Days are calendar days in Asia/Manila (UTC+8 all year, no daylight saving), computed by offset so
 * PGlite and PostgreSQL agree without time zone data.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { toRows } from "../db/rows.ts";
import { CHAT_REPLY_KINDS } from "../../shared/api/chat.ts";

const kinds = sql.raw(CHAT_REPLY_KINDS.map((k) => `'${k}'`).join(", "));
/** A bot reply answered from a knowledge item (its category is a knowledge category). */
const ANSWERED = sql`(not is_user and category is not null and category not in (${kinds}))`;
const manilaDay = (column: string) => sql.raw(`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`);

const num = (v: unknown) => Number(v ?? 0);

export interface DashboardTotals {
  totalSessions: number;
  totalMessages: number;
  helpful: number;
  rated: number;
  activeKnowledgeItems: number;
  averageResponseMs: number;
  averageSessionMinutes: number;
}

/** The Dashboard's totals over everything stored. */
export async function dashboardTotals(db: Database): Promise<DashboardTotals> {
  const [row] = toRows<Record<string, unknown>>(
    await db.execute(sql`
      select
        (select count(*)::int from chat_sessions) as total_sessions,
        (select count(*)::int from chat_messages) as total_messages,
        (select count(*)::int from chat_messages where rating = 1) as helpful,
        (select count(*)::int from chat_messages where rating is not null) as rated,
        (select count(*)::int from knowledge_items where is_active) as active_items,
        (select coalesce(avg(response_time_ms), 0)::float8 from chat_messages where not is_user and response_time_ms is not null) as response_ms,
        (select coalesce(avg(extract(epoch from (last_message_at - started_at))), 0)::float8 / 60 from chat_sessions) as session_minutes`),
  );
  return {
    totalSessions: num(row?.total_sessions),
    totalMessages: num(row?.total_messages),
    helpful: num(row?.helpful),
    rated: num(row?.rated),
    activeKnowledgeItems: num(row?.active_items),
    averageResponseMs: num(row?.response_ms),
    averageSessionMinutes: num(row?.session_minutes),
  };
}

/** Answered replies per knowledge category, most first. */
export async function topicCounts(db: Database, limit: number): Promise<{ topic: string; count: number }[]> {
  const rows = toRows<{ topic: string; n: number }>(
    await db.execute(sql`
      select category as topic, count(*)::int as n from chat_messages where ${ANSWERED}
      group by category order by n desc, category limit ${limit}`),
  );
  return rows.map((r) => ({ topic: r.topic, count: num(r.n) }));
}

export interface DayCounts {
  date: string;
  messages: number;
  answered: number;
  fallback: number;
  helpful: number;
  unhelpful: number;
}

/** Messages, answered and fallback replies and ratings per Manila day since `since`. */
export async function messageCountsByDay(db: Database, since: Date): Promise<DayCounts[]> {
  const rows = toRows<Record<string, unknown>>(
    await db.execute(sql`
      select ${manilaDay("created_at")} as day,
        count(*)::int as messages,
        count(*) filter (where ${ANSWERED})::int as answered,
        count(*) filter (where not is_user and category = 'fallback')::int as fallback,
        count(*) filter (where rating = 1)::int as helpful,
        count(*) filter (where rating = -1)::int as unhelpful
      from chat_messages where created_at >= ${since.toISOString()}::timestamptz
      group by 1`),
  );
  return rows.map((r) => ({
    date: String(r.day),
    messages: num(r.messages),
    answered: num(r.answered),
    fallback: num(r.fallback),
    helpful: num(r.helpful),
    unhelpful: num(r.unhelpful),
  }));
}

/** Bot replies since `since` (the denominator of the answered and fallback rates). */
export async function replyCount(db: Database, since: Date): Promise<number> {
  const [row] = toRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from chat_messages where not is_user and created_at >= ${since.toISOString()}::timestamptz`));
  return num(row?.n);
}

/** Sessions started per Manila day since `since`. */
export async function sessionCountsByDay(db: Database, since: Date): Promise<{ date: string; sessions: number }[]> {
  const rows = toRows<{ day: string; n: number }>(
    await db.execute(sql`
      select ${manilaDay("started_at")} as day, count(*)::int as n from chat_sessions
      where started_at >= ${since.toISOString()}::timestamptz group by 1`),
  );
  return rows.map((r) => ({ date: String(r.day), sessions: num(r.n) }));
}

/** The knowledge items answered with most since `since` (items deleted since are left out). */
export async function topItems(db: Database, since: Date, limit: number): Promise<{ id: number; question: string; category: string; count: number }[]> {
  const rows = toRows<{ id: number; question: string; category: string; n: number }>(
    await db.execute(sql`
      select k.id, k.canonical_question as question, k.category, count(*)::int as n
      from chat_messages m join knowledge_items k on k.id = m.knowledge_item_id
      where not m.is_user and m.created_at >= ${since.toISOString()}::timestamptz
      group by k.id, k.canonical_question, k.category order by n desc, k.id limit ${limit}`),
  );
  return rows.map((r) => ({ id: num(r.id), question: r.question, category: r.category, count: num(r.n) }));
}

/**
 * The visitor messages since `since` whose reply was the fallback: each fallback reply paired with the
 * latest visitor message of its session at or before it. Newest first, at most `limit`.
 */
export async function unansweredQuestions(db: Database, since: Date, limit: number): Promise<{ text: string; at: Date }[]> {
  const rows = toRows<{ message: string; created_at: string | Date }>(
    await db.execute(sql`
      select u.message, u.created_at from chat_messages r
      join lateral (
        select message, created_at from chat_messages u
        where u.session_id = r.session_id and u.is_user and u.created_at <= r.created_at
        order by u.created_at desc limit 1
      ) u on true
      where not r.is_user and r.category = 'fallback' and r.created_at >= ${since.toISOString()}::timestamptz
      order by r.created_at desc limit ${limit}`),
  );
  return rows.map((r) => ({ text: r.message, at: new Date(r.created_at) }));
}
