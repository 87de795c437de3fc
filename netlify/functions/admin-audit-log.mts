import { defineHandler } from "../../src/server/http/handler.ts";
import { adminRead } from "../../src/server/http/admin-handlers.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { getAuditLog } from "../../src/server/services/audit-log.ts";
import { AuditLogQuery } from "../../src/shared/api/admin-tools.ts";

/** GET /api/admin/audit-log?limit=100: who changed what and when, newest first (the Tools tab). */
export default defineHandler({
  GET: adminRead(undefined, (db, req) => getAuditLog(db, readQuery(req, AuditLogQuery).limit)),
});

export const config = { path: "/api/admin/audit-log" };
