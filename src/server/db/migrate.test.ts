import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrate, readMigrations } from "./migrate.ts";
import { toRows } from "./rows.ts";
import type { DatabaseHandle } from "./client.ts";
import { testBackends } from "../testing/databases.ts";

describe.each(testBackends())("migrations on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open({ seed: false });
  });
  afterAll(() => handle.close());

  it("records every migration file once", async () => {
    const files = await readMigrations();
    const rows = toRows<{ name: string }>(await handle.db.execute(sql`select name from kiosk_meta.schema_migrations order by name`));
    expect(rows.map((r) => r.name)).toEqual(files.map((f) => f.name));
  });

  it("applies nothing the second time", async () => {
    expect(await migrate(handle.db)).toEqual([]);
  });

  it("creates the tables and loads pg_trgm", async () => {
    const tables = toRows<{ table_name: string }>(
      await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
    ).map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(["admin_users", "chatbot_config"]));
    const [row] = toRows<{ s: number }>(await handle.db.execute(sql`select similarity('registrar', 'registar') as s`));
    expect(Number(row!.s)).toBeGreaterThan(0.4);
  });

  it("keeps the chatbot configuration to one row", async () => {
    await expect(
      handle.db.execute(sql`insert into chatbot_config (id, welcome_message, fallback_message) values (2, 'a', 'b')`),
    ).rejects.toThrow();
  });
});
