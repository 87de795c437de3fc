/**
 * Uploads from the console: checked by content (magic bytes) and size, then stored under a key made of
 * their hash. Images are decoded and re-encoded with sharp, turned upright, and written as WebP at a kiosk
 * size and a phone size; re-encoding drops every metadata block (EXIF, GPS, camera serials). PDFs that
 * carry scripts or launch actions are refused. A video gets a poster: without ffmpeg on the server there is
 * no frame to take, so it is a generated image plainly labelled as a placeholder, until staff upload one.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { HttpError } from "../http/errors.ts";
import { fileStore, fileUrl } from "../files/file-store.ts";
import { sniff } from "../files/sniff.ts";
import { UPLOAD_LIMITS, type UploadedFile, type UploadKind } from "../../shared/api/admin-files.ts";

/** Longest side of the kiosk copy and of the phone copy (and gallery thumbnail) of an image. */
export const IMAGE_SIZES = { kiosk: 1600, phone: 640 } as const;
/** Images larger than this many pixels are refused before decoding (a "decompression bomb"). */
const MAX_PIXELS = 50_000_000;

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 24);
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

/** Checks, converts and stores one upload; answers where it is served. Throws 400/413 with a sentence. */
export async function storeUpload(kind: UploadKind, bytes: Uint8Array): Promise<UploadedFile> {
  if (bytes.byteLength === 0) throw new HttpError(400, "The file is empty.");
  if (bytes.byteLength > UPLOAD_LIMITS[kind]) throw new HttpError(413, `The file is larger than ${mb(UPLOAD_LIMITS[kind])}.`);
  const type = sniff(bytes);
  switch (kind) {
    case "pdf":
      if (type !== "pdf") throw new HttpError(400, "This file is not a PDF.");
      return storePdf(bytes);
    case "image":
      if (type !== "jpeg" && type !== "png" && type !== "webp" && type !== "gif") throw new HttpError(400, "This file is not a JPEG, PNG, WebP or GIF image.");
      return storeImage(bytes);
    case "video":
      if (type !== "webm" && type !== "mp4") throw new HttpError(400, "This file is not a WebM or MP4 video.");
      return storeVideo(bytes, type);
  }
}

async function storePdf(bytes: Uint8Array): Promise<UploadedFile> {
  const text = Buffer.from(bytes).toString("latin1");
  if (/\/(JavaScript|JS|Launch|EmbeddedFile)\b/.test(text)) throw new HttpError(400, "This PDF carries scripts or embedded programs; save it again as a plain PDF.");
  const key = `forms/${hashOf(bytes)}.pdf`;
  await (await fileStore()).put(key, bytes, "application/pdf");
  return { url: fileUrl(key), contentType: "application/pdf", bytes: bytes.byteLength };
}

/** The image as upright WebP copies without metadata; the answer's `url` is the kiosk copy. */
export async function storeImage(bytes: Uint8Array): Promise<UploadedFile> {
  let kiosk: Buffer;
  let phone: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error", animated: false }).rotate();
    const resize = (size: number) => image.clone().resize({ width: size, height: size, fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    [kiosk, phone] = await Promise.all([resize(IMAGE_SIZES.kiosk), resize(IMAGE_SIZES.phone)]);
  } catch {
    throw new HttpError(400, "This image could not be read; it may be damaged or too large (50 megapixels at most).");
  }
  const hash = hashOf(bytes);
  const store = await fileStore();
  const kioskKey = `images/${hash}-${IMAGE_SIZES.kiosk}.webp`;
  const phoneKey = `images/${hash}-${IMAGE_SIZES.phone}.webp`;
  await store.put(kioskKey, kiosk, "image/webp");
  await store.put(phoneKey, phone, "image/webp");
  return { url: fileUrl(kioskKey), phoneUrl: fileUrl(phoneKey), contentType: "image/webp", bytes: kiosk.byteLength };
}

async function storeVideo(bytes: Uint8Array, type: "webm" | "mp4"): Promise<UploadedFile> {
  const hash = hashOf(bytes);
  const store = await fileStore();
  const key = `videos/${hash}.${type}`;
  const contentType = type === "webm" ? "video/webm" : "video/mp4";
  await store.put(key, bytes, contentType);
  const posterKey = `posters/${hash}.svg`;
  await store.put(posterKey, new TextEncoder().encode(PLACEHOLDER_POSTER), "image/svg+xml");
  return { url: fileUrl(key), posterUrl: fileUrl(posterKey), contentType, bytes: bytes.byteLength };
}

/** The stand-in poster of a video: a play sign and words saying it is not a frame of the video. */
export const PLACEHOLDER_POSTER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="Video (placeholder poster)">
<rect width="640" height="360" fill="#14532d"/>
<circle cx="320" cy="160" r="56" fill="#ffffff" fill-opacity="0.9"/>
<path d="M302 128 L302 192 L352 160 Z" fill="#14532d"/>
<text x="320" y="270" text-anchor="middle" font-family="sans-serif" font-size="26" fill="#ffffff">Video</text>
<text x="320" y="306" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#d1fae5">Placeholder poster, not a frame of the video</text>
</svg>
`;
