/**
 * First-start data, loaded from files editors keep in content/. Every step is idempotent: it adds what
 * is missing and never overwrites what staff changed since.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Database } from "./client.ts";
import { defaultContentDir, readContentFile } from "./content-files.ts";
import { ChatbotConfig } from "../../shared/api/chatbot-config.ts";
import { insertChatbotConfigIfMissing } from "../repositories/chatbot-config.ts";
import { seedDirectories } from "./seed-directories.ts";
import { KnowledgeSeedFile, type KnowledgeSeedItem } from "../../shared/api/knowledge.ts";
import { insertKnowledgeIfMissing } from "../repositories/knowledge.ts";
import { seedMapBuildings } from "./seed-map.ts";

/** Loads every seed into the database. Safe to run on every start. */
export async function seedDatabase(db: Database, contentDir = defaultContentDir): Promise<void> {
  const config = await readContentFile(contentDir, "chatbot/config.json", ChatbotConfig);
  await insertChatbotConfigIfMissing(db, config);
  await seedDirectories(db, contentDir);
  await seedMapBuildings(db, contentDir);
  await insertKnowledgeIfMissing(db, await readKnowledgeSeed(contentDir));
}

/** Every content/chatbot/knowledge/*.json file's items; a slug used twice is an error naming both files. */
export async function readKnowledgeSeed(contentDir = defaultContentDir): Promise<KnowledgeSeedItem[]> {
  const dir = path.join(contentDir, "chatbot/knowledge");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  const seen = new Map<string, string>();
  const items: KnowledgeSeedItem[] = [];
  for (const file of files) {
    const { items: fileItems } = await readContentFile(contentDir, `chatbot/knowledge/${file}`, KnowledgeSeedFile);
    for (const item of fileItems) {
      const other = seen.get(item.slug);
      if (other) throw new Error(`content/chatbot/knowledge: slug '${item.slug}' is used in ${other} and ${file}`);
      seen.set(item.slug, file);
      items.push(item);
    }
  }
  return items;
}
