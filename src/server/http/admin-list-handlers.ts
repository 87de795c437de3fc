/**
 * The admin REST of a staff-edited list, the same for every list: `GET`/`POST /api/admin/<list>` and
 * `PATCH`/`DELETE /api/admin/<list>/{id}`. Each netlify/functions/admin-<list>*.mts file is one call
 * of these, so the lists cannot drift apart. Content editors and administrators only (403 otherwise).
 */
import { decodeParam } from "./params.ts";
import { defineHandler } from "./handler.ts";
import { adminChange, adminDelete, adminRead } from "./admin-handlers.ts";
import { readJson } from "./request.ts";
import { json } from "./responses.ts";
import { HttpError } from "./errors.ts";
import { database } from "../db/client.ts";
import { requireAdminChange } from "../auth/require-admin.ts";
import { createListItem, deleteListItem, listAdminItems, updateListItem } from "../services/content-lists.ts";
import { LIST_CONTRACTS, type ContentListName } from "../../shared/api/admin-lists.ts";

/** GET every item (scheduled and expired news included) and POST a new one (201). */
export function listCollectionHandler(name: ContentListName) {
  const contract = LIST_CONTRACTS[name];
  return defineHandler({
    GET: adminRead("content", (db) => listAdminItems(db, name)),
    POST: adminChange("content", contract.input, (db, admin, input) => createListItem(db, admin, name, input as Record<string, unknown>), 201),
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
    DELETE: adminDelete("content", (db, admin, context) => deleteListItem(db, admin, name, readSlugParam(context.params.id))),
  });
}

function readSlugParam(value: string | undefined): string {
  const id = decodeParam(value);
  if (!/^[a-z0-9][a-z0-9-]{0,119}$/.test(id)) throw new HttpError(404, `Nothing with id ${id || "(none)"}.`);
  return id;
}
