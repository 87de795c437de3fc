import { defineHandler } from "../../src/server/http/handler.ts";
import { cachedJson } from "../../src/server/http/cached-json.ts";
import { database } from "../../src/server/db/client.ts";
import { getForms } from "../../src/server/services/directories.ts";

/** GET /api/forms: the whole list; ETag and a short max-age since it changes rarely. */
export default defineHandler({
  GET: async (req) => cachedJson(req, await getForms(await database())),
});

export const config = { path: "/api/forms" };
