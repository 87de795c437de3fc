/**
 * The assistant as a fresh kiosk runs it, built straight from content/ (the seed the database starts
 * with), so the evaluation bench and the tests need no database. Announcements are dated against `now` as
 * the seed does.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { KnowledgeIndex, type EngineItem } from "./engine.ts";
import { buildCatalog, type DynamicRecords } from "./catalog.ts";
import { FactIndex } from "./facts.ts";
import { loadStaticRecords } from "../facts/records.ts";
import { readKnowledgeSeed } from "../db/seed.ts";
import { readContentFile, defaultContentDir } from "../db/content-files.ts";
import { ChatbotConfig } from "../../shared/api/chatbot-config.ts";
import { resolveFacultyFile } from "../../shared/rules/faculty-refs.ts";
import { readMapBuildings } from "../db/seed-map.ts";

const json = async <T>(file: string) => JSON.parse(await readFile(path.join(defaultContentDir, file), "utf8")) as T;

/** The knowledge index, the records index and the configuration, as seeded from `content/`. */
export async function assistantFromContent(now: Date) {
  const records = await loadStaticRecords(defaultContentDir);
  const announcements = await json<{ id: string; title: string; content: string; category: string; isUrgent: boolean; daysAgo?: number; createdAt?: string }[]>("directories/announcements.json");
  const dynamic: DynamicRecords = {
    programs: await json("directories/courses.json"),
    forms: (await json<DynamicRecords["forms"]>("directories/forms.json")).map((f) => ({ ...f, requirements: f.requirements ?? null })),
    faculty: resolveFacultyFile(await json("directories/faculty.json"), records).map((f) => ({ ...f, email: f.email ?? null, phone: f.phone ?? null })),
    buildings: (await readMapBuildings(defaultContentDir)).map((b) => ({ ...b, contactInfo: b.contactInfo ?? null })),
    announcements: announcements.map((a) => ({ ...a, createdAt: a.createdAt ? new Date(a.createdAt) : new Date(now.getTime() - (a.daysAgo ?? 0) * 86400_000) })),
  };
  const seed = await readKnowledgeSeed(defaultContentDir);
  const items: EngineItem[] = seed.filter((s) => s.isActive).map((s, i) => ({ ...s, id: i + 1 }));
  const config = await readContentFile(defaultContentDir, "chatbot/config.json", ChatbotConfig);
  const catalog = buildCatalog(records, dynamic);
  return { knowledge: new KnowledgeIndex(items), facts: new FactIndex(catalog, records.pages), catalog, config, items, records, dynamic };
}
