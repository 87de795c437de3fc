import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import handler, { config } from "../functions/health.mts";
import { useDatabase } from "../../src/server/db/client.ts";
import { HealthReport } from "../../src/shared/api/health.ts";
import { buildVersion, resetBuildVersion } from "../../src/server/services/build-version.ts";
import { checkHealth } from "../../src/server/services/health.ts";
import { clearStorageFailure, noteStorageFailure } from "../../src/server/http/failures.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends, useTestDatabase } from "../../src/server/testing/databases.ts";

describe.each(testBackends())("GET /api/health on $name", (backend) => {
  describe("with the database up", () => {
    useTestDatabase(backend, { seed: false });

    it("is served at /api/health", () => {
      expect(config.path).toBe("/api/health");
    });

    it("answers 200 with the database check and the build version, never cached", async () => {
      const res = await handler(apiRequest("/api/health"), context());
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = HealthReport.parse(await res.json());
      expect(body.status).toBe("ok");
      expect(body.database.ok).toBe(true);
      expect(body.database.error).toBeUndefined();
      expect(body.version.length).toBeGreaterThan(0);
    });

    it("refuses other methods with 405", async () => {
      const res = await handler(apiRequest("/api/health", { method: "POST", json: {} }), context());
      expect(res.status).toBe(405);
    });
  });

  describe("with the database down", () => {
    afterEach(() => useDatabase(undefined));

    it("answers 503 with a JSON body that names the database and holds no connection details", async () => {
      const handle = await backend.open({ seed: false });
      await handle.close();
      useDatabase(handle);
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      const res = await handler(apiRequest("/api/health"), context());
      log.mockRestore();
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const text = await res.text();
      expect(text).not.toMatch(/postgres:\/\/|password/i);
      const body = HealthReport.parse(JSON.parse(text));
      expect(body).toMatchObject({ status: "error", database: { ok: false, error: "The database did not answer." } });
    });
  });
});

describe("checkHealth", () => {
  it("counts a database slower than the limit as down", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const hung = { execute: () => new Promise(() => {}) } as never;
    const report = await checkHealth(async () => hung, { timeoutMs: 50, version: "v1" });
    log.mockRestore();
    expect(report).toMatchObject({ status: "error", database: { ok: false }, version: "v1" });
  });

  it("reports a full disk: the database answers but a write fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const diskFull = Object.assign(new Error("could not extend file: No space left on device"), { code: "53100" });
    const db = { execute: (q: { queryChunks?: unknown[] }) => (JSON.stringify(q.queryChunks ?? "").includes("health_probe") ? Promise.reject(diskFull) : Promise.resolve([])) } as never;
    const report = await checkHealth(async () => db, { version: "v1" });
    log.mockRestore();
    expect(report).toMatchObject({ status: "error", database: { ok: true }, storage: { writable: false } });
    expect(report.storage.error).toMatch(/disk is full or read-only/);
  });

  it("reports a request that met damaged data, until the server restarts", async () => {
    const db = { execute: () => Promise.resolve([]) } as never;
    noteStorageFailure(Object.assign(new Error("invalid page in block 0"), { code: "XX001" }));
    try {
      const report = await checkHealth(async () => db, { version: "v1" });
      expect(report).toMatchObject({ status: "error", storage: { writable: false } });
      expect(report.storage.error).toMatch(/damaged data/);
    } finally {
      clearStorageFailure();
    }
    expect((await checkHealth(async () => db, { version: "v1" })).status).toBe("ok");
  });

  it("counts a database that cannot be opened as down", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const report = await checkHealth(() => Promise.reject(new Error("No database: set DATABASE_URL")), { version: "v1" });
    log.mockRestore();
    expect(report.status).toBe("error");
  });
});

describe("buildVersion", () => {
  afterEach(() => resetBuildVersion());

  it("reads the version the build wrote, and says 'unknown' without one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-version-"));
    resetBuildVersion();
    try {
      const file = path.join(dir, "build-version.json");
      writeFileSync(file, JSON.stringify({ version: "abc123def456" }));
      expect(buildVersion(file)).toBe("abc123def456");
      resetBuildVersion();
      expect(buildVersion(path.join(dir, "missing.json"))).toBe("unknown");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
