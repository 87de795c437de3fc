/**
 * Calls that change something (POST, PATCH, DELETE) per spec section 7: credentials included, a JSON
 * body only when there is one, never retried, and a failure raised as ApiRequestError("<status>: <body>").
 */
import type { z } from "zod";
import { throwIfNotOk } from "./api.ts";

export async function apiSend<S extends z.ZodType>(
  method: "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  body: unknown,
  schema?: S,
  fetcher: typeof fetch = fetch,
): Promise<z.infer<S>> {
  const res = await fetcher(path, {
    method,
    credentials: "include",
    headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (!schema) return undefined as never;
  return schema.parse(await res.json());
}
