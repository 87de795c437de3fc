/**
 * The Feedback tab: the inbox with filters, a ratings summary and the ARTA Client Satisfaction
 * Measurement tallies, and the CSV export. Names and e-mails are shown only here.
 */
import { z } from "zod";
import { dayParam } from "./dates.ts";
import { FEEDBACK_CATEGORIES, FeedbackRecord, SQD_QUESTIONS } from "./feedback.ts";

const categoryValues = FEEDBACK_CATEGORIES.map((c) => c.value) as [string, ...string[]];
const day = (name: string) =>
  dayParam(name).optional().describe(`${name === "from" ? "First" : "Last"} day included, YYYY-MM-DD in Asia/Manila`);
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * Query of GET /api/admin/feedback and GET /api/admin/feedback/export.csv. Every filter is optional and
 * they combine with AND; an empty parameter (`?category=`) means no filter.
 */
export const FeedbackInboxQuery = z
  .object({
    category: z.preprocess(blankToUndefined, z.enum(categoryValues, { error: "category must be one of the six service categories" }).optional()),
    rating: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: "rating must be 1 to 5" }).int("rating must be 1 to 5").min(1, "rating must be 1 to 5").max(5, "rating must be 1 to 5").optional(),
    ),
    from: z.preprocess(blankToUndefined, day("from")),
    to: z.preprocess(blankToUndefined, day("to")),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] });
export type FeedbackInboxQuery = z.infer<typeof FeedbackInboxQuery>;

/** Answers per option, keyed by the option's value as text ("1".."5"; "0" = N/A for SQD). */
const Tally = z.record(z.string(), z.number().int().min(0));

const sqdTallies = Object.fromEntries(SQD_QUESTIONS.map((q) => [q.key, Tally.describe(q.text)])) as Record<(typeof SQD_QUESTIONS)[number]["key"], typeof Tally>;

/** ARTA CSM tallies over the filtered submissions that answered the survey. */
export const CsmSummary = z.object({
  responses: z.number().int().min(0).describe("Submissions with at least one CSM answer"),
  clientType: Tally.describe("citizen, business, government"),
  cc1: Tally.describe("Awareness of the Citizen's Charter, options 1-4"),
  cc2: Tally.describe("Visibility, options 1-5 (5 = N/A)"),
  cc3: Tally.describe("Helpfulness, options 1-4 (4 = N/A)"),
  ...sqdTallies,
});
export type CsmSummary = z.infer<typeof CsmSummary>;

/** Summary of every submission matching the filters. */
export const FeedbackSummary = z.object({
  count: z.number().int().min(0).describe("Submissions matching the filters"),
  averageRating: z.number().min(0).max(5).describe("Mean star rating, one decimal; 0 when none"),
  byRating: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }).describe("Submissions per star rating"),
  byCategory: z.record(z.string(), z.number().int()).describe("Submissions per category value (all six present)"),
  csm: CsmSummary,
});
export type FeedbackSummary = z.infer<typeof FeedbackSummary>;

/** Most submissions listed in one answer; the summary still counts all of them. */
export const FEEDBACK_INBOX_LIMIT = 1000;

/** GET /api/admin/feedback. */
export const FeedbackInbox = z.object({
  items: z.array(FeedbackRecord).describe("Matching submissions, newest first (at most FEEDBACK_INBOX_LIMIT)"),
  truncated: z.boolean().describe("true when more matched than `items` holds (narrow the filters or export CSV)"),
  summary: FeedbackSummary,
});
export type FeedbackInbox = z.infer<typeof FeedbackInbox>;
