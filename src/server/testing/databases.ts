/**
 * The databases integration tests run on: always an in-memory PGlite, and a real PostgreSQL when
 * TEST_DATABASE_URL is set (each test file gets a fresh, migrated database that is dropped afterwards).
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, useDatabase, type DatabaseHandle } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seedDatabase } from "../db/seed.ts";

export interface TestBackend {
  name: "pglite" | "postgres";
  /** A new migrated (and, unless told otherwise, seeded) database; `close()` also drops it. */
  open(options?: { seed?: boolean }): Promise<DatabaseHandle>;
}

const pglite: TestBackend = {
  name: "pglite",
  async open({ seed = true } = {}) {
    const handle = await openDatabase({});
    await migrate(handle.db);
    if (seed) await seedDatabase(handle.db);
    return handle;
  },
};

function postgresBackend(adminUrl: string): TestBackend {
  return {
    name: "postgres",
    async open({ seed = true } = {}) {
      const name = `kiosk_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString(), maxConnections: 4 });
      await migrate(handle.db);
      if (seed) await seedDatabase(handle.db);
      return {
        ...handle,
        async close() {
          await handle.close();
          await admin.unsafe(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      };
    },
  };
}

/** PGlite, plus PostgreSQL when TEST_DATABASE_URL names one. */
export function testBackends(): TestBackend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgresBackend(url)] : [pglite];
}

/**
 * Opens a fresh database of `backend` before the suite's tests, installs it as the process's database
 * (what the handlers use) and closes it afterwards. Call inside `describe.each(testBackends())`.
 */
export function useTestDatabase(backend: TestBackend, options?: { seed?: boolean }): { readonly db: DatabaseHandle["db"] } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await backend.open(options);
    useDatabase(handle);
  });
  afterAll(async () => {
    useDatabase(undefined);
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error("The test database is opened in beforeAll; use it inside a test or hook.");
      return handle.db;
    },
  };
}
