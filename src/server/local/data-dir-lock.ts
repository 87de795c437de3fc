/**
 * PGlite is single-process: two servers writing one DATA_DIR would corrupt it. The first server writes
 * DATA_DIR/server.lock with its PID; a second one finds the owner alive and refuses to start. A lock left
 * by a crashed server (its PID gone) is taken over.
 */
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import path from "node:path";
import { DataDirDamagedError } from "./data-dir-check.ts";

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

const NOT_WRITABLE = new Set(["EROFS", "EACCES", "EPERM", "ENOSPC"]);

function notWritable(dataDir: string, code: string): DataDirDamagedError {
  return new DataDirDamagedError(
    `DATA_DIR ${path.resolve(dataDir)} is not writable (${code}): the disk is read-only or full, or the server's user may not write there. ` +
      "Make it writable (remount read-write, free space, fix its owner) and start again; nothing was changed.",
  );
}

/** Folders locked by this process (a second server in the same process is refused too). */
const heldHere = new Set<string>();

/** Takes the lock or throws DataDirInUseError; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw code && NOT_WRITABLE.has(code) ? notWritable(dataDir, code) : err;
  }
  const file = path.join(path.resolve(dataDir), "server.lock");
  if (heldHere.has(file)) {
    throw new DataDirInUseError(`DATA_DIR ${path.resolve(dataDir)} is already used by another server in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code && NOT_WRITABLE.has(code)) throw notWritable(dataDir, code);
      if (code !== "EEXIST") throw err;
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(pid) && isAlive(pid)) {
        throw new DataDirInUseError(
          `DATA_DIR ${path.resolve(dataDir)} is already used by another server (process ${pid}). ` +
            "Stop that server, or give this one its own DATA_DIR.",
        );
      }
      rmSync(file, { force: true }); // stale lock from a server that died
    }
  }
  throw new DataDirInUseError(`Could not lock DATA_DIR ${path.resolve(dataDir)}.`);
}
