/**
 * The server the end-to-end tests run against: the built site and the API on a fresh PGlite database
 * in a temporary DATA_DIR, with a known admin account. Removed again when the tests stop it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "../src/server/env.ts";
import { startLocalServer } from "../src/server/local/start.ts";
import { E2E_ADMIN } from "./fixtures.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "kiosk-e2e-"));
const server = await startLocalServer({
  env: parseEnv({
    ...process.env,
    PORT: process.env.E2E_PORT ?? "4399",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    // Many submissions come from one address in a run; the limit itself is covered by the API tests.
    FEEDBACK_RATE_LIMIT: "0",
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  }),
});
console.log(`e2e server at ${server.url} (DATA_DIR ${dataDir})`);

const stop = async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
