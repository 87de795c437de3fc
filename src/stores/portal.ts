/**
 * Student Portal Access: which portal is selected (one at a time, none at first) and the
 * state of its QR code. The island only renders this.
 */
import { atom } from "nanostores";
import { fetchQrCode } from "../lib/api.ts";

export type QrState = { status: "idle" } | { status: "loading" } | { status: "ready"; src: string } | { status: "error" };

/** id of the selected portal, or null. */
export const $selectedPortal = atom<string | null>(null);
/** QR code of the selected portal's URL. */
export const $portalQr = atom<QrState>({ status: "idle" });

let pending: AbortController | undefined;
const cache = new Map<string, string>();

/** Selects a portal and loads the QR code of its URL; a newer selection cancels an older request. */
export async function selectPortal(id: string, url: string, fetcher: (text: string, init: RequestInit) => Promise<string> = fetchQrCode): Promise<void> {
  $selectedPortal.set(id);
  pending?.abort();
  // A QR code is requested only for non-empty text.
  if (!url.trim()) {
    $portalQr.set({ status: "idle" });
    return;
  }
  const cached = cache.get(url);
  if (cached) {
    $portalQr.set({ status: "ready", src: cached });
    return;
  }
  const controller = new AbortController();
  pending = controller;
  $portalQr.set({ status: "loading" });
  try {
    const src = await fetcher(url, { signal: controller.signal });
    if (controller.signal.aborted) return;
    cache.set(url, src);
    $portalQr.set({ status: "ready", src });
  } catch {
    if (controller.signal.aborted) return;
    // The toast says 'Failed to generate QR code'; the panel shows the grey 'Failed to load QR code' box.
    $portalQr.set({ status: "error" });
  }
}

/** Back to no selection (and forgets cached codes: used by tests). */
export function resetPortal(): void {
  pending?.abort();
  cache.clear();
  $selectedPortal.set(null);
  $portalQr.set({ status: "idle" });
}
