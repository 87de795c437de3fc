import { defineHandler } from "../../src/server/http/handler.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireSameOrigin } from "../../src/server/auth/require-admin.ts";
import { clearedSessionCookie, readCookie, SESSION_COOKIE } from "../../src/server/auth/cookies.ts";
import { signOut } from "../../src/server/auth/sessions.ts";

/** POST /api/admin/logout: deletes the session and clears the cookie (a second logout is harmless). */
export default defineHandler({
  POST: async (req) => {
    requireSameOrigin(req);
    await signOut(await database(), readCookie(req, SESSION_COOKIE));
    return json({ ok: true }, { headers: { "set-cookie": clearedSessionCookie(req) } });
  },
});

export const config = { path: "/api/admin/logout" };
