/**
 * Load on POST /api/chat: autocannon against the local server (in-process functions, PGlite in a temp
 * DATA_DIR, analytics on so every request also writes) next to a bare node:http handler measured in the
 * same run, both in a child process (bench/lib/servers.ts) so the load generator does not share their
 * event loop. Prints req/s, p50/p95/p99 latency and the ratio; the target is p95 < 50 ms.
 *   npm run bench:chat-load [-- --connections 32 --duration 10]
 */
import { parseArgs } from "node:util";
import type autocannon from "autocannon";
import { load, printResults, startBenchServers } from "./lib/load.ts";

const { values } = parseArgs({ options: { connections: { type: "string", default: "32" }, duration: { type: "string", default: "10" } } });
const connections = Number(values.connections);
const duration = Number(values.duration);
const QUESTIONS = ["What are the office hours?", "registar office hours", "magkano tuition", "scholarships available", "what is the capital of france", "hello", "how to get TOR"];

let i = 0;
const post = (url: string, seconds: number): autocannon.Options => ({
  url,
  connections,
  duration: seconds,
  method: "POST" as const,
  headers: { "content-type": "application/json" },
  requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ message: QUESTIONS[i % QUESTIONS.length], sessionId: `session_bench${i++ % 500}` }) }) }],
});

const servers = await startBenchServers();
try {
  await load("warm-up", post(`${servers.kiosk}/api/chat`, 2)); // the first message builds the index
  const chat = await load("POST /api/chat (PGlite)", post(`${servers.kiosk}/api/chat`, duration));
  await load("warm-up", post(servers.bare, 1));
  const bare = await load("bare node:http", post(servers.bare, duration));
  printResults("POST /api/chat vs bare node:http", chat, bare, `${connections} connections, ${duration} s each, ${QUESTIONS.length} questions rotating, analytics on (every request writes)`);
  console.log(`p95 target < 50 ms: ${chat.p95 < 50 ? "met" : "MISSED"} (p95 ${chat.p95} ms, p99 ${chat.p99} ms)`);
} finally {
  servers.stop();
}
