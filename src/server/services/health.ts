/**
 * The health check behind GET /api/health: one `select 1` on the process's database with a time limit,
 * so a monitoring tool learns within seconds that the database is down instead of waiting on a hung pool.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
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
  const started = performance.now();
  let error: string | undefined;
  try {
    await withTimeout(
      getDb().then((db) => db.execute(sql`select 1`)),
      options.timeoutMs ?? HEALTH_TIMEOUT_MS,
    );
  } catch (err) {
    // The cause goes to the server log; the answer holds no connection details.
    console.error("[health] database check failed:", err instanceof Error ? err.message : err);
    error = "The database did not answer.";
  }
  const latencyMs = Math.round(performance.now() - started);
  return {
    status: error ? "error" : "ok",
    database: error ? { ok: false, latencyMs, error } : { ok: true, latencyMs },
    version: options.version ?? buildVersion(),
    time: new Date().toISOString(),
  };
}
