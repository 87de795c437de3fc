/**
 * Admin calls on top of the shared API client: credentials always, the response parsed with the resource's
 * contract, and a 401 (the session expired or was ended elsewhere) sends the console back to sign-in.
 */
import { apiFetch, ApiRequestError, throwIfNotOk } from "../../lib/api.ts";
import type { Parser } from "../../lib/json-check.ts";
import type { ApiError } from "../../shared/api/errors.ts";

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
export async function adminCall<T>(path: string, schema: Parser<T>, init: { method?: string; body?: unknown } = {}): Promise<T> {
  try {
    return await apiFetch(path, schema, { ...init, fetcher });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) onUnauthorized();
    throw err;
  }
}

/** The API's error JSON (`ApiError` of shared/api/errors.ts), read without zod; undefined when the body is not one. */
export function apiErrorBody(body: unknown): ApiError | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { error, fields } = body as { error?: unknown; fields?: unknown };
  if (typeof error !== "string") return undefined;
  if (fields === undefined) return { error };
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return undefined;
  const entries = Object.entries(fields);
  if (!entries.every(([, v]) => typeof v === "string")) return undefined;
  return { error, fields: Object.fromEntries(entries) as Record<string, string> };
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
      const parsed = apiErrorBody(JSON.parse(body));
      if (parsed) {
        const fields = Object.values(parsed.fields ?? {});
        return fields.length > 0 ? fields.join(" ") : parsed.error;
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
export async function adminUpload<T>(path: string, schema: Parser<T>, file: Blob): Promise<T> {
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
