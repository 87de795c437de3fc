/**
 * The typed API client: GET with credentials, parsed as JSON with the resource's contract
 * (a zod schema, or its build-time JSON Schema on public pages: src/lib/contracts.ts), cached by path for the page's lifetime (never stale, never refetched on focus, never polled,
 * never retried). A failed call is forgotten so an explicit Retry asks again.
 */
import { qrCodeResponse } from "./contracts.ts";
import type { Parser } from "./json-check.ts";

/** The message is "<status>: <body text>" (the status text when the body is empty). */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new ApiRequestError(res.status, `${res.status}: ${text}`);
}

const cache = new Map<string, Promise<unknown>>();

/** GET `path`, validated with `schema`; one request per path, shared by every caller. */
export function apiGet<T>(path: string, schema: Parser<T>, fetcher: typeof fetch = fetch): Promise<T> {
  let pending = cache.get(path) as Promise<T> | undefined;
  if (!pending) {
    pending = (async () => {
      const res = await fetcher(path, { credentials: "include", headers: { accept: "application/json" } });
      await throwIfNotOk(res);
      return schema.parse(await res.json());
    })();
    cache.set(path, pending);
    pending.catch(() => cache.delete(path));
  }
  return pending;
}

/** Drops cached answers: one path, or all (tests, and refreshing after a mutation). */
export function invalidate(path?: string): void {
  if (path === undefined) cache.clear();
  else cache.delete(path);
}

/**
 * Any call, uncached: GET without a body, or POST/PATCH/DELETE with a JSON body only when there is one.
 * Never retried. The answer is parsed with `schema`.
 */
export async function apiFetch<T>(
  path: string,
  schema: Parser<T>,
  init: { method?: string; body?: unknown; fetcher?: typeof fetch; signal?: AbortSignal | null } = {},
): Promise<T> {
  const res = await (init.fetcher ?? fetch)(path, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: init.body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal ?? undefined,
  });
  await throwIfNotOk(res);
  return schema.parse(await res.json());
}

/** GET /api/qr-code: the image source of the QR code of `text` (not cached: the portal asks once per pick). */
export async function fetchQrCode(text: string, init: { signal?: AbortSignal | null } = {}): Promise<string> {
  const data = await apiFetch(`/api/qr-code?text=${encodeURIComponent(text)}`, qrCodeResponse, { signal: init.signal });
  return data.qrCode;
}
