/**
 * Knowledge import: what a file would add and change (the preview), and applying it, all of it in one
 * transaction and only when the file has no errors. Items match an existing one by id, else by main
 * question (case-insensitive); import never deletes.
 */
import type { Database } from "../db/client.ts";
import type { AdminIdentity } from "../auth/require-admin.ts";
import { forgetChatState } from "../chatbot/service.ts";
import * as repo from "../repositories/knowledge-items.ts";
import { recordAudit } from "./audit-log.ts";
import { changedFields } from "./knowledge-admin.ts";
import { parseKnowledgeCsv, parseKnowledgeJson, type ParsedItem } from "./knowledge-files.ts";
import type { KnowledgeItemInput } from "../../shared/api/knowledge.ts";
import type { KnowledgeImportRequest, KnowledgeImportResult } from "../../shared/api/admin-tools.ts";
import type { KnowledgePatch } from "../../shared/api/admin-knowledge.ts";

export interface ImportPlan {
  result: KnowledgeImportResult;
  inserts: KnowledgeItemInput[];
  updates: { id: number; patch: KnowledgePatch }[];
}

const questionKey = (q: string) => q.trim().replace(/\s+/g, " ").toLowerCase();

/** Compares the file's items with the stored ones. Pure apart from its inputs. */
export function planImport(stored: repo.KnowledgeRow[], items: ParsedItem[], fileErrors: { row: number; message: string }[]): ImportPlan {
  const byId = new Map(stored.map((r) => [r.id, r]));
  const byQuestion = new Map<string, repo.KnowledgeRow>();
  for (const r of stored) if (!byQuestion.has(questionKey(r.canonicalQuestion))) byQuestion.set(questionKey(r.canonicalQuestion), r);

  const result: KnowledgeImportResult = { added: [], changed: [], unchanged: 0, errors: [...fileErrors], applied: false };
  const inserts: KnowledgeItemInput[] = [];
  const updates: { id: number; patch: KnowledgePatch }[] = [];
  const claimed = new Map<number, number>(); // stored id -> row that matched it
  const newQuestions = new Map<string, number>(); // question of a new item -> its row

  for (const { row, item } of items) {
    const { id, ...input } = item;
    const target = (id !== undefined ? byId.get(id) : undefined) ?? byQuestion.get(questionKey(input.canonicalQuestion));
    if (target) {
      const earlier = claimed.get(target.id);
      if (earlier !== undefined) {
        result.errors.push({ row, message: `Matches the same item (#${target.id}) as row ${earlier}.` });
        continue;
      }
      claimed.set(target.id, row);
      const fields = changedFields(target, input);
      if (fields.length === 0) result.unchanged += 1;
      else {
        result.changed.push({ id: target.id, row, question: input.canonicalQuestion, fields });
        updates.push({ id: target.id, patch: Object.fromEntries(fields.map((f) => [f, input[f]])) as KnowledgePatch });
      }
    } else {
      const key = questionKey(input.canonicalQuestion);
      const earlier = newQuestions.get(key);
      if (earlier !== undefined) {
        result.errors.push({ row, message: `Has the same main question as row ${earlier}.` });
        continue;
      }
      newQuestions.set(key, row);
      result.added.push({ row, question: input.canonicalQuestion, category: input.category });
      inserts.push(input);
    }
  }
  result.errors.sort((a, b) => a.row - b.row);
  return { result, inserts, updates };
}

function parse(request: KnowledgeImportRequest) {
  return request.format === "json" ? parseKnowledgeJson(request.content) : parseKnowledgeCsv(request.content);
}

/**
 * POST /api/admin/chatbot/knowledge/import. A preview reads only. Applying plans again inside the
 * transaction (so it sees the rows it writes over), writes nothing when there is any error, and
 * otherwise writes every insert and update plus one audit entry.
 */
export async function importKnowledge(db: Database, admin: AdminIdentity, request: KnowledgeImportRequest): Promise<KnowledgeImportResult> {
  const parsed = parse(request);
  if (!request.apply) return planImport(await repo.listKnowledgeItemsById(db), parsed.items, parsed.errors).result;
  const result = await db.transaction(async (tx) => {
    const plan = planImport(await repo.listKnowledgeItemsById(tx), parsed.items, parsed.errors);
    if (plan.result.errors.length > 0) return plan.result;
    const addedIds: number[] = [];
    for (const input of plan.inserts) addedIds.push((await repo.insertKnowledgeItem(tx, input)).id);
    for (const { id, patch } of plan.updates) await repo.updateKnowledgeItem(tx, id, patch);
    await recordAudit(tx, admin.username, "knowledge.import", "knowledge base", {
      format: request.format,
      added: plan.result.added.length,
      changed: plan.result.changed.length,
      unchanged: plan.result.unchanged,
      addedIds: addedIds.slice(0, 50),
      changedIds: plan.updates.map((u) => u.id).slice(0, 50),
    });
    return { ...plan.result, applied: true };
  });
  if (result.applied) forgetChatState();
  return result;
}
