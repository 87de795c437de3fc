/**
 * The server's environment, read once through zod when this module loads. Defaults are the embedded
 * set-up (PGlite in .data/, port 4321); a bad value stops the process with a sentence naming the variable.
 */
import { z } from "zod";
import { issueLines } from "./zod-issues.ts";
import kiosksFile from "../../content/map/kiosks.json" with { type: "json" };

/** The kiosk spots of content/map/kiosks.json, by id: the only values KIOSK_LOCATION may take. */
export const kioskSpotIds: readonly string[] = kiosksFile.map((k) => k.id);

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const Env = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(4321)),
  HOST: z.preprocess(emptyToUndefined, z.string().default("127.0.0.1")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(".data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
      .optional(),
  ),
  GOOGLE_MAPS_API_KEY: z.preprocess(emptyToUndefined, z.string().default("")),
  ADMIN_USERNAME: z.preprocess(emptyToUndefined, z.string().min(3).max(64).optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12, "must be at least 12 characters").optional()),
  BODY_LIMIT_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1024).default(64 * 1024)),
  /** Feedback submissions accepted per minute from one address; 0 turns the limit off (load tests). */
  FEEDBACK_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
  /** Minutes an admin session may sit unused before it ends (30 by default); e2e uses a short value to prove expiry. */
  ADMIN_SESSION_IDLE_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce.number().positive("must be a positive number of minutes").max(720, "must be at most 720 (the 12-hour session)").default(30),
  ),
  /** Every browser of this server is a kiosk (idle reset, attract screen, touch keyboard); unset: only ?kiosk=1. */
  KIOSK_MODE: z.preprocess(emptyToUndefined, z.stringbool({ truthy: ["1", "true", "yes", "on"], falsy: ["0", "false", "no", "off"] }).default(false)),
  /** Seconds without a touch, key or scroll before a kiosk asks 'Still there?' (then 10 s to the reset). */
  KIOSK_IDLE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(3).max(3600).default(60)),
  /** Seconds without a touch before a kiosk shows its attract screen; longer than KIOSK_IDLE_SECONDS. */
  KIOSK_ATTRACT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(5).max(86400).default(180)),
  /**
   * Where this kiosk stands on the campus plan (an id from content/map/kiosks.json): its 'You are here' and
   * the start of its routes. Unset: the main information desk in the Administration Building lobby.
   */
  KIOSK_LOCATION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, "must be a kiosk spot id from content/map/kiosks.json, e.g. ADMIN-lobby")
      // An unknown spot is refused, not replaced by the default: a kiosk that says "You are here" in the wrong
      // building sends every visitor the wrong way, and a typo is found at once when the server will not start.
      .transform((value, ctx) => {
        const known = kioskSpotIds.find((id) => id.toLowerCase() === value.toLowerCase());
        if (known) return known;
        ctx.addIssue({
          code: "custom",
          message: `"${value}" is not a kiosk spot in content/map/kiosks.json; use one of ${kioskSpotIds.join(", ")}, or leave it empty for ADMIN-lobby`,
        });
        return z.NEVER;
      })
      .optional(),
  ),
  /**
   * The address visitors' phones use to reach this site (e.g. https://kiosk.mvsu.edu.ph): every QR code and
   * share link is built on it. Unset: the address the browser used, which on a kiosk is often a LAN or
   * loopback address a phone on mobile data cannot open.
   */
  PUBLIC_SITE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "must be the site's public address, e.g. https://kiosk.university.edu.ph" })
      .transform((u) => u.replace(/\/+$/, ""))
      .optional(),
  ),
  /** Where `npm run backup` writes its archives; empty means DATA_DIR/backups. */
  BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** How many backup archives to keep (the oldest are deleted after a new one is complete); 0 keeps all. */
  BACKUP_KEEP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(14)),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["debug", "info", "warn", "error", "silent"]).default("info")),
  /** Who checks admin passwords: our own scrypt hashes (`database`), or Supabase Auth (`supabase`). */
  AUTH_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["database", "supabase"]).default("database")),
  /** The Supabase project's URL (https://<ref>.supabase.co); needed with AUTH_PROVIDER=supabase. */
  SUPABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: "must be the project's URL, e.g. https://abcd.supabase.co" }).optional()),
  /** The project's anon (public) key: it can only ask Supabase Auth to check a password. */
  SUPABASE_ANON_KEY: z.preprocess(emptyToUndefined, z.string().min(20, "must be the project's anon key").optional()),
  /** Where uploaded files live: `local` (DATA_DIR/files, one machine) or `supabase` (Storage; Netlify). */
  FILE_STORAGE: z.preprocess(emptyToUndefined, z.enum(["local", "supabase"]).default("local")),
  /** The service role key: only the functions hold it, to write the Storage bucket (FILE_STORAGE=supabase). */
  SUPABASE_SERVICE_ROLE_KEY: z.preprocess(emptyToUndefined, z.string().min(20, "must be the project's service role key").optional()),
  /** The Storage bucket of uploaded files (FILE_STORAGE=supabase); it may be private. */
  SUPABASE_STORAGE_BUCKET: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9][a-z0-9._-]{2,62}$/, "must be a bucket name").default("kiosk-files")),
});
export type Env = z.infer<typeof Env>;

/** Start-up warnings: settings that work but that a kiosk operator should fix. */
export function envWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.KIOSK_MODE && !env.PUBLIC_SITE_URL) {
    warnings.push(
      "PUBLIC_SITE_URL is not set: the kiosk's QR codes will point at the address its browser uses, which a visitor's phone may not reach. Set it to the site's public address (see .env.example).",
    );
  }
  return warnings;
}

/** Parses an environment; throws an Error whose message names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = Env.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${issueLines(result.error.issues, "(environment)")}\nSee .env.example for what each variable means.`);
  }
  const env = result.data;
  if ((env.ADMIN_USERNAME === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error("Invalid environment: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.");
  }
  if (env.FILE_STORAGE === "supabase" && (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)) {
    throw new Error("Invalid environment: FILE_STORAGE=supabase needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.");
  }
  if (env.AUTH_PROVIDER === "supabase" && (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY)) {
    throw new Error("Invalid environment: AUTH_PROVIDER=supabase needs SUPABASE_URL and SUPABASE_ANON_KEY.");
  }
  if (env.KIOSK_ATTRACT_SECONDS <= env.KIOSK_IDLE_SECONDS) {
    throw new Error("Invalid environment: KIOSK_ATTRACT_SECONDS must be longer than KIOSK_IDLE_SECONDS.");
  }
  return env;
}

/** The folder of backup archives: BACKUP_DIR, or DATA_DIR/backups. */
export function backupDirOf(config: Env): string {
  return config.BACKUP_DIR ?? `${config.DATA_DIR.replace(/[\\/]+$/, "")}/backups`;
}

let cached: Env | undefined;

/** The process environment, parsed on first use and then reused. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forgets the parsed environment so the next `env()` reads process.env again (tests only). */
export function resetEnv(): void {
  cached = undefined;
}
