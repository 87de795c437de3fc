import { defineHandler } from "../../src/server/http/handler.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin } from "../../src/server/auth/require-admin.ts";
import { getAuditLog } from "../../src/server/services/audit-log.ts";
import { AuditLogQuery } from "../../src/shared/api/admin-tools.ts";

/** GET /api/admin/audit-log?limit=100: who changed what and when, newest first (the Tools tab). */
export default defineHandler({
  GET: async (req) => {
    await requireAdmin(req);
    const { limit } = readQuery(req, AuditLogQuery);
    return json(await getAuditLog(await database(), limit));
  },
});

export const config = { path: "/api/admin/audit-log" };
