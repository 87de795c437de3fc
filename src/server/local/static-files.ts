/**
 * Serves the prerendered site from dist/: pretty URLs (/news -> news.html), revalidation for HTML,
 * ETags, brotli or gzip, byte ranges for media (a video can only be seeked, and Safari only plays it, when
 * the server answers Range requests), and the 404 page. The server adds the header rules (caching of hashed
 * assets, security headers) on top.
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".svg", ".txt", ".xml", ".webmanifest"]);

export interface StaticFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Cached {
  mtimeMs: number;
  raw: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Picks the encoding a client accepts, brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

export function compress(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });
}

/** What the static handler reads from a request. */
export interface StaticRequest {
  acceptEncoding?: string;
  ifNoneMatch?: string;
  range?: string;
  ifRange?: string;
}

/**
 * The byte range a `Range` header asks of a body of `size` bytes: `{start, end}` (inclusive), "unsatisfiable"
 * (416), or undefined to send the whole body (no header, several ranges, or a unit other than bytes).
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!m || (m[1] === "" && m[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  const cache = new Map<string, Cached>();

  async function load(file: string): Promise<Cached | undefined> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const raw = await readFile(file);
    const entry: Cached = { mtimeMs: info.mtimeMs, raw, etag: `"${createHash("sha1").update(raw).digest("base64url").slice(0, 20)}"` };
    cache.set(file, entry);
    return entry;
  }

  /** The file a URL path names, or undefined; never a path outside dist/. */
  async function resolve(pathname: string): Promise<{ file: string; entry: Cached } | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes("\0")) return undefined;
    const candidates = decoded.endsWith("/") ? [`${decoded}index.html`] : [decoded, `${decoded}.html`, `${decoded}/index.html`];
    for (const c of candidates) {
      const file = path.join(root, c);
      if (file !== root && !file.startsWith(root + path.sep)) return undefined;
      if (path.basename(file) === "404.html" && c !== "/404.html") continue;
      const entry = await load(file);
      if (entry) return { file, entry };
    }
    return undefined;
  }

  function respond(file: string, entry: Cached, status: number, req: StaticRequest): StaticFile {
    const ext = path.extname(file).toLowerCase();
    const headers: Record<string, string> = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      // Astro's hashed assets get a year from the header rules (security-headers.ts), as on Netlify.
      "cache-control": ext === ".html" ? "no-cache" : "public, max-age=3600, must-revalidate",
      etag: entry.etag,
      vary: "accept-encoding",
    };
    if (status === 200 && req.ifNoneMatch && req.ifNoneMatch.split(",").some((t) => t.trim() === entry.etag)) {
      return { status: 304, headers, body: Buffer.alloc(0) };
    }
    if (!COMPRESSIBLE.has(ext) && status === 200) {
      headers["accept-ranges"] = "bytes";
      // If-Range: a range of a file that changed since the client's copy would corrupt it; send it whole.
      const range = !req.ifRange || req.ifRange === entry.etag ? parseRange(req.range, entry.raw.length) : undefined;
      if (range === "unsatisfiable") {
        return { status: 416, headers: { ...headers, "content-range": `bytes */${entry.raw.length}`, "content-length": "0" }, body: Buffer.alloc(0) };
      }
      if (range) {
        const body = entry.raw.subarray(range.start, range.end + 1);
        headers["content-range"] = `bytes ${range.start}-${range.end}/${entry.raw.length}`;
        headers["content-length"] = String(body.length);
        return { status: 206, headers, body };
      }
    }
    const encoding = COMPRESSIBLE.has(ext) && entry.raw.length > 512 ? chooseEncoding(req.acceptEncoding) : undefined;
    let body = entry.raw;
    if (encoding) {
      body = entry[encoding] ??= compress(entry.raw, encoding);
      headers["content-encoding"] = encoding;
    }
    headers["content-length"] = String(body.length);
    return { status, headers, body };
  }

  /** Answers a GET/HEAD for `pathname`; the 404 page when nothing matches. */
  return async function serveStatic(pathname: string, req: StaticRequest): Promise<StaticFile> {
    const found = await resolve(pathname);
    if (found) return respond(found.file, found.entry, 200, req);
    const notFound = path.join(root, "404.html");
    const entry = await load(notFound);
    if (entry) return respond(notFound, entry, 404, req);
    return { status: 404, headers: { "content-type": "text/plain; charset=utf-8" }, body: Buffer.from("Page Not Found") };
  };
}
