/**
 * The shape every admin API method shares, written once: who may call it (a signed-in account whose role
 * has the permission; a change must also come from this site), then the service call, then the answer.
 * A function file then says only what is particular to it: its permission, its contract and its service.
 */
import type { z } from "zod";
import type { FunctionContext, MethodHandler } from "./handler.ts";
import { readJson } from "./request.ts";
import { json } from "./responses.ts";
import { database, type Database } from "../db/client.ts";
import { requireAdmin, requireAdminChange, type AdminIdentity } from "../auth/require-admin.ts";
import type { Permission } from "../../shared/api/admin-roles.ts";

/** A read (GET) for an admin who may use `permission` (any admin when it is undefined); answers `read`'s JSON. */
export function adminRead(permission: Permission | undefined, read: (db: Database, req: Request, context: FunctionContext) => Promise<unknown>): MethodHandler {
  return async (req, context) => {
    await requireAdmin(req, permission);
    return json(await read(await database(), req, context));
  };
}

/**
 * A change (POST, PATCH) with a JSON body: checked origin and session first, then the body against `schema`
 * (400 with field messages), then `change`, whose result is the answer (`status`: 201 for a creation).
 */
export function adminChange<S extends z.ZodType>(
  permission: Permission,
  schema: S,
  change: (db: Database, admin: AdminIdentity, input: z.infer<S>) => Promise<unknown>,
  status = 200,
): MethodHandler {
  return async (req) => {
    const admin = await requireAdminChange(req, permission);
    const input = await readJson(req, schema);
    return json(await change(await database(), admin, input), { status });
  };
}

/** A DELETE: checked origin and session, then `remove`; 204 with no body. */
export function adminDelete(permission: Permission, remove: (db: Database, admin: AdminIdentity, context: FunctionContext) => Promise<void>): MethodHandler {
  return async (req, context) => {
    const admin = await requireAdminChange(req, permission);
    await remove(await database(), admin, context);
    return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  };
}
