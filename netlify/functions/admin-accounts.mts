import { defineHandler } from "../../src/server/http/handler.ts";
import { readJson } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdmin, requireAdminChange } from "../../src/server/auth/require-admin.ts";
import { createAdminAccount, listAdminAccounts } from "../../src/server/services/account-admin.ts";
import { AccountCreate } from "../../src/shared/api/admin-accounts.ts";

/**
 * GET /api/admin/accounts: every admin account with its role (administrators only).
 * POST /api/admin/accounts: creates one (201); 409 when the username is taken.
 */
export default defineHandler({
  GET: async (req) => {
    await requireAdmin(req, "accounts");
    return json(await listAdminAccounts(await database()));
  },
  POST: async (req) => {
    const admin = await requireAdminChange(req, "accounts");
    const input = await readJson(req, AccountCreate);
    return json(await createAdminAccount(await database(), admin, input), { status: 201 });
  },
});

export const config = { path: "/api/admin/accounts" };
