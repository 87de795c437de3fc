/**
 * Checks what Netlify's build bundled (.netlify/functions, written by `netlify build`) against the API
 * routes in netlify/functions/*.mts: one bundle per function, each routed at its `config.path`, every
 * /api path reaching its own function and no other (no catch-all shadowing it), nothing else in the
 * folder deployed as a function, and each bundle loading on this Node. Run by `npm run netlify:build`;
 * alone: `node scripts/check-functions.ts` after a `netlify build`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadFunctionRoutes } from "../src/server/local/functions.ts";

const root = path.resolve(import.meta.dirname, "..");
const functionsDir = path.join(root, "netlify/functions");
const bundleDir = path.join(root, ".netlify/functions");

interface ManifestRoute {
  pattern: string;
  literal?: string;
  expression?: string;
}
interface ManifestFunction {
  name: string;
  path: string;
  routes?: ManifestRoute[];
  runtimeVersion?: string;
}

/** A concrete path for a route pattern (`:id` and `*` filled in), to ask which functions answer it. */
/** A concrete path a pattern answers: a named part becomes "x", or "1" when the part must be digits. */
const samplePath = (pattern: string) =>
  pattern
    .replace(/:[A-Za-z_]+\(\\d\+\)/g, "1")
    .replace(/:[A-Za-z_]+\??/g, "x")
    .replace(/\*/g, "x");

/** True when the bundled route answers `pathname` (Netlify matches `literal` exactly, `expression` as a regex). */
function routeAnswers(route: ManifestRoute, pathname: string): boolean {
  if (route.literal !== undefined) return route.literal === pathname;
  if (route.expression !== undefined) return new RegExp(route.expression).test(pathname);
  return new URLPattern({ pathname: route.pattern }).test({ pathname });
}

async function checkFunctions(): Promise<string[]> {
  const problems: string[] = [];
  const manifestPath = path.join(bundleDir, "manifest.json");
  if (!existsSync(manifestPath)) return [`${path.relative(root, manifestPath)} is missing: run \`npm run netlify:build\` first.`];
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { functions: ManifestFunction[] };

  for (const file of readdirSync(functionsDir)) {
    if (!/\.(mts|ts|mjs|js|cts|cjs)$/.test(file) || /\.test\./.test(file)) {
      problems.push(`netlify/functions/${file} is not a function, yet Netlify deploys every file there: move it (tests go in netlify/tests/).`);
    }
  }

  const source = await loadFunctionRoutes(functionsDir);
  const expected = new Map<string, string[]>();
  for (const r of source) expected.set(r.file.replace(/\.[^.]+$/, ""), [...(expected.get(r.file.replace(/\.[^.]+$/, "")) ?? []), r.path]);

  const bundled = new Map(manifest.functions.map((f) => [f.name, f]));
  for (const [name, paths] of expected) {
    const fn = bundled.get(name);
    if (!fn) {
      problems.push(`${name}: in netlify/functions but not bundled.`);
      continue;
    }
    const routes = (fn.routes ?? []).map((r) => r.pattern).sort();
    if (JSON.stringify(routes) !== JSON.stringify([...paths].sort())) {
      problems.push(`${name}: bundled with routes [${routes.join(", ")}], its config.path is [${paths.join(", ")}].`);
    }
    if (fn.runtimeVersion && !fn.runtimeVersion.startsWith("nodejs24")) problems.push(`${name}: runtime ${fn.runtimeVersion}, expected Node 24.`);
  }
  for (const fn of manifest.functions) {
    if (!expected.has(fn.name)) problems.push(`${fn.name}: bundled, but no netlify/functions module with a config.path defines it.`);
    for (const route of fn.routes ?? []) {
      if (!route.pattern.startsWith("/api/")) problems.push(`${fn.name}: route ${route.pattern} is outside /api (a catch-all would shadow the API or the pages).`);
    }
  }

  // Every API path must reach exactly its own function.
  for (const [name, paths] of expected) {
    for (const p of paths) {
      const sample = samplePath(p);
      const answering = manifest.functions.filter((f) => (f.routes ?? []).some((r) => routeAnswers(r, sample))).map((f) => f.name);
      if (answering.length !== 1 || answering[0] !== name) problems.push(`${sample}: answered by [${answering.join(", ")}], expected ${name} alone.`);
    }
  }

  // Nothing in front of the functions that could catch /api: redirects or edge functions.
  const redirects = path.join(root, "dist/_redirects");
  if (existsSync(redirects) && /^\s*\/(\*|api)/m.test(readFileSync(redirects, "utf8"))) problems.push("dist/_redirects has a rule on /* or /api.");
  for (const edge of [".netlify/edge-functions", ".netlify/v1/edge-functions"]) {
    if (existsSync(path.join(root, edge)) && readdirSync(path.join(root, edge)).length) problems.push(`${edge} is not empty: an edge function runs before every function.`);
  }

  // Each bundle loads on this Node (24, as on Netlify) and exports the handler and path we expect.
  const unpacked = mkdtempSync(path.join(tmpdir(), "kiosk-functions-"));
  try {
    for (const fn of manifest.functions) {
      const dir = path.join(unpacked, fn.name);
      execFileSync("unzip", ["-q", "-o", fn.path, "-d", dir]);
      const entry = path.join(dir, "netlify/functions", `${fn.name}.mjs`);
      if (!existsSync(entry)) {
        problems.push(`${fn.name}: the bundle has no netlify/functions/${fn.name}.mjs.`);
        continue;
      }
      if (existsSync(path.join(dir, "node_modules/@electric-sql/pglite"))) problems.push(`${fn.name}: the bundle ships PGlite (netlify.toml included_files should leave it out).`);
      const mod = (await import(pathToFileURL(entry).href)) as { default?: unknown; config?: { path?: string | string[] } };
      if (typeof mod.default !== "function") problems.push(`${fn.name}: the bundled module has no default handler.`);
      const size = statSync(fn.path).size;
      console.log(`  ${fn.name.padEnd(20)} ${[mod.config?.path ?? "(no path)"].flat().join(", ").padEnd(28)} ${(size / 1024).toFixed(0).padStart(6)} KB zipped`);
    }
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
  return problems;
}

/**
 * Prints each bundled function and any problem, and ends the process with status 1 when there is one:
 * the one report of this check, whether it runs alone or after `netlify build`.
 */
export async function reportFunctions(): Promise<void> {
  console.log("Bundled functions (.netlify/functions) against netlify/functions/*.mts:");
  const problems = await checkFunctions();
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nEvery /api route is served by its own bundled function; nothing shadows them.");
}

if (import.meta.main) await reportFunctions();
