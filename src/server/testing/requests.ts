/** Helpers to call a function handler the way Netlify does, with `new Request(...)`. */
import type { FunctionContext } from "../http/handler.ts";

export function apiRequest(path: string, init: RequestInit & { json?: unknown } = {}): Request {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  return new Request(`http://127.0.0.1${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
}

export function context(params: Record<string, string> = {}, ip = "127.0.0.1"): FunctionContext {
  return { params, ip };
}
