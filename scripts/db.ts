/**
 * `npm run db:migrate` applies supabase/migrations; `npm run db:seed` migrates, then loads content/
 * (idempotent: rows that exist are left as staff edited them). Uses DATABASE_URL when set, otherwise
 * the PGlite database in DATA_DIR, which it locks so a running server is never written to twice.
 */
import path from "node:path";
import { openDatabase } from "../src/server/db/client.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seedDatabase } from "../src/server/db/seed.ts";
import { env } from "../src/server/env.ts";
import { DataDirInUseError, lockDataDir } from "../src/server/local/data-dir-lock.ts";

const USAGE = "Usage: node scripts/db.ts migrate|seed";

async function main(command: string | undefined) {
  if (command !== "migrate" && command !== "seed") {
    console.error(USAGE);
    process.exit(2);
  }
  const config = env();
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  const handle = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL, maxConnections: 2 } : { dataDir: path.resolve(config.DATA_DIR, "pgdata") },
  );
  try {
    const where = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.resolve(config.DATA_DIR)}`;
    const applied = await migrate(handle.db);
    console.log(`${where}: ${applied.length ? `applied ${applied.join(", ")}` : "migrations up to date"}`);
    if (command === "seed") {
      await seedDatabase(handle.db);
      console.log("Seeded from content/ (existing rows kept).");
    }
  } finally {
    await handle.close();
    release();
  }
}

main(process.argv[2]).catch((err) => {
  console.error(err instanceof DataDirInUseError || (err instanceof Error && /^(Invalid environment|content\/)/.test(err.message)) ? err.message : err);
  process.exit(1);
});
