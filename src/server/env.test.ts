import { describe, expect, it } from "vitest";
import { envWarnings, kioskSpotIds, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("defaults to the embedded set-up", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 4321, HOST: "127.0.0.1", DATA_DIR: ".data", GOOGLE_MAPS_API_KEY: "", BODY_LIMIT_BYTES: 65536 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: " " })).toMatchObject({ PORT: 4321, DATABASE_URL: undefined });
  });

  it("names every bad variable in one sentence", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it("accepts a Supabase pooler URL", () => {
    const url = "postgresql://postgres.abc:secret@aws-0-ap-southeast-1.pooler.supabase.com:6543/postgres";
    expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it("requires the admin username and password together", () => {
    expect(() => parseEnv({ ADMIN_USERNAME: "registrar" })).toThrow(/both ADMIN_USERNAME and ADMIN_PASSWORD/);
    expect(() => parseEnv({ ADMIN_USERNAME: "registrar", ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("reads the admin idle timeout in minutes (default 30, fractions allowed, at most 12 hours)", () => {
    expect(parseEnv({}).ADMIN_SESSION_IDLE_MINUTES).toBe(30);
    expect(parseEnv({ ADMIN_SESSION_IDLE_MINUTES: "0.05" }).ADMIN_SESSION_IDLE_MINUTES).toBe(0.05);
    expect(() => parseEnv({ ADMIN_SESSION_IDLE_MINUTES: "0" })).toThrow(/ADMIN_SESSION_IDLE_MINUTES: must be a positive number of minutes/);
    expect(() => parseEnv({ ADMIN_SESSION_IDLE_MINUTES: "721" })).toThrow(/ADMIN_SESSION_IDLE_MINUTES: must be at most 720/);
  });

  it("reads kiosk mode and its timers, defaulting to off, 60 s and 180 s", () => {
    expect(parseEnv({})).toMatchObject({ KIOSK_MODE: false, KIOSK_IDLE_SECONDS: 60, KIOSK_ATTRACT_SECONDS: 180 });
    expect(parseEnv({ KIOSK_MODE: "1" }).KIOSK_MODE).toBe(true);
    expect(parseEnv({ KIOSK_MODE: "true" }).KIOSK_MODE).toBe(true);
    expect(parseEnv({ KIOSK_MODE: "0" }).KIOSK_MODE).toBe(false);
    expect(() => parseEnv({ KIOSK_MODE: "maybe" })).toThrow(/KIOSK_MODE/);
    expect(() => parseEnv({ KIOSK_IDLE_SECONDS: "1" })).toThrow(/KIOSK_IDLE_SECONDS/);
    expect(() => parseEnv({ KIOSK_IDLE_SECONDS: "200", KIOSK_ATTRACT_SECONDS: "100" })).toThrow(/KIOSK_ATTRACT_SECONDS must be longer/);
  });

  it("reads where a kiosk stands, unset by default", () => {
    expect(parseEnv({}).KIOSK_LOCATION).toBeUndefined();
    expect(parseEnv({ KIOSK_LOCATION: "LIB-lobby" }).KIOSK_LOCATION).toBe("LIB-lobby");
    expect(() => parseEnv({ KIOSK_LOCATION: "the lobby" })).toThrow(/KIOSK_LOCATION: must be a kiosk spot id/);
  });

  it("takes every kiosk spot of content/map/kiosks.json, in its own spelling whatever the case typed", () => {
    expect(kioskSpotIds).toContain("ADMIN-lobby");
    for (const id of kioskSpotIds) expect(parseEnv({ KIOSK_LOCATION: id }).KIOSK_LOCATION).toBe(id);
    expect(parseEnv({ KIOSK_LOCATION: "osa-LOBBY" }).KIOSK_LOCATION).toBe("OSA-lobby");
  });

  it("refuses a spot that is not in content/map/kiosks.json, naming the variable and every known spot", () => {
    let message = "";
    try {
      parseEnv({ KIOSK_LOCATION: "LIB-lobbyy" });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid environment:/);
    expect(message).toContain('KIOSK_LOCATION: "LIB-lobbyy" is not a kiosk spot in content/map/kiosks.json');
    for (const id of kioskSpotIds) expect(message).toContain(id);
  });
});

describe("PUBLIC_SITE_URL", () => {
  it("takes a public http(s) address without its trailing slash", () => {
    expect(parseEnv({ PUBLIC_SITE_URL: "https://kiosk.mvsu.edu.ph/" }).PUBLIC_SITE_URL).toBe("https://kiosk.mvsu.edu.ph");
    expect(parseEnv({ PUBLIC_SITE_URL: "" }).PUBLIC_SITE_URL).toBeUndefined();
  });

  it("refuses something that is not an address, naming the variable", () => {
    expect(() => parseEnv({ PUBLIC_SITE_URL: "kiosk.mvsu" })).toThrow(/PUBLIC_SITE_URL: must be the site's public address/);
    expect(() => parseEnv({ PUBLIC_SITE_URL: "ftp://kiosk.mvsu.edu.ph" })).toThrow(/PUBLIC_SITE_URL/);
  });

  it("warns a kiosk server that runs without it, and nobody else", () => {
    expect(envWarnings(parseEnv({ KIOSK_MODE: "1" }))).toEqual([expect.stringMatching(/^PUBLIC_SITE_URL is not set/)]);
    expect(envWarnings(parseEnv({ KIOSK_MODE: "1", PUBLIC_SITE_URL: "https://kiosk.mvsu.edu.ph" }))).toEqual([]);
    expect(envWarnings(parseEnv({}))).toEqual([]);
  });
});
