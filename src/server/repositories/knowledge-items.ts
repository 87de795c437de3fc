/** The knowledge base as the admin console edits it: every item, active or not, with its counters. */
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { knowledgeItems } from "../db/schema/index.ts";
import type { KnowledgeItemInput } from "../../shared/api/knowledge.ts";
import type { KnowledgePatch } from "../../shared/api/admin-knowledge.ts";

export type KnowledgeRow = typeof knowledgeItems.$inferSelect;

/** Every item, newest first (the console's list order). */
export async function listKnowledgeItems(db: Database): Promise<KnowledgeRow[]> {
  return db.select().from(knowledgeItems).orderBy(desc(knowledgeItems.createdAt), desc(knowledgeItems.id));
}

/** Every item in id order (exports and the import's matching). */
export async function listKnowledgeItemsById(db: Database): Promise<KnowledgeRow[]> {
  return db.select().from(knowledgeItems).orderBy(asc(knowledgeItems.id));
}

export async function findKnowledgeItem(db: Database, id: number): Promise<KnowledgeRow | undefined> {
  const [row] = await db.select().from(knowledgeItems).where(eq(knowledgeItems.id, id)).limit(1);
  return row;
}

export async function insertKnowledgeItem(db: Database, item: KnowledgeItemInput): Promise<KnowledgeRow> {
  const [row] = await db.insert(knowledgeItems).values(item).returning();
  return row!;
}

/** Applies a patch; undefined when no such item. */
export async function updateKnowledgeItem(db: Database, id: number, patch: KnowledgePatch): Promise<KnowledgeRow | undefined> {
  const [row] = await db
    .update(knowledgeItems)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(knowledgeItems.id, id))
    .returning();
  return row;
}

/** Deletes one item and answers it; undefined when there was none. Stored replies keep their text (their item id is nulled). */
export async function deleteKnowledgeItem(db: Database, id: number): Promise<KnowledgeRow | undefined> {
  const [row] = await db.delete(knowledgeItems).where(eq(knowledgeItems.id, id)).returning();
  return row;
}
