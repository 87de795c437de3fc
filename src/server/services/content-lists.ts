/**
 * Staff edit the public lists (announcements, courses, forms, faculty, gallery, map buildings) through
 * these few functions, whatever the list: each change and its audit entry are written in one
 * transaction, and the database triggers bump content_state.version so every instance (the assistant,
 * caches) sees the change. Hand-ordered lists keep their places 0..n-1; dated lists are ordered by date.
 */
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import type { AdminIdentity } from "../auth/require-admin.ts";
import * as repo from "../repositories/content-lists.ts";
import { recordAudit, summariseValue } from "./audit-log.ts";
import { LIST_DEFINITIONS, type ListDefinition } from "./content-list-definitions.ts";
import type { ContentListName } from "../../shared/api/admin-lists.ts";

type Row = repo.Row;
type Values = Record<string, unknown>;

/** Fields whose API text is a time stored as timestamptz. */
const TIME_FIELDS = new Set(["createdAt", "expiresAt"]);

/** The public GET of a list: what visitors may see now, in public order. */
export async function listPublicItems(db: Database, name: ContentListName, now = new Date()): Promise<object[]> {
  const def = LIST_DEFINITIONS[name];
  return (await repo.listRows(db, def.source, def.publicWhere?.(now))).map((r) => def.toPublic(r));
}

/** GET /api/admin/<list>: every item (scheduled and expired news too), with place and last change. */
export async function listAdminItems(db: Database, name: ContentListName): Promise<object[]> {
  const def = LIST_DEFINITIONS[name];
  return (await repo.listRows(db, def.source)).map((r, index) => toAdmin(def, r, index));
}

function toAdmin(def: ListDefinition, row: Row, position: number): object {
  return {
    ...def.toPublic(row),
    ...def.adminExtras?.(row),
    ...(def.handOrdered ? { position } : {}),
    updatedAt: new Date(row.updatedAt as string | Date).toISOString(),
  };
}

/** API fields to column values: times become Dates, an empty optional list is none. */
function toValues(def: ListDefinition, input: Values): Values {
  const values: Values = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === "position" || value === undefined) continue;
    if (TIME_FIELDS.has(key)) values[key] = value === null ? null : new Date(value as string);
    else if (def.name === "forms" && key === "requirements") values[key] = Array.isArray(value) && value.length > 0 ? value : null;
    else values[key] = value;
  }
  return values;
}

/** A readable, stable id from the item's name: 'BS Information Technology' -> 'bs-information-technology'. */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "item";
}

async function freeId(db: Database, def: ListDefinition, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.findRow(db, def.source, id))) return id;
  }
}

async function checkUnique(db: Database, def: ListDefinition, values: Values, exceptId?: string): Promise<void> {
  const u = def.unique;
  if (!u || values[u.field] === undefined) return;
  if (await repo.valueTaken(db, def.source, u.column, values[u.field], exceptId)) {
    throw fieldError(u.field, `Another ${def.noun} already has the ${u.label} ${String(values[u.field])}`);
  }
}

function checkRule(def: ListDefinition, row: Row): void {
  const problem = def.check?.(row);
  if (problem) throw fieldError(problem.field, problem.message);
}

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, `Invalid request. ${field}: ${message}`, { fields: { [field]: message } });
}

function notFound(def: ListDefinition, id: string): HttpError {
  return new HttpError(404, `No ${def.noun} with id ${id}.`);
}

/** A unique index refused the write (two editors saving the same code at once): a 400, not a 500. */
function isUniqueViolation(err: unknown): boolean {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? "")}`;
  return /duplicate key|unique constraint|23505/.test(text) || (err as { code?: string })?.code === "23505";
}

async function inTransaction<T>(db: Database, def: ListDefinition, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Database));
  } catch (err) {
    if (!(err instanceof HttpError) && isUniqueViolation(err)) {
      const field = def.unique?.field ?? "id";
      throw fieldError(field, `Another ${def.noun} was saved with the same ${def.unique?.label ?? "id"} just now; change it and save again`);
    }
    throw err;
  }
}

const target = (def: ListDefinition, id: string) => `${def.noun} ${id}`;

/** POST /api/admin/<list>: a new item (a hand-ordered list puts it last); answers the stored item. */
export async function createListItem(db: Database, admin: AdminIdentity, name: ContentListName, input: Values): Promise<object> {
  const def = LIST_DEFINITIONS[name];
  return inTransaction(db, def, async (tx) => {
    const values = toValues(def, input);
    await checkUnique(tx, def, values);
    values.id = await freeId(tx, def, slugify(String(input[def.slugFrom] ?? "")));
    const existing = await repo.listRows(tx, def.source);
    if (def.handOrdered) values.sortOrder = existing.reduce((m, r) => Math.max(m, Number(r.sortOrder) + 1), 0);
    const row = await repo.insertRow(tx, def.source, values);
    checkRule(def, row);
    await recordAudit(tx, admin.username, "content.create", target(def, values.id as string), { list: def.name, item: summariseValue(def.label(row)) });
    return toAdmin(def, row, existing.length);
  });
}

/**
 * PATCH /api/admin/<list>/{id}: changes the given fields and, with `position`, moves the item there
 * (0 first; beyond the end means last). 404 when unknown; the audit entry lists old and new values.
 */
export async function updateListItem(db: Database, admin: AdminIdentity, name: ContentListName, id: string, patch: Values): Promise<object> {
  const def = LIST_DEFINITIONS[name];
  return inTransaction(db, def, async (tx) => {
    const before = await repo.findRow(tx, def.source, id);
    if (!before) throw notFound(def, id);
    const values = toValues(def, patch);
    await checkUnique(tx, def, values, id);
    if (Object.keys(values).length > 0) await repo.updateRow(tx, def.source, id, values);
    let moved: { from: number; to: number } | undefined;
    if (def.handOrdered && typeof patch.position === "number") moved = await move(tx, def, id, patch.position);
    const rows = await repo.listRows(tx, def.source);
    const index = rows.findIndex((r) => r.id === id);
    const after = rows[index]!;
    checkRule(def, after);
    const fields = Object.keys(values).filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
    await recordAudit(tx, admin.username, "content.update", target(def, id), {
      list: def.name,
      item: summariseValue(def.label(after)),
      fields,
      changes: Object.fromEntries(fields.map((f) => [f, { from: summariseValue(before[f]), to: summariseValue(after[f]) }])),
      ...(moved && moved.from !== moved.to ? { moved } : {}),
    });
    return toAdmin(def, after, index);
  });
}

async function move(tx: Database, def: ListDefinition, id: string, position: number): Promise<{ from: number; to: number }> {
  const rows = await repo.listRows(tx, def.source);
  const ids = rows.map((r) => r.id as string);
  const from = ids.indexOf(id);
  ids.splice(from, 1);
  const to = Math.min(position, ids.length);
  ids.splice(to, 0, id);
  await repo.setPositions(tx, def.source, ids, new Map(rows.map((r) => [r.id as string, Number(r.sortOrder)])));
  return { from, to };
}

/** DELETE /api/admin/<list>/{id}: 404 when unknown. A seed never adds the item back. */
export async function deleteListItem(db: Database, admin: AdminIdentity, name: ContentListName, id: string): Promise<void> {
  const def = LIST_DEFINITIONS[name];
  await inTransaction(db, def, async (tx) => {
    const deleted = await repo.deleteRow(tx, def.source, id);
    if (!deleted) throw notFound(def, id);
    await recordAudit(tx, admin.username, "content.delete", target(def, id), { list: def.name, item: summariseValue(def.label(deleted)) });
  });
}

/** The lists' shared version: it moves on every change of any list (read by the assistant and caches). */
export async function contentVersion(db: Database): Promise<number> {
  return (await repo.readContentState(db)).version;
}
