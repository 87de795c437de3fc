/**
 * The small Node server of the one-machine set-up: the built site from dist/ and the /api functions
 * in-process, sharing one database. Netlify does the same job in production.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { errorJson, withApiHeaders } from "../http/responses.ts";
import { logFailure } from "../http/failures.ts";
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

/** A Host header that names a host (and a port that exists), nothing else: no user, path or spaces. */
const HOST_HEADER = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*\.?)(?::(\d{1,5}))?$/;

/** True for a Host header a Request URL can be built from; anything else is answered 400, never a 500. */
export function isValidHostHeader(host: string): boolean {
  const m = HOST_HEADER.exec(host);
  if (!m || host.length > 255) return false;
  if (m[1] !== undefined && Number(m[1]) > 65535) return false;
  return URL.canParse(`http://${host}/`);
}

/** Methods the Fetch API refuses to build a Request with; no function can serve them. */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** A request we cannot hand to a function: answered 400 (or 405) with a sentence, never 500. */
class UnreadableRequest extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const host = req.headers.host ?? "localhost";
  if (!isValidHostHeader(host)) throw new UnreadableRequest(400, "The Host header is not a valid host name.");
  const method = (req.method ?? "GET").toUpperCase();
  if (FORBIDDEN_METHODS.has(method)) throw new UnreadableRequest(405, `Method ${method} is not allowed here.`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  try {
    return new Request(`http://${host}${req.url ?? "/"}`, {
      method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    });
  } catch {
    throw new UnreadableRequest(400, "This request cannot be read: check its address and headers.");
  }
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
  const encoding = body.length > 1024 && !headers["content-encoding"] ? chooseEncoding(acceptEncoding) : undefined;
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
    const url = URL.parse(req.url ?? "/", "http://localhost");
    if (!url) {
      req.resume();
      return send(res, withApiHeaders(errorJson(400, "This request's address cannot be read.")), undefined, false);
    }
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
      let request: Request;
      try {
        request = toRequest(req, body);
      } catch (err) {
        if (!(err instanceof UnreadableRequest)) throw err;
        return send(res, withApiHeaders(errorJson(err.status, err.message)), acceptEncoding, method === "HEAD");
      }
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
      // One leading slash only: `//evil.example` would be another site for a browser or any client.
      const location = "/" + url.pathname.replace(/^[/\\]+/, "").replace(/\/+$/, "");
      res.writeHead(301, { ...siteHeaders, location: location + url.search });
      res.end();
      return;
    }
    const file = await serveStatic(url.pathname, {
      acceptEncoding,
      ifNoneMatch: req.headers["if-none-match"] as string | undefined,
      range: req.headers.range,
      ifRange: req.headers["if-range"] as string | undefined,
    });
    // The 404 page is served at any unknown path: it carries its own page's headers (its CSP) too.
    const pageHeaders = file.status === 404 ? { ...headersForPath(rules, "/404"), ...siteHeaders } : siteHeaders;
    res.writeHead(file.status, { ...file.headers, ...pageHeaders });
    res.end(method === "HEAD" ? undefined : file.body);
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    handle(req, res)
      .catch((err) => {
        logFailure(`[server] ${req.method} ${(req.url ?? "/").split("?")[0]} failed`, err);
        if (!res.headersSent) {
          res.writeHead(500, { ...lowerCase(API_HEADERS), "content-type": "application/json; charset=utf-8" });
          res.end(JSON.stringify({ error: "Something went wrong on our side. Please try again." }));
        } else res.destroy();
      })
      .finally(() => {
        if (options.verbose) console.log(`${req.method} ${(req.url ?? "/").split("?")[0]} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
      });
  });
  server.on("clientError", answerClientError);
  // A client that trickles its headers or body (slowloris) is cut off with a 408 instead of holding a
  // connection for Node's default 5 minutes; a 5 MB knowledge import still has two minutes.
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  return server;
}

/**
 * Node answers a request it cannot parse (a bad request line or header, headers or a query over 16 KB)
 * with a bare status line. Ours carries the API's JSON error and security headers like every answer.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "The request's headers (or its address) are too large."]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "The request took too long to arrive."]
        : [400, "Bad Request", "This request is not valid HTTP."];
  const body = JSON.stringify({ error: message });
  const headers = { ...lowerCase(API_HEADERS), "content-type": "application/json; charset=utf-8", "content-length": String(Buffer.byteLength(body)), connection: "close" };
  const head = [`HTTP/1.1 ${status} ${reason}`, ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`), "", ""].join("\r\n");
  socket.end(head + body);
}
