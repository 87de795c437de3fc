/**
 * The Tools tab: the test console, the knowledge import (preview, then apply) and the audit log.
 * The export file formats are in admin-knowledge.ts.
 */
import { z } from "zod";
import { textField } from "./text.ts";
import { typedMessage } from "./chat.ts";
import { KnowledgeField } from "./admin-knowledge.ts";
import { countParam } from "./query-params.ts";

// --- Test console -----------------------------------------------------------------------------------------

/** POST /api/admin/chatbot/test: a question to try. Answered like /api/chat but never stored or counted. */
export const TestConsoleRequest = z.object({
  message: typedMessage("question", { notText: "Type a question to test", empty: "Type a question to test" }).describe("What a visitor might type"),
});
export type TestConsoleRequest = z.infer<typeof TestConsoleRequest>;

/** One knowledge item the engine considered, with its score. */
export const TestCandidate = z.object({
  id: z.number().int(),
  question: z.string().describe("The item's main question"),
  category: z.string(),
  score: z.number().min(0).max(1).describe("Match confidence 0..1; the reply uses the best above the threshold"),
});
export type TestCandidate = z.infer<typeof TestCandidate>;

/** Answer of POST /api/admin/chatbot/test. */
export const TestConsoleAnswer = z.object({
  reply: z
    .object({
      message: z.string(),
      category: z.string().describe("A knowledge category, or fallback, clarification, small_talk, unavailable"),
      suggestions: z.array(z.string()),
      confidence: z.number().min(0).max(1),
    })
    .describe("What the visitor would get now, with the current configuration"),
  candidates: z.array(TestCandidate).max(5).describe("The five best-scoring active items, best first"),
  records: z
    .array(z.string())
    .default([])
    .describe("Ids of the records and knowledge items the reply used, e.g. 'charter:transcript-of-records', 'knowledge:12'"),
});
export type TestConsoleAnswer = z.infer<typeof TestConsoleAnswer>;

// --- Import -----------------------------------------------------------------------------------------------

/** Largest import file accepted, in characters (a full export is well under this). */
export const IMPORT_MAX_CHARS = 2_000_000;

/**
 * POST /api/admin/chatbot/knowledge/import. `apply: false` only previews; `apply: true` writes every
 * change in one transaction, and only when the file has no errors (otherwise 400 with the same errors and
 * nothing written). Items are matched by id, else by main question (case-insensitive); items missing from
 * the file are left alone (import never deletes).
 */
export const KnowledgeImportRequest = z.object({
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).describe("How `content` is written"),
  content: textField("reject", { error: "content must be the file's text", label: "The file" })
    .min(1, "The file is empty")
    .max(IMPORT_MAX_CHARS, "The file is too large (at most 2,000,000 characters)")
    .describe("The whole file as text, as exported"),
  apply: z.boolean({ error: "apply must be true or false" }).describe("false = preview only; true = write"),
});
export type KnowledgeImportRequest = z.infer<typeof KnowledgeImportRequest>;

/** What an import did or would do. */
export const KnowledgeImportResult = z.object({
  added: z
    .array(z.object({ row: z.number().int(), question: z.string(), category: z.string() }))
    .describe("Items that are new; `row` is the item's place in the file"),
  changed: z
    .array(z.object({ id: z.number().int(), row: z.number().int(), question: z.string(), fields: z.array(KnowledgeField) }))
    .describe("Existing items the file changes, with the names of the changed fields"),
  unchanged: z.number().int().min(0).describe("Items in the file identical to the stored ones"),
  errors: z
    .array(z.object({ row: z.number().int().describe("1-based item number (CSV: spreadsheet row, header = 1; 0 = the whole file)"), message: z.string() }))
    .describe("Problems; when any, nothing is written"),
  applied: z.boolean().describe("true when the changes were written"),
});
export type KnowledgeImportResult = z.infer<typeof KnowledgeImportResult>;

/** The 400 answer of an import with `apply: true` whose file has errors: the result (applied false) plus the API's `error` sentence. */
export const KnowledgeImportRejected = KnowledgeImportResult.extend({
  error: z.string().describe("One sentence: how many errors, and that nothing was written"),
});
export type KnowledgeImportRejected = z.infer<typeof KnowledgeImportRejected>;

// --- Audit log --------------------------------------------------------------------------------------------

/** Every kind of admin change the audit log records (plus exports of feedback, which hold names and e-mails). */
export const AUDIT_ACTIONS = [
  "session.login",
  "session.logout",
  "knowledge.create",
  "knowledge.update",
  "knowledge.delete",
  "knowledge.import",
  "config.update",
  "feedback.export",
  "content.create",
  "content.update",
  "content.delete",
  "account.create",
  "account.update",
  "account.delete",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Query of GET /api/admin/audit-log. */
export const AuditLogQuery = z.object({
  limit: countParam("limit", 500).default(100),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** One audit entry: who did what, to what, when. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string().describe("ISO 8601 time of the change"),
  username: z.string().describe("The admin who made it"),
  action: z.string().describe("One of AUDIT_ACTIONS (kept a string so old entries of retired actions still show)"),
  target: z.string().nullable().describe("What was changed, e.g. 'knowledge #12' or 'chatbot configuration'"),
  details: z.record(z.string(), z.unknown()).nullable().describe("A short JSON summary: changed fields, old and new values, counts"),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
