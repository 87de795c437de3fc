/** The feedback inbox's queries: filtered rows, and counts for the summary computed in the database. */
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { toRows } from "../db/rows.ts";
import { feedback } from "../db/schema/index.ts";
import type { FeedbackRow } from "./feedback.ts";

export interface InboxFilter {
  category?: string;
  rating?: number;
  /** Inclusive start instant. */
  since?: Date;
  /** Exclusive end instant. */
  until?: Date;
}

function where(filter: InboxFilter): SQL | undefined {
  return and(
    filter.category ? eq(feedback.category, filter.category) : undefined,
    filter.rating ? eq(feedback.rating, filter.rating) : undefined,
    filter.since ? gte(feedback.createdAt, filter.since) : undefined,
    filter.until ? lt(feedback.createdAt, filter.until) : undefined,
  );
}

/** Matching submissions, newest first, at most `limit`. */
export async function listFilteredFeedback(db: Database, filter: InboxFilter, limit: number): Promise<FeedbackRow[]> {
  return db.select().from(feedback).where(where(filter)).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
}

/** Submissions per (rating, category) among the matching ones. */
export async function countByRatingAndCategory(db: Database, filter: InboxFilter): Promise<{ rating: number; category: string; count: number }[]> {
  const rows = await db
    .select({ rating: feedback.rating, category: feedback.category, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(feedback)
    .where(where(filter))
    .groupBy(feedback.rating, feedback.category);
  return rows;
}

/** Per CSM question and answer, how many matching submissions gave it; plus how many answered any. */
export async function countCsmAnswers(db: Database, filter: InboxFilter): Promise<{ responses: number; answers: { key: string; value: string; count: number }[] }> {
  const w = where(filter);
  const cond = w ? sql`${w} and ${feedback.csm} is not null` : sql`${feedback.csm} is not null`;
  const answers = toRows<{ key: string; value: string; n: number }>(
    await db.execute(sql`select e.key, e.value, count(*)::int as n from ${feedback}, jsonb_each_text(${feedback.csm}) e where ${cond} group by e.key, e.value`),
  );
  const [total] = toRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${feedback} where ${cond}`));
  return { responses: Number(total?.n ?? 0), answers: answers.map((a) => ({ key: a.key, value: a.value, count: Number(a.n) })) };
}
