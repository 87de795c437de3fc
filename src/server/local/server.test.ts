import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { parseEnv } from "../env.ts";
import { toRows } from "../db/rows.ts";
import { startLocalServer, type RunningServer } from "./start.ts";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";
import { rawRequest } from "../testing/fuzz/raw-http.ts";

const tmp = mkdtempSync(path.join(tmpdir(), "kiosk-server-"));
const dist = path.join(tmp, "dist");
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const bigScript = `console.log(${JSON.stringify("kiosk ".repeat(2000))});`;

function writeFixtureSite() {
  mkdirSync(path.join(dist, "_astro"), { recursive: true });
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  writeFileSync(path.join(dist, "news.html"), "<!doctype html><title>News</title><h1>News</h1>");
  writeFileSync(path.join(dist, "404.html"), "<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>");
  writeFileSync(path.join(dist, "_astro", "app.Ab12Cd.js"), bigScript);
  writeFileSync(path.join(tmp, "secret.txt"), "outside dist");
  mkdirSync(path.join(dist, "media"), { recursive: true });
  writeFileSync(path.join(dist, "media", "clip.webm"), VIDEO);
}

function envFor(dataDir: string, extra: Record<string, string> = {}) {
  return parseEnv({ PORT: "0", DATA_DIR: dataDir, ...extra });
}

describe("local server", () => {
  let server: RunningServer;
  const dataDir = path.join(tmp, "data");

  beforeAll(async () => {
    writeFixtureSite();
    server = await startLocalServer({ env: envFor(dataDir, { BODY_LIMIT_BYTES: "2048" }), distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it("serves pages by their pretty URL with HTML revalidation", async () => {
    const res = await fetch(`${server.url}/news`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toContain("<h1>News</h1>");
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    for (const p of ["/no-such-page", "/..%2fsecret.txt", "/%2e%2e/secret.txt"]) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-security-policy")).toMatch(/default-src/);
      expect(await res.text()).toContain("Page Not Found");
    }
  });

  it("never redirects to another site, whatever the raw path", async () => {
    const port = Number(new URL(server.url).port);
    for (const target of ["/.//evil.example/", "//evil.example/", "/\\evil.example/", "/./\\evil.example/", "/news/"]) {
      const res = await rawRequest(port, { method: "GET", target });
      expect(res.status).toBeLessThan(500);
      expect(res.headers.location ?? "").not.toMatch(/^(\/[/\\]|[a-z]+:)/i);
    }
    expect((await rawRequest(port, { method: "GET", target: "/.//evil.example/" })).headers.location).toBe("/evil.example");
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const url = `${server.url}/_astro/app.Ab12Cd.js`;
    const br = await rawGet(url, { "accept-encoding": "br" });
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    expect(br.body.length).toBeLessThan(bigScript.length / 10);
    const gz = await rawGet(url, { "accept-encoding": "gzip" });
    expect(gunzipSync(gz.body).toString()).toBe(bigScript);
    const again = await rawGet(url, { "if-none-match": String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  it("answers byte ranges of media files, so videos can be seeked", async () => {
    const url = `${server.url}/media/clip.webm`;
    const whole = await rawGet(url, {});
    expect(whole.status).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.body.equals(VIDEO)).toBe(true);
    const part = await rawGet(url, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 100-199/1000");
    expect(part.body.equals(VIDEO.subarray(100, 200))).toBe(true);
    const open = await rawGet(url, { range: "bytes=990-" });
    expect(open.body.equals(VIDEO.subarray(990))).toBe(true);
    const suffix = await rawGet(url, { range: "bytes=-10" });
    expect(suffix.headers["content-range"]).toBe("bytes 990-999/1000");
    const beyond = await rawGet(url, { range: "bytes=5000-" });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */1000");
    const stale = await rawGet(url, { range: "bytes=0-9", "if-range": '"not-the-etag"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(1000);
  });

  it("routes /api to the functions and answers JSON errors for the rest", async () => {
    const ok = await fetch(`${server.url}/api/config`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).chatbot.enabled).toBe(true);
    const missing = await fetch(`${server.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "No API endpoint at /api/nothing-here." });
    const big = await fetch(`${server.url}/api/config`, { method: "POST", body: "x".repeat(4096), headers: { "content-type": "application/json" } });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toMatch(/larger than 2 KB/);
    // A function may ask for more (the knowledge import exports `bodyLimit`): the body reaches it.
    const file = JSON.stringify({ format: "csv", content: "x".repeat(100_000), apply: false });
    const imported = await fetch(`${server.url}/api/admin/chatbot/knowledge/import`, { method: "POST", body: file, headers: { "content-type": "application/json" } });
    expect(imported.status).toBe(401);
    const other = await fetch(`${server.url}/api/admin/chatbot/knowledge`, { method: "POST", body: file, headers: { "content-type": "application/json" } });
    expect(other.status).toBe(413);
  });

  it("keeps uploads in its own DATA_DIR/files and sends media as stored, ranges included", async () => {
    const { localFileStore } = await import("../files/local-file-store.ts");
    const key = "videos/0123456789abcdef01234567.webm";
    await localFileStore(path.join(dataDir, "files")).put(key, VIDEO, "video/webm");
    const whole = await fetch(`${server.url}/api/files/${key}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await whole.arrayBuffer()).equals(VIDEO)).toBe(true);
    const part = await fetch(`${server.url}/api/files/${key}`, { headers: { range: "bytes=100-199", "accept-encoding": "br, gzip" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(Buffer.from(await part.arrayBuffer()).equals(VIDEO.subarray(100, 200))).toBe(true);
  });

  it("refuses a second server on the same DATA_DIR", async () => {
    await expect(startLocalServer({ env: envFor(dataDir), distDir: dist })).rejects.toThrow(DataDirInUseError);
  });
});

describe("DATA_DIR", () => {
  it("keeps every row across a restart", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kiosk-restart-"));
    try {
      const first = await startLocalServer({ env: envFor(dir), distDir: dist });
      expect(first.admin.action).toBe("generated");
      expect(first.migrationsApplied.length).toBeGreaterThan(0);
      await first.database.db.execute(sql`update chatbot_config set welcome_message = 'Kumusta! Persisted.'`);
      await first.close();

      const second = await startLocalServer({ env: envFor(dir), distDir: dist });
      expect(second.admin.action).toBe("none");
      expect(second.migrationsApplied).toEqual([]);
      const rows = toRows<{ welcome_message: string }>(await second.database.db.execute(sql`select welcome_message from chatbot_config`));
      expect(rows).toEqual([{ welcome_message: "Kumusta! Persisted." }]);
      const admins = toRows<{ n: number }>(await second.database.db.execute(sql`select count(*)::int as n from admin_users`));
      expect(admins[0]!.n).toBe(1);
      await second.close();
      expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("detects another live process holding the lock and takes over a stale one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kiosk-lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "server.lock"), `${other.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`another server \\(process ${other.pid}\\)`));
      other.kill();
      await new Promise((r) => other.once("exit", r));
      const release = lockDataDir(dir);
      release();
    } finally {
      other.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** fetch() decodes bodies itself; this reads the bytes as sent. */
async function rawGet(url: string, headers: Record<string, string>) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}
