/**
 * Feedback and Suggestions: validation is the shared contract's; the rules here are anonymity (an
 * anonymous submission keeps no name or e-mail, whatever the body carried) and the per-address limit.
 */
import type { Database } from "../db/client.ts";
import { env } from "../env.ts";
import { findFeedbackBySubmission, insertFeedback } from "../repositories/feedback.ts";
import { enforceRateLimit } from "./rate-limit.ts";
import type { FeedbackCreated, FeedbackSubmission } from "../../shared/api/feedback.ts";

const blankToNull = (v: string | undefined) => (v && v.trim() !== "" ? v.trim() : null);

/**
 * Stores a validated submission and answers its id once the row is committed. A resend of a submission
 * already stored (same `submissionId`: the answer was lost, or the offline outbox sent it again) answers
 * the stored row and is not counted against the rate limit.
 */
export async function submitFeedback(db: Database, input: FeedbackSubmission, clientAddress: string): Promise<FeedbackCreated> {
  const earlier = input.submissionId ? await findFeedbackBySubmission(db, input.submissionId) : undefined;
  if (earlier) return { id: earlier.id, createdAt: earlier.createdAt.toISOString() };
  await enforceRateLimit(
    db,
    { bucket: "feedback", limit: env().FEEDBACK_RATE_LIMIT, windowSeconds: 60 },
    clientAddress,
    "You have sent a lot of feedback in the last minute. Please wait a moment and try again.",
  );
  const anonymous = input.isAnonymous;
  const csm = input.csm && Object.values(input.csm).some((v) => v !== undefined) ? input.csm : null;
  const created = await insertFeedback(db, {
    name: anonymous ? null : blankToNull(input.name),
    email: anonymous ? null : blankToNull(input.email)?.toLowerCase() ?? null,
    category: input.category,
    rating: input.rating,
    message: input.message,
    isAnonymous: anonymous,
    csm,
    submissionId: input.submissionId ?? null,
  });
  return { id: created.id, createdAt: created.createdAt.toISOString() };
}
