import { defineHandler } from "../../src/server/http/handler.ts";
import { json } from "../../src/server/http/responses.ts";
import { readJson } from "../../src/server/http/request.ts";
import { database } from "../../src/server/db/client.ts";
import { chat, chatWelcome } from "../../src/server/chatbot/service.ts";
import { ChatRequest } from "../../src/shared/api/chat.ts";

/** POST /api/chat answers a message; GET gives the panel its welcome and starter chips. */
export default defineHandler({
  GET: async () => json(await chatWelcome(await database())),
  POST: async (req) => json(await chat(await database(), await readJson(req, ChatRequest, 4 * 1024))),
});

export const config = { path: "/api/chat" };
