/**
 * A Vite plugin for the browser build: imports of src/lib/campus-plan.ts (the plan files of content/map/)
 * resolve to src/lib/campus-plan-page.ts, which reads the plan from the JSON the campus map page carries.
 * The plan then reaches the browser once, as page data, and the island's script is smaller by its size.
 * Server-side rendering, the page that writes the JSON, and the tests keep the files.
 */
import path from "node:path";
import type { Plugin } from "vite";

const root = path.resolve(import.meta.dirname, "../..");
const FILES = path.join(root, "src/lib/campus-plan.ts");
const PAGE = path.join(root, "src/lib/campus-plan-page.ts");

export function campusPlanFromPage(): Plugin {
  return {
    name: "campus-plan-from-page",
    enforce: "pre",
    resolveId(id, importer, options) {
      if (options?.ssr || this.environment?.name !== "client" || !importer) return undefined;
      if (!/(^|\/)campus-plan(\.ts)?$/.test(id)) return undefined;
      const target = path.resolve(path.dirname(importer.split("?")[0]!), id.endsWith(".ts") ? id : `${id}.ts`);
      return target === FILES ? PAGE : undefined;
    },
  };
}
