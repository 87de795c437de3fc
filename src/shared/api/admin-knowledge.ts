/**
 * The admin console's knowledge contracts: the stored item as
 * GET/POST/PATCH /api/admin/chatbot/knowledge answer it, the PATCH body, and the export file formats that
 * POST /api/admin/chatbot/knowledge/import reads back.
 */
import { z } from "zod";
import { KnowledgeItemInput } from "./knowledge.ts";

const input = KnowledgeItemInput.shape;

/** A stored knowledge item: what staff wrote plus the counters the chatbot keeps. */
export const KnowledgeItem = KnowledgeItemInput.extend({
  id: z.number().int().positive().describe("Database id; the {id} of PATCH and DELETE"),
  usageCount: z.number().int().min(0).describe("Replies answered from this item while analytics was on ('Used N times')"),
  effectivenessScore: z.number().min(0).max(100).describe("Percent of rated replies rated helpful; 0 before the first rating"),
  helpfulCount: z.number().int().min(0).describe("Thumbs up on replies from this item"),
  unhelpfulCount: z.number().int().min(0).describe("Thumbs down on replies from this item"),
  createdAt: z.string().describe("ISO 8601 time the item was created"),
  updatedAt: z.string().describe("ISO 8601 time of the last edit"),
  filledAnswer: z
    .string()
    .optional()
    .describe("The main answer as visitors read it, its {{record.fact}} placeholders filled from the records; absent when it has none"),
});
export type KnowledgeItem = z.infer<typeof KnowledgeItem>;

/** POST /api/admin/chatbot/knowledge: the item as the dialog sends it, with the new-item defaults. */
export const KnowledgeCreate = KnowledgeItemInput;
export type KnowledgeCreate = z.input<typeof KnowledgeCreate>;

/**
 * PATCH /api/admin/chatbot/knowledge/{id}: any of the item's own fields (the full form on edit, only
 * `isActive` on Activate/Deactivate). No defaults here, so a missing field stays as it is. Unknown keys
 * (id, usageCount...) are refused with 400 rather than silently ignored, and an empty body is refused.
 */
export const KnowledgePatch = z
  .object({
    category: input.category,
    canonicalQuestion: input.canonicalQuestion,
    questionVariations: input.questionVariations.unwrap().describe("Other ways people ask it; replaces the list"),
    canonicalAnswer: input.canonicalAnswer,
    answerVariations: input.answerVariations.unwrap().describe("Other wordings of the answer; replaces the list"),
    keywords: input.keywords.unwrap().describe("Words that point to this item; replaces the list"),
    entities: input.entities.unwrap().describe("Named things the item is about; replaces the list"),
    difficulty: input.difficulty.unwrap().describe("easy, medium or hard"),
    priority: input.priority.unwrap().describe("1-10, higher wins ties"),
    isActive: input.isActive.unwrap().describe("false hides the item from the chatbot without deleting it"),
  })
  .partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Send at least one field to change");
export type KnowledgePatch = z.infer<typeof KnowledgePatch>;

/**
 * Field names of an item, in the order the input declares them, as the import preview reports changes and
 * the CSV names its columns; read from the input so a new field is listed once.
 */
export const KnowledgeField = KnowledgeItemInput.keyof();
export type KnowledgeField = z.infer<typeof KnowledgeField>;
export const KNOWLEDGE_FIELDS = KnowledgeField.options;

/**
 * One item of an export (and of an import file): the input fields plus the id it had where it was
 * exported. On import the id matches an existing item; without one (or with an id this database does not
 * know) the item matches by its main question, case-insensitively, or is added.
 */
export const KnowledgeExportItem = KnowledgeItemInput.extend({
  id: z.number().int().positive().optional().describe("Id in the database it was exported from"),
});
export type KnowledgeExportItem = z.infer<typeof KnowledgeExportItem>;

/**
 * GET /api/admin/chatbot/knowledge/export?format=json: the file. Import also accepts a bare array of
 * items. Usage counters are not part of it: they describe one installation, not the content.
 */
export const KnowledgeExportFile = z.object({
  format: z.literal("mvsu-kiosk-knowledge").describe("Marks the file as a knowledge export"),
  version: z.literal(1).describe("Format version"),
  exportedAt: z.string().describe("ISO 8601 time of the export"),
  items: z.array(KnowledgeExportItem).describe("Every item, active and inactive, in id order"),
});
export type KnowledgeExportFile = z.infer<typeof KnowledgeExportFile>;

/**
 * Columns of the CSV export, in order (header row = these names). List cells hold one entry per line for
 * variations and a comma-separated list for keywords and entities (as the dialog splits them); isActive
 * is `true`/`false`. Cells starting with = + - @ are prefixed with ' so spreadsheets do not run them as
 * formulas; import removes that prefix again.
 */
export const KNOWLEDGE_CSV_COLUMNS = ["id", ...KNOWLEDGE_FIELDS] as const;

/** Query of GET /api/admin/chatbot/knowledge/export. */
export const KnowledgeExportQuery = z.object({
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});
export type KnowledgeExportQuery = z.infer<typeof KnowledgeExportQuery>;
