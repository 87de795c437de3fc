import { z } from "zod";
import { QR_DEFAULT_SIZE } from "./values.ts";

export { QR_DEFAULT_SIZE };

/** Longest text we accept: a version-40 QR code at error-correction level M holds 2,331 bytes. */
export const QR_MAX_TEXT = 2000;

/** GET /api/qr-code query: the text to encode, URL-encoded, and an optional size. */
export const QrCodeQuery = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Give the text to encode in the 'text' query parameter.")
    .max(QR_MAX_TEXT, `The text is too long for a QR code: use at most ${QR_MAX_TEXT} characters.`)
    .describe("Text or URL to encode"),
  size: z.coerce.number().int().min(64).max(1024).default(QR_DEFAULT_SIZE).describe("Width and height of the image in pixels"),
});
export type QrCodeQuery = z.infer<typeof QrCodeQuery>;

/** GET /api/qr-code answer. */
export const QrCodeResponse = z.object({
  qrCode: z.string().startsWith("data:image/").describe("The QR code as an image data URL, ready for <img src>"),
});
export type QrCodeResponse = z.infer<typeof QrCodeResponse>;
