/**
 * An HTTP/1.1 client on a bare socket: it sends exactly the bytes asked for (a Host header that is not a
 * host, TRACE, a path Node's own client would refuse), which fetch and http.request never would.
 */
import { connect } from "node:net";

export interface RawRequest {
  method: string;
  target: string;
  /** null leaves the Host header out; undefined sends the server's own. */
  host?: string | null;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends one request with `Connection: close` and reads the answer to the end. */
export function rawRequest(port: number, req: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
  const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, "utf8");
  const lines = [`${req.method} ${req.target} HTTP/1.1`];
  if (req.host !== null) lines.push(`Host: ${req.host ?? `127.0.0.1:${port}`}`);
  for (const [name, value] of Object.entries(req.headers ?? {})) lines.push(`${name}: ${value}`);
  if (body) lines.push(`Content-Length: ${body.length}`);
  lines.push("Connection: close", "", "");
  const head = Buffer.from(lines.join("\r\n"), "utf8");
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${req.method} ${req.target}`));
    }, timeoutMs);
    socket.on("connect", () => {
      socket.write(body ? Buffer.concat([head, body]) : head);
    });
    socket.on("data", (c: Buffer) => chunks.push(c));
    // The server may answer and close before reading all of a large body: that is an answer too.
    socket.on("error", (err) => {
      if (chunks.length === 0) {
        clearTimeout(timer);
        reject(err);
      }
    });
    socket.on("close", () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks), req.method === "HEAD"));
      } catch (err) {
        reject(err);
      }
    });
  });
}

function parseResponse(raw: Buffer, head: boolean): RawResponse {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`incomplete HTTP answer: ${JSON.stringify(raw.toString("latin1").slice(0, 200))}`);
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1]);
  if (!status) throw new Error(`not an HTTP status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const i = line.indexOf(":");
    const name = line.slice(0, i).trim().toLowerCase();
    headers[name] = headers[name] ? `${headers[name]}, ${line.slice(i + 1).trim()}` : line.slice(i + 1).trim();
  }
  let body = head ? Buffer.alloc(0) : raw.subarray(end + 4);
  if (!head && /chunked/i.test(headers["transfer-encoding"] ?? "")) body = dechunk(body);
  return { status, headers, body };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
