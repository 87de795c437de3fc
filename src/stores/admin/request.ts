/**
 * Admin calls on top of the shared API client: credentials always, the response parsed with the resource's
 * contract, and a 401 (the session expired or was ended elsewhere) sends the console back to sign-in.
 */
import type { z } from "zod";
import { apiFetch, ApiRequestError, throwIfNotOk } from "../../lib/api.ts";
import { ApiError } from "../../shared/api/errors.ts";

type Unauthorized = () => void;
let onUnauthorized: Unauthorized = () => {};

/** The session store registers what a 401 does (show 'Redirecting to login...' and leave). */
export function setUnauthorizedHandler(handler: Unauthorized): void {
  onUnauthorized = handler;
}

/** The fetch the admin stores use; tests swap it for a fake. */
let fetcher: typeof fetch = (...args) => fetch(...args);
export function setAdminFetcher(f: typeof fetch): void {
  fetcher = f;
}
export function adminFetcher(): typeof fetch {
  return fetcher;
}

/** Any admin call; a 401 also triggers the sign-in redirect before the error is thrown on. */
export async function adminCall<S extends z.ZodType>(path: string, schema: S, init: { method?: string; body?: unknown } = {}): Promise<z.infer<S>> {
  try {
    return await apiFetch(path, schema, { ...init, fetcher });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) onUnauthorized();
    throw err;
  }
}

/**
 * The sentence to show for a failed call: the server's `error` (with its field messages) when the body is
 * the API's error JSON, else the "<status>: <body>" message every failed call shows.
 */
export function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  // The answer arrived but is not what the console expects (a newer or older server): a sentence, not zod's JSON.
  if (err.name === "ZodError" && Array.isArray((err as { issues?: unknown }).issues)) {
    const fields = [...new Set((err as unknown as { issues: { path: PropertyKey[] }[] }).issues.map((i) => i.path.map(String).join(".")).filter(Boolean))];
    return `The server's answer could not be read${fields.length ? ` (unexpected or missing: ${fields.slice(0, 5).join(", ")})` : ""}. Reload the page; if it happens again, contact IT support.`;
  }
  if (err instanceof ApiRequestError) {
    const body = err.message.slice(err.message.indexOf(": ") + 2);
    try {
      const parsed = ApiError.safeParse(JSON.parse(body));
      if (parsed.success) {
        const fields = Object.values(parsed.data.fields ?? {});
        return fields.length > 0 ? fields.join(" ") : parsed.data.error;
      }
    } catch {
      // Not JSON: fall through to the raw message.
    }
  }
  return err.message;
}

/** A call whose answer has no body worth reading (DELETE → 204); throws like `adminCall` on failure. */
export async function adminSend(path: string, init: { method: string; body?: unknown }): Promise<void> {
  try {
    const res = await fetcher(path, {
      method: init.method,
      credentials: "include",
      headers: init.body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    await throwIfNotOk(res);
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) onUnauthorized();
    throw err;
  }
}

/** POSTs a file's bytes as the body (an upload) and parses the answer; throws like `adminCall` on failure. */
export async function adminUpload<S extends z.ZodType>(path: string, schema: S, file: Blob): Promise<z.infer<S>> {
  try {
    const res = await fetcher(path, {
      method: "POST",
      credentials: "include",
      headers: { accept: "application/json", "content-type": file.type || "application/octet-stream" },
      body: file,
    });
    await throwIfNotOk(res);
    return schema.parse(await res.json());
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) onUnauthorized();
    throw err;
  }
}
