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
import type { Env } from "../env.ts";
import { localFilesDir, setFileStore } from "../files/file-store.ts";
import { localFileStore } from "../files/local-file-store.ts";
import { bootstrapAdmin, type BootstrapResult } from "../services/admin-accounts.ts";
import { lockDataDir } from "./data-dir-lock.ts";
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

export async function startLocalServer({ env, distDir = path.resolve("dist"), verbose }: StartOptions): Promise<RunningServer> {
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR, "pgdata") });
    const migrationsApplied = await migrate(handle.db);
    await seedDatabase(handle.db);
    const admin = await bootstrapAdmin(handle.db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
    useDatabase(handle);
    // Uploaded files live beside this server's database (DATA_DIR/files), whatever process.env says.
    if (env.FILE_STORAGE === "local") setFileStore(localFileStore(localFilesDir(env.DATA_DIR)));
    const routes = await loadFunctionRoutes();
    const server = createLocalServer({ distDir, routes, bodyLimit: env.BODY_LIMIT_BYTES, verbose });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(env.PORT, env.HOST, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
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
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
          useDatabase(undefined);
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
