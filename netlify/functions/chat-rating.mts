import { defineHandler } from "../../src/server/http/handler.ts";
import { json } from "../../src/server/http/responses.ts";
import { readJson } from "../../src/server/http/request.ts";
import { database } from "../../src/server/db/client.ts";
import { rate } from "../../src/server/chatbot/service.ts";
import { ChatRating } from "../../src/shared/api/chat.ts";

/** POST /api/chat/rating: thumbs up or down on one bot reply (the dashboard's satisfaction score). */
export default defineHandler({
  POST: async (req) => {
    const { messageId, helpful } = await readJson(req, ChatRating, 1024);
    await rate(await database(), messageId, helpful);
    return json({ ok: true });
  },
});

export const config = { path: "/api/chat/rating" };
