/**
 * Looks at DATA_DIR before PGlite opens it. PGlite makes a brand-new database in any folder without
 * PG_VERSION, so a damaged or foreign folder would silently become an empty kiosk with a new admin
 * password. Instead a folder that held (or looks like it held) a database must be a whole, writable
 * PostgreSQL data folder, or the server refuses to start with a message that says what is wrong and how
 * to recover. Nothing here ever deletes or rewrites a file of the database.
 */
import { accessSync, constants, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Written beside pgdata/ after the first successful start: this folder holds a kiosk database. */
export const DATA_DIR_MARKER = "kiosk-data.json";

/** DATA_DIR cannot be used as it is; the message says what is wrong and what to do. */
export class DataDirDamagedError extends Error {}

/** What to do, appended to every refusal. */
export function recoveryAdvice(dataDir: string): string {
  return (
    `Nothing was changed. To recover, stop here and restore the latest backup: npm run restore -- <backup file> ` +
    `(backups are in ${path.join(path.resolve(dataDir), "backups")} unless BACKUP_DIR says otherwise). ` +
    `To start with an empty database instead, move ${path.resolve(dataDir)} away first; never delete it before a backup is restored.`
  );
}

function refuse(dataDir: string, problem: string): never {
  throw new DataDirDamagedError(`DATA_DIR ${path.resolve(dataDir)} cannot be used: ${problem}. ${recoveryAdvice(dataDir)}`);
}

/**
 * Checks `dataDir/pgdata`. Answers "new" for a folder that never held a database (PGlite will create
 * one), "existing" for a whole data folder; throws DataDirDamagedError otherwise.
 */
export function checkDataDir(dataDir: string): "new" | "existing" {
  const pgdata = path.join(dataDir, "pgdata");
  const marker = path.join(dataDir, DATA_DIR_MARKER);
  if (existsSync(pgdata) && !statSync(pgdata).isDirectory()) refuse(dataDir, "pgdata is a file, not the database folder");
  const entries = existsSync(pgdata) ? readdirSync(pgdata) : [];
  if (entries.length === 0) {
    if (existsSync(marker)) refuse(dataDir, `the database folder pgdata is ${existsSync(pgdata) ? "empty" : "missing"}, but this folder held a database (${DATA_DIR_MARKER} is there)`);
    return "new";
  }
  if (!existsSync(path.join(pgdata, "PG_VERSION"))) {
    refuse(dataDir, "pgdata is not a complete PostgreSQL data folder (PG_VERSION is missing): it is damaged, or it is not a kiosk database");
  }
  const version = readFileSync(path.join(pgdata, "PG_VERSION"), "utf8").trim();
  if (!/^\d{2}$/.test(version)) refuse(dataDir, `pgdata/PG_VERSION holds ${JSON.stringify(version.slice(0, 20))}, not a PostgreSQL version`);
  const recorded = readMarker(dataDir)?.postgres;
  if (recorded && recorded !== version) refuse(dataDir, `pgdata is a PostgreSQL ${version} folder but this kiosk's database was PostgreSQL ${recorded}`);
  for (const part of ["global/pg_control", "base", "pg_wal"]) {
    if (!existsSync(path.join(pgdata, part))) refuse(dataDir, `pgdata/${part} is missing, so the database is damaged`);
  }
  try {
    accessSync(pgdata, constants.W_OK);
    accessSync(path.join(pgdata, "global/pg_control"), constants.R_OK | constants.W_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "";
    refuse(dataDir, `pgdata is not writable (${code}): give the server's user write access to it, or remount the disk read-write`);
  }
  return "existing";
}

interface Marker {
  format: 1;
  createdAt: string;
  postgres: string;
  /** Pages per table at the last start or stop, for the cut-short check of db/integrity.ts. */
  tablePages?: Record<string, number>;
}

function readMarker(dataDir: string): Marker | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, DATA_DIR_MARKER), "utf8")) as Marker;
  } catch {
    return undefined;
  }
}

/** The table sizes recorded at the last start or stop (empty for a folder without them). */
export function recordedTablePages(dataDir: string): Record<string, number> {
  return readMarker(dataDir)?.tablePages ?? {};
}

/**
 * Records that `dataDir` holds a kiosk database (after it opened and migrated) and its tables' sizes.
 * Written to a new file and renamed, so a crash never leaves half a marker.
 */
export function markDataDir(dataDir: string, tablePages: Record<string, number>): void {
  const old = readMarker(dataDir);
  const version = readFileSync(path.join(dataDir, "pgdata", "PG_VERSION"), "utf8").trim();
  const marker: Marker = { format: 1, createdAt: old?.createdAt ?? new Date().toISOString(), postgres: old?.postgres ?? version, tablePages };
  const file = path.join(dataDir, DATA_DIR_MARKER);
  writeFileSync(`${file}.new`, `${JSON.stringify(marker, null, 2)}\n`);
  renameSync(`${file}.new`, file);
}

/** The error PGlite gave on opening `dataDir`, turned into a refusal with advice. */
export function openFailure(dataDir: string, err: unknown): DataDirDamagedError {
  const what = err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 200) : String(err).slice(0, 200);
  return new DataDirDamagedError(
    `DATA_DIR ${path.resolve(dataDir)} holds a database that PGlite could not open (${what}); its files (pg_control, the WAL or a table) are damaged, or the disk refuses writes. ${recoveryAdvice(dataDir)}`,
  );
}
