/** The admin session cookie: HttpOnly, SameSite=Strict, Path=/, and Secure whenever served over HTTPS. */
export const SESSION_COOKIE = "kiosk_admin";

/** True when the visitor reached us over HTTPS (directly, or through Netlify's or a proxy's TLS). */
export function isHttps(req: Request): boolean {
  return new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

export function sessionCookie(req: Request, token: string, maxAgeSeconds: number): string {
  return [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, "Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${maxAgeSeconds}`, ...(isHttps(req) ? ["Secure"] : [])].join("; ");
}

export function clearedSessionCookie(req: Request): string {
  return [`${SESSION_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Strict", "Max-Age=0", ...(isHttps(req) ? ["Secure"] : [])].join("; ");
}
