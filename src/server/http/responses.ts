import type { ApiError } from "../../shared/api/errors.ts";

const JSON_TYPE = "application/json; charset=utf-8";

/** A JSON answer. API data is never cached by shared caches unless the caller says so. */
export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(data), {
    status: init.status ?? 200,
    headers: { "content-type": JSON_TYPE, "cache-control": "no-store", ...init.headers },
  });
}

/** The one error shape of the API (spec section 8 reads the body text of a failed call). */
export function errorJson(status: number, message: string, extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {}): Response {
  const body: ApiError = extra.fields ? { error: message, fields: extra.fields } : { error: message };
  return json(body, { status, headers: extra.headers });
}
