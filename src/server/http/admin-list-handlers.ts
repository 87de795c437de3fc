/**
 * The admin REST of a staff-edited list, the same for every list: `GET`/`POST /api/admin/<list>` and
 * `PATCH`/`DELETE /api/admin/<list>/{id}`. Each netlify/functions/admin-<list>*.mts file is one call
 * of these, so the lists cannot drift apart. Content editors and administrators only (403 otherwise).
 */
import { defineHandler } from "./handler.ts";
import { readJson } from "./request.ts";
import { json } from "./responses.ts";
import { HttpError } from "./errors.ts";
import { database } from "../db/client.ts";
import { requireAdmin, requireAdminChange } from "../auth/require-admin.ts";
import { createListItem, deleteListItem, listAdminItems, updateListItem } from "../services/content-lists.ts";
import { LIST_CONTRACTS, type ContentListName } from "../../shared/api/admin-lists.ts";

/** GET every item (scheduled and expired news included) and POST a new one (201). */
export function listCollectionHandler(name: ContentListName) {
  const contract = LIST_CONTRACTS[name];
  return defineHandler({
    GET: async (req) => {
      await requireAdmin(req, "content");
      return json(await listAdminItems(await database(), name));
    },
    POST: async (req) => {
      const admin = await requireAdminChange(req, "content");
      const input = (await readJson(req, contract.input)) as Record<string, unknown>;
      return json(await createListItem(await database(), admin, name, input), { status: 201 });
    },
  });
}

/** PATCH some fields (and/or `position`) of one item; DELETE it (204). Unknown ids are 404. */
export function listItemHandler(name: ContentListName) {
  const contract = LIST_CONTRACTS[name];
  return defineHandler({
    PATCH: async (req, context) => {
      const admin = await requireAdminChange(req, "content");
      const id = readSlugParam(context.params.id);
      const patch = (await readJson(req, contract.patch)) as Record<string, unknown>;
      if (Object.keys(patch).length === 0) throw new HttpError(400, "Send at least one field to change.");
      return json(await updateListItem(await database(), admin, name, id, patch));
    },
    DELETE: async (req, context) => {
      const admin = await requireAdminChange(req, "content");
      await deleteListItem(await database(), admin, name, readSlugParam(context.params.id));
      return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
    },
  });
}

function readSlugParam(value: string | undefined): string {
  // A malformed escape ('%ZZ') names nothing: a 404 like any unknown id, never a 500.
  let id: string;
  try {
    id = decodeURIComponent(value ?? "");
  } catch {
    throw new HttpError(404, `Nothing with id ${value ?? "(none)"}.`);
  }
  if (!/^[a-z0-9][a-z0-9-]{0,119}$/.test(id)) throw new HttpError(404, `Nothing with id ${id || "(none)"}.`);
  return id;
}
