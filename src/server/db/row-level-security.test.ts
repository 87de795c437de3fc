/**
 * Supabase serves every table of `public` through its REST API to the `anon` and `authenticated`
 * roles. Every table must have row level security on (and no policy for them), so those roles reach
 * nothing; proved on a real PostgreSQL with the grants Supabase gives those roles by default.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testBackends, useTestDatabase } from "../testing/databases.ts";
import { toRows } from "./rows.ts";

describe.each(testBackends())("row level security on $name", (backend) => {
  const handle = useTestDatabase(backend);

  it("is enabled on every table of the public schema", async () => {
    const rows = toRows<{ table: string; rls: boolean }>(
      await handle.db.execute(sql`
        select c.relname as "table", c.relrowsecurity as rls
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by 1`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(17);
    const without = rows.filter((r) => !r.rls).map((r) => r.table);
    expect(without, "tables without row level security: enable it in their migration (docs/architecture.md)").toEqual([]);
  });

  it("has no policy that would let the API roles in", async () => {
    const policies = toRows<{ policyname: string }>(await handle.db.execute(sql`select policyname from pg_policies where schemaname = 'public'`));
    expect(policies).toEqual([]);
  });
});

const postgres = testBackends().find((b) => b.name === "postgres");

describe.skipIf(!postgres)("the anon and authenticated roles on PostgreSQL", () => {
  const handle = useTestDatabase(postgres!);

  /** Supabase's roles and default grants: usage of `public` and every privilege on its tables. */
  async function grantLikeSupabase() {
    for (const role of ["anon", "authenticated"]) {
      await handle.db.execute(
        sql.raw(`do $$ begin
          if not exists (select 1 from pg_roles where rolname = '${role}') then create role ${role} nologin; end if;
          if not pg_has_role(current_user, '${role}', 'member') then execute 'grant ${role} to ' || quote_ident(current_user); end if;
        end $$`),
      );
      await handle.db.execute(sql.raw(`grant usage on schema public to ${role}`));
      await handle.db.execute(sql.raw(`grant select, insert, update, delete on all tables in schema public to ${role}`));
    }
  }

  async function tables(): Promise<string[]> {
    return toRows<{ tablename: string }>(await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)).map((r) => r.tablename);
  }

  it("reads no row of any table, while the owner (the functions' connection) reads them all", async () => {
    await grantLikeSupabase();
    const names = await tables();
    const ownerCounts: Record<string, number> = {};
    for (const t of names) {
      ownerCounts[t] = Number(toRows<{ n: string }>(await handle.db.execute(sql.raw(`select count(*) as n from public."${t}"`)))[0]!.n);
    }
    // The seed filled these: a zero for anon below is the policy at work, not an empty table.
    for (const t of ["courses", "knowledge_items", "map_buildings", "chatbot_config"]) expect(ownerCounts[t], t).toBeGreaterThan(0);
    for (const role of ["anon", "authenticated"]) {
      const seen = await handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local role ${role}`));
        const out: Record<string, number> = {};
        for (const t of names) out[t] = Number(toRows<{ n: string }>(await tx.execute(sql.raw(`select count(*) as n from public."${t}"`)))[0]!.n);
        return out;
      });
      expect(seen, role).toEqual(Object.fromEntries(names.map((t) => [t, 0])));
    }
  });

  it("cannot write either", async () => {
    await grantLikeSupabase();
    const attempt = (statement: string) =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw("set local role anon"));
        return tx.execute(sql.raw(statement));
      });
    await expect(attempt(`insert into feedback (category, rating, message) values ('x', 5, 'from the REST API')`)).rejects.toThrow();
    // Updates and deletes see no rows, so they change nothing.
    await attempt(`update chatbot_config set enabled = false`);
    await attempt(`delete from courses`);
    const rows = toRows<{ enabled: boolean; courses: string }>(
      await handle.db.execute(sql`select (select enabled from chatbot_config) as enabled, (select count(*) from courses) as courses`),
    );
    expect(rows[0]!.enabled).toBe(true);
    expect(Number(rows[0]!.courses)).toBeGreaterThan(0);
  });
});
