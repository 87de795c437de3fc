/**
 * Child process of the API benches: starts the kiosk's local server (PGlite in a temporary DATA_DIR,
 * built site in dist/) and a bare node:http handler answering a fixed JSON body, then prints both URLs
 * as one JSON line. Runs apart from autocannon so the load generator does not share their event loop.
 */
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { parseEnv } from "../../src/server/env.ts";
import { startLocalServer } from "../../src/server/local/start.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "kiosk-bench-"));
const kiosk = await startLocalServer({ env: parseEnv({ PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "error" }) });
const body = JSON.stringify({ hello: "world" });
const bare = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
console.log(JSON.stringify({ kiosk: kiosk.url, bare: `http://127.0.0.1:${(bare.address() as AddressInfo).port}` }));

const stop = async () => {
  bare.close();
  await kiosk.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
process.stdin.on("end", () => void stop());
process.stdin.resume();
