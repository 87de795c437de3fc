/** The version triggers: a change to what an instance caches moves the matching state's version, nothing else does. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toRows } from "./rows.ts";
import { testBackends, useTestDatabase } from "../testing/databases.ts";

describe.each(testBackends())("state version triggers on $name", (backend) => {
  const handle = useTestDatabase(backend, { seed: false });
  const version = async (table: "knowledge_state" | "content_state") =>
    Number(toRows<{ version: number | string }>(await handle.db.execute(sql.raw(`select version from ${table} where id = 1`)))[0]!.version);

  it("bumps the content version on any write to a staff-edited list, and only that version", async () => {
    const [content, knowledge] = [await version("content_state"), await version("knowledge_state")];
    await handle.db.execute(sql`delete from map_buildings`);
    await handle.db.execute(sql`truncate courses`);
    expect(await version("content_state")).toBe(content + 2);
    expect(await version("knowledge_state")).toBe(knowledge);
  });

  it("bumps the knowledge version on a change of what the assistant matches, not on a usage count", async () => {
    const [content, knowledge] = [await version("content_state"), await version("knowledge_state")];
    await handle.db.execute(sql`insert into knowledge_items (category, canonical_question, canonical_answer, keywords)
      values ('general', 'Where is the observatory?', 'On the roof of the Science Building.', '{observatory}')`);
    expect(await version("knowledge_state")).toBe(knowledge + 1);
    await handle.db.execute(sql`update knowledge_items set usage_count = usage_count + 1`);
    expect(await version("knowledge_state")).toBe(knowledge + 1);
    await handle.db.execute(sql`update knowledge_items set priority = priority + 1`);
    expect(await version("knowledge_state")).toBe(knowledge + 2);
    expect(await version("content_state")).toBe(content);
  });

  it("runs every version trigger through one function", async () => {
    const functions = toRows<{ name: string }>(
      await handle.db.execute(sql`select distinct p.proname as name from pg_trigger t join pg_proc p on p.oid = t.tgfoid where not t.tgisinternal and p.proname like 'bump_%'`),
    );
    expect(functions.map((f) => f.name)).toEqual(["bump_state_version"]);
    const old = toRows(await handle.db.execute(sql`select 1 from pg_proc where proname in ('bump_knowledge_version', 'bump_content_version')`));
    expect(old).toEqual([]);
  });
});
