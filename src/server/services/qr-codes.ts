/** Draws QR codes on the server with the `qrcode` package, so browsers need no QR library. */
import QRCode from "qrcode";
import { HttpError } from "../http/errors.ts";
import type { QrCodeQuery } from "../../shared/api/qr-code.ts";

/**
 * An SVG data URL of `text`: SVG stays sharp at any size and is a few KB. Text the QR standard cannot
 * hold (too many bytes, e.g. long non-Latin text under the character limit) is the caller's fault: 400.
 */
export async function qrCodeDataUrl({ text, size }: QrCodeQuery): Promise<string> {
  let svg: string;
  try {
    svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2, width: size, color: { dark: "#000000", light: "#ffffff" } });
  } catch (err) {
    if (err instanceof Error && /too big|amount of data/i.test(err.message)) {
      throw new HttpError(400, "The text is too long to fit in a QR code. Use a shorter text or URL.");
    }
    throw err;
  }
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
