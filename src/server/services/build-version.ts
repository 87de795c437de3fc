/**
 * The version of the built site: `astro build` writes it to dist/build-version.json (the same value names
 * the service worker's caches), so /api/health tells which build a kiosk server or a deploy is running.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** Where the build writes the version; on Netlify the file reaches the function through `included_files`. */
export const BUILD_VERSION_FILE = path.join("dist", "build-version.json");

let cached: string | undefined;

/** The build version, read once per process; 'unknown' when the site was not built here. */
export function buildVersion(file = path.resolve(BUILD_VERSION_FILE)): string {
  if (cached !== undefined) return cached;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { version?: unknown };
    cached = typeof parsed.version === "string" && parsed.version ? parsed.version : "unknown";
  } catch {
    cached = "unknown";
  }
  return cached;
}

/** Forgets the version read (tests). */
export function resetBuildVersion(): void {
  cached = undefined;
}
