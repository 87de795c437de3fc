/**
 * The site's public address (PUBLIC_SITE_URL, from GET /api/config): every QR code and share link is built on
 * it, because the address a kiosk's browser uses (a LAN or loopback one) is often one a phone cannot open.
 * Until the config answers, or when the server has none, the browser's own origin is used.
 */
import { atom } from "nanostores";
import { apiGet } from "../lib/api.ts";
import { publicConfig } from "../lib/contracts.ts";

/** The public origin without a trailing slash; empty until known (then the browser's origin stands in). */
export const $siteUrl = atom("");

let asked = false;

/** Asks /api/config once per page (the API client shares the answer with other callers). */
export function loadSiteUrl(fetcher?: typeof fetch): Promise<void> {
  if (asked) return Promise.resolve();
  asked = true;
  return apiGet("/api/config", publicConfig, fetcher)
    .then((c) => $siteUrl.set(c.siteUrl.replace(/\/+$/, "")))
    .catch(() => {
      asked = false;
    });
}

/** The absolute address of a site path on the public origin (or `fallbackOrigin` when none is set). */
export function publicUrl(path: string, siteUrl: string, fallbackOrigin: string): string {
  return new URL(path, `${siteUrl || fallbackOrigin}/`).toString();
}
