import { z } from "zod";
import { textField } from "./text.ts";

export const KNOWLEDGE_CATEGORIES = ["admissions", "academics", "campus_life", "services", "facilities", "general"] as const;
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;

const pieces = z.array(textField("reject", { label: "Each entry" }).trim().min(1)).default([]);

/** A knowledge item as staff write it. */
export const KnowledgeItemInput = z.object({
  category: z.enum(KNOWLEDGE_CATEGORIES).describe("Topic group, also the reply's category"),
  canonicalQuestion: textField("reject", { label: "The question" }).trim().min(1).max(500).describe("The question as staff word it"),
  questionVariations: pieces.describe("Other ways people ask it, one per entry"),
  canonicalAnswer: textField("reject", { label: "The answer" }).trim().min(1).max(4000).describe("The answer"),
  answerVariations: pieces.describe("Other wordings of the answer; one of all is picked per reply"),
  keywords: pieces.describe("Words that point to this item"),
  entities: pieces.describe("Named things the item is about: offices, documents, buildings"),
  difficulty: z.enum(DIFFICULTIES).default("easy"),
  priority: z.number().int().min(1).max(10).default(1).describe("1-10, higher wins ties"),
  isActive: z.boolean().default(true),
});
export type KnowledgeItemInput = z.infer<typeof KnowledgeItemInput>;

/** A seeded item: the input plus a stable slug, so re-seeding adds only what is missing. */
export const KnowledgeSeedItem = KnowledgeItemInput.extend({
  slug: z.string().regex(/^[a-z0-9-]+$/, "slug must be lower-case words joined by hyphens").describe("Stable key"),
});
export const KnowledgeSeedFile = z.object({
  $comment: z.string().optional(),
  items: z.array(KnowledgeSeedItem).min(1),
});
export type KnowledgeSeedItem = z.infer<typeof KnowledgeSeedItem>;
