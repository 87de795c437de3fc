/**
 * JSON for data that changes rarely (the directories): a strong ETag over the body, 304 for a matching
 * If-None-Match, and a max-age of a few seconds: an edit in the console shows on every kiosk within
 * seconds, while the ETag keeps most revalidations to an empty 304.
 */
import { createHash } from "node:crypto";

const JSON_TYPE = "application/json; charset=utf-8";

/** Seconds a browser or CDN may reuse an answer before revalidating with its ETag. */
export const DIRECTORY_MAX_AGE = 5;

export function cachedJson(req: Request, data: unknown, maxAge = DIRECTORY_MAX_AGE): Response {
  const body = JSON.stringify(data);
  const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "content-type": JSON_TYPE,
    "cache-control": `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 2}`,
    etag,
  };
  const match = req.headers.get("if-none-match");
  if (match && match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
