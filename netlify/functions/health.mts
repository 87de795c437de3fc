import { defineHandler } from "../../src/server/http/handler.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { checkHealth } from "../../src/server/services/health.ts";

/** GET /api/health: the database and the build version for a monitoring tool; 503 when the database is down. */
export default defineHandler({
  GET: async () => {
    const report = await checkHealth(database);
    return json(report, { status: report.status === "ok" ? 200 : 503 });
  },
});

export const config = { path: "/api/health" };
