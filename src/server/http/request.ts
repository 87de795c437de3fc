import type { z } from "zod";
import { HttpError } from "./errors.ts";
import { fieldMessages } from "../zod-issues.ts";

/** Largest request body accepted by default (64 KB); the local server enforces the same limit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Turns zod issues into one sentence and a message per field (the first message of each field). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): { message: string; fields: Record<string, string> } {
  const fields = fieldMessages(issues, "body");
  const parts = Object.entries(fields).map(([k, m]) => (k === "body" ? m : `${k}: ${m}`));
  return { message: `Invalid request. ${parts.join("; ")}`, fields };
}

/**
 * Reads a JSON body and validates it with `schema`. Throws HttpError 413 over `limit` bytes, 415 for a
 * non-JSON content type, 400 for malformed JSON or a body that fails the schema (with field messages).
 */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, limit = DEFAULT_BODY_LIMIT): Promise<z.infer<S>> {
  const type = req.headers.get("content-type") ?? "";
  if (type && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (bytes.byteLength > limit) throw tooLarge(limit);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") throw new HttpError(400, "The request body is empty; send a JSON object.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, fields } = describeIssues(result.error.issues);
    throw new HttpError(400, message, { fields });
  }
  return result.data;
}

export function tooLarge(limit: number): HttpError {
  return new HttpError(413, `The request body is larger than ${Math.round(limit / 1024)} KB.`);
}

/** Validates the query string with `schema`; 400 with field messages like a bad body. */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) {
    const { message, fields } = describeIssues(result.error.issues);
    throw new HttpError(400, message, { fields });
  }
  return result.data;
}

/**
 * A numeric id from a path parameter. Anything that cannot be an id (letters, 0, too large) is a 404
 * like an id that does not exist: there is nothing at that address.
 */
export function readIdParam(value: string | undefined, what: string): number {
  const id = /^\d{1,10}$/.test(value ?? "") ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new HttpError(404, `No ${what} with id ${value ?? ""}.`);
  return id;
}
