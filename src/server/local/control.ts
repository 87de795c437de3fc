/**
 * The running server's control socket, DATA_DIR/control.sock: how `npm run backup` asks the server for a
 * backup while it serves (PGlite allows one process, so the backup must be taken by the server itself).
 * A Unix socket, not a URL: only someone who can reach DATA_DIR's files can use it, and nothing of it is
 * on the network.
 */
import { createServer, request } from "node:http";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import type { BackupResult } from "../backup/backup.ts";

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "control.sock");
}

/** Where the caller of `npm run backup` wants the archive and how many to keep (its own settings). */
export interface BackupRequest {
  backupDir?: string;
  keep?: number;
}

/** Serves POST /backup on the control socket; answers the function that closes it. */
export async function startControlSocket(dataDir: string, backup: (request: BackupRequest) => Promise<BackupResult>): Promise<() => Promise<void>> {
  const socket = controlSocketPath(dataDir);
  // We hold DATA_DIR's lock, so a socket file left here is from a server that died.
  rmSync(socket, { force: true });
  let busy: Promise<unknown> | undefined;
  const server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "Only POST /backup is served here." }));
      return;
    }
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      let request: BackupRequest = {};
      try {
        const parsed = JSON.parse(body || "{}") as BackupRequest;
        request = {
          backupDir: typeof parsed.backupDir === "string" && parsed.backupDir ? parsed.backupDir : undefined,
          keep: Number.isInteger(parsed.keep) && parsed.keep! >= 0 ? parsed.keep : undefined,
        };
      } catch {
        // No settings: the server's own.
      }
      // One backup at a time; a second request waits for the running one, then takes its own.
      const run = (busy ?? Promise.resolve()).catch(() => {}).then(() => backup(request));
      busy = run;
      run.then(
        (result) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result)),
        (err: unknown) => res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: err instanceof Error ? err.message : String(err) })),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      rmSync(socket, { force: true });
    });
}

/** Asks the server on DATA_DIR for a backup; undefined when no server answers there. */
export function requestBackup(dataDir: string, settings: BackupRequest = {}): Promise<BackupResult | undefined> {
  const socketPath = controlSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: "/backup", method: "POST" }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => {
        try {
          const data = JSON.parse(body) as BackupResult & { error?: string };
          if (res.statusCode === 200) resolve(data);
          else reject(new Error(`The server could not take the backup: ${data.error ?? res.statusCode}`));
        } catch {
          reject(new Error(`The server answered the backup request with ${res.statusCode}.`));
        }
      });
    });
    req.on("error", (err: NodeJS.ErrnoException) => (err.code === "ECONNREFUSED" || err.code === "ENOENT" ? resolve(undefined) : reject(err)));
    req.end(JSON.stringify(settings));
  });
}
