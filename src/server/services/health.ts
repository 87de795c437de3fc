/**
 * The health check behind GET /api/health: `select 1` on the process's database, then a real committed
 * write of one row, both with a time limit. A monitoring tool so learns within seconds that the database
 * is down, that the disk is full or read-only (reads still work then, visitors' submissions do not), or
 * that a request has met damaged data since the server started.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { clearStorageFailure, describeFailure, isStorageFailure, lastStorageFailure } from "../http/failures.ts";
import type { HealthReport } from "../../shared/api/health.ts";
import { buildVersion } from "./build-version.ts";

/** A database slower than this counts as down. */
export const HEALTH_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs the checks. `getDb` may itself fail (no DATABASE_URL, pool refused): that is a down database too. */
export async function checkHealth(getDb: () => Promise<Database>, options: { timeoutMs?: number; version?: string } = {}): Promise<HealthReport> {
  const limit = options.timeoutMs ?? HEALTH_TIMEOUT_MS;
  const started = performance.now();
  let error: string | undefined;
  let db: Database | undefined;
  try {
    db = await withTimeout(getDb(), limit);
    await withTimeout(db.execute(sql`select 1`), limit);
  } catch (err) {
    // The cause goes to the server log; the answer holds no connection details.
    console.error(`[health] database check failed: ${describeFailure(err)}`);
    error = "The database did not answer.";
  }
  const latencyMs = Math.round(performance.now() - started);
  let storageError: string | undefined;
  if (db && !error) {
    try {
      await withTimeout(
        db.execute(sql`insert into health_probe (id, checked_at) values (1, now()) on conflict (id) do update set checked_at = excluded.checked_at`),
        limit,
      );
    } catch (err) {
      console.error(`[health] write check failed: ${describeFailure(err)}`);
      storageError = isStorageFailure(err)
        ? "Writes fail: the disk is full or read-only. Free space or fix the disk; visitors' submissions are refused until then."
        : "Writes fail: the database refused a one-row write. See the server log.";
    }
  }
  // A full disk that has room again is healed by the write above; damaged data stays reported until a restart.
  if (db && !error && !storageError && lastStorageFailure()?.kind !== "damaged data") clearStorageFailure();
  const damaged = lastStorageFailure();
  if (!storageError && damaged) storageError = `A request failed on damaged or unwritable storage at ${damaged.at}: ${damaged.kind}. Check the disk and restore a backup if data is damaged.`;
  const ok = !error && !storageError;
  return {
    status: ok ? "ok" : "error",
    database: error ? { ok: false, latencyMs, error } : { ok: true, latencyMs },
    storage: storageError ? { writable: false, error: storageError } : { writable: !error },
    version: options.version ?? buildVersion(),
    time: new Date().toISOString(),
  };
}
