/**
 * `npm run netlify:build`: Netlify's own build, offline, on this project's Node 24 (the site, dist/_headers
 * and every function bundle in .netlify/functions), then scripts/check-functions.ts on its output.
 * netlify-cli is not a dependency (it would add hundreds of packages to every install): npx fetches the
 * pinned version once into npm's cache. Slow (a minute or more), so not part of `npm test`.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { reportFunctions } from "./check-functions.ts";

/** The netlify-cli release this check was written against; raise it deliberately. */
const NETLIFY_CLI = "netlify-cli@27.10.2";

const root = path.resolve(import.meta.dirname, "..");
const bin = path.join(root, "node_modules/.bin");
rmSync(path.join(root, ".netlify/functions"), { recursive: true, force: true });

const run = spawnSync("npx", ["--yes", NETLIFY_CLI, "build", "--offline"], {
  cwd: root,
  stdio: "inherit",
  // node_modules/.bin first: netlify-cli and the build command it runs use the pinned Node 24.
  env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`, ASTRO_TELEMETRY_DISABLED: "1", NETLIFY_TELEMETRY_DISABLED: "1" },
});
if (run.status !== 0) {
  console.error(`netlify build --offline failed (exit ${run.status ?? run.signal}).`);
  process.exit(1);
}

console.log("");
await reportFunctions();
console.log("Netlify build OK.");
