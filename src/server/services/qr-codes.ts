/** Draws QR codes on the server with the site's one encoder (shared/rules/qr-code.ts). */
import { HttpError } from "../http/errors.ts";
import type { QrCodeQuery } from "../../shared/api/qr-code.ts";
import { isTooLongForQr, qrSvg } from "../../shared/rules/qr-code.ts";

/**
 * An SVG data URL of `text`: SVG stays sharp at any size and is a few KB. Text the QR standard cannot
 * hold (too many bytes, e.g. long non-Latin text under the character limit) is the caller's fault: 400.
 */
export async function qrCodeDataUrl({ text, size }: QrCodeQuery): Promise<string> {
  let svg: string;
  try {
    svg = await qrSvg(text, size);
  } catch (err) {
    if (isTooLongForQr(err)) throw new HttpError(400, "The text is too long to fit in a QR code. Use a shorter text or URL.");
    throw err;
  }
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
