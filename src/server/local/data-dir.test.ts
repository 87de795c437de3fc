import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { toRows } from "../db/rows.ts";
import { DATA_DIR_MARKER, DataDirDamagedError } from "./data-dir-check.ts";
import { startLocalServer } from "./start.ts";

const tmp = mkdtempSync(path.join(tmpdir(), "kiosk-datadir-"));
const dist = path.join(tmp, "dist");
const envFor = (dataDir: string) => parseEnv({ PORT: "0", DATA_DIR: dataDir });

/** A DATA_DIR with a started-and-stopped database holding one feedback row; answers the table file's path. */
async function preparedDataDir(name: string): Promise<{ dir: string; feedbackFile: string }> {
  const dir = path.join(tmp, name);
  const server = await startLocalServer({ env: envFor(dir), distDir: dist });
  await server.database.db.execute(sql`insert into feedback (category, rating, message, is_anonymous) values ('general', 5, 'A message long enough.', true)`);
  const [row] = toRows<{ file: string }>(await server.database.db.execute(sql`select pg_relation_filepath('feedback') as file`));
  await server.close();
  return { dir, feedbackFile: path.join(dir, "pgdata", row!.file) };
}

const listing = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

async function expectRefused(dir: string, message: RegExp) {
  const before = listing(path.join(dir, "pgdata"));
  const err = await startLocalServer({ env: envFor(dir), distDir: dist }).then(
    async (s) => (await s.close(), undefined),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DataDirDamagedError);
  expect((err as Error).message).toMatch(message);
  expect((err as Error).message).toMatch(/npm run restore/);
  // Opening a database may add files of its own (WAL, statistics); none of the database's may go.
  expect(listing(path.join(dir, "pgdata"))).toEqual(expect.arrayContaining(before));
  expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
}

describe("a damaged or foreign DATA_DIR", { timeout: 120_000 }, () => {
  beforeAll(() => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Home</title>");
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("is refused when PG_VERSION is missing, instead of becoming a new database", async () => {
    const { dir } = await preparedDataDir("no-version");
    unlinkSync(path.join(dir, "pgdata", "PG_VERSION"));
    await expectRefused(dir, /PG_VERSION is missing/);
  });

  it("is refused when the database folder is gone but the folder held a database", async () => {
    const { dir } = await preparedDataDir("no-pgdata");
    expect(existsSync(path.join(dir, DATA_DIR_MARKER))).toBe(true);
    rmSync(path.join(dir, "pgdata"), { recursive: true });
    mkdirSync(path.join(dir, "pgdata"));
    await expectRefused(dir, /pgdata is empty/);
  });

  it("is refused with a sentence, not a stack trace, when pg_control is garbage", async () => {
    const { dir } = await preparedDataDir("bad-control");
    writeFileSync(path.join(dir, "pgdata", "global", "pg_control"), Buffer.alloc(8192, 0x5a));
    await expectRefused(dir, /could not open/);
  });

  it("is refused when a table file was cut short, instead of losing its rows silently", async () => {
    const { dir, feedbackFile } = await preparedDataDir("truncated");
    truncateSync(feedbackFile, 0);
    await expectRefused(dir, /table feedback is cut short/);
  });

  it("is refused when a table holds a garbage page", async () => {
    const { dir, feedbackFile } = await preparedDataDir("garbage");
    const bytes = readFileSync(feedbackFile);
    writeFileSync(feedbackFile, Buffer.concat([Buffer.alloc(Math.min(bytes.length, 8192), 0xa7), bytes.subarray(8192)]));
    await expectRefused(dir, /table feedback cannot be read/);
  });

  it("starts as before on a whole folder, keeping its rows", async () => {
    const { dir } = await preparedDataDir("whole");
    const server = await startLocalServer({ env: envFor(dir), distDir: dist });
    const [row] = toRows<{ n: number }>(await server.database.db.execute(sql`select count(*)::int as n from feedback`));
    expect(row!.n).toBe(1);
    await server.close();
  });
});
