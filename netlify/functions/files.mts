import { defineHandler } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { fileStore } from "../../src/server/files/file-store.ts";
import { FILE_KEY } from "../../src/server/files/file-keys.ts";

/** A year: a stored file's key is its content hash, so it never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /api/files/{folder}/{name}: an uploaded file from the configured store (DATA_DIR/files or Supabase
 * Storage), from this site's origin so the pages' CSP needs nothing more. Unknown names are 404.
 */
export default defineHandler({
  GET: async (_req, context) => {
    const key = `${context.params.folder ?? ""}/${context.params.name ?? ""}`;
    if (!FILE_KEY.test(key)) throw new HttpError(404, "No such file.");
    const file = await (await fileStore()).get(key);
    if (!file) throw new HttpError(404, "No such file.");
    return new Response(file.bytes.slice(), {
      status: 200,
      headers: {
        "content-type": file.contentType,
        "content-length": String(file.bytes.byteLength),
        "cache-control": IMMUTABLE,
        // Opened on its own, a PDF needs the browser's viewer; an SVG poster may run nothing.
        "content-security-policy": file.contentType === "application/pdf" ? "frame-ancestors 'self'" : "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      },
    });
  },
});

export const config = { path: "/api/files/:folder/:name" };
