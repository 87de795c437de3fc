/**
 * The Feedback tab: the inbox with filters, its summary (ratings, categories and the ARTA Client
 * Satisfaction Measurement tallies) and the CSV export. Names and e-mails leave the server only here,
 * behind an admin session; an export of them is written to the audit log.
 */
import type { Database } from "../db/client.ts";
import type { AdminIdentity } from "../auth/require-admin.ts";
import { toCsv } from "../formats/csv.ts";
import * as repo from "../repositories/feedback-inbox.ts";
import type { FeedbackRow } from "../repositories/feedback.ts";
import { recordAudit } from "./audit-log.ts";
import { CC1_OPTIONS, CC2_OPTIONS, CC3_OPTIONS, CLIENT_TYPES, FEEDBACK_CATEGORIES, SQD_QUESTIONS, SQD_SCALE, type FeedbackRecord } from "../../shared/api/feedback.ts";
import { FEEDBACK_INBOX_LIMIT, type CsmSummary, type FeedbackInbox, type FeedbackInboxQuery } from "../../shared/api/admin-feedback.ts";
import { isoTimestamp } from "../../shared/rules/dates.ts";

/** Most rows one CSV export holds. */
export const FEEDBACK_EXPORT_LIMIT = 50_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The query's Manila calendar days as instants: from its midnight, until the midnight after `to`. */
export function toFilter(query: FeedbackInboxQuery): repo.InboxFilter {
  return {
    category: query.category,
    rating: query.rating,
    since: query.from ? new Date(`${query.from}T00:00:00+08:00`) : undefined,
    until: query.to ? new Date(Date.parse(`${query.to}T00:00:00+08:00`) + DAY_MS) : undefined,
  };
}

const toRecord = (r: FeedbackRow): FeedbackRecord => ({
  id: r.id,
  name: r.name,
  email: r.email,
  category: r.category,
  rating: r.rating,
  message: r.message,
  isAnonymous: r.isAnonymous,
  csm: r.csm ?? null,
  createdAt: new Date(r.createdAt).toISOString(),
});

const zeros = (values: readonly (string | number)[]) => Object.fromEntries(values.map((v) => [String(v), 0])) as Record<string, number>;

function emptyCsm(): CsmSummary {
  return {
    responses: 0,
    clientType: zeros(CLIENT_TYPES.map((c) => c.value)),
    cc1: zeros(CC1_OPTIONS.map((o) => o.value)),
    cc2: zeros(CC2_OPTIONS.map((o) => o.value)),
    cc3: zeros(CC3_OPTIONS.map((o) => o.value)),
    ...(Object.fromEntries(SQD_QUESTIONS.map((q) => [q.key, zeros(SQD_SCALE.map((s) => s.value))])) as Record<(typeof SQD_QUESTIONS)[number]["key"], Record<string, number>>),
  };
}

/** GET /api/admin/feedback: matching submissions newest first, and a summary of all that match. */
export async function getFeedbackInbox(db: Database, query: FeedbackInboxQuery): Promise<FeedbackInbox> {
  const filter = toFilter(query);
  const rows = await repo.listFilteredFeedback(db, filter, FEEDBACK_INBOX_LIMIT + 1);
  const counts = await repo.countByRatingAndCategory(db, filter);
  const csmCounts = await repo.countCsmAnswers(db, filter);

  const byRating = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const byCategory = zeros(FEEDBACK_CATEGORIES.map((c) => c.value));
  let count = 0;
  let stars = 0;
  for (const c of counts) {
    count += c.count;
    stars += c.rating * c.count;
    if (c.rating >= 1 && c.rating <= 5) byRating[c.rating as 1 | 2 | 3 | 4 | 5] += c.count;
    byCategory[c.category] = (byCategory[c.category] ?? 0) + c.count;
  }
  const csm = emptyCsm();
  csm.responses = csmCounts.responses;
  for (const a of csmCounts.answers) {
    const tally = (csm as unknown as Record<string, Record<string, number> | number>)[a.key];
    if (tally && typeof tally === "object") tally[a.value] = (tally[a.value] ?? 0) + a.count;
  }
  return {
    items: rows.slice(0, FEEDBACK_INBOX_LIMIT).map(toRecord),
    truncated: rows.length > FEEDBACK_INBOX_LIMIT,
    summary: { count, averageRating: count === 0 ? 0 : Math.round((stars / count) * 10) / 10, byRating, byCategory, csm },
  };
}

/** Columns of the feedback CSV, in order. */
export const FEEDBACK_CSV_COLUMNS = [
  "id",
  "createdAt",
  "category",
  "rating",
  "message",
  "isAnonymous",
  "name",
  "email",
  "clientType",
  "cc1",
  "cc2",
  "cc3",
  ...SQD_QUESTIONS.map((q) => q.key),
] as const;

/** Manila local time with its offset, e.g. 2025-01-15T08:30:00+08:00: what staff expect to read. */
export function manilaTimestamp(at: Date): string {
  return isoTimestamp(at);
}

/** GET /api/admin/feedback/export.csv: every matching submission (up to the export limit), newest first. */
export async function exportFeedbackCsv(db: Database, admin: AdminIdentity, query: FeedbackInboxQuery, now = new Date()): Promise<{ body: string; filename: string }> {
  const rows = await repo.listFilteredFeedback(db, toFilter(query), FEEDBACK_EXPORT_LIMIT);
  const body = toCsv([
    [...FEEDBACK_CSV_COLUMNS],
    ...rows.map((r) => {
      const csm = (r.csm ?? {}) as Record<string, string | number | undefined>;
      return [
        r.id,
        manilaTimestamp(new Date(r.createdAt)),
        r.category,
        r.rating,
        r.message,
        r.isAnonymous,
        r.name,
        r.email,
        csm.clientType,
        csm.cc1,
        csm.cc2,
        csm.cc3,
        ...SQD_QUESTIONS.map((q) => csm[q.key]),
      ];
    }),
  ]);
  const filters = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  await recordAudit(db, admin.username, "feedback.export", "feedback inbox", { rows: rows.length, filters });
  return { body, filename: `mvsu-feedback-${manilaTimestamp(now).slice(0, 10)}.csv` };
}
