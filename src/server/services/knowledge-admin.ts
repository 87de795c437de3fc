/**
 * Knowledge base changes from the admin console. Each change and its audit entry are written in one
 * transaction; afterwards this process forgets its cached chat state so the next message sees the new
 * knowledge version at once (the database trigger bumps the version for every other instance).
 */
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import type { AdminIdentity } from "../auth/require-admin.ts";
import { forgetChatState, recordEntities } from "../chatbot/service.ts";
import { checkPlaceholders, fillPlaceholders } from "../chatbot/placeholders.ts";
import type { Entity } from "../chatbot/catalog.ts";
import * as repo from "../repositories/knowledge-items.ts";
import { recordAudit, summariseValue } from "./audit-log.ts";
import { knowledgeToCsv, knowledgeToJson } from "./knowledge-files.ts";
import { KNOWLEDGE_FIELDS, type KnowledgeField, type KnowledgeItem, type KnowledgePatch } from "../../shared/api/admin-knowledge.ts";
import type { KnowledgeItemInput } from "../../shared/api/knowledge.ts";
import { isoDay } from "../../shared/rules/dates.ts";

/** The API shape of a stored row. */
export function toKnowledgeItem(row: repo.KnowledgeRow): KnowledgeItem {
  return {
    id: row.id,
    category: row.category as KnowledgeItem["category"],
    canonicalQuestion: row.canonicalQuestion,
    questionVariations: row.questionVariations,
    canonicalAnswer: row.canonicalAnswer,
    answerVariations: row.answerVariations,
    keywords: row.keywords,
    entities: row.entities,
    difficulty: row.difficulty as KnowledgeItem["difficulty"],
    priority: row.priority,
    isActive: row.isActive,
    usageCount: row.usageCount,
    effectivenessScore: Number(row.effectivenessScore),
    helpfulCount: row.helpfulCount,
    unhelpfulCount: row.unhelpfulCount,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The fields whose values differ between a stored item and new input (lists compared entry by entry). */
export function changedFields(before: Partial<Record<KnowledgeField, unknown>>, after: Partial<Record<KnowledgeField, unknown>>): KnowledgeField[] {
  return KNOWLEDGE_FIELDS.filter((f) => after[f] !== undefined && JSON.stringify(before[f]) !== JSON.stringify(after[f]));
}

export const knowledgeTarget = (id: number) => `knowledge #${id}`;

/** The item with its main answer as visitors read it, when the answer states facts by reference. */
function withFilled(item: KnowledgeItem, entities: readonly Entity[]): KnowledgeItem {
  return item.canonicalAnswer.includes("{{") ? { ...item, filledAnswer: fillPlaceholders(item.canonicalAnswer, entities) } : item;
}

/**
 * Answers may state facts by reference ({{service:transcript-of-records.fee}}); a reference to no record, or
 * to a fact the record does not have, is refused with 400 naming it, so a visitor never reads a raw placeholder.
 */
async function checkReferences(db: Database, input: { canonicalAnswer?: string; answerVariations?: string[] }): Promise<readonly Entity[]> {
  const entities = await recordEntities(db);
  const fields: Record<string, string> = {};
  const main = checkPlaceholders(input.canonicalAnswer ?? "", entities);
  if (main.length) fields.canonicalAnswer = main.map((p) => `${p.ref}: ${p.message}`).join(" ");
  const variations = (input.answerVariations ?? []).flatMap((a) => checkPlaceholders(a, entities));
  if (variations.length) fields.answerVariations = variations.map((p) => `${p.ref}: ${p.message}`).join(" ");
  if (Object.keys(fields).length) throw new HttpError(400, "An answer refers to a record or fact that does not exist.", { fields });
  return entities;
}

/** GET /api/admin/chatbot/knowledge: every item, active and inactive, newest first. */
export async function listKnowledge(db: Database): Promise<KnowledgeItem[]> {
  const [rows, entities] = await Promise.all([repo.listKnowledgeItems(db), recordEntities(db)]);
  return rows.map((r) => withFilled(toKnowledgeItem(r), entities));
}

/** POST /api/admin/chatbot/knowledge. */
export async function createKnowledge(db: Database, admin: AdminIdentity, input: KnowledgeItemInput): Promise<KnowledgeItem> {
  const entities = await checkReferences(db, input);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertKnowledgeItem(tx, input);
    await recordAudit(tx, admin.username, "knowledge.create", knowledgeTarget(created.id), {
      question: summariseValue(created.canonicalQuestion),
      category: created.category,
      isActive: created.isActive,
    });
    return created;
  });
  forgetChatState();
  return withFilled(toKnowledgeItem(row), entities);
}

/** PATCH /api/admin/chatbot/knowledge/{id}: 404 when unknown; the audit entry lists old and new values. */
export async function updateKnowledge(db: Database, admin: AdminIdentity, id: number, patch: KnowledgePatch): Promise<KnowledgeItem> {
  const entities = await checkReferences(db, patch);
  const row = await db.transaction(async (tx) => {
    const before = await repo.findKnowledgeItem(tx, id);
    if (!before) throw notFound(id);
    const after = (await repo.updateKnowledgeItem(tx, id, patch))!;
    const fields = changedFields(before, patch);
    await recordAudit(tx, admin.username, "knowledge.update", knowledgeTarget(id), {
      question: summariseValue(after.canonicalQuestion),
      fields,
      changes: Object.fromEntries(fields.map((f) => [f, { from: summariseValue(before[f]), to: summariseValue(after[f]) }])),
    });
    return after;
  });
  forgetChatState();
  return withFilled(toKnowledgeItem(row), entities);
}

/** DELETE /api/admin/chatbot/knowledge/{id}: 404 when unknown. */
export async function deleteKnowledge(db: Database, admin: AdminIdentity, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await repo.deleteKnowledgeItem(tx, id);
    if (!deleted) throw notFound(id);
    await recordAudit(tx, admin.username, "knowledge.delete", knowledgeTarget(id), {
      question: summariseValue(deleted.canonicalQuestion),
      category: deleted.category,
      usageCount: deleted.usageCount,
    });
  });
  forgetChatState();
}

function notFound(id: number): HttpError {
  return new HttpError(404, `No knowledge item with id ${id}.`);
}

/** GET /api/admin/chatbot/knowledge/export: every item in id order as a JSON or CSV file. */
export async function exportKnowledge(db: Database, format: "json" | "csv", now = new Date()): Promise<{ body: string; contentType: string; filename: string }> {
  const items = (await repo.listKnowledgeItemsById(db)).map(toKnowledgeItem);
  const day = isoDay(now);
  return format === "json"
    ? { body: knowledgeToJson(items, now), contentType: "application/json; charset=utf-8", filename: `mvsu-knowledge-${day}.json` }
    : { body: knowledgeToCsv(items), contentType: "text/csv; charset=utf-8", filename: `mvsu-knowledge-${day}.csv` };
}
