/**
 * Astro integration that writes the service worker after `astro build`: it lists every file of
 * the build output, derives the build version from their contents, bundles src/service-worker/sw.ts with
 * that list and version into dist/sw.js, and writes dist/build-version.json for GET /api/health.
 * A hook rather than a hand-kept list, so a new page or asset is precached without anyone remembering it.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build } from "esbuild";
import { precacheEntries } from "../service-worker/policy.ts";

async function listFiles(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(root, full)));
    else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join("/"));
  }
  return out.sort();
}

/** A short hash of every precached file's name and bytes: any change to the site makes a new version. */
export async function buildVersionOf(root: string, files: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(file);
    hash.update(createHash("sha256").update(await readFile(path.join(root, file))).digest());
  }
  return hash.digest("hex").slice(0, 12);
}

export default function serviceWorker(): AstroIntegration {
  return {
    name: "kiosk-service-worker",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = (await listFiles(root)).filter((f) => !["sw.js", "build-version.json"].includes(f));
        const precache = precacheEntries(files);
        const precachedFiles = files.filter((f) => !f.endsWith(".map"));
        const version = await buildVersionOf(root, precachedFiles);
        const result = await build({
          entryPoints: [fileURLToPath(new URL("../service-worker/sw.ts", import.meta.url))],
          bundle: true,
          format: "iife",
          target: "es2022",
          minify: true,
          write: false,
          legalComments: "none",
          define: { __PRECACHE__: JSON.stringify(precache), __BUILD_VERSION__: JSON.stringify(version) },
        });
        await writeFile(path.join(root, "sw.js"), result.outputFiles[0]!.text);
        await writeFile(path.join(root, "build-version.json"), JSON.stringify({ version, builtAt: new Date().toISOString(), precached: precache.length }) + "\n");
        logger.info(`sw.js: build ${version}, ${precache.length} URLs precached`);
      },
    },
  };
}
