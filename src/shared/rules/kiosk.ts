/**
 * Kiosk-mode rules as pure functions, so the timing and the switch are tested without a browser.
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

/** A link a kiosk must not follow: another site, a phone number or an e-mail address. */
export type LeavingLink =
  | { kind: "web"; address: string; qrText: string }
  | { kind: "phone"; address: string; qrText: string }
  | { kind: "email"; address: string; qrText: string };

/**
 * Whether a link would take a kiosk out of the product, and what to show instead: the address, large, and
 * the text of a QR code that opens it on the visitor's phone. Same-site links and anything unparseable stay
 * ordinary links (null).
 */
export function leavingLink(href: string, origin: string): LeavingLink | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.protocol === "tel:") {
    const number = decodeURIComponent(url.pathname).trim();
    return number ? { kind: "phone", address: number, qrText: `tel:${number.replace(/[^\d+]/g, "")}` } : null;
  }
  if (url.protocol === "mailto:") {
    const address = decodeURIComponent(url.pathname).trim();
    return address ? { kind: "email", address, qrText: `mailto:${address}` } : null;
  }
  if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== new URL(origin).origin) {
    return { kind: "web", address: url.href, qrText: url.href };
  }
  return null;
}
