/**
 * Brings a backup archive (backup.ts) back. Nothing is deleted: the database folder and each file being
 * replaced are moved aside as `<name>.replaced-<UTC time>` first, so a restore of the wrong archive can
 * itself be undone. PGlite: the server must be stopped (DATA_DIR's lock is taken for the whole restore).
 * PostgreSQL: pg_restore --clean replaces the database's objects with the backup's.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { postgresArgs, run, type BackupManifest } from "./backup.ts";

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** DATABASE_URL: restore into this PostgreSQL instead of PGlite. */
  url?: string;
  now?: Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What was moved aside (absolute paths). */
  setAside: string[];
}

export class RestoreError extends Error {}

/** Extracts `file` and reads its manifest; throws RestoreError for anything that is not our backup. */
export async function openArchive(file: string): Promise<{ dir: string; manifest: BackupManifest }> {
  if (!existsSync(file)) throw new RestoreError(`No backup file at ${path.resolve(file)}.`);
  const dir = mkdtempSync(path.join(tmpdir(), "kiosk-restore-"));
  try {
    await run("tar", ["-xzf", path.resolve(file), "-C", dir]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw new RestoreError(`${path.basename(file)} is not a readable backup archive (${(err as Error).message.slice(0, 200)}).`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as BackupManifest;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    throw new RestoreError(`${path.basename(file)} has no manifest.json: it is not a kiosk backup.`);
  }
  const dump = path.join(dir, manifest.database === "pglite" ? "database.pglite.tar.gz" : "database.pgdump");
  if (manifest.format !== 1 || !existsSync(dump)) {
    rmSync(dir, { recursive: true, force: true });
    throw new RestoreError(`${path.basename(file)} is incomplete or of an unknown format.`);
  }
  return { dir, manifest };
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");

/** Restores `file` into DATA_DIR (and DATABASE_URL when given). The caller holds DATA_DIR's lock. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { dir, manifest } = await openArchive(options.file);
  const suffix = `.replaced-${stamp(options.now ?? new Date())}`;
  const setAside: string[] = [];
  const moveAside = (target: string) => {
    if (!existsSync(target)) return;
    renameSync(target, target + suffix);
    setAside.push(target + suffix);
  };
  try {
    mkdirSync(options.dataDir, { recursive: true });
    if (manifest.database === "pglite") {
      if (options.url) throw new RestoreError("This backup is of the embedded database (PGlite); unset DATABASE_URL to restore it into DATA_DIR.");
      const pgdata = path.join(options.dataDir, "pgdata");
      moveAside(pgdata);
      const { PGlite } = await import("@electric-sql/pglite");
      const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
      const dump = readFileSync(path.join(dir, "database.pglite.tar.gz"));
      const client = await PGlite.create({ dataDir: pgdata, loadDataDir: new Blob([new Uint8Array(dump)]), extensions: { pg_trgm } });
      await client.query("select 1");
      await client.close();
      // The restored folder is a kiosk database again; the marker names its PostgreSQL version.
      rmSync(path.join(options.dataDir, "kiosk-data.json"), { force: true });
    } else {
      if (!options.url) throw new RestoreError("This backup is of a PostgreSQL database; set DATABASE_URL to the database to restore into.");
      const { args, env } = postgresArgs(options.url);
      await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", ...args, path.join(dir, "database.pgdump")], { env });
    }
    const files = path.join(dir, "files");
    if (existsSync(files)) {
      for (const entry of manifest.files.map((f) => f.split("/")[0]!).filter((v, i, a) => a.indexOf(v) === i)) {
        const target = path.join(options.dataDir, entry);
        moveAside(target);
        cpSync(path.join(files, entry), target, { recursive: true });
      }
    }
    return { manifest, setAside };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
