/**
 * Wraps the methods of one /api resource into a Netlify Functions v2 handler: 405 with `Allow` for
 * other methods, HttpError as its JSON answer, any other fault as a 500 without internals, and the
 * API's security headers on every answer (Netlify adds none to a function's response).
 */
import { HttpError } from "./errors.ts";
import { errorJson, withApiHeaders } from "./responses.ts";
import { isDataException, isDatabaseUnavailable, isStorageFailure, logFailure, noteStorageFailure } from "./failures.ts";

/** The part of Netlify's Context our handlers use; the local server provides the same. */
export interface FunctionContext {
  params: Record<string, string | undefined>;
  ip: string;
}

export type MethodHandler = (req: Request, context: FunctionContext) => Promise<Response> | Response;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function defineHandler(methods: Partial<Record<Method, MethodHandler>>) {
  const allowed = Object.keys(methods) as Method[];
  if (allowed.includes("GET")) allowed.push("HEAD" as Method);
  const allow = allowed.join(", ");

  return async function handler(req: Request, context: FunctionContext): Promise<Response> {
    return withApiHeaders(await answer(req, context));
  };

  async function answer(req: Request, context: FunctionContext): Promise<Response> {
    const method = req.method.toUpperCase();
    const fn = methods[(method === "HEAD" ? "GET" : method) as Method];
    if (!fn) {
      return errorJson(405, `Method ${method} is not allowed here; use ${allow}.`, { headers: { allow } });
    }
    try {
      const res = await fn(req, context ?? { params: {}, ip: "" });
      return method === "HEAD" ? new Response(null, { status: res.status, headers: res.headers }) : res;
    } catch (err) {
      if (err instanceof HttpError) return errorJson(err.status, err.message, { fields: err.fields, headers: err.headers });
      const path = new URL(req.url).pathname;
      if (isDataException(err)) {
        // A value no contract caught but the database refuses (class 22: a date out of range, a NUL...):
        // the request's fault, so a 400; the log names the kind of fault, never the value.
        logFailure(`[api] ${method} ${path} refused by the database`, err);
        return errorJson(400, "The request holds a value that cannot be stored or searched for (a date out of range, or an invalid character).");
      }
      logFailure(`[api] ${method} ${path} failed`, err);
      if (isStorageFailure(err)) {
        noteStorageFailure(err);
        return errorJson(503, "The server cannot save anything right now (its storage failed). Staff have been told; please try again later.", {
          headers: { "retry-after": "60" },
        });
      }
      if (isDatabaseUnavailable(err)) return errorJson(503, "The database is not available right now. Please try again in a minute.", { headers: { "retry-after": "30" } });
      return errorJson(500, "Something went wrong on our side. Please try again.");
    }
  }
}
