/**
 * Opens the configured database for a command-line tool: DATABASE_URL when set, otherwise the PGlite
 * folder in DATA_DIR (refused while a server holds it, since PGlite allows one process). Migrates first.
 */
import type { Database } from "../db/client.ts";
import { openConfiguredDatabase } from "../local/start.ts";
import { migrate } from "../db/migrate.ts";
import { env } from "../env.ts";
import { lockDataDir, DataDirInUseError } from "../local/data-dir-lock.ts";

export async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const config = env();
  let release = () => {};
  if (!config.DATABASE_URL) {
    try {
      release = lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (err instanceof DataDirInUseError) {
        throw new DataDirInUseError(`${err.message} The embedded database allows one process: stop the server, run this command, then start it again.`);
      }
      throw err;
    }
  }
  let handle;
  try {
    handle = await openConfiguredDatabase(config);
  } catch (err) {
    release();
    throw err;
  }
  try {
    await migrate(handle.db);
    return await work(handle.db);
  } finally {
    await handle.close();
    release();
  }
}
