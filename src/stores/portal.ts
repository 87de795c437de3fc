/**
 * Student Portal Access: which portal is selected (one at a time, none at first) and the state of its QR
 * code (the image source). The island only renders this.
 */
import { atom } from "nanostores";
import { fetchQrCode } from "../lib/api.ts";
import { loadInto, type Loadable } from "../lib/loadable.ts";

/** id of the selected portal, or null. */
export const $selectedPortal = atom<string | null>(null);
/** QR code of the selected portal's URL. */
export const $portalQr = atom<Loadable<string>>({ status: "idle" });

let pending: AbortController | undefined;
const cache = new Map<string, string>();

/** Selects a portal and loads the QR code of its URL; a newer selection cancels an older request. */
export async function selectPortal(id: string, url: string, fetcher: (text: string, init: RequestInit) => Promise<string> = fetchQrCode): Promise<void> {
  $selectedPortal.set(id);
  pending?.abort();
  // A QR code is requested only for non-empty text.
  $portalQr.set({ status: "idle" });
  if (!url.trim()) return;
  const cached = cache.get(url);
  if (cached) {
    $portalQr.set({ status: "ready", data: cached });
    return;
  }
  const controller = new AbortController();
  pending = controller;
  // A failure shows the grey 'Failed to load QR code' box.
  const src = await loadInto($portalQr, () => fetcher(url, { signal: controller.signal }), { isCurrent: () => !controller.signal.aborted });
  if (src !== undefined && !controller.signal.aborted) cache.set(url, src);
}

/** Back to no selection (and forgets cached codes: used by tests). */
export function resetPortal(): void {
  pending?.abort();
  cache.clear();
  $selectedPortal.set(null);
  $portalQr.set({ status: "idle" });
}
