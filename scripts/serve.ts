/**
 * `npm start` / `npm run serve`: serves dist/ and /api on one port, on PGlite in DATA_DIR (or on
 * DATABASE_URL). Run `npm run build` first; `npm start` does both.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { env, envWarnings } from "../src/server/env.ts";
import { DataDirInUseError } from "../src/server/local/data-dir-lock.ts";
import { DataDirDamagedError } from "../src/server/local/data-dir-check.ts";
import { startLocalServer } from "../src/server/local/start.ts";

async function main() {
  const config = env();
  const distDir = path.resolve("dist");
  if (!existsSync(path.join(distDir, "index.html"))) {
    console.error("dist/ has no built site. Run `npm run build` first (or `npm start`, which builds).");
    process.exit(1);
  }
  const server = await startLocalServer({ env: config, distDir, verbose: config.LOG_LEVEL === "debug" });
  const where = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.resolve(config.DATA_DIR)}`;
  console.log(`University kiosk running at ${server.url}`);
  for (const warning of envWarnings(config)) console.warn(`Warning: ${warning}`);
  console.log(`Database: ${where}${server.migrationsApplied.length ? `; applied ${server.migrationsApplied.length} migration(s)` : ""}`);
  if (server.admin.action === "generated") {
    console.log("");
    console.log("  An admin account was created. This password is shown only once:");
    console.log(`    username: ${server.admin.username}`);
    console.log(`    password: ${server.admin.password}`);
    console.log("  Change it with: npm run admin -- reset-password admin");
    console.log("");
  } else if (server.admin.action === "configured") {
    console.log(`Admin account '${server.admin.username}' ${server.admin.created ? "created" : "password reset"} from ADMIN_USERNAME/ADMIN_PASSWORD.`);
  }
  const stop = async (signal: string) => {
    console.log(`\n${signal}: stopping...`);
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  const known = err instanceof DataDirInUseError || err instanceof DataDirDamagedError || (err instanceof Error && err.message.startsWith("Invalid environment"));
  console.error(known ? err.message : err);
  process.exit(1);
});
