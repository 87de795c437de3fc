/**
 * Cold start of each Netlify function: the time a fresh Node process takes to import the function's
 * module (what a new function instance pays before its first request), one process per function, the
 * median of a few runs. No database is opened: on Netlify the connection opens on the first request.
 *
 *   npm run bench:cold-start [-- --runs 5]            the sources in netlify/functions (Node type stripping)
 *   npm run bench:cold-start -- --bundled             the zips of `npm run netlify:build` (what Netlify runs)
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, bundled: { type: "boolean", default: false } } });
const runs = Math.max(1, Number(values.runs));
const root = path.resolve(import.meta.dirname, "..");

/** The modules to time: [name, absolute path]. */
function modules(): { list: [string, string][]; cleanup: () => void } {
  if (!values.bundled) {
    const dir = path.join(root, "netlify/functions");
    const list = readdirSync(dir)
      .filter((f) => f.endsWith(".mts"))
      .sort()
      .map((f): [string, string] => [f.replace(/\.mts$/, ""), path.join(dir, f)]);
    return { list, cleanup: () => {} };
  }
  const zips = path.join(root, ".netlify/functions");
  if (!existsSync(zips)) throw new Error("No .netlify/functions: run `npm run netlify:build` first.");
  const tmp = mkdtempSync(path.join(tmpdir(), "kiosk-cold-"));
  const list = readdirSync(zips)
    .filter((f) => f.endsWith(".zip"))
    .sort()
    .map((f): [string, string] => {
      const name = f.replace(/\.zip$/, "");
      execFileSync("unzip", ["-q", "-o", path.join(zips, f), "-d", path.join(tmp, name)]);
      return [name, path.join(tmp, name, "netlify/functions", `${name}.mjs`)];
    });
  return { list, cleanup: () => rmSync(tmp, { recursive: true, force: true }) };
}

/** Milliseconds one fresh process spends importing `file`, measured inside that process. */
function importTime(file: string): number {
  const probe = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", probe], {
    cwd: root,
    // A URL that is never dialled (import opens nothing), so the functions load as on Netlify.
    env: { ...process.env, DATABASE_URL: "postgres://bench:bench@127.0.0.1:9/none", NODE_ENV: "production" },
    encoding: "utf8",
  });
  return Number(out.trim().split("\n").at(-1));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const { list, cleanup } = modules();
try {
  console.log(`Cold start: import time of each function in a fresh Node ${process.version} process (${values.bundled ? "Netlify bundles" : "sources"}; median of ${runs})\n`);
  console.log(`${"function".padEnd(20)} ${"median ms".padStart(10)} ${"min ms".padStart(8)} ${"max ms".padStart(8)}`);
  const medians: number[] = [];
  for (const [name, file] of list) {
    const times = Array.from({ length: runs }, () => importTime(file));
    medians.push(median(times));
    console.log(`${name.padEnd(20)} ${median(times).toFixed(1).padStart(10)} ${Math.min(...times).toFixed(1).padStart(8)} ${Math.max(...times).toFixed(1).padStart(8)}`);
  }
  console.log(`\n${list.length} functions; slowest median ${Math.max(...medians).toFixed(1)} ms, fastest ${Math.min(...medians).toFixed(1)} ms.`);
  console.log("Node's own start-up (about 30-50 ms) and the first database connection come on top.");
} finally {
  cleanup();
}
