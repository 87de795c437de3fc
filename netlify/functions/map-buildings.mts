import { defineHandler } from "../../src/server/http/handler.ts";
import { cachedJson } from "../../src/server/http/cached-json.ts";
import { database } from "../../src/server/db/client.ts";
import { getMapBuildings } from "../../src/server/services/map-buildings.ts";

/** GET /api/map-buildings: every building with latitude and longitude as numbers; ETag-cached. */
export default defineHandler({
  GET: async (req) => cachedJson(req, await getMapBuildings(await database())),
});

export const config = { path: "/api/map-buildings" };
