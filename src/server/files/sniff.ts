/**
 * What a file is, read from its first bytes (its "magic number"), never from its name or the type the
 * browser claims: a renamed executable stays refused.
 */
export type Sniffed = "pdf" | "jpeg" | "png" | "webp" | "gif" | "webm" | "mp4" | undefined;

const starts = (b: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, text: string, at = 0) => starts(b, [...text].map((c) => c.charCodeAt(0)), at);

export function sniff(bytes: Uint8Array): Sniffed {
  if (ascii(bytes, "%PDF-")) return "pdf";
  if (starts(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, "RIFF") && ascii(bytes, "WEBP", 8)) return "webp";
  if (ascii(bytes, "GIF87a") || ascii(bytes, "GIF89a")) return "gif";
  if (starts(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (ascii(bytes, "ftyp", 4)) return "mp4";
  return undefined;
}
