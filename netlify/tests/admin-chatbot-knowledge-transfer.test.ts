import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import exportHandler, { config as exportRoute } from "../functions/admin-chatbot-knowledge-export.mts";
import importHandler, { config as importRoute } from "../functions/admin-chatbot-knowledge-import.mts";
import knowledge from "../functions/admin-chatbot-knowledge.mts";
import chat from "../functions/chat.mts";
import type { Database } from "../../src/server/db/client.ts";
import { toRows } from "../../src/server/db/rows.ts";
import { resetChatIndex } from "../../src/server/chatbot/service.ts";
import { parseCsv, toCsv } from "../../src/server/formats/csv.ts";
import { KnowledgeExportFile, KnowledgeItem } from "../../src/shared/api/admin-knowledge.ts";
import { KnowledgeImportRejected, KnowledgeImportResult } from "../../src/shared/api/admin-tools.ts";
import { ChatReply } from "../../src/shared/api/chat.ts";
import { useAdminApi } from "../../src/server/testing/admin-api.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends } from "../../src/server/testing/databases.ts";

const TRICKY = {
  category: "facilities",
  canonicalQuestion: 'Can I book the "Magat Hall", the gym, or both?',
  questionVariations: ["book magat hall", "reserve the gym, please"],
  canonicalAnswer: 'Yes. File the "Facility Request" form at the\nGeneral Services Office, Room 12; fees: P500, P1,000.',
  answerVariations: ['=HYPERLINK("http://evil.example","Click")'],
  keywords: ["magat hall", "@booking", "gym"],
  entities: ["General Services Office"],
  difficulty: "medium",
  priority: 4,
  isActive: false,
};

/** A database snapshot of what an import could change. */
const snapshot = async (db: Database) =>
  JSON.stringify(toRows(await db.execute(sql`select id, category, canonical_question, question_variations, canonical_answer, answer_variations, keywords, entities, difficulty, priority, is_active from knowledge_items order by id`)));
const auditCount = async (db: Database) => Number(toRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from admin_audit_log where action = 'knowledge.import'`))[0]!.n);

describe.each(testBackends())("knowledge export and import on $name", (backend) => {
  const admin = useAdminApi(backend);
  const download = (format: string, headers?: Record<string, string>) =>
    admin.call(exportHandler, `/api/admin/chatbot/knowledge/export?format=${format}`, { headers });
  const upload = (body: unknown, headers?: Record<string, string>) =>
    admin.call(importHandler, "/api/admin/chatbot/knowledge/import", { method: "POST", json: body, headers });
  const preview = async (format: "json" | "csv", content: string) => {
    const res = await upload({ format, content, apply: false });
    expect(res.status).toBe(200);
    return KnowledgeImportResult.parse(await res.json());
  };
  const all = async () => Number(toRows<{ n: number }>(await admin.db.execute(sql`select count(*)::int as n from knowledge_items`))[0]!.n);

  beforeAll(async () => {
    resetChatIndex();
    const res = await admin.call(knowledge, "/api/admin/chatbot/knowledge", { method: "POST", json: TRICKY });
    expect(res.status).toBe(201);
  });

  it("is routed at the design's paths; 401 without a session, 403 for a foreign Origin, 400 for a bad format", async () => {
    expect(exportRoute.path).toBe("/api/admin/chatbot/knowledge/export");
    expect(importRoute.path).toBe("/api/admin/chatbot/knowledge/import");
    expect((await download("json", {})).status).toBe(401);
    expect((await upload({ format: "json", content: "[]", apply: false }, {})).status).toBe(401);
    expect((await upload({ format: "json", content: "[]", apply: true }, { cookie: admin.cookie, origin: "https://evil.example", host: "127.0.0.1" })).status).toBe(403);
    const bad = await download("xml");
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.format).toBe("format must be json or csv");
    for (const body of [{ format: "xml", content: "x", apply: false }, { format: "csv", content: "", apply: false }, { format: "csv", content: "a" }]) {
      const res = await upload(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).fields).toBeDefined();
    }
  });

  it("exports every item as a JSON download that imports back unchanged", async () => {
    const res = await download("json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="mvsu-knowledge-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const file = KnowledgeExportFile.parse(JSON.parse(text));
    expect(file.items).toHaveLength(await all());
    expect(file.items.find((i) => i.canonicalQuestion === TRICKY.canonicalQuestion)).toMatchObject(TRICKY);
    const result = await preview("json", text);
    expect(result).toEqual({ added: [], changed: [], unchanged: file.items.length, errors: [], applied: false });
  });

  it("exports CSV that quotes commas, quotes and line breaks, guards formulas, and imports back unchanged", async () => {
    const res = await download("csv");
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="mvsu-knowledge-[\d-]+\.csv"$/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFFid,category,canonicalQuestion,questionVariations,canonicalAnswer,answerVariations,keywords,entities,difficulty,priority,isActive\r\n")).toBe(true);
    expect(text).toContain('"Can I book the ""Magat Hall"", the gym, or both?"');
    expect(text).toContain('"Yes. File the ""Facility Request"" form at the\nGeneral Services Office, Room 12; fees: P500, P1,000."');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain('"magat hall, @booking, gym"');
    expect(text).not.toMatch(/(^|,)[=+@-]/m);
    expect(await preview("csv", text)).toEqual({ added: [], changed: [], unchanged: await all(), errors: [], applied: false });
  });

  it("previews additions and changes without writing, then applies them in one go with an audit entry", async () => {
    const before = await snapshot(admin.db);
    const rows = parseCsv(await (await download("csv")).text()).rows.map((r) => r.cells);
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    const tricky = rows.find((r) => r[col("canonicalQuestion")] === TRICKY.canonicalQuestion)!;
    tricky[col("canonicalAnswer")] = "Book Magat Hall online at the GSO page.";
    tricky[col("isActive")] = "true";
    const added = header.map(() => "");
    added[col("category")] = "campus_life";
    added[col("canonicalQuestion")] = "Is there a campus radio station?";
    added[col("canonicalAnswer")] = "Yes: DZMV 104.5 FM broadcasts from the Student Center, 6 AM to 10 PM.";
    added[col("keywords")] = "radio, dzmv, fm";
    const content = toCsv([header, tricky, added]);

    const result = await preview("csv", content);
    expect(result).toEqual({
      added: [{ row: 3, question: "Is there a campus radio station?", category: "campus_life" }],
      changed: [{ id: Number(tricky[col("id")]), row: 2, question: TRICKY.canonicalQuestion, fields: ["canonicalAnswer", "isActive"] }],
      unchanged: 0,
      errors: [],
      applied: false,
    });
    expect(await snapshot(admin.db)).toBe(before);
    expect(await auditCount(admin.db)).toBe(0);

    const applied = await upload({ format: "csv", content, apply: true });
    expect(applied.status).toBe(200);
    expect(KnowledgeImportResult.parse(await applied.json())).toEqual({ ...result, applied: true });
    const items = KnowledgeItem.array().parse(await (await admin.call(knowledge, "/api/admin/chatbot/knowledge")).json());
    expect(items.find((i) => i.id === Number(tricky[col("id")]))).toMatchObject({ canonicalAnswer: "Book Magat Hall online at the GSO page.", isActive: true, priority: 4 });
    expect(items[0]).toMatchObject({ canonicalQuestion: "Is there a campus radio station?", difficulty: "easy", priority: 1, isActive: true, keywords: ["radio", "dzmv", "fm"] });
    const entry = toRows<{ username: string; details: Record<string, unknown> }>(await admin.db.execute(sql`select username, details from admin_audit_log where action = 'knowledge.import'`));
    expect(entry).toEqual([{ username: "test-admin", details: expect.objectContaining({ format: "csv", added: 1, changed: 1, unchanged: 0 }) }]);
    const reply = ChatReply.parse(await (await chat(apiRequest("/api/chat", { method: "POST", json: { message: "campus radio station", sessionId: "session_import" } }), context())).json());
    expect(reply.message).toContain("DZMV 104.5 FM");
    // Importing the same file again changes nothing.
    expect(await preview("csv", content)).toMatchObject({ added: [], changed: [], unchanged: 2, errors: [] });
  });

  it("matches by main question, case-insensitively, when a row has no id", async () => {
    const result = await preview("json", JSON.stringify([{ ...TRICKY, canonicalQuestion: TRICKY.canonicalQuestion.toUpperCase(), priority: 9 }]));
    expect(result.added).toEqual([]);
    expect(result.changed).toEqual([{ id: expect.any(Number), row: 1, question: TRICKY.canonicalQuestion.toUpperCase(), fields: expect.arrayContaining(["canonicalQuestion", "priority"]) }]);
    expect(result.changed[0]!.fields).not.toContain("category");
  });

  it("lists every error with its row, and applying such a file answers 400 and writes nothing", async () => {
    const before = await snapshot(admin.db);
    const audits = await auditCount(admin.db);
    const csv = [
      "category,canonicalQuestion,canonicalAnswer,priority,isActive",
      "general,Where do I pay fees?,At the Cashier.,3,true",
      "sports,Is there a pool?,No.,1,true",
      "general,,Missing question.,1,true",
      "general,Parking for visitors?,Beside Gate 2.,eleven,maybe",
      "general,where do i pay fees?,Duplicate of row 2.,1,true",
    ].join("\n");
    const result = await preview("csv", csv);
    expect(result.added).toHaveLength(1);
    expect(result.errors.map((e) => e.row)).toEqual([3, 4, 5, 6]);
    expect(result.errors[0]!.message).toMatch(/^category: /);
    expect(result.errors[1]!.message).toMatch(/^canonicalQuestion: /);
    expect(result.errors[2]!.message).toBe("priority: 'eleven' is not a whole number; isActive: 'maybe' must be true or false");
    expect(result.errors[3]!.message).toBe("Has the same main question as row 2.");

    const res = await upload({ format: "csv", content: csv, apply: true });
    expect(res.status).toBe(400);
    const rejected = KnowledgeImportRejected.parse(await res.json());
    expect(rejected).toMatchObject({ error: "The file has 4 errors; nothing was imported.", applied: false });
    expect(rejected.errors).toEqual(result.errors);
    expect(await snapshot(admin.db)).toBe(before);
    expect(await auditCount(admin.db)).toBe(audits);
  });

  it("reports whole-file problems as row 0 (bad JSON, wrong shape, bad header, unclosed quote)", async () => {
    const cases: ["json" | "csv", string, RegExp][] = [
      ["json", "{ not json", /^The file is not valid JSON/],
      ["json", '{"format":"something-else","items":[]}', /not a knowledge export/],
      ["json", '{"hello":1}', /must be a knowledge export/],
      ["json", "[]", /no items/],
      ["csv", "category,question,answer\ngeneral,a,b\n", /Unknown column 'question'/],
      ["csv", 'category,canonicalQuestion,canonicalAnswer\ngeneral,"open,b\n', /never closed/],
    ];
    for (const [format, content, message] of cases) {
      const result = await preview(format, content);
      expect(result.errors[0]!.message, content).toMatch(message);
      expect(result.added).toEqual([]);
      expect((await upload({ format, content, apply: true })).status, content).toBe(400);
    }
  });

  it("refuses two rows that match the same item", async () => {
    const file = KnowledgeExportFile.parse(await (await download("json")).json());
    const first = file.items[0]!;
    const result = await preview("json", JSON.stringify({ ...file, items: [first, { ...first, canonicalAnswer: "Other." }] }));
    expect(result.errors).toEqual([{ row: 2, message: `Matches the same item (#${first.id}) as row 1.` }]);
  });
});
