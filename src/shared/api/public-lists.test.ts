/** Each registered public list is served, checked, shown and (when marked) prerendered where the registry says. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { PUBLIC_LIST_NAMES, PUBLIC_LISTS } from "./public-lists.ts";

const root = path.resolve(import.meta.dirname, "../../..");

describe.each(PUBLIC_LIST_NAMES)("public list %s", (name) => {
  const list = PUBLIC_LISTS[name];

  it("is answered by the function of the same name at the registered path", async () => {
    const fn = (await import(`../../../netlify/functions/${name}.mts`)) as { config: { path: string } };
    expect(fn.config.path).toBe(list.path);
  });

  it("has its contract in the module named after it, a list of items with ids", async () => {
    const contracts = (await import(`./${name}.ts`)) as Record<string, z.ZodType>;
    const contract = contracts[list.contract];
    expect(contract, `${list.contract} in src/shared/api/${name}.ts`).toBeDefined();
    expect(contract!.safeParse([]).success).toBe(true);
    expect(contract!.safeParse([{ id: 1 }]).success).toBe(false);
  });

  it("has its seed file, a list", () => {
    const file = path.join(root, "content", list.seed);
    expect(existsSync(file), file).toBe(true);
    expect(Array.isArray(JSON.parse(readFileSync(file, "utf8")))).toBe(true);
  });

  it("is shown by its page, prerendered there exactly when marked so", () => {
    const page = path.join(root, "src/pages", `${list.page.slice(1)}.astro`);
    expect(existsSync(page), page).toBe(true);
    expect(readFileSync(page, "utf8").includes(`prerenderedList("${name}")`)).toBe(list.prerendered);
  });
});
