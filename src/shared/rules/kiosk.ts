/**
 * Kiosk-mode rules (issue 9) as pure functions, so the timing and the switch are tested without a browser.
 * The kiosk runtime (src/kiosk/) asks `idlePhase` a few times a second and acts on the answer.
 */
import type { KioskSettings } from "../api/config.ts";

/** The 'Still there?' dialog counts down this long before the reset. */
export const KIOSK_WARNING_SECONDS = 10;

export type IdlePhase =
  | { phase: "active" }
  | { phase: "warning"; secondsLeft: number }
  | { phase: "reset" }
  | { phase: "attract" };

export interface IdleInput {
  /** Milliseconds since the last touch, key or scroll (0 while a video plays). */
  idleMs: number;
  /** Whether a visitor did anything since the last reset: only then is there something to warn about and clear. */
  dirty: boolean;
  settings: Pick<KioskSettings, "idleSeconds" | "attractSeconds">;
}

/**
 * Where the kiosk is in its idle cycle. A visitor's session: warning after `idleSeconds`, reset
 * `KIOSK_WARNING_SECONDS` later. A kiosk nobody touched since its reset: the attract screen after
 * `attractSeconds` (counted from the visitor's last touch, which the reset carries over).
 */
export function idlePhase({ idleMs, dirty, settings }: IdleInput): IdlePhase {
  const idle = idleMs / 1000;
  if (dirty) {
    if (idle < settings.idleSeconds) return { phase: "active" };
    const left = settings.idleSeconds + KIOSK_WARNING_SECONDS - idle;
    return left > 0 ? { phase: "warning", secondsLeft: Math.ceil(left) } : { phase: "reset" };
  }
  return idle < settings.attractSeconds ? { phase: "active" } : { phase: "attract" };
}

/**
 * Whether this browser is a kiosk: `?kiosk=1` turns it on for the browser session, `?kiosk=0` off (even on a
 * kiosk server, for staff), otherwise the remembered choice, otherwise the server's KIOSK_MODE. Admin pages never.
 * (The layout's early inline script applies the same rule before the first paint.)
 */
export function kioskSwitch(input: { pathname: string; query: string | null; remembered: string | null; server: boolean | null }): boolean {
  if (input.pathname.startsWith("/admin")) return false;
  if (input.query === "1" || input.query === "0") return input.query === "1";
  if (input.remembered === "1" || input.remembered === "0") return input.remembered === "1";
  return input.server === true;
}
