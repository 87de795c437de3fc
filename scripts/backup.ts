/**
 * `npm run backup`: writes kiosk-backup-<UTC time>.tar.gz into BACKUP_DIR (default DATA_DIR/backups) and
 * keeps the newest BACKUP_KEEP (default 14). While the server runs on PGlite, the server takes it (asked
 * over DATA_DIR/control.sock); otherwise this opens the database itself. With DATABASE_URL, pg_dump.
 * Exit code 0 only when a complete archive was written, so a scheduler can alert on failure.
 */
import path from "node:path";
import { createBackup, type BackupResult } from "../src/server/backup/backup.ts";
import { backupDirOf, env } from "../src/server/env.ts";
import { lockDataDir } from "../src/server/local/data-dir-lock.ts";
import { requestBackup } from "../src/server/local/control.ts";
import { openConfiguredDatabase } from "../src/server/local/start.ts";

async function main(): Promise<BackupResult> {
  const config = env();
  const backupDir = path.resolve(backupDirOf(config));
  if (!config.DATABASE_URL) {
    const viaServer = await requestBackup(config.DATA_DIR, { backupDir, keep: config.BACKUP_KEEP });
    if (viaServer) return viaServer;
  }
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  try {
    const handle = await openConfiguredDatabase(config);
    try {
      return await createBackup({ handle, url: config.DATABASE_URL, dataDir: config.DATA_DIR, backupDir, keep: config.BACKUP_KEEP });
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

main().then(
  (result) => {
    console.log(`Backup written: ${result.file} (${(result.bytes / 1024).toFixed(0)} KB)`);
    if (result.removed.length) console.log(`Removed older backups: ${result.removed.join(", ")}`);
  },
  (err: unknown) => {
    console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
