/** The shape of stored files' keys and the content type each extension is served with. */

const TYPES: Record<string, string> = {
  pdf: "application/pdf",
  webp: "image/webp",
  webm: "video/webm",
  mp4: "video/mp4",
  svg: "image/svg+xml",
};

/** '<folder>/<24 hex>[-<size>].<ext>': nothing else is ever stored or served. */
export const FILE_KEY = /^(forms|images|videos|posters)\/[a-f0-9]{24}(-\d{2,4})?\.(pdf|webp|webm|mp4|svg)$/;

export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
