/**
 * Applies supabase/migrations/*.sql in file-name order, each once, on PGlite and PostgreSQL alike.
 * Applied files are recorded in kiosk_meta.schema_migrations: outside `public`, so Supabase's REST API never
 * exposes it, and not named like a role, since PostgreSQL's default search_path starts with "$user".
 * An advisory lock makes two servers starting together against one PostgreSQL take turns. Files the
 * Supabase CLI already applied (supabase_migrations.schema_migrations) are recorded, not run again.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { toRows } from "./rows.ts";

/** Default location of the migrations: the Supabase CLI's folder in the project root. */
export const defaultMigrationsDir = path.resolve(process.cwd(), "supabase/migrations");

const LOCK_KEY = 724_611_002;

export interface MigrationFile {
  name: string;
  statements: string[];
  checksum: string;
}

/** Reads the migration files, split at drizzle-kit's statement breakpoints. */
export async function readMigrations(dir = defaultMigrationsDir): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith(".sql")).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(dir, name), "utf8");
      const statements = text
        .split("--> statement-breakpoint")
        .map((s) => s.trim())
        .filter((s) => s.replace(/--.*$/gm, "").trim() !== "");
      return { name, statements, checksum: createHash("sha256").update(text).digest("hex") };
    }),
  );
}

/** Applies pending migrations in one transaction; returns the names it applied. */
export async function migrate(db: Database, dir = defaultMigrationsDir): Promise<string[]> {
  const files = await readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists kiosk_meta`);
    await tx.execute(sql`create table if not exists kiosk_meta.schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const rows = (await tx.execute(sql`select name, checksum from kiosk_meta.schema_migrations`)) as unknown;
    const applied = new Map(toRows<{ name: string; checksum: string }>(rows).map((r) => [r.name, r.checksum]));
    // Files the Supabase CLI applied (`supabase db push`) count as applied: recorded, never run twice.
    const cli = toRows<{ exists: boolean }>(await tx.execute(sql`select to_regclass('supabase_migrations.schema_migrations') is not null as exists`));
    const pushed = cli[0]?.exists
      ? new Set(toRows<{ version: string }>(await tx.execute(sql`select version from supabase_migrations.schema_migrations`)).map((r) => r.version))
      : new Set<string>();
    const done: string[] = [];
    for (const file of files) {
      if (!applied.has(file.name) && pushed.has(file.name.split("_")[0]!)) {
        await tx.execute(sql`insert into kiosk_meta.schema_migrations (name, checksum) values (${file.name}, ${file.checksum})`);
        continue;
      }
      const previous = applied.get(file.name);
      if (previous !== undefined) {
        if (previous !== file.checksum) {
          console.warn(`Migration ${file.name} changed after it was applied; write a new migration instead.`);
        }
        continue;
      }
      for (const statement of file.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into kiosk_meta.schema_migrations (name, checksum) values (${file.name}, ${file.checksum})`);
      done.push(file.name);
    }
    return done;
  });
}
