/**
 * The knowledge base as files: JSON and CSV exports, and reading either back for an import. Reading
 * never throws on bad content: every problem becomes an error with the item's row, so the preview can
 * list them all at once.
 */
import { parseCsv, toCsv, unguardCell } from "../formats/csv.ts";
import { describeIssues } from "../http/request.ts";
import {
  KNOWLEDGE_CSV_COLUMNS,
  KnowledgeExportFile,
  KnowledgeExportItem,
  type KnowledgeItem,
} from "../../shared/api/admin-knowledge.ts";

/** Most items one import may hold. */
export const MAX_IMPORT_ITEMS = 5000;

export interface ParsedItem {
  row: number;
  item: KnowledgeExportItem;
}
export interface ParsedFile {
  items: ParsedItem[];
  errors: { row: number; message: string }[];
}

const exportItem = (i: KnowledgeItem): KnowledgeExportItem => ({
  id: i.id,
  category: i.category,
  canonicalQuestion: i.canonicalQuestion,
  questionVariations: i.questionVariations,
  canonicalAnswer: i.canonicalAnswer,
  answerVariations: i.answerVariations,
  keywords: i.keywords,
  entities: i.entities,
  difficulty: i.difficulty,
  priority: i.priority,
  isActive: i.isActive,
});

/** The JSON export file (items in id order). */
export function knowledgeToJson(items: KnowledgeItem[], now = new Date()): string {
  const file: KnowledgeExportFile = { format: "mvsu-kiosk-knowledge", version: 1, exportedAt: now.toISOString(), items: items.map(exportItem) };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The CSV export: variations one per line in their cell, keywords and entities comma-separated. */
export function knowledgeToCsv(items: KnowledgeItem[]): string {
  return toCsv([
    [...KNOWLEDGE_CSV_COLUMNS],
    ...items.map((i) => [
      i.id,
      i.category,
      i.canonicalQuestion,
      i.questionVariations.join("\n"),
      i.canonicalAnswer,
      i.answerVariations.join("\n"),
      i.keywords.join(", "),
      i.entities.join(", "),
      i.difficulty,
      i.priority,
      i.isActive,
    ]),
  ]);
}

function validateItem(row: number, value: unknown): ParsedItem | { row: number; message: string } {
  const result = KnowledgeExportItem.safeParse(value);
  if (result.success) return { row, item: result.data };
  return { row, message: describeIssues(result.error.issues).message.replace(/^Invalid request\. /, "") };
}

function collect(results: (ParsedItem | { row: number; message: string })[], errors: { row: number; message: string }[] = []): ParsedFile {
  const items: ParsedItem[] = [];
  for (const r of results) {
    if ("item" in r) items.push(r);
    else errors.push(r);
  }
  if (results.length > MAX_IMPORT_ITEMS) errors.unshift({ row: 0, message: `The file has ${results.length} items; import at most ${MAX_IMPORT_ITEMS} at a time.` });
  if (results.length === 0 && errors.length === 0) errors.push({ row: 0, message: "The file has no items." });
  return { items, errors };
}

/** Reads a JSON import: the export file, or a bare array of items. Row = the item's 1-based position. */
export function parseKnowledgeJson(text: string): ParsedFile {
  let value: unknown;
  try {
    value = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (err) {
    return { items: [], errors: [{ row: 0, message: `The file is not valid JSON (${(err as Error).message}).` }] };
  }
  let list: unknown;
  if (Array.isArray(value)) list = value;
  else if (value && typeof value === "object" && Array.isArray((value as { items?: unknown }).items)) {
    const format = (value as { format?: unknown }).format;
    if (format !== undefined && format !== "mvsu-kiosk-knowledge") {
      return { items: [], errors: [{ row: 0, message: `The file's format is '${String(format)}', not a knowledge export.` }] };
    }
    list = (value as { items: unknown[] }).items;
  } else {
    return { items: [], errors: [{ row: 0, message: "The JSON must be a knowledge export ({ items: [...] }) or a list of items." }] };
  }
  return collect((list as unknown[]).map((v, i) => validateItem(i + 1, v)));
}

const splitLines = (cell: string) => cell.split(/\r\n|\r|\n/).map((s) => s.trim()).filter(Boolean);
const splitCommas = (cell: string) => cell.split(/\r\n|\r|\n|,/).map((s) => s.trim()).filter(Boolean);
const LIST_SPLITTERS: Partial<Record<string, (cell: string) => string[]>> = {
  questionVariations: splitLines,
  answerVariations: splitLines,
  keywords: splitCommas,
  entities: splitCommas,
};
const BOOLEAN_WORDS: Record<string, boolean> = { true: true, yes: true, "1": true, active: true, false: false, no: false, "0": false, inactive: false };

/**
 * Reads a CSV import. The header names the columns (any order, case-insensitive; category,
 * canonicalQuestion and canonicalAnswer are required, the rest fall back to the new-item defaults).
 * Row = the spreadsheet row, the header being row 1.
 */
export function parseKnowledgeCsv(text: string): ParsedFile {
  const { rows, problem } = parseCsv(text);
  if (problem) return { items: [], errors: [problem] };
  const [header, ...body] = rows;
  if (!header) return { items: [], errors: [{ row: 0, message: "The file is empty." }] };
  const known = new Map(KNOWLEDGE_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const columns = header.cells.map((h) => known.get(unguardCell(h).trim().toLowerCase()));
  const errors: { row: number; message: string }[] = [];
  header.cells.forEach((h, i) => {
    if (!columns[i]) errors.push({ row: 1, message: `Unknown column '${h.trim()}'. Columns: ${KNOWLEDGE_CSV_COLUMNS.join(", ")}.` });
  });
  for (const required of ["category", "canonicalQuestion", "canonicalAnswer"]) {
    if (!columns.includes(required as (typeof KNOWLEDGE_CSV_COLUMNS)[number])) errors.push({ row: 1, message: `The column '${required}' is missing.` });
  }
  const duplicate = columns.find((c, i) => c && columns.indexOf(c) !== i);
  if (duplicate) errors.push({ row: 1, message: `The column '${duplicate}' appears twice.` });
  if (errors.length) return { items: [], errors };

  const results = body.map(({ row: line, cells }) => {
    if (cells.length > columns.length) return { row: line, message: `The row has ${cells.length} cells but the header names ${columns.length} columns.` };
    const value: Record<string, unknown> = {};
    const problems: string[] = [];
    columns.forEach((column, i) => {
      const raw = unguardCell(cells[i] ?? "");
      const cell = raw.trim();
      if (!column || cell === "") return; // blank: the field's default
      const split = LIST_SPLITTERS[column];
      if (split) value[column] = split(raw);
      else if (column === "id" || column === "priority") {
        value[column] = /^-?\d+$/.test(cell) ? Number(cell) : NaN;
        if (Number.isNaN(value[column])) problems.push(`${column}: '${cell}' is not a whole number`);
      } else if (column === "isActive") {
        const b = BOOLEAN_WORDS[cell.toLowerCase()];
        if (b === undefined) problems.push(`isActive: '${cell}' must be true or false`);
        value[column] = b;
      } else value[column] = column === "canonicalQuestion" || column === "canonicalAnswer" ? raw : cell;
    });
    if (problems.length) return { row: line, message: problems.join("; ") };
    return validateItem(line, value);
  });
  return collect(results);
}
