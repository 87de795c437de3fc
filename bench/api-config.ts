/**
 * Throughput and latency of GET /api/config on the local server, next to a bare node:http handler
 * measured in the same run on the same machine (the ratio is what to compare between runs).
 *
 *   npm run bench:api [-- --seconds 10 --connections 32]
 * Needs a built site (npm run build).
 */
import { parseArgs } from "node:util";
import { load, printResults, startBenchServers } from "./lib/load.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "8" }, connections: { type: "string", default: "32" } } });
const duration = Number(values.seconds);
const connections = Number(values.connections);

const servers = await startBenchServers();
try {
  // Warm-up: first requests compile code paths and fill caches.
  await load("warm-up", { url: `${servers.kiosk}/api/config`, duration: 1, connections });
  const target = await load("GET /api/config (kiosk)", { url: `${servers.kiosk}/api/config`, duration, connections });
  await load("warm-up", { url: servers.bare, duration: 1, connections });
  const baseline = await load("bare node:http hello", { url: servers.bare, duration, connections });
  printResults("GET /api/config vs bare node:http", target, baseline, `${connections} connections, ${duration} s each, after a 1 s warm-up; PGlite database`);
} finally {
  servers.stop();
}
