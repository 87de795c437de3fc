import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import handler, { config } from "../functions/config.mts";
import { resetEnv } from "../../src/server/env.ts";
import { PublicConfig } from "../../src/shared/api/config.ts";
import { invalidatePublicConfig } from "../../src/server/services/public-config.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends, useTestDatabase } from "../../src/server/testing/databases.ts";

describe.each(testBackends())("GET /api/config on $name", (backend) => {
  const handle = useTestDatabase(backend);
  afterEach(() => {
    delete process.env.GOOGLE_MAPS_API_KEY;
    resetEnv();
    invalidatePublicConfig();
  });

  it("is served at /api/config", () => {
    expect(config.path).toBe("/api/config");
  });

  it("answers the spec's shape with no secret", async () => {
    const res = await handler(apiRequest("/api/config"), context());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = PublicConfig.parse(await res.json());
    expect(body).toEqual({
      chatbot: { enabled: true, serviceUrl: "/api/chat", apiKey: "" },
      googleMapsApiKey: "",
      kiosk: { mode: false, idleSeconds: 60, attractSeconds: 180 },
      kioskLocation: null,
      siteUrl: "",
    });
  });

  it("passes PUBLIC_SITE_URL, the address QR codes are built on", async () => {
    process.env.PUBLIC_SITE_URL = "https://kiosk.mvsu.edu.ph/";
    resetEnv();
    invalidatePublicConfig();
    try {
      const body = PublicConfig.parse(await (await handler(apiRequest("/api/config"), context())).json());
      expect(body.siteUrl).toBe("https://kiosk.mvsu.edu.ph");
    } finally {
      delete process.env.PUBLIC_SITE_URL;
    }
  });

  it("passes kiosk mode and its timers from the environment", async () => {
    Object.assign(process.env, { KIOSK_MODE: "1", KIOSK_IDLE_SECONDS: "45", KIOSK_ATTRACT_SECONDS: "120", KIOSK_LOCATION: "LIB-lobby" });
    resetEnv();
    invalidatePublicConfig();
    try {
      const body = PublicConfig.parse(await (await handler(apiRequest("/api/config"), context())).json());
      expect(body.kiosk).toEqual({ mode: true, idleSeconds: 45, attractSeconds: 120 });
      expect(body.kioskLocation).toBe("LIB-lobby");
    } finally {
      for (const k of ["KIOSK_MODE", "KIOSK_IDLE_SECONDS", "KIOSK_ATTRACT_SECONDS", "KIOSK_LOCATION"]) delete process.env[k];
    }
  });

  it("passes the maps key from the environment and the chatbot switch from the database", async () => {
    process.env.GOOGLE_MAPS_API_KEY = "test-browser-key";
    resetEnv();
    await handle.db.execute(sql`update chatbot_config set enabled = false`);
    invalidatePublicConfig();
    const body = PublicConfig.parse(await (await handler(apiRequest("/api/config"), context())).json());
    expect(body.googleMapsApiKey).toBe("test-browser-key");
    expect(body.chatbot.enabled).toBe(false);
    await handle.db.execute(sql`update chatbot_config set enabled = true`);
  });

  it("refuses other methods with 405", async () => {
    const res = await handler(apiRequest("/api/config", { method: "POST", json: {} }), context());
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
  });
});
