/**
 * `npm start` checks its environment before it opens anything: a kiosk placed at a spot the campus plan does
 * not know stops at once with the known spots, instead of showing "You are here" in the wrong building.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "kiosk-env-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server at start", () => {
  it("refuses a KIOSK_LOCATION that is not in content/map/kiosks.json, naming the known spots, and opens nothing", () => {
    const res = spawnSync(process.execPath, [path.join(root, "scripts/serve.ts")], {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH, KIOSK_LOCATION: "LIBRARY-lobby", DATA_DIR: dataDir, PORT: "0" },
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('KIOSK_LOCATION: "LIBRARY-lobby" is not a kiosk spot in content/map/kiosks.json; use one of ADMIN-lobby, OSA-lobby, LIB-lobby');
    expect(res.stdout).not.toContain("running at");
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);
});
