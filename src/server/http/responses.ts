import type { ApiError } from "../../shared/api/errors.ts";
import { API_HEADERS } from "./security-headers.ts";

const JSON_TYPE = "application/json; charset=utf-8";

/** A JSON answer. API data is never cached by shared caches unless the caller says so. */
export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(data), {
    status: init.status ?? 200,
    headers: { "content-type": JSON_TYPE, "cache-control": "no-store", ...init.headers },
  });
}

/** The one error shape of the API (a failed call shows the body text to the person who made it). */
export function errorJson(status: number, message: string, extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {}): Response {
  const body: ApiError = extra.fields ? { error: message, fields: extra.fields } : { error: message };
  return json(body, { status, headers: extra.headers });
}

/**
 * `res` with the API's security headers added where it has none of its own. Netlify sends no custom
 * header with a function's answer, so the function sets them (`defineHandler` calls this).
 */
export function withApiHeaders(res: Response): Response {
  try {
    // Our own responses have mutable headers: set them in place (re-wrapping the body costs a stream per answer).
    for (const [name, value] of Object.entries(API_HEADERS)) if (!res.headers.has(name)) res.headers.set(name, value);
    return res;
  } catch {
    // A response with immutable headers (e.g. one passed through from fetch): copy it.
    const headers = new Headers(res.headers);
    for (const [name, value] of Object.entries(API_HEADERS)) if (!headers.has(name)) headers.set(name, value);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}
