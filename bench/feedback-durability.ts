/**
 * Nothing acknowledged is lost. Runs the real server (`scripts/serve.ts`, PGlite in a temporary DATA_DIR,
 * FEEDBACK_RATE_LIMIT=0) as a child process and:
 *   1. load:  fires 500 feedback submissions, 50 at a time, stops the server, and counts the rows:
 *             every 201 must be a row, no duplicates, no 5xx;
 *   2. crash: fires submissions 50 at a time and kills the server with SIGKILL in the middle, restarts it
 *             on the same DATA_DIR, and checks that every acknowledged submission is there.
 *
 *   node bench/feedback-durability.ts [--total 500 --concurrency 50]     (needs a built site: npm run build)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client.ts";
import { toRows } from "../src/server/db/rows.ts";

const { values } = parseArgs({ options: { total: { type: "string", default: "500" }, concurrency: { type: "string", default: "50" } } });
const TOTAL = Number(values.total);
const CONCURRENCY = Number(values.concurrency);

interface Server {
  url: string;
  child: ChildProcess;
}

async function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ["scripts/serve.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", FEEDBACK_RATE_LIMIT: "0", LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.on("line", (line) => {
      const m = /running at (http:\/\/\S+)/.exec(line);
      if (m) resolve(m[1]!);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code} before it listened`)));
  });
  return { url, child };
}

function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    server.child.once("exit", () => resolve());
    server.child.kill(signal);
  });
}

function submission(i: number) {
  return {
    name: `Bench Visitor ${i}`,
    email: `visitor${i}@example.ph`,
    category: ["academic", "administrative", "student", "facilities", "technology", "general"][i % 6],
    rating: (i % 5) + 1,
    message: `Durability bench submission number ${i}: the queue moved well today.`,
    isAnonymous: i % 7 === 0,
  };
}

interface Outcome {
  acknowledged: Map<number, string>; // submission number -> id
  statuses: Map<number, number>;
  failures: number; // connection errors (expected only while the server is killed)
}

/** Sends submissions from a shared counter with `concurrency` workers until `shouldStop()` or TOTAL. */
async function fire(url: string, outcome: Outcome, shouldStop: () => boolean, start = 0): Promise<void> {
  let next = start;
  const worker = async () => {
    while (!shouldStop() && next < start + TOTAL) {
      const i = next++;
      try {
        const res = await fetch(`${url}/api/feedback`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(submission(i)) });
        outcome.statuses.set(res.status, (outcome.statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) outcome.acknowledged.set(i, ((await res.json()) as { id: string }).id);
        else await res.arrayBuffer();
      } catch {
        outcome.failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function storedIds(dataDir: string): Promise<{ ids: string[]; distinctMessages: number }> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, "pgdata") });
  try {
    const ids = toRows<{ id: string }>(await handle.db.execute(sql`select id from feedback`)).map((r) => r.id);
    const [d] = toRows<{ n: number }>(await handle.db.execute(sql`select count(distinct message)::int as n from feedback`));
    return { ids, distinctMessages: d!.n };
  } finally {
    await handle.close();
  }
}

const fmt = (m: Map<number, number>) => [...m].sort().map(([s, n]) => `${s}: ${n}`).join(", ") || "none";
let failed = false;

// 1. Load
{
  const dataDir = mkdtempSync(path.join(tmpdir(), "kiosk-durability-"));
  const server = await startServer(dataDir);
  const outcome: Outcome = { acknowledged: new Map(), statuses: new Map(), failures: 0 };
  const t0 = performance.now();
  await fire(server.url, outcome, () => false);
  const seconds = (performance.now() - t0) / 1000;
  await stopServer(server, "SIGTERM");
  const { ids, distinctMessages } = await storedIds(dataDir);
  const ackIds = new Set(outcome.acknowledged.values());
  const missing = [...ackIds].filter((id) => !ids.includes(id)).length;
  const fiveHundreds = [...outcome.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const ok = outcome.acknowledged.size === TOTAL && ids.length === TOTAL && missing === 0 && distinctMessages === ids.length && fiveHundreds === 0 && outcome.failures === 0;
  failed ||= !ok;
  console.log(`1. load: ${TOTAL} submissions, ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)}/s)`);
  console.log(`   statuses ${fmt(outcome.statuses)}; connection errors ${outcome.failures}`);
  console.log(`   rows ${ids.length}, acknowledged ${outcome.acknowledged.size}, missing ${missing}, duplicates ${ids.length - distinctMessages}, 5xx ${fiveHundreds} -> ${ok ? "PASS" : "FAIL"}`);
  rmSync(dataDir, { recursive: true, force: true });
}

// 2. Crash
{
  const dataDir = mkdtempSync(path.join(tmpdir(), "kiosk-durability-crash-"));
  const server = await startServer(dataDir);
  const outcome: Outcome = { acknowledged: new Map(), statuses: new Map(), failures: 0 };
  let killed = false;
  const killAt = Math.floor(TOTAL / 2);
  const firing = fire(server.url, outcome, () => killed);
  while (outcome.acknowledged.size < killAt) await new Promise((r) => setTimeout(r, 2));
  server.child.kill("SIGKILL");
  killed = true;
  const ackedAtKill = outcome.acknowledged.size;
  await firing;
  if (server.child.exitCode === null && server.child.signalCode === null) await once(server.child, "exit");
  const restarted = await startServer(dataDir); // takes over the lock the killed server left behind
  const after = await fetch(`${restarted.url}/api/config`);
  await stopServer(restarted, "SIGTERM");
  const { ids } = await storedIds(dataDir);
  const stored = new Set(ids);
  const missing = [...outcome.acknowledged.values()].filter((id) => !stored.has(id));
  const ok = missing.length === 0 && after.status === 200;
  failed ||= !ok;
  console.log(`2. crash: SIGKILL after ${ackedAtKill} acknowledged submissions (${outcome.acknowledged.size} acknowledged in all, ${outcome.failures} requests cut off)`);
  console.log(`   after restart: ${ids.length} rows; acknowledged but missing ${missing.length}; committed but never acknowledged ${ids.length - outcome.acknowledged.size} -> ${ok ? "PASS" : "FAIL"}`);
  rmSync(dataDir, { recursive: true, force: true });
}

process.exit(failed ? 1 : 0);
