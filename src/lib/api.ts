/**
 * The typed API client of the browser: every call parses its answer with the shared zod contract.
 * A non-OK answer throws "status: body" (spec section 8).
 */
import { QrCodeResponse } from "../shared/api/qr-code.ts";

async function getJson(path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(path, { credentials: "include", ...init });
  if (!res.ok) {
    const body = await res.text().catch(() => "");
    throw new Error(`${res.status}: ${body || res.statusText}`);
  }
  return res.json();
}

/** GET /api/qr-code: the image source of the QR code of `text`. */
export async function fetchQrCode(text: string, init: RequestInit = {}): Promise<string> {
  const data = QrCodeResponse.parse(await getJson(`/api/qr-code?text=${encodeURIComponent(text)}`, init));
  return data.qrCode;
}
