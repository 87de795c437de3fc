import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import knowledge, { config as listConfig } from "../functions/admin-chatbot-knowledge.mts";
import knowledgeItem, { config as itemConfig } from "../functions/admin-chatbot-knowledge-item.mts";
import chat from "../functions/chat.mts";
import { resetChatIndex } from "../../src/server/chatbot/service.ts";
import { KnowledgeItem } from "../../src/shared/api/admin-knowledge.ts";
import { ChatReply } from "../../src/shared/api/chat.ts";
import { useAdminApi } from "../../src/server/testing/admin-api.ts";
import { lastAudit, rowCount } from "../../src/server/testing/rows.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends } from "../../src/server/testing/databases.ts";

const TOGA = {
  category: "services",
  canonicalQuestion: "Where can graduates rent a toga for commencement?",
  questionVariations: ["toga rental for graduation", "saan magrent ng toga"],
  canonicalAnswer: "Togas are rented at the Alumni Relations Office, Room 104, from March 1.",
  keywords: ["toga", "commencement"],
  entities: ["Alumni Relations Office"],
  priority: 5,
};


describe.each(testBackends())("admin knowledge API on $name", (backend) => {
  const admin = useAdminApi(backend);
  const list = (headers?: Record<string, string>) => admin.call(knowledge, "/api/admin/chatbot/knowledge", { headers });
  const create = (body: unknown, headers?: Record<string, string>) => admin.call(knowledge, "/api/admin/chatbot/knowledge", { method: "POST", json: body, headers });
  const patch = (id: string | number, body: unknown, headers?: Record<string, string>) =>
    admin.call(knowledgeItem, `/api/admin/chatbot/knowledge/${id}`, { method: "PATCH", json: body, headers }, { id: String(id) });
  const remove = (id: string | number, headers?: Record<string, string>) =>
    admin.call(knowledgeItem, `/api/admin/chatbot/knowledge/${id}`, { method: "DELETE", headers }, { id: String(id) });
  const ask = async (message: string) =>
    ChatReply.parse(await (await chat(apiRequest("/api/chat", { method: "POST", json: { message, sessionId: "session_admin_test" } }), context())).json());

  beforeAll(async () => {
    resetChatIndex();
  });

  it("is routed at the paths of the design", () => {
    expect(listConfig.path).toBe("/api/admin/chatbot/knowledge");
    expect(itemConfig.path).toBe("/api/admin/chatbot/knowledge/:id(\\d+)");
  });

  it("answers 401 without a session on every method, and changes nothing", async () => {
    const before = await rowCount(admin.db, "knowledge_items");
    expect((await list({})).status).toBe(401);
    expect((await create(TOGA, {})).status).toBe(401);
    expect((await patch(1, { isActive: false }, {})).status).toBe(401);
    expect((await remove(1, {})).status).toBe(401);
    expect((await list({ cookie: "kiosk_admin=forged-token" })).status).toBe(401);
    expect(await rowCount(admin.db, "knowledge_items")).toBe(before);
  });

  it("answers 403 to a foreign Origin on changes, even with a session", async () => {
    const foreign = { cookie: admin.cookie, origin: "https://evil.example", host: "127.0.0.1" };
    const before = await rowCount(admin.db, "knowledge_items");
    expect((await create(TOGA, foreign)).status).toBe(403);
    expect((await patch(1, { isActive: false }, foreign)).status).toBe(403);
    expect((await remove(1, foreign)).status).toBe(403);
    expect(await rowCount(admin.db, "knowledge_items")).toBe(before);
  });

  it("lists every item, active and inactive, newest first, in the contract's shape", async () => {
    await admin.db.execute(sql`update knowledge_items set is_active = false where id = (select min(id) from knowledge_items)`);
    const res = await list();
    expect(res.status).toBe(200);
    const items = KnowledgeItem.array().parse(await res.json());
    expect(items.length).toBe(await rowCount(admin.db, "knowledge_items"));
    expect(items.some((i) => !i.isActive)).toBe(true);
    const times = items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await admin.db.execute(sql`update knowledge_items set is_active = true`);
  });

  it("creates an item (201, defaults applied), audits it, and the chatbot answers it at once", async () => {
    const before = await ask("where do I rent a toga for commencement");
    expect(before.message).not.toContain("Alumni Relations Office");
    const res = await create(TOGA);
    expect(res.status).toBe(201);
    const item = KnowledgeItem.parse(await res.json());
    expect(item).toMatchObject({ ...TOGA, answerVariations: [], difficulty: "easy", isActive: true, usageCount: 0, effectivenessScore: 0 });
    expect(await lastAudit(admin.db)).toMatchObject({ username: "test-admin", action: "knowledge.create", target: `knowledge #${item.id}` });
    const reply = await ask("where do I rent a toga for commencement");
    expect(reply.message).toBe(TOGA.canonicalAnswer);
    expect(reply.category).toBe("services");
  });

  it("refuses bad input with 400 and field messages, writing nothing", async () => {
    const before = await rowCount(admin.db, "knowledge_items");
    const auditBefore = await rowCount(admin.db, "admin_audit_log");
    const bad = [
      { ...TOGA, category: "sports" },
      { ...TOGA, canonicalQuestion: "   " },
      { ...TOGA, priority: 11 },
      { ...TOGA, priority: "high" },
      { ...TOGA, difficulty: "impossible" },
      { ...TOGA, keywords: "toga, gown" },
      { ...TOGA, questionVariations: ["toga rental", "  "] },
    ];
    for (const body of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = await res.json();
      expect(Object.keys(answer.fields ?? {})).toHaveLength(1);
      expect(answer.error).toMatch(/^Invalid request\./);
    }
    const malformed = await knowledge(apiRequest("/api/admin/chatbot/knowledge", { method: "POST", body: "{not json", headers: { cookie: admin.cookie, "content-type": "application/json" } }), context());
    expect(malformed.status).toBe(400);
    expect(await rowCount(admin.db, "knowledge_items")).toBe(before);
    expect(await rowCount(admin.db, "admin_audit_log")).toBe(auditBefore);
  });

  it("patches any fields, audits old and new values, and deactivating stops the chatbot using the item", async () => {
    const item = KnowledgeItem.parse(await (await create({ ...TOGA, canonicalQuestion: "When is the toga fitting for graduates?", canonicalAnswer: "Toga fitting is on March 3 in the gym.", keywords: ["fitting", "toga"] })).json());
    expect((await ask("when is the toga fitting")).message).toBe("Toga fitting is on March 3 in the gym.");

    const edited = await patch(item.id, { canonicalAnswer: "Toga fitting moved to March 5 in the gym.", priority: 7 });
    expect(edited.status).toBe(200);
    expect(KnowledgeItem.parse(await edited.json())).toMatchObject({ id: item.id, canonicalAnswer: "Toga fitting moved to March 5 in the gym.", priority: 7, canonicalQuestion: item.canonicalQuestion });
    const entry = await lastAudit(admin.db);
    expect(entry).toMatchObject({ action: "knowledge.update", target: `knowledge #${item.id}` });
    expect(entry!.details).toMatchObject({ fields: ["canonicalAnswer", "priority"], changes: { priority: { from: 5, to: 7 } } });
    expect((await ask("when is the toga fitting")).message).toBe("Toga fitting moved to March 5 in the gym.");

    const off = KnowledgeItem.parse(await (await patch(item.id, { isActive: false })).json());
    expect(off.isActive).toBe(false);
    expect((await ask("when is the toga fitting")).message).not.toContain("March 5");
    await patch(item.id, { isActive: true });
    expect((await ask("when is the toga fitting")).message).toContain("March 5");
  });

  it("refuses a bad patch with 400 (empty, unknown field, out of bounds) and leaves the item as it was", async () => {
    const [first] = KnowledgeItem.array().parse(await (await list()).json());
    for (const body of [{}, { usageCount: 99 }, { priority: 0 }, { isActive: "no" }, { canonicalAnswer: "" }]) {
      const res = await patch(first!.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toMatch(/^Invalid request\./);
    }
    const [again] = KnowledgeItem.array().parse(await (await list()).json());
    expect(again).toEqual(first);
  });

  it("checks references to records: an unknown one is refused with 400, a known one is filled for visitors and shown filled", async () => {
    const before = await rowCount(admin.db, "knowledge_items");
    const bad = await create({ ...TOGA, canonicalAnswer: "Fee: {{service:no-such-service.fee}}", answerVariations: ["{{service:transcript-of-records.colour}}"] });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fields: Record<string, string> };
    expect(body.fields.canonicalAnswer).toContain('No record has the id "service:no-such-service"');
    expect(body.fields.answerVariations).toContain('has no "colour" fact');
    expect(await rowCount(admin.db, "knowledge_items")).toBe(before);

    const ok = await create({ ...TOGA, canonicalQuestion: "What does a zorblax transcript cost?", questionVariations: ["zorblax transcript price"], keywords: ["zorblax"], canonicalAnswer: "{{service:transcript-of-records.fee}}" });
    expect(ok.status).toBe(201);
    const item = KnowledgeItem.parse(await ok.json());
    expect(item.filledAnswer).toBe("The fee for Transcript of Records is ₱100.00 per page plus ₱50.00 documentary stamp.");
    expect((await ask("zorblax transcript price")).message).not.toContain("{{");
    expect((await patch(item.id, { canonicalAnswer: "{{office:nowhere.hours}}" })).status).toBe(400);
  });

  it("answers 404 for an unknown or impossible id", async () => {
    for (const id of ["999999", "0", "abc", "12345678901"]) {
      expect((await patch(id, { isActive: false })).status, id).toBe(404);
      expect((await remove(id)).status, id).toBe(404);
    }
  });

  it("deletes an item (204), audits it, the chatbot no longer answers it, and a second delete is 404", async () => {
    const item = KnowledgeItem.parse(await (await create({ ...TOGA, canonicalQuestion: "Is there a dress code for the baccalaureate mass?", canonicalAnswer: "Wear a white barong or dress.", keywords: ["baccalaureate"] })).json());
    expect((await ask("baccalaureate mass dress code")).message).toBe("Wear a white barong or dress.");
    const res = await remove(item.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await lastAudit(admin.db)).toMatchObject({ action: "knowledge.delete", target: `knowledge #${item.id}`, details: { question: item.canonicalQuestion } });
    expect((await ask("baccalaureate mass dress code")).message).not.toBe("Wear a white barong or dress.");
    expect((await remove(item.id)).status).toBe(404);
  });
});
