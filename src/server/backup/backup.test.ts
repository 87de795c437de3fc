import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, resetEnv } from "../env.ts";
import { toRows } from "../db/rows.ts";
import { requestBackup } from "../local/control.ts";
import { startLocalServer } from "../local/start.ts";
import postgres from "postgres";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { createBackup, pruneBackups } from "./backup.ts";
import { restoreBackup } from "./restore.ts";

const tmp = mkdtempSync(path.join(tmpdir(), "kiosk-backup-"));
const dist = path.join(tmp, "dist");
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const envFor = (dataDir: string) => parseEnv({ PORT: "0", DATA_DIR: dataDir, FEEDBACK_RATE_LIMIT: "0", BACKUP_KEEP: "3" });

describe("backup and restore", () => {
  beforeAll(() => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Home</title>");
    process.env.FEEDBACK_RATE_LIMIT = "0";
    resetEnv();
  });
  afterAll(() => {
    delete process.env.FEEDBACK_RATE_LIMIT;
    resetEnv();
  });

  it("takes a backup from the running server under write load that restores every acknowledged row and the files", async () => {
    const dataDir = path.join(tmp, "live");
    const server = await startLocalServer({ env: envFor(dataDir), distDir: dist });
    mkdirSync(path.join(dataDir, "files", "uploads"), { recursive: true });
    writeFileSync(path.join(dataDir, "files", "uploads", "campus.txt"), "an uploaded file");

    const acknowledged: { id: string; at: number }[] = [];
    let stop = false;
    let sent = 0;
    const writer = async () => {
      while (!stop) {
        const n = sent++;
        const res = await fetch(`${server.url}/api/feedback`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ category: "general", rating: 4, message: `Load test submission ${n}`, isAnonymous: true }),
        });
        expect(res.status).toBe(201);
        acknowledged.push({ id: ((await res.json()) as { id: string }).id, at: performance.now() });
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 10));
    const asked = performance.now();
    const backup = await requestBackup(dataDir);
    await new Promise((r) => setTimeout(r, 100));
    stop = true;
    await Promise.all(writers);
    await server.close();

    expect(backup?.file).toMatch(/kiosk-backup-\d{8}T\d{9}Z\.tar\.gz$/);
    const before = acknowledged.filter((a) => a.at < asked).map((a) => a.id);
    expect(before.length).toBeGreaterThanOrEqual(60);
    expect(acknowledged.length).toBeGreaterThan(before.length);

    const restoredDir = path.join(tmp, "restored");
    await restoreBackup({ file: backup!.file, dataDir: restoredDir });
    const restored = await startLocalServer({ env: envFor(restoredDir), distDir: dist });
    const rows = toRows<{ id: string }>(await restored.database.db.execute(sql`select id::text as id from feedback`));
    await restored.close();
    const ids = new Set(rows.map((r) => r.id));
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    expect(readFileSync(path.join(restoredDir, "files", "uploads", "campus.txt"), "utf8")).toBe("an uploaded file");
  }, 180_000);

  it("restores over an existing DATA_DIR by setting the old data aside, never deleting it", async () => {
    const dataDir = path.join(tmp, "over");
    const first = await startLocalServer({ env: envFor(dataDir), distDir: dist });
    await first.database.db.execute(sql`update chatbot_config set welcome_message = 'Before the backup.'`);
    const backup = await requestBackup(dataDir);
    await first.database.db.execute(sql`update chatbot_config set welcome_message = 'After the backup.'`);
    await first.close();

    const result = await restoreBackup({ file: backup!.file, dataDir });
    expect(result.setAside.some((p) => /pgdata\.replaced-/.test(p) && existsSync(p))).toBe(true);
    const again = await startLocalServer({ env: envFor(dataDir), distDir: dist });
    const [row] = toRows<{ welcome_message: string }>(await again.database.db.execute(sql`select welcome_message from chatbot_config`));
    await again.close();
    expect(row!.welcome_message).toBe("Before the backup.");
  }, 120_000);

  it("refuses a file that is not a kiosk backup and keeps only the newest archives", async () => {
    const junk = path.join(tmp, "junk.tar.gz");
    writeFileSync(junk, "not an archive");
    await expect(restoreBackup({ file: junk, dataDir: path.join(tmp, "never") })).rejects.toThrow(/not a readable backup archive/);
    expect(existsSync(path.join(tmp, "never", "pgdata"))).toBe(false);

    const dir = path.join(tmp, "prune");
    mkdirSync(dir);
    const names = ["20260101T010000000Z", "20260102T010000000Z", "20260103T010000000Z", "20260104T010000000Z"].map((t) => `kiosk-backup-${t}.tar.gz`);
    for (const n of [...names, "notes.txt"]) writeFileSync(path.join(dir, n), "x");
    expect(pruneBackups(dir, 2)).toEqual([names[1], names[0]]);
    expect(readdirSync(dir).sort()).toEqual([names[2], names[3], "notes.txt"]);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("backup and restore on PostgreSQL (pg_dump, pg_restore)", () => {
  it("restores the rows of the backup into the database at DATABASE_URL", async () => {
    const name = `kiosk_backup_${Date.now().toString(36)}`;
    const admin = postgres(postgresUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), maxConnections: 2 });
    try {
      await migrate(handle.db);
      await handle.db.execute(sql`insert into feedback (category, rating, message, is_anonymous) values ('general', 5, 'Kept by the backup.', true)`);
      const dataDir = path.join(tmp, "pg-data");
      const { file } = await createBackup({ handle, url: url.toString(), dataDir, backupDir: path.join(tmp, "pg-backups"), keep: 2 });
      await handle.db.execute(sql`delete from feedback`);
      await restoreBackup({ file, dataDir, url: url.toString() });
      const rows = toRows<{ message: string }>(await handle.db.execute(sql`select message from feedback`));
      expect(rows.map((r) => r.message)).toEqual(["Kept by the backup."]);
    } finally {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
