/**
 * The migrations as the Supabase CLI applies them (`supabase db push`: each file of supabase/migrations
 * sent whole, in name order, its version recorded in supabase_migrations.schema_migrations), and then
 * our own `migrate()` (npm run db:seed, the local server) on that database: it must run nothing again.
 */
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { defaultMigrationsDir, migrate } from "./migrate.ts";
import { toRows } from "./rows.ts";
import { seedDatabase } from "./seed.ts";

const HISTORY = `create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);`;

/** Runs every migration file whole, as the CLI does, and records it in the CLI's history table. */
async function pushLikeSupabaseCli(run: (text: string) => Promise<unknown>): Promise<string[]> {
  const files = (await readdir(defaultMigrationsDir)).filter((f) => /^\d+_.*\.sql$/.test(f)).sort();
  await run(HISTORY);
  for (const file of files) {
    await run(await readFile(path.join(defaultMigrationsDir, file), "utf8"));
    const [version, ...rest] = file.replace(/\.sql$/, "").split("_");
    await run(`insert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${rest.join("_")}')`);
  }
  return files;
}

async function expectNothingRunTwice(db: Database, files: string[]) {
  expect(await migrate(db)).toEqual([]);
  const recorded = toRows<{ name: string }>(await db.execute(sql`select name from kiosk_meta.schema_migrations order by name`)).map((r) => r.name);
  expect(recorded).toEqual(files);
  await seedDatabase(db);
  const [row] = toRows<{ n: string }>(await db.execute(sql`select count(*) as n from courses`));
  expect(Number(row!.n)).toBeGreaterThan(0);
}

describe("migrations applied by the Supabase CLI", () => {
  it("apply as whole files on PGlite, and migrate() then records them without running them", async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const files = await pushLikeSupabaseCli((text) => client.exec(text));
      await expectNothingRunTwice(drizzlePglite({ client }) as unknown as Database, files);
    } finally {
      await client.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("do the same on PostgreSQL", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `kiosk_cli_${randomBytes(4).toString("hex")}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const client = postgres(url.toString(), { max: 1, prepare: false, onnotice: () => {} });
    try {
      const files = await pushLikeSupabaseCli((text) => client.unsafe(text));
      await expectNothingRunTwice(drizzlePostgres({ client }) as unknown as Database, files);
    } finally {
      await client.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
