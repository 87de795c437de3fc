/**
 * Netlify deploys every file in netlify/functions as a function, tests included: they belong here in
 * netlify/tests. `npm run netlify:build` checks the same on the real bundles; this catches it in `npm test`.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

it("netlify/functions holds only function modules", () => {
  const dir = path.resolve(import.meta.dirname, "../functions");
  const strays = readdirSync(dir).filter((f) => !/^[a-z0-9-]+\.mts$/.test(f));
  expect(strays).toEqual([]);
});
