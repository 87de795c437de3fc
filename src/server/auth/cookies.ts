/** The admin session cookie: HttpOnly, SameSite=Strict, Path=/, and Secure whenever served over HTTPS. */
export const SESSION_COOKIE = "kiosk_admin";

/** True when the visitor reached us over HTTPS (directly, or through Netlify's or a proxy's TLS). */
export function isHttps(req: Request): boolean {
  return new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

/**
 * The value of cookie `name`, or undefined. A value that is not valid percent-encoding is skipped as if
 * absent (a later cookie of the same name may still count): a damaged cookie must never make a request
 * fail, or the browser could not even sign out to get rid of it.
 */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        continue;
      }
    }
  }
  return undefined;
}

export function sessionCookie(req: Request, token: string, maxAgeSeconds: number): string {
  return [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, "Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${maxAgeSeconds}`, ...(isHttps(req) ? ["Secure"] : [])].join("; ");
}

export function clearedSessionCookie(req: Request): string {
  return [`${SESSION_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Strict", "Max-Age=0", ...(isHttps(req) ? ["Secure"] : [])].join("; ");
}
