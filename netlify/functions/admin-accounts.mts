import { defineHandler } from "../../src/server/http/handler.ts";
import { adminChange, adminRead } from "../../src/server/http/admin-handlers.ts";
import { createAdminAccount, listAdminAccounts } from "../../src/server/services/account-admin.ts";
import { AccountCreate } from "../../src/shared/api/admin-accounts.ts";

/**
 * GET /api/admin/accounts: every admin account with its role (administrators only).
 * POST /api/admin/accounts: creates one (201); 409 when the username is taken.
 */
export default defineHandler({
  GET: adminRead("accounts", (db) => listAdminAccounts(db)),
  POST: adminChange("accounts", AccountCreate, (db, admin, input) => createAdminAccount(db, admin, input), 201),
});

export const config = { path: "/api/admin/accounts" };
