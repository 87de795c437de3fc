/**
 * Builds the site (unless --no-build) and prints, per route, the JavaScript and CSS a visitor's browser
 * downloads for that page: raw and gzip bytes, inline code included. JS reached only by a dynamic
 * import() (code loaded on demand, such as the chat panel) is listed apart as "lazy JS".
 *
 *   npm run bench:size            build, then measure
 *   npm run bench:size -- --no-build
 *   npm run bench:size -- --no-build --detail=/campus-map   also list that route's files, largest first
 */
import { execSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = path.resolve("dist");
if (!process.argv.includes("--no-build")) {
  execSync("npx astro build", { stdio: "ignore", env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" } });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "_astro" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;
const read = (urlPath: string) => readFileSync(path.join(dist, urlPath.split("?")[0]!));

/** Follows static imports of a JS module; collects dynamic imports separately. */
function walk(urlPath: string, eager: Set<string>, lazy: Set<string>) {
  if (eager.has(urlPath)) return;
  eager.add(urlPath);
  const code = read(urlPath).toString();
  const dir = path.posix.dirname(urlPath);
  for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) walk(path.posix.join(dir, m[1]!), eager, lazy);
  for (const m of code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) lazy.add(path.posix.join(dir, m[1]!));
}

interface Row { route: string; js: number; jsGz: number; css: number; cssGz: number; lazyJs: number; lazyJsGz: number; files: number }
const rows: Row[] = [];

for (const file of htmlFiles(dist).sort()) {
  const html = readFileSync(file, "utf8");
  const rel = "/" + path.relative(dist, file).split(path.sep).join("/");
  const route = rel === "/index.html" ? "/" : rel.replace(/(\/index)?\.html$/, "");
  const eager = new Set<string>();
  const lazy = new Set<string>();
  let inlineJs = "";
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1]!)?.[1];
    if (src?.startsWith("/")) walk(src, eager, lazy);
    else if (!/type="application\/(ld\+)?json"/.test(m[1]!)) inlineJs += m[2];
  }
  for (const m of html.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) if (m[1]!.startsWith("/")) walk(m[1]!, eager, lazy);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) walk(m[1]!, eager, lazy);
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => read(m[1]!));
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("");
  for (const l of [...lazy]) if (eager.has(l)) lazy.delete(l);
  const lazyAll = new Set<string>();
  for (const l of lazy) walk(l, lazyAll, new Set());
  for (const e of eager) lazyAll.delete(e);
  const jsBufs = [...eager].map(read);
  if (process.argv.includes(`--detail=${route}`)) {
    const files = [...eager].map((f) => [gz(read(f)), f] as const).sort((a, b) => b[0] - a[0]);
    for (const [size, f] of files) console.log(`  ${route} ${(size / 1024).toFixed(1).padStart(6)} KB gz  ${f}`);
  }
  const lazyBufs = [...lazyAll].map(read);
  const sum = (bufs: Buffer[], f: (b: Buffer) => number) => bufs.reduce((n, b) => n + f(b), 0);
  rows.push({
    route,
    js: sum(jsBufs, (b) => b.length) + Buffer.byteLength(inlineJs),
    jsGz: sum(jsBufs, gz) + (inlineJs ? gz(inlineJs) : 0),
    css: sum(css, (b) => b.length) + Buffer.byteLength(inlineCss),
    cssGz: sum(css, gz) + (inlineCss ? gz(inlineCss) : 0),
    lazyJs: sum(lazyBufs, (b) => b.length),
    lazyJsGz: sum(lazyBufs, gz),
    files: eager.size,
  });
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log(`Bytes shipped per route (KB; gzip level 9). ${rows.length} routes in dist/.`);
console.log(`${"route".padEnd(24)} ${"JS raw".padStart(7)} ${"JS gz".padStart(7)} ${"files".padStart(5)} ${"CSS raw".padStart(7)} ${"CSS gz".padStart(7)} ${"lazyJS".padStart(7)} ${"lazy gz".padStart(7)}`);
for (const r of rows) {
  console.log(`${r.route.padEnd(24)} ${kb(r.js)} ${kb(r.jsGz)} ${String(r.files).padStart(5)} ${kb(r.css)} ${kb(r.cssGz)} ${kb(r.lazyJs)} ${kb(r.lazyJsGz)}`);
}
