/**
 * The admin audit log: every change made in the console (and every sign-in and sign-out) is appended
 * with the admin's username, so the Tools tab can answer "who changed this, and when".
 */
import type { Database } from "../db/client.ts";
import { insertAuditEntry, listAuditEntries } from "../repositories/audit-log.ts";
import type { AuditAction, AuditEntry } from "../../shared/api/admin-tools.ts";

/** Longest text kept for one value in `details`; the log is a summary, not a copy of the content. */
const MAX_VALUE_CHARS = 200;

/** Shortens long strings (and strings inside lists) so an entry stays a summary. */
export function summariseValue(value: unknown): unknown {
  if (typeof value === "string") return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS - 1)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 20).map(summariseValue);
  return value;
}

/** Records one admin action. Pass the transaction of the change so both are written or neither. */
export async function recordAudit(
  db: Database,
  username: string,
  action: AuditAction,
  target: string | null = null,
  details: Record<string, unknown> | null = null,
): Promise<void> {
  await insertAuditEntry(db, { username, action, target, details });
}

/** GET /api/admin/audit-log: the latest `limit` entries, newest first. */
export async function getAuditLog(db: Database, limit: number): Promise<AuditEntry[]> {
  const rows = await listAuditEntries(db, limit);
  return rows.map((r) => ({ id: r.id, at: new Date(r.at).toISOString(), username: r.username, action: r.action, target: r.target, details: r.details ?? null }));
}
