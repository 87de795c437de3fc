import { beforeAll, describe, expect, it } from "vitest";
import handler, { config as route } from "../functions/admin-chatbot-config.mts";
import chat from "../functions/chat.mts";
import publicConfig from "../functions/config.mts";
import { resetChatIndex } from "../../src/server/chatbot/service.ts";
import { ChatbotConfig } from "../../src/shared/api/chatbot-config.ts";
import { ChatReply, ChatWelcome } from "../../src/shared/api/chat.ts";
import { useAdminApi } from "../../src/server/testing/admin-api.ts";
import { lastAudit } from "../../src/server/testing/rows.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends } from "../../src/server/testing/databases.ts";

describe.each(testBackends())("admin chatbot configuration API on $name", (backend) => {
  const admin = useAdminApi(backend);
  const get = (headers?: Record<string, string>) => admin.call(handler, "/api/admin/chatbot/config", { headers });
  const patch = (body: unknown, headers?: Record<string, string>) => admin.call(handler, "/api/admin/chatbot/config", { method: "PATCH", json: body, headers });
  const stored = async () => ChatbotConfig.parse(await (await get()).json());

  beforeAll(async () => {
    resetChatIndex();
  });

  it("is routed at /api/admin/chatbot/config and answers the seeded configuration", async () => {
    expect(route.path).toBe("/api/admin/chatbot/config");
    const res = await get();
    expect(res.status).toBe(200);
    const config = ChatbotConfig.parse(await res.json());
    expect(config.enabled).toBe(true);
  });

  it("answers 401 without a session and 403 to a foreign Origin, changing nothing", async () => {
    const before = await stored();
    expect((await get({})).status).toBe(401);
    expect((await patch({ enabled: false }, {})).status).toBe(401);
    expect((await patch({ enabled: false }, { cookie: admin.cookie, origin: "https://evil.example", host: "127.0.0.1" })).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it("enforces the bounds with the contract's messages and writes nothing", async () => {
    const before = await stored();
    const cases: [unknown, string, string][] = [
      [{ maxResponseLength: 49 }, "maxResponseLength", "Max response length must be between 50 and 2000"],
      [{ maxResponseLength: 2001 }, "maxResponseLength", "Max response length must be between 50 and 2000"],
      [{ maxResponseLength: 300.5 }, "maxResponseLength", "Max response length must be a whole number"],
      [{ confidenceThreshold: -1 }, "confidenceThreshold", "Confidence threshold must be between 0 and 100"],
      [{ confidenceThreshold: 100.5 }, "confidenceThreshold", "Confidence threshold must be between 0 and 100"],
      [{ welcomeMessage: "   " }, "welcomeMessage", "Welcome message is required"],
      [{ enabled: "yes" }, "enabled", "Invalid input: expected boolean, received string"],
      [{}, "body", "Send at least one setting to change"],
      [{ theme: "dark" }, "body", 'Unrecognized key: "theme"'],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it("accepts the bounds themselves and answers the whole configuration, audited with old and new values", async () => {
    for (const body of [{ maxResponseLength: 50 }, { maxResponseLength: 2000 }, { confidenceThreshold: 0 }, { confidenceThreshold: 100 }, { confidenceThreshold: 45, maxResponseLength: 600 }]) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(ChatbotConfig.parse(await res.json())).toMatchObject(body);
    }
    expect(await lastAudit(admin.db)).toMatchObject({
      action: "config.update",
      target: "chatbot configuration",
      details: { fields: ["maxResponseLength", "confidenceThreshold"], changes: { confidenceThreshold: { from: 100, to: 45 }, maxResponseLength: { from: 2000, to: 600 } } },
    });
  });

  it("switches the chatbot off and on: replies, the welcome and /api/config follow at once", async () => {
    const ask = async () => ChatReply.parse(await (await chat(apiRequest("/api/chat", { method: "POST", json: { message: "What are the ICT help desk hours?", sessionId: "session_cfg" } }), context())).json());
    expect((await ask()).category).not.toBe("unavailable");
    expect((await patch({ enabled: false })).status).toBe(200);
    const off = await ask();
    expect(off.category).toBe("unavailable");
    expect(off.message).toMatch(/unavailable/);
    expect(await (await publicConfig(apiRequest("/api/config"), context())).json()).toMatchObject({ chatbot: { enabled: false } });
    expect(ChatWelcome.parse(await (await chat(apiRequest("/api/chat"), context())).json()).enabled).toBe(false);
    await patch({ enabled: true });
    expect((await ask()).category).not.toBe("unavailable");
    expect(await (await publicConfig(apiRequest("/api/config"), context())).json()).toMatchObject({ chatbot: { enabled: true } });
  });

  it("shows a new welcome message in GET /api/chat and a new fallback message in replies", async () => {
    await patch({ welcomeMessage: "Mabuhay! Ask me about MVSU." });
    expect(ChatWelcome.parse(await (await chat(apiRequest("/api/chat"), context())).json()).welcomeMessage).toBe("Mabuhay! Ask me about MVSU.");
    await patch({ fallbackMessage: "I cannot answer that yet; please ask the information desk." });
    const reply = ChatReply.parse(await (await chat(apiRequest("/api/chat", { method: "POST", json: { message: "What is the capital of France?", sessionId: "session_cfg" } }), context())).json());
    expect(reply).toMatchObject({ category: "fallback", message: "I cannot answer that yet; please ask the information desk." });
  });
});
