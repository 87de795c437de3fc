import { defineHandler } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { fileStore } from "../../src/server/files/file-store.ts";
import { FILE_KEY } from "../../src/server/files/file-keys.ts";

/** A year: a stored file's key is its content hash, so it never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /api/files/{folder}/{name}: an uploaded file from the configured store (DATA_DIR/files or Supabase
 * Storage), from this site's origin so the pages' CSP needs nothing more. Unknown names are 404. A
 * `Range: bytes=a-b` request gets 206 with that part: Safari plays a video only that way, and seeking needs it.
 */
export default defineHandler({
  GET: async (req, context) => {
    const key = `${context.params.folder ?? ""}/${context.params.name ?? ""}`;
    if (!FILE_KEY.test(key)) throw new HttpError(404, "No such file.");
    const file = await (await fileStore()).get(key);
    if (!file) throw new HttpError(404, "No such file.");
    const size = file.bytes.byteLength;
    const headers: Record<string, string> = {
      "content-type": file.contentType,
      "accept-ranges": "bytes",
      "cache-control": IMMUTABLE,
      // Opened on its own, a PDF needs the browser's viewer; an SVG poster may run nothing.
      "content-security-policy": file.contentType === "application/pdf" ? "frame-ancestors 'self'" : "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    };
    const range = byteRange(req.headers.get("range"), size);
    if (range === "unsatisfiable") return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${size}` } });
    if (range) {
      const [start, end] = range;
      return new Response(file.bytes.slice(start, end + 1), {
        status: 206,
        headers: { ...headers, "content-range": `bytes ${start}-${end}/${size}`, "content-length": String(end - start + 1) },
      });
    }
    return new Response(file.bytes.slice(), { status: 200, headers: { ...headers, "content-length": String(size) } });
  },
});

/** The first range of a `Range` header as [start, end] (inclusive); undefined for none or one we ignore. */
export function byteRange(header: string | null, size: number): [number, number] | "unsatisfiable" | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!m || (m[1] === "" && m[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return [start, end];
}

export const config = { path: "/api/files/:folder/:name" };
