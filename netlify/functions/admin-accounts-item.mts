import { decodeParam } from "../../src/server/http/params.ts";
import { defineHandler } from "../../src/server/http/handler.ts";
import { adminDelete } from "../../src/server/http/admin-handlers.ts";
import { readJson } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { database } from "../../src/server/db/client.ts";
import { requireAdminChange } from "../../src/server/auth/require-admin.ts";
import { removeAdminAccount, updateAdminAccount } from "../../src/server/services/account-admin.ts";
import { AccountPatch, Username } from "../../src/shared/api/admin-accounts.ts";

/**
 * PATCH /api/admin/accounts/{username}: a new role and/or password.
 * DELETE /api/admin/accounts/{username}: removes the account (204). Unknown names are 404.
 */
export default defineHandler({
  PATCH: async (req, context) => {
    const admin = await requireAdminChange(req, "accounts");
    const username = readUsername(context.params.username);
    const patch = await readJson(req, AccountPatch);
    return json(await updateAdminAccount(await database(), admin, username, patch));
  },
  DELETE: adminDelete("accounts", (db, admin, context) => removeAdminAccount(db, admin, readUsername(context.params.username))),
});

function readUsername(value: string | undefined): string {
  const parsed = Username.safeParse(decodeParam(value));
  if (!parsed.success) throw new HttpError(404, `No account named '${value ?? ""}'.`);
  return parsed.data;
}

export const config = { path: "/api/admin/accounts/:username" };
