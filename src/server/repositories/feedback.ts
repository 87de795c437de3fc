import { desc } from "drizzle-orm";
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
}

/** Inserts one submission; resolves only after the row is committed. */
export async function insertFeedback(db: Database, row: NewFeedback): Promise<{ id: string; createdAt: Date }> {
  const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id, createdAt: feedback.createdAt });
  return created!;
}

export async function listFeedback(db: Database, limit = 1000): Promise<FeedbackRow[]> {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
}
