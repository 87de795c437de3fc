/**
 * Admin passwords checked by Supabase Auth, for universities that manage staff accounts there. The
 * username typed on the sign-in page maps to the account's e-mail through admin_profiles; Supabase
 * checks the password (signInWithPassword with the anon key); the Supabase session is revoked at once,
 * because the admin console runs on our own session cookie, issued by sessions.ts as with the database.
 */
import { createClient } from "@supabase/supabase-js";
import { HttpError } from "../http/errors.ts";
import { findProfileByUsername } from "../repositories/admin-profiles.ts";
import type { CredentialCheck } from "./credentials.ts";

export interface SupabaseOptions {
  url: string;
  anonKey: string;
  /** The fetch supabase-js uses (tests pass recorded responses). */
  fetch?: typeof fetch;
}

/** Asked for names without a profile, so an unknown username costs the same round trip as a known one. */
const DECOY_EMAIL = "no-such-admin@kiosk.invalid";

export function supabaseCredentials(options: SupabaseOptions): CredentialCheck {
  const client = () =>
    createClient(options.url, options.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: options.fetch ? { fetch: options.fetch } : {},
    });

  return async (db, username, password) => {
    const profile = await findProfileByUsername(db, username);
    // A client per attempt: supabase-js keeps the signed-in session on the client object.
    const auth = client().auth;
    const { data, error } = await auth.signInWithPassword({ email: profile?.email ?? DECOY_EMAIL, password });
    if (error) {
      // 400 "invalid_credentials" (and 422s such as an unconfirmed e-mail) are wrong credentials;
      // anything else is Supabase being unreachable or failing, which is not the visitor's fault.
      const status = (error as { status?: number }).status;
      if (status !== undefined && status >= 400 && status < 500 && status !== 429) return undefined;
      console.error("[auth] Supabase Auth sign-in failed:", error.message);
      throw new HttpError(503, "The sign-in service is not reachable. Please try again in a minute.");
    }
    await auth.signOut({ scope: "local" }).catch(() => {});
    if (!profile || data.user?.email?.toLowerCase() !== profile.email) return undefined;
    return { id: profile.id, username: profile.username };
  };
}
