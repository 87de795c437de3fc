/**
 * The typed API client (spec section 7): JSON with credentials, and any non-success answer becomes an
 * error whose message is 'status: body text' (spec section 8).
 */
import type { z } from "zod";

export class ApiRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
  }
}

/** Calls `path` and parses the answer with `schema`. A body is sent as JSON only when there is one. */
export async function apiFetch<S extends z.ZodType>(path: string, schema: S, init: { method?: string; body?: unknown } = {}): Promise<z.infer<S>> {
  const res = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: init.body === undefined ? undefined : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) {
    const text = (await res.text().catch(() => "")) || res.statusText;
    throw new ApiRequestError(res.status, `${res.status}: ${text}`);
  }
  return schema.parse(await res.json());
}
