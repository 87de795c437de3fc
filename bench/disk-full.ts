/**
 * A disk that fills up while the server runs. Mounts a small tmpfs (needs root, Linux), starts the server
 * with DATA_DIR there, fills the disk, then prints what visitors and a monitoring tool get: feedback
 * submissions until the first refusal (expected 503 with a sentence, never a 500), GET /api/health
 * (expected 503 naming failing writes), a read (expected 200), and both again after space is freed.
 *
 *   node bench/disk-full.ts [--size-mb 120]
 */
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseEnv } from "../src/server/env.ts";
import { startLocalServer } from "../src/server/local/start.ts";

const { values } = parseArgs({ options: { "size-mb": { type: "string", default: "120" } } });
const mount = mkdtempSync(path.join(tmpdir(), "kiosk-disk-full-"));
const dist = mkdtempSync(path.join(tmpdir(), "kiosk-disk-full-dist-"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Home</title>");
execSync(`mount -t tmpfs -o size=${Number(values["size-mb"])}m tmpfs ${mount}`);
const df = () => execSync(`df -h ${mount} | tail -1`).toString().trim();
try {
  mkdirSync(path.join(mount, "data"));
  const server = await startLocalServer({ env: parseEnv({ PORT: "0", DATA_DIR: path.join(mount, "data"), FEEDBACK_RATE_LIMIT: "0" }), distDir: dist });
  process.env.FEEDBACK_RATE_LIMIT = "0";
  const post = async (i: number) => {
    const res = await fetch(`${server.url}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ category: "general", rating: 3, message: `Disk full bench ${i} ${"x".repeat(3000)}`, isAnonymous: true }),
    });
    return { status: res.status, body: (await res.text()).slice(0, 160) };
  };
  console.log(`started: ${df()}`);
  try {
    execSync(`dd if=/dev/zero of=${mount}/filler bs=1M count=100000 2>/dev/null`);
  } catch {
    // dd stops when the disk is full: that is the point.
  }
  console.log(`filled:  ${df()}`);
  let accepted = 0;
  let refusal: { status: number; body: string } | undefined;
  for (let i = 0; i < 5000 && !refusal; i++) {
    const r = await post(i);
    if (r.status === 201) accepted++;
    else refusal = r;
  }
  console.log(`submissions accepted on a full disk (free pages of the table): ${accepted}`);
  console.log(`first refusal: ${refusal ? `${refusal.status} ${refusal.body}` : "none"}`);
  const health = await fetch(`${server.url}/api/health`);
  console.log(`health while full: ${health.status} ${(await health.text()).slice(0, 240)}`);
  console.log(`GET /api/config while full: ${(await fetch(`${server.url}/api/config`)).status}`);
  rmSync(path.join(mount, "filler"));
  const healed = await fetch(`${server.url}/api/health`);
  console.log(`health after freeing space: ${healed.status}`);
  console.log(`submission after freeing space: ${(await post(-1)).status}`);
  await server.close();
} finally {
  execSync(`umount ${mount}`);
  rmSync(mount, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
}
