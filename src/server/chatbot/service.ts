/**
 * POST /api/chat's rules: read the configuration and the knowledge version (one query), answer with the
 * process's index (rebuilt only when the version moved), and record the exchange when analytics is on.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../db/client.ts";
import { listActiveKnowledge, readChatState } from "../repositories/knowledge.ts";
import { rateReply, recordExchange } from "../repositories/chat.ts";
import { HttpError } from "../http/errors.ts";
import { KnowledgeIndex } from "./engine.ts";
import { buildingLinks, type LinkableBuilding } from "./building-links.ts";
import { listMapBuildings } from "../repositories/map-buildings.ts";
import { getAnnouncements, getCourses, getFaculty, getForms } from "../services/directories.ts";
import { staticRecords } from "../facts/records.ts";
import { defaultContentDir } from "../db/content-files.ts";
import { buildCatalog, type Entity } from "./catalog.ts";
import { FactIndex } from "./facts.ts";
import { respond } from "./assistant.ts";
import { buildingLink, officeLink } from "../../shared/rules/campus-map.ts";
import type { ChatReply, ChatRequest, ChatWelcome } from "../../shared/api/chat.ts";
import type { ChatbotConfig } from "../../shared/api/chatbot-config.ts";
import type { TestConsoleAnswer } from "../../shared/api/admin-tools.ts";

interface Built {
  db: Database;
  version: string;
  index: KnowledgeIndex;
  /** Every record the kiosk holds, for the fact answers. */
  facts: FactIndex;
  /** Item id → the building its answer is about (campus map link). */
  places: Map<number, LinkableBuilding>;
}

/** A cache of one build per process: `get` builds for a key once, concurrent callers share the build. */
function cachedBuild<T>(build: (db: Database) => Promise<T>) {
  let done: { db: Database; key: string; value: T } | undefined;
  let pending: { db: Database; key: string; value: Promise<T> } | undefined;
  return {
    async get(db: Database, key: string): Promise<T> {
      if (done && done.db === db && done.key === key) return done.value;
      if (!pending || pending.db !== db || pending.key !== key) {
        const value = build(db);
        pending = { db, key, value };
        value.then(
          (v) => {
            done = { db, key, value: v };
            if (pending?.value === value) pending = undefined;
          },
          () => {
            if (pending?.value === value) pending = undefined;
          },
        );
      }
      return pending.value;
    },
    reset() {
      done = undefined;
      pending = undefined;
    },
  };
}

/** The knowledge items' index, rebuilt when the knowledge version moves. */
const knowledgeBuild = cachedBuild(async (db) => {
  const [items, buildings] = await Promise.all([listActiveKnowledge(db), listMapBuildings(db)]);
  return { index: new KnowledgeIndex(items), places: buildingLinks(items, buildings) };
});

/** The records' index, rebuilt only when the records' fingerprint moves (a knowledge edit does not touch it). */
const factsBuild = cachedBuild(async (db) => {
  // The lists as visitors see them: news only while published and unexpired.
  const [buildings, programs, forms, faculty, news, records] = await Promise.all([
    listMapBuildings(db),
    getCourses(db),
    getForms(db),
    getFaculty(db),
    getAnnouncements(db),
    staticRecords(defaultContentDir),
  ]);
  const announcements = news.map((a) => ({ ...a, createdAt: new Date(a.createdAt) }));
  return new FactIndex(
    buildCatalog(records, {
      programs,
      forms: forms.map((f) => ({ ...f, requirements: f.requirements ?? null })),
      faculty: faculty.map((m) => ({ ...m, email: m.email ?? null, phone: m.phone ?? null })),
      buildings,
      announcements,
    }),
    records.pages,
  );
});

/** The indexes for `version` ('knowledge version:records fingerprint'), each built once per process and key. */
async function indexFor(db: Database, version: string): Promise<Built> {
  const [knowledgeVersion, recordsVersion] = splitVersion(version);
  const [k, facts] = await Promise.all([knowledgeBuild.get(db, knowledgeVersion), factsBuild.get(db, recordsVersion)]);
  return { db, version, index: k.index, places: k.places, facts };
}

const splitVersion = (version: string): [string, string] => {
  const at = version.indexOf(":");
  return at < 0 ? [version, ""] : [version.slice(0, at), version.slice(at + 1)];
};

/** Forgets the cached configuration and knowledge version, so the next message reads them again. */
export function forgetChatState(): void {
  cachedState = undefined;
}

/** Forgets the built index and the cached configuration (tests, and this process's own admin edits). */
export function resetChatIndex(): void {
  knowledgeBuild.reset();
  factsBuild.reset();
  cachedState = undefined;
}

/**
 * How long one read of the configuration and knowledge version is reused. Every instance sees an admin
 * change within this time; without it the read would be most of a message's database work.
 */
export const CHAT_STATE_TTL_MS = 1000;
let cachedState: { db: Database; at: number; value: Promise<{ config: ChatbotConfig; version: string } | undefined> } | undefined;

async function state(db: Database): Promise<{ config: ChatbotConfig; version: string }> {
  const now = Date.now();
  if (!cachedState || cachedState.db !== db || now - cachedState.at > CHAT_STATE_TTL_MS) {
    const value = readChatState(db).then((s) => s && { config: s.config, version: `${s.version}:${s.recordsVersion}` });
    cachedState = { db, at: now, value };
    value.catch(() => {
      if (cachedState?.value === value) cachedState = undefined;
    });
  }
  const s = await cachedState.value;
  if (!s) throw new HttpError(503, "The assistant is not configured yet. Please try again later.");
  return s;
}

/** Answers one visitor message. `random` picks among answer variations (tests fix it). */
export async function chat(db: Database, input: ChatRequest, random: () => number = Math.random, now: () => Date = () => new Date()): Promise<ChatReply> {
  const started = performance.now();
  const userAt = new Date();
  const { config, version } = await state(db);
  const current = config.enabled ? await indexFor(db, version) : undefined;
  const reply = respond(current?.index ?? EMPTY_INDEX, current?.facts ?? EMPTY_FACTS, config, input.message, now(), random);
  const place = reply.building
    ? current?.places.size !== undefined ? { code: reply.building, title: titleOf(current, reply.building) } : undefined
    : reply.itemId === undefined ? undefined : current?.places.get(reply.itemId);
  const replyId = randomUUID();
  const responseTimeMs = Math.round((performance.now() - started) * 100) / 100;
  if (config.enableAnalytics) {
    await recordExchange(db, {
      sessionId: input.sessionId,
      userMessageId: randomUUID(),
      userMessage: input.message,
      userAt,
      replyId,
      reply: reply.message,
      replyAt: new Date(Math.max(Date.now(), userAt.getTime() + 1)),
      category: reply.category,
      confidence: reply.confidence,
      responseTimeMs,
      knowledgeItemId: reply.itemId,
    });
  }
  return {
    id: replyId,
    message: reply.message,
    category: reply.category,
    suggestions: reply.suggestions,
    confidence: Math.round(reply.confidence * 1000) / 1000,
    ...(reply.office
      ? { link: { href: officeLink(reply.office.id), label: `Show the way to the ${reply.office.name} on the campus map` } }
      : place && { link: { href: buildingLink(place.code), label: `Show ${place.title} on the campus map` } }),
  };
}

const EMPTY_INDEX = new KnowledgeIndex([]);
const EMPTY_FACTS = new FactIndex([]);

/** The building's title, for the map link's label. */
function titleOf(current: Built, code: string): string {
  return current.facts.entities.find((e) => e.key === `building:${code}`)?.title ?? code;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The admin test console: the reply a visitor would get now (same configuration, same index) and the
 * five best-scoring items. Nothing is stored and no usage is counted, so trying questions does not skew
 * the analytics. Candidates are listed even while the chatbot is switched off.
 */
export async function tryMessage(db: Database, message: string, random: () => number = Math.random, now: () => Date = () => new Date()): Promise<TestConsoleAnswer> {
  const { config, version } = await state(db);
  const { index, facts } = await indexFor(db, version);
  const reply = respond(config.enabled ? index : EMPTY_INDEX, config.enabled ? facts : EMPTY_FACTS, config, message, now(), random);
  const candidates = index
    .rank(message)
    .slice(0, 5)
    .map((r) => ({ id: r.item.id, question: r.item.canonicalQuestion, category: r.item.category, score: round3(r.score) }));
  return { reply: { message: reply.message, category: reply.category, suggestions: reply.suggestions, confidence: round3(reply.confidence) }, candidates, records: reply.records };
}

/** Every record the assistant states facts from, as the current index holds them (placeholders resolve against these). */
export async function recordEntities(db: Database): Promise<readonly Entity[]> {
  const { version } = await state(db);
  return (await indexFor(db, version)).facts.entities;
}

/** GET /api/chat: the panel's welcome message and six starter questions. */
export async function chatWelcome(db: Database): Promise<ChatWelcome> {
  const { config, version } = await state(db);
  const suggestions = config.enabled && config.enableSuggestions ? (await indexFor(db, version)).index.starterQuestions(6) : [];
  return { enabled: config.enabled, welcomeMessage: config.welcomeMessage, suggestions };
}

/** POST /api/chat/rating. 404 when the reply is unknown (or was never stored: analytics off). */
export async function rate(db: Database, messageId: string, helpful: boolean): Promise<void> {
  if (!(await rateReply(db, messageId, helpful))) throw new HttpError(404, "No such reply to rate.");
}
