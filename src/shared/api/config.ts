import { z } from "zod";
import { DEFAULT_KIOSK_SETTINGS as DEFAULTS } from "./values.ts";

/**
 * Kiosk behaviour the server decides: on a kiosk server (KIOSK_MODE=1) every browser that opens
 * the site is a kiosk; the idle and attract times apply to any kiosk, including one opened with ?kiosk=1.
 */
export const KioskSettings = z.object({
  mode: z.boolean().describe("True when the server runs a kiosk: every browser of this site behaves as a kiosk"),
  idleSeconds: z.number().int().positive().describe("Seconds without a touch, key or scroll before 'Still there?'"),
  attractSeconds: z.number().int().positive().describe("Seconds without a touch before the attract screen"),
});
export type KioskSettings = z.infer<typeof KioskSettings>;

/** What a server that predates kiosk mode (or a test double) is taken to mean: no kiosk, default times. */
export const DEFAULT_KIOSK_SETTINGS: KioskSettings = DEFAULTS;

/** GET /api/config. Holds no secret: the maps key is a browser key. */
export const PublicConfig = z.object({
  chatbot: z.object({
    enabled: z.boolean().describe("Whether the assistant answers"),
    serviceUrl: z.string().describe("Where the chat panel posts messages"),
    apiKey: z.string().describe("Always empty: the chat API needs no key, and a secret never reaches a browser"),
  }),
  googleMapsApiKey: z.string().describe("Browser key for the maps script; empty when the map runs offline"),
  kiosk: KioskSettings.default(DEFAULT_KIOSK_SETTINGS).describe("Kiosk mode and its timers"),
  kioskLocation: z
    .string()
    .nullable()
    .default(null)
    .describe("KIOSK_LOCATION: the kiosk spot (content/map/kiosks.json) a kiosk's map starts routes from; null when unset"),
  siteUrl: z
    .string()
    .default("")
    .describe("The public address QR codes and share links are built on (PUBLIC_SITE_URL); empty: the address the browser used"),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
