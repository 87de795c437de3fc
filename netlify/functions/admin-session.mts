import { defineHandler } from "../../src/server/http/handler.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { readCookie, SESSION_COOKIE } from "../../src/server/auth/cookies.ts";
import { resolveSession } from "../../src/server/auth/sessions.ts";
import type { AdminSession } from "../../src/shared/api/admin-auth.ts";

/** GET /api/admin/session: whether this browser is signed in, and as whom. Always 200. */
export default defineHandler({
  GET: async (req) => {
    const admin = await resolveSession(await database(), readCookie(req, SESSION_COOKIE));
    const body: AdminSession = admin ? { authenticated: true, user: { username: admin.username, role: admin.role } } : { authenticated: false };
    return json(body);
  },
});

export const config = { path: "/api/admin/session" };
