import { defineHandler } from "../../src/server/http/handler.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { getPublicConfig } from "../../src/server/services/public-config.ts";

/** GET /api/config: the chatbot switch and the maps key. */
export default defineHandler({
  GET: async () => json(await getPublicConfig(await database()), { headers: { "cache-control": "public, max-age=60" } }),
});

export const config = { path: "/api/config" };
