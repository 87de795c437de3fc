/**
 * The one QR encoder of the site, `qrcode`, used the same way by the server (GET /api/qr-code) and by the
 * browser (codes drawn on the page with no network): error correction M and a two-module quiet zone, black
 * on white. The browser loads this module only when it first shows a code, so no page carries it up front.
 *
 * Why `qrcode` and not `uqr` in both places: it is the library the stack names and the server already relied
 * on; in the browser it costs about 9.6 KB gzip against uqr's 4.2 KB, but only as code loaded on demand,
 * which leaves every page's up-front JavaScript as it was.
 */
import QRCode from "qrcode";

/** True for the encoder's complaint that the text holds more than a QR code can (the caller's fault). */
export function isTooLongForQr(error: unknown): boolean {
  return error instanceof Error && /too big|amount of data/i.test(error.message);
}

/** The SVG markup of the QR code of `text`; `size` sets its width and height in pixels (else it scales). */
export function qrSvg(text: string, size?: number): Promise<string> {
  return QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    ...(size === undefined ? {} : { width: size }),
    color: { dark: "#000000", light: "#ffffff" },
  });
}
