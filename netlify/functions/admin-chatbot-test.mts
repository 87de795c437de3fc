import { defineHandler } from "../../src/server/http/handler.ts";
import { readJson } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdminChange } from "../../src/server/auth/require-admin.ts";
import { tryMessage } from "../../src/server/chatbot/service.ts";
import { TestConsoleRequest } from "../../src/shared/api/admin-tools.ts";

/**
 * POST /api/admin/chatbot/test: the Tools tab's test console. Answers like /api/chat plus the five best
 * candidates; nothing is stored or counted. A POST, so it is held to the same origin rule as changes.
 */
export default defineHandler({
  POST: async (req) => {
    await requireAdminChange(req, "chatbot");
    const { message } = await readJson(req, TestConsoleRequest, 4 * 1024);
    return json(await tryMessage(await database(), message));
  },
});

export const config = { path: "/api/admin/chatbot/test" };
