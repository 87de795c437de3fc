/**
 * Part of `npm run build`, after `astro build`: writes dist/_headers (one Content-Security-Policy per
 * built page, with the hashes of its inline code) and refuses a build whose netlify.toml headers differ
 * from src/server/http/security-headers.ts. `npm run headers` (`--toml`) rewrites that section of
 * netlify.toml instead of complaining.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fixedRules, formatHeadersFile, overlappingHeaders, pageRules, withTomlHeaders } from "../src/server/http/header-rules.ts";
import { hasInlineHandlers } from "../src/server/http/inline-hashes.ts";

const root = path.resolve(import.meta.dirname, "..");
const tomlPath = path.join(root, "netlify.toml");
const distDir = path.join(root, "dist");
const fix = process.argv.includes("--toml");

function fail(message: string): never {
  console.error(`write-headers: ${message}`);
  process.exit(1);
}

const toml = readFileSync(tomlPath, "utf8");
const wanted = withTomlHeaders(toml, fixedRules());
if (wanted !== toml) {
  if (!fix) fail("netlify.toml's headers differ from src/server/http/security-headers.ts. Run `npm run headers` and commit netlify.toml.");
  writeFileSync(tomlPath, wanted);
  console.log("netlify.toml: headers section rewritten.");
}

if (existsSync(path.join(distDir, "index.html"))) {
  const rules = pageRules(distDir);
  const overlaps = overlappingHeaders([...fixedRules(), ...rules]);
  if (overlaps.length) fail(`two rules that match one path set the same header: ${overlaps.join(", ")}`);
  for (const rule of rules.filter((r) => r.for.endsWith(".html"))) {
    if (hasInlineHandlers(readFileSync(path.join(distDir, rule.for), "utf8"))) {
      fail(`dist${rule.for} has an inline event handler (on...="..."); the policy does not allow it. Use addEventListener in a script.`);
    }
  }
  writeFileSync(path.join(distDir, "_headers"), formatHeadersFile(rules));
  console.log(`dist/_headers: ${rules.length} page rules written.`);
} else if (!fix) {
  fail("dist/ has no built site; run `astro build` first.");
}
