/**
 * Starts the one-machine kiosk: lock DATA_DIR, open the database (PGlite, or DATABASE_URL), migrate,
 * seed, bootstrap the admin account, load the functions and listen. Used by `npm start`, the e2e tests
 * and the benches, so all three run the same thing.
 */
import type { AddressInfo } from "node:net";
import path from "node:path";
import { openDatabase, useDatabase, type DatabaseHandle } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seedDatabase } from "../db/seed.ts";
import { backupDirOf, type Env } from "../env.ts";
import { createBackup } from "../backup/backup.ts";
import { startControlSocket } from "./control.ts";
import { bootstrapAdmin, type BootstrapResult } from "../services/admin-accounts.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { checkDataDir, DataDirDamagedError, markDataDir, openFailure, recordedTablePages, recoveryAdvice } from "./data-dir-check.ts";
import { checkIntegrity, tableSizes } from "../db/integrity.ts";
import { sql } from "drizzle-orm";
import { loadFunctionRoutes } from "./functions.ts";
import { createLocalServer } from "./server.ts";

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  admin: BootstrapResult;
  migrationsApplied: string[];
  close(): Promise<void>;
}

export interface StartOptions {
  env: Env;
  distDir?: string;
  verbose?: boolean;
}

/**
 * Opens DATABASE_URL, or the PGlite folder in DATA_DIR after checking it is a whole, writable database
 * folder (or a new one): a damaged or foreign folder is refused with advice, never replaced.
 */
export async function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return openDatabase({ url: env.DATABASE_URL });
  checkDataDir(env.DATA_DIR);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ dataDir: path.resolve(env.DATA_DIR, "pgdata") });
    await handle.db.execute(sql`select 1`);
    return handle;
  } catch (err) {
    await handle?.close().catch(() => {});
    throw openFailure(env.DATA_DIR, err);
  }
}

/**
 * After migrating: every table whole and readable (integrity.ts), then DATA_DIR marked as holding a kiosk
 * database, with each table's size for the next start's check (recorded again at a clean stop).
 */
export async function verifyDatabase(handle: DatabaseHandle, env: Env): Promise<void> {
  const problems = await checkIntegrity(handle.db, env.DATABASE_URL ? {} : recordedTablePages(env.DATA_DIR));
  if (problems.length > 0) {
    const where = env.DATABASE_URL ? "The database at DATABASE_URL" : `The database in ${path.resolve(env.DATA_DIR)}`;
    throw new DataDirDamagedError(`${where} is damaged: ${problems.join("; ")}. ${env.DATABASE_URL ? "Nothing was changed. Restore a backup with npm run restore." : recoveryAdvice(env.DATA_DIR)}`);
  }
  if (!env.DATABASE_URL) markDataDir(env.DATA_DIR, await tableSizes(handle.db));
}

export async function startLocalServer({ env, distDir = path.resolve("dist"), verbose }: StartOptions): Promise<RunningServer> {
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openConfiguredDatabase(env);
    const migrationsApplied = await migrate(handle.db);
    await verifyDatabase(handle, env);
    await seedDatabase(handle.db);
    const admin = await bootstrapAdmin(handle.db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
    useDatabase(handle);
    const routes = await loadFunctionRoutes();
    const server = createLocalServer({ distDir, routes, bodyLimit: env.BODY_LIMIT_BYTES, verbose });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(env.PORT, env.HOST, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const dbHandle = handle;
    let closeControl = async () => {};
    if (!env.DATABASE_URL) {
      try {
        closeControl = await startControlSocket(env.DATA_DIR, (request) =>
          createBackup({ handle: dbHandle, dataDir: env.DATA_DIR, backupDir: path.resolve(request.backupDir ?? backupDirOf(env)), keep: request.keep ?? env.BACKUP_KEEP }),
        );
      } catch (err) {
        // The site works without it; only `npm run backup` while the server runs does not.
        console.warn(`Backups while the server runs are unavailable: no control socket in DATA_DIR (${(err as Error).message}).`);
      }
    }
    const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
    const db = handle;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`,
      database: db,
      admin,
      migrationsApplied,
      close: () =>
        (closing ??= (async () => {
          await closeControl();
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
          useDatabase(undefined);
          if (!env.DATABASE_URL) await tableSizes(db.db).then((sizes) => markDataDir(env.DATA_DIR, sizes), () => {});
          await db.close();
          release();
        })()),
    };
  } catch (err) {
    await handle?.close().catch(() => {});
    release();
    throw err;
  }
}
