/**
 * The knowledge dialog's form as plain text fields, and the rules that turn it
 * into the `KnowledgeItemInput` the server takes: variations split on line breaks, keywords and entities on
 * commas, every piece trimmed and empty pieces dropped; a priority that is not a number becomes 1.
 */
import type { KnowledgeItemInput } from "../../shared/api/knowledge.ts";

export interface KnowledgeForm {
  category: string;
  difficulty: string;
  canonicalQuestion: string;
  questionVariations: string;
  canonicalAnswer: string;
  answerVariations: string;
  keywords: string;
  entities: string;
  priority: string;
  isActive: boolean;
}

/** New-item defaults: empty text, difficulty easy, priority 1, active. */
export const EMPTY_FORM: KnowledgeForm = {
  category: "",
  difficulty: "easy",
  canonicalQuestion: "",
  questionVariations: "",
  canonicalAnswer: "",
  answerVariations: "",
  keywords: "",
  entities: "",
  priority: "1",
  isActive: true,
};

const pieces = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((p) => p.trim())
    .filter((p) => p !== "");

/** One piece per line (variations). */
export const splitLines = (text: string): string[] => pieces(text, /\r?\n/);
/** Comma-separated pieces (keywords, entities). */
export const splitCommas = (text: string): string[] => pieces(text, /,/);

/** The priority control's value as a number: non-numeric → 1; kept within 1-10, whole. */
export function parsePriority(text: string): number {
  const n = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(n)) return 1;
  return Math.min(10, Math.max(1, Math.round(n)));
}

/** The body of POST and of the edit PATCH. */
export function formToInput(form: KnowledgeForm): KnowledgeItemInput {
  return {
    category: form.category as KnowledgeItemInput["category"],
    difficulty: form.difficulty as KnowledgeItemInput["difficulty"],
    canonicalQuestion: form.canonicalQuestion.trim(),
    questionVariations: splitLines(form.questionVariations),
    canonicalAnswer: form.canonicalAnswer.trim(),
    answerVariations: splitLines(form.answerVariations),
    keywords: splitCommas(form.keywords),
    entities: splitCommas(form.entities),
    priority: parsePriority(form.priority),
    isActive: form.isActive,
  };
}

/** The dialog prefilled from an item (edit mode). */
export function inputToForm(item: KnowledgeItemInput): KnowledgeForm {
  return {
    category: item.category,
    difficulty: item.difficulty ?? "easy",
    canonicalQuestion: item.canonicalQuestion,
    questionVariations: (item.questionVariations ?? []).join("\n"),
    canonicalAnswer: item.canonicalAnswer,
    answerVariations: (item.answerVariations ?? []).join("\n"),
    keywords: (item.keywords ?? []).join(", "),
    entities: (item.entities ?? []).join(", "),
    priority: String(item.priority ?? 1),
    isActive: item.isActive ?? true,
  };
}
