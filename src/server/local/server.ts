/**
 * The small Node server of the one-machine set-up: the built site from dist/ and the /api functions
 * in-process, sharing one database. Netlify does the same job in production.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { errorJson, withApiHeaders } from "../http/responses.ts";
import { API_HEADERS } from "../http/security-headers.ts";
import { headersForPath, siteRules, type HeaderRule } from "../http/header-rules.ts";
import { DEFAULT_BODY_LIMIT } from "../http/request.ts";
import { chooseEncoding, compress, createStaticHandler } from "./static-files.ts";
import { matchRoute, type FunctionRoute } from "./functions.ts";

export interface LocalServerOptions {
  distDir: string;
  routes: FunctionRoute[];
  bodyLimit?: number;
  /** Logs each request when true. */
  verbose?: boolean;
  /** Header rules of the static files; by default those Netlify gets for this dist/ (header-rules.ts). */
  headerRules?: HeaderRule[];
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const host = req.headers.host ?? "localhost";
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(`http://${host}${req.url ?? "/"}`, {
    method: req.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** Writes an /api answer: only the headers the function set, as on Netlify (API_HEADERS among them). */
async function send(res: ServerResponse, response: Response, acceptEncoding: string | undefined, head: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  // Uploaded media (already compressed) and byte ranges are sent as they are.
  const compressible = response.status !== 206 && !/^(image\/(?!svg)|video\/|audio\/|application\/pdf)/.test(String(headers["content-type"] ?? ""));
  const encoding = compressible && body.length > 1024 && !headers["content-encoding"] ? chooseEncoding(acceptEncoding) : undefined;
  if (encoding) {
    body = compress(body, encoding);
    headers["content-encoding"] = encoding;
    headers.vary = "accept-encoding";
  }
  headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(head ? undefined : body);
}

const lowerCase = (headers: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(headers).map(([n, v]) => [n.toLowerCase(), v]));

export function createLocalServer(options: LocalServerOptions): Server {
  const serveStatic = createStaticHandler(options.distDir);
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const rules = options.headerRules ?? siteRules(options.distDir);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    const method = (req.method ?? "GET").toUpperCase();
    const acceptEncoding = req.headers["accept-encoding"] as string | undefined;

    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
      const match = matchRoute(options.routes, url.pathname);
      if (!match) {
        req.resume();
        return send(res, withApiHeaders(errorJson(404, `No API endpoint at ${url.pathname}.`)), acceptEncoding, method === "HEAD");
      }
      let body: Buffer | undefined;
      if (method !== "GET" && method !== "HEAD") {
        try {
          body = await readBody(req, Math.max(limit, match.route.bodyLimit ?? 0));
        } catch (err) {
          if (err instanceof BodyTooLarge) {
            res.setHeader("connection", "close");
            const max = Math.max(limit, match.route.bodyLimit ?? 0);
            return send(res, withApiHeaders(errorJson(413, `The request body is larger than ${Math.round(max / 1024)} KB.`)), acceptEncoding, false);
          }
          throw err;
        }
      }
      const request = toRequest(req, body);
      const response = await match.route.handler(request, { params: match.params, ip: req.socket.remoteAddress ?? "" });
      return send(res, response, acceptEncoding, method === "HEAD");
    }

    const siteHeaders = headersForPath(rules, url.pathname);
    if (method !== "GET" && method !== "HEAD") {
      req.resume();
      res.writeHead(405, { ...siteHeaders, allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      res.writeHead(301, { ...siteHeaders, location: url.pathname.replace(/\/+$/, "") + url.search });
      res.end();
      return;
    }
    const file = await serveStatic(url.pathname, {
      acceptEncoding,
      ifNoneMatch: req.headers["if-none-match"] as string | undefined,
      range: req.headers.range,
      ifRange: req.headers["if-range"] as string | undefined,
    });
    res.writeHead(file.status, { ...file.headers, ...siteHeaders });
    res.end(method === "HEAD" ? undefined : file.body);
  }

  return createServer((req, res) => {
    const started = performance.now();
    handle(req, res)
      .catch((err) => {
        console.error(`[server] ${req.method} ${req.url} failed:`, err);
        if (!res.headersSent) {
          res.writeHead(500, { ...lowerCase(API_HEADERS), "content-type": "application/json; charset=utf-8" });
          res.end(JSON.stringify({ error: "Something went wrong on our side. Please try again." }));
        } else res.destroy();
      })
      .finally(() => {
        if (options.verbose) console.log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
      });
  });
}
