import { defineHandler } from "../../src/server/http/handler.ts";
import { readJson } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdminChange } from "../../src/server/auth/require-admin.ts";
import { importKnowledge } from "../../src/server/services/knowledge-import.ts";
import { KnowledgeImportRequest, type KnowledgeImportRejected } from "../../src/shared/api/admin-tools.ts";

/** A whole knowledge file travels in the body: more than the API's usual 64 KB (the local server honours this). */
export const bodyLimit = 5 * 1024 * 1024;

/**
 * POST /api/admin/chatbot/knowledge/import {format, content, apply}. apply=false answers the preview;
 * apply=true writes it all in one transaction, or answers 400 with the errors and writes nothing.
 */
export default defineHandler({
  POST: async (req) => {
    const admin = await requireAdminChange(req, "chatbot");
    const request = await readJson(req, KnowledgeImportRequest, bodyLimit);
    const result = await importKnowledge(await database(), admin, request);
    if (request.apply && !result.applied) {
      const n = result.errors.length;
      const body: KnowledgeImportRejected = { error: `The file has ${n} error${n === 1 ? "" : "s"}; nothing was imported.`, ...result };
      return json(body, { status: 400 });
    }
    return json(result);
  },
});

export const config = { path: "/api/admin/chatbot/knowledge/import" };
