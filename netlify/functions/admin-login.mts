import { defineHandler } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { readJson } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireSameOrigin } from "../../src/server/auth/require-admin.ts";
import { sessionCookie } from "../../src/server/auth/cookies.ts";
import { signIn } from "../../src/server/auth/sessions.ts";
import { AdminLogin, type AdminSession } from "../../src/shared/api/admin-auth.ts";

/**
 * POST /api/admin/login. The sign-in page reads `message` of a failed answer, so errors
 * carry it next to the API's usual `error`.
 */
export default defineHandler({
  POST: async (req, context) => {
    try {
      requireSameOrigin(req);
      const credentials = await readJson(req, AdminLogin);
      const session = await signIn(await database(), credentials, context.ip);
      const body: AdminSession = { authenticated: true, user: { username: session.username, role: session.role } };
      return json(body, { headers: { "set-cookie": sessionCookie(req, session.token, session.maxAgeSeconds) } });
    } catch (err) {
      if (err instanceof HttpError) {
        return json({ error: err.message, message: err.message, ...(err.fields ? { fields: err.fields } : {}) }, { status: err.status, headers: err.headers });
      }
      throw err;
    }
  },
});

export const config = { path: "/api/admin/login" };
