/**
 * Load on POST /api/chat: autocannon against the local server (in-process functions, PGlite in a temp
 * DATA_DIR, analytics on so every request also writes) next to a bare node:http handler in the same
 * run, for a baseline of this machine. Prints req/s, p50/p99 latency and the ratio.
 *   npm run bench:chat-load [-- --connections 32 --duration 10]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { parseEnv } from "../src/server/env.ts";
import { startLocalServer } from "../src/server/local/start.ts";

const { values } = parseArgs({ options: { connections: { type: "string", default: "32" }, duration: { type: "string", default: "10" } } });
const connections = Number(values.connections);
const duration = Number(values.duration);
const QUESTIONS = ["What are the office hours?", "registar office hours", "magkano tuition", "scholarships available", "what is the capital of france", "hello", "how to get TOR"];

interface Result { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function run(name: string, url: string, mkBody: (i: number) => string, seconds = duration): Promise<Result> {
  let i = 0;
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (req) => ({ ...req, body: mkBody(i++) }) }],
  });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

const body = (i: number) => JSON.stringify({ message: QUESTIONS[i % QUESTIONS.length], sessionId: `session_bench${i % 500}` });

const bare = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const { message } = JSON.parse(Buffer.concat(chunks).toString());
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: `echo ${message}`, category: "general", suggestions: [] }));
  });
});
await new Promise<void>((r) => bare.listen(0, "127.0.0.1", () => r()));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/api/chat`;

const dataDir = mkdtempSync(path.join(tmpdir(), "kiosk-chat-load-"));
const server = await startLocalServer({ env: parseEnv({ ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" }) });
try {
  // Warm-up: the first message builds the index.
  await run("warm-up", `${server.url}/api/chat`, body, 2);
  const base = await run("bare node:http", bareUrl, body);
  const chat = await run("POST /api/chat (PGlite)", `${server.url}/api/chat`, body);
  console.log(`${connections} connections, ${duration} s each, ${QUESTIONS.length} questions rotating, analytics on (every request writes)`);
  for (const r of [base, chat]) {
    console.log(`${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors} non-2xx ${r.non2xx}`);
  }
  console.log(`ratio: /api/chat serves ${((chat.rps / base.rps) * 100).toFixed(1)}% of the bare handler's req/s; p99 target < 50 ms: ${chat.p99 < 50 ? "met" : "MISSED"}`);
} finally {
  await server.close();
  bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
