/** The prerendered lists are what the API answers from a freshly seeded database, so the refresh moves nothing. */
import { describe, expect, it } from "vitest";
import { PUBLIC_LIST_NAMES, PUBLIC_LISTS, type PrerenderedListName } from "../shared/api/public-lists.ts";
import { listPublicItems } from "../server/services/content-lists.ts";
import { testBackends, useTestDatabase } from "../server/testing/databases.ts";
import { prerenderedList } from "./prerendered-lists.ts";

const prerendered = PUBLIC_LIST_NAMES.filter((name): name is PrerenderedListName => PUBLIC_LISTS[name].prerendered);

describe.each(testBackends())("prerendered lists ($name)", (backend) => {
  const t = useTestDatabase(backend, { seed: true });

  /** Items dated at the first seed carry the build's dates in the page (kept hidden): every other field must agree. */
  const withoutSeedDates = (items: unknown[]) =>
    items.map((item) => {
      const { createdAt: _seeded, ...rest } = item as { createdAt?: string };
      return rest;
    });

  it.each(prerendered)("%s equals the API's answer after the first seed, in the same order", async (name) => {
    expect(withoutSeedDates(prerenderedList(name))).toEqual(withoutSeedDates(await listPublicItems(t.db, name)));
  });
});
