import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CsmAnswers } from "../../../shared/api/feedback.ts";
import { createdAt } from "./columns.ts";

/** Feedback and Suggestions submissions. Anonymous rows never hold a name or an e-mail (checked). */
export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name"),
    email: text("email"),
    category: text("category").notNull(),
    rating: smallint("rating").notNull(),
    /** Plain text as typed; never rendered as HTML. */
    message: text("message").notNull(),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    /** ARTA Client Satisfaction Measurement answers, when the visitor gave them. */
    csm: jsonb("csm").$type<CsmAnswers>(),
    /** The browser's id of this submission: a resend after a lost answer finds the row instead of adding one. */
    submissionId: uuid("submission_id").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check("feedback_rating_range", sql`${t.rating} between 1 and 5`),
    check("feedback_anonymous_has_no_identity", sql`not ${t.isAnonymous} or (${t.name} is null and ${t.email} is null)`),
    index("feedback_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Fixed-window counters for rate limits (feedback per address, sign-in attempts...). Kept in the
 * database so every function instance sees the same counts. `subject` is a hash, never a raw address.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    subject: text("subject").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subject, t.windowStart] }), index("rate_limits_window_idx").on(t.windowStart)],
);
