/**
 * Backups of the whole kiosk: the database and every other file under DATA_DIR (uploaded files, for
 * one), as one timestamped `kiosk-backup-<UTC time>.tar.gz` in BACKUP_DIR, the newest BACKUP_KEEP kept.
 *
 * The archive holds `manifest.json`, the database (`database.pglite.tar.gz`, PGlite's own copy of its data
 * folder; or `database.pgdump`, pg_dump's custom format, for PostgreSQL) and `files/` with everything else
 * of DATA_DIR. It is written under a temporary name and renamed when complete, so a backup folder never
 * holds half an archive under a real name.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "../db/client.ts";

/** Names under DATA_DIR that are not copied as files: the database itself, run-time files, the backups. */
export const NOT_COPIED = new Set(["pgdata", "server.lock", "control.sock", "backups", "kiosk-data.json"]);

export const BACKUP_PATTERN = /^kiosk-backup-\d{8}T\d{6}(\d{3})?Z\.tar\.gz$/;

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  /** Paths under files/, relative, as they were under DATA_DIR. */
  files: string[];
}

export interface BackupOptions {
  /** The open database (PGlite: its handle dumps the data folder; PostgreSQL: pg_dump gets `url`). */
  handle: DatabaseHandle;
  /** DATABASE_URL, for pg_dump. */
  url?: string;
  /** DATA_DIR, whose files beside the database are copied. */
  dataDir: string;
  backupDir: string;
  /** How many archives to keep (older ones are deleted after a new one is complete); 0 keeps all. */
  keep: number;
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  removed: string[];
}

/** Runs a program, rejecting with its stderr when it fails. */
export function run(program: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"], env: options.env ?? process.env });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", (err) => reject(new Error(`${program} could not run (${(err as NodeJS.ErrnoException).code ?? err.message}); is it installed?`)));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim().slice(0, 500)}`))));
  });
}

/**
 * pg_dump and pg_restore take the password from PGPASSWORD rather than the command line, where any
 * user of the machine could read it in the process list.
 */
export function postgresArgs(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { args: [`--dbname=${u.toString()}`], env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.(\d{3})Z$/, "$1Z");

/** Every file under `dir`, relative, with forward slashes. */
function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, base));
    else out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out;
}

/** Writes one backup archive and prunes old ones. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  mkdirSync(options.backupDir, { recursive: true });
  const staging = mkdtempSync(path.join(options.backupDir, ".staging-"));
  const name = `kiosk-backup-${stamp(now)}.tar.gz`;
  const partial = path.join(options.backupDir, `.${name}.partial`);
  try {
    if (options.handle.kind === "pglite") {
      if (!options.handle.dumpDataDir) throw new Error("This database cannot be dumped.");
      const dump = await options.handle.dumpDataDir();
      writeFileSync(path.join(staging, "database.pglite.tar.gz"), Buffer.from(await dump.arrayBuffer()));
    } else {
      if (!options.url) throw new Error("A PostgreSQL backup needs DATABASE_URL.");
      const { args, env } = postgresArgs(options.url);
      await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${path.join(staging, "database.pgdump")}`, ...args], { env });
    }
    const files: string[] = [];
    if (existsSync(options.dataDir)) {
      for (const entry of readdirSync(options.dataDir)) {
        if (NOT_COPIED.has(entry) || entry.includes(".replaced-") || entry.startsWith(".")) continue;
        const from = path.join(options.dataDir, entry);
        if (path.resolve(from) === path.resolve(options.backupDir)) continue;
        cpSync(from, path.join(staging, "files", entry), { recursive: true });
      }
      if (existsSync(path.join(staging, "files"))) files.push(...listFiles(path.join(staging, "files")));
    }
    const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), database: options.handle.kind, files };
    writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await run("tar", ["-czf", partial, "-C", staging, "."]);
    const file = path.join(options.backupDir, name);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, removed: pruneBackups(options.backupDir, options.keep) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

/** Deletes all but the newest `keep` archives (by the time in their names); answers the deleted names. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  if (keep <= 0) return [];
  const archives = readdirSync(backupDir)
    .filter((f) => BACKUP_PATTERN.test(f))
    .sort()
    .reverse();
  const old = archives.slice(keep);
  for (const f of old) rmSync(path.join(backupDir, f), { force: true });
  return old;
}
