/**
 * One drizzle database per process: embedded PGlite (kept in DATA_DIR) or any PostgreSQL reached with
 * postgres.js (Supabase's transaction pooler included, hence `prepare: false`). Services get it from
 * `database()`; the local server and tests install theirs with `useDatabase()`.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema/index.ts";
import { env } from "../env.ts";

export type Schema = typeof schema;
/** The drizzle API both drivers share; services and repositories take this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Flushes and closes the connection; PGlite writes its files on close. */
  close(): Promise<void>;
  /**
   * PGlite only: a consistent copy of the data folder as a gzipped tar (taken between two queries, after
   * a checkpoint), what `PGlite.create({ loadDataDir })` reads back. For backups while the server runs.
   */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenOptions {
  /** A postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite's folder; absent means an in-memory database (tests). */
  dataDir?: string;
  /** postgres.js pool size; a Netlify function instance needs only a few. */
  maxConnections?: number;
}

/** Opens a database as the options say. The caller owns the handle and closes it. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const client = postgres(options.url, {
      prepare: false,
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      connection: { application_name: "university-kiosk" },
    });
    const db = drizzlePostgres({ client, schema }) as unknown as Database;
    return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
  }
  // Imported on demand: a Netlify function never opens PGlite, so it neither loads nor ships it
  // (netlify.toml excludes the package from the function bundles).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
  ]);
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    dumpDataDir: async () => {
      await client.exec("checkpoint");
      return client.dumpDataDir("gzip");
    },
  };
}

let installed: DatabaseHandle | undefined;
let opening: Promise<DatabaseHandle> | undefined;

/** Makes `handle` the process's database (the local server after migrating; tests per backend). */
export function useDatabase(handle: DatabaseHandle | undefined): void {
  installed = handle;
  opening = undefined;
}

/**
 * The process's database. On Netlify nothing installs one, so the first call opens a postgres.js pool
 * from DATABASE_URL and every later call in that instance reuses it.
 */
export async function database(): Promise<Database> {
  if (installed) return installed.db;
  opening ??= (async () => {
    const url = env().DATABASE_URL;
    if (!url) throw new Error("No database: set DATABASE_URL, or start the local server (npm start).");
    const handle = await openDatabase({ url, maxConnections: 3 });
    installed = handle;
    return handle;
  })();
  return (await opening).db;
}
