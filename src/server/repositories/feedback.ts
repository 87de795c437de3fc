import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { feedback } from "../db/schema/index.ts";
import type { CsmAnswers } from "../../shared/api/feedback.ts";

export type FeedbackRow = typeof feedback.$inferSelect;

export interface NewFeedback {
  name: string | null;
  email: string | null;
  category: string;
  rating: number;
  message: string;
  isAnonymous: boolean;
  csm: CsmAnswers | null;
  submissionId: string | null;
}

const stored = { id: feedback.id, createdAt: feedback.createdAt };

/**
 * Inserts one submission; resolves only after the row is committed. A submission id already stored
 * (two resends racing) answers the row that holds it, so the visitor's feedback exists exactly once.
 */
export async function insertFeedback(db: Database, row: NewFeedback): Promise<{ id: string; createdAt: Date }> {
  const [created] = await db.insert(feedback).values(row).onConflictDoNothing({ target: feedback.submissionId }).returning(stored);
  if (created) return created;
  return (await findFeedbackBySubmission(db, row.submissionId!))!;
}

/** The stored row of a browser's submission id, if any. */
export async function findFeedbackBySubmission(db: Database, submissionId: string): Promise<{ id: string; createdAt: Date } | undefined> {
  const [row] = await db.select(stored).from(feedback).where(eq(feedback.submissionId, submissionId)).limit(1);
  return row;
}
