/**
 * First-start data, loaded from files editors keep in content/. Every step is idempotent: it adds what
 * is missing and never overwrites what staff changed since.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import type { Database } from "./client.ts";
import { ChatbotConfig } from "../../shared/api/chatbot-config.ts";
import { insertChatbotConfigIfMissing } from "../repositories/chatbot-config.ts";
import { seedDirectories } from "./seed-directories.ts";
import { seedMapBuildings } from "./seed-map.ts";

/** Default location of the content files: content/ in the project root. */
export const defaultContentDir = path.resolve(process.cwd(), "content");

/** Reads and validates one JSON content file; the error names the file and the fields. */
export async function readContentFile<T>(contentDir: string, file: string, schema: z.ZodType<T>): Promise<T> {
  const full = path.join(contentDir, file);
  const parsed = JSON.parse(await readFile(full, "utf8"));
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.map(String).join(".") || "(root)"}: ${i.message}`);
    throw new Error(`content/${file} is invalid:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Loads every seed into the database. Safe to run on every start. */
export async function seedDatabase(db: Database, contentDir = defaultContentDir): Promise<void> {
  const config = await readContentFile(contentDir, "chatbot/config.json", ChatbotConfig);
  await insertChatbotConfigIfMissing(db, config);
  await seedDirectories(db, contentDir);
  await seedMapBuildings(db, contentDir);
}
