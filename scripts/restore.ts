/**
 * `npm run restore -- FILE [--yes]`: brings back a backup written by `npm run backup`, after asking for
 * confirmation (`--yes` skips the question, for scripts). On PGlite, stop the server first. Nothing is
 * deleted: the database folder and the files being replaced are kept beside them as *.replaced-<time>.
 */
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { env } from "../src/server/env.ts";
import { openArchive, restoreBackup, RestoreError } from "../src/server/backup/restore.ts";
import { DataDirInUseError, lockDataDir } from "../src/server/local/data-dir-lock.ts";
import { rmSync } from "node:fs";

async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) throw new RestoreError("No terminal to ask for confirmation: run again with --yes to restore without asking.");
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const yes = args.includes("--yes") || args.includes("-y");
  const file = args.find((a) => !a.startsWith("-"));
  if (!file) throw new RestoreError("Usage: npm run restore -- <backup file> [--yes]");
  const config = env();
  const { dir, manifest } = await openArchive(file);
  rmSync(dir, { recursive: true, force: true });
  const target = config.DATABASE_URL ? "the PostgreSQL database at DATABASE_URL" : `DATA_DIR ${path.resolve(config.DATA_DIR)}`;
  console.log(`Backup of ${manifest.createdAt} (${manifest.database}, ${manifest.files.length} file(s) beside the database).`);
  if (!yes && !(await confirm(`Replace the data in ${target} with this backup? The current data is kept aside. [y/N] `))) {
    console.log("Nothing was changed.");
    return;
  }
  let release = () => {};
  if (!config.DATABASE_URL) {
    try {
      release = lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (err instanceof DataDirInUseError) throw new RestoreError(`${err.message} Stop the server before restoring.`);
      throw err;
    }
  }
  try {
    const result = await restoreBackup({ file, dataDir: config.DATA_DIR, url: config.DATABASE_URL });
    console.log(`Restored ${path.basename(file)} into ${target}.`);
    for (const p of result.setAside) console.log(`  kept the replaced data at ${p}`);
    console.log("Start the server again (npm start); delete the kept copies once all is well.");
  } finally {
    release();
  }
}

main().catch((err: unknown) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
