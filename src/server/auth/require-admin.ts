/**
 * The gates of admin-only calls: a valid session cookie (401 otherwise), and for calls that change
 * something, a request from our own origin (403 otherwise; SameSite=Strict is the first line).
 */
import { database } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import { readCookie, SESSION_COOKIE } from "./cookies.ts";
import { resolveSession } from "./sessions.ts";
import { mayUse, type AdminRole, type Permission } from "../../shared/api/admin-roles.ts";

export interface AdminIdentity {
  username: string;
  role: AdminRole;
}

/**
 * Resolves the signed-in admin of `req`, or throws 401; with a `permission`, throws 403 when the
 * account's role may not use it (admin-roles.ts). Without one, any signed-in role passes.
 */
export async function requireAdmin(req: Request, permission?: Permission): Promise<AdminIdentity> {
  const admin = await resolveSession(await database(), readCookie(req, SESSION_COOKIE));
  if (!admin) throw new HttpError(401, "Please sign in as an administrator.");
  if (permission && !mayUse(admin.role, permission)) throw forbidden(permission);
  return admin;
}

const AREA: Record<Permission, string> = {
  accounts: "manage accounts",
  content: "edit the public lists",
  chatbot: "manage the chatbot",
  feedback: "read the feedback inbox",
};

function forbidden(permission: Permission): HttpError {
  return new HttpError(403, `Your account's role may not ${AREA[permission]}. Ask an administrator.`);
}

/**
 * Throws 403 when a state-changing request comes from another site: its Origin names another host, or
 * the browser marks it cross-site. Requests without either header (scripts, tests) pass.
 */
export function requireSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
  if (origin !== null) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost !== host) throw new HttpError(403, "This request must come from the kiosk's own pages.");
  }
  if (req.headers.get("sec-fetch-site") === "cross-site") throw new HttpError(403, "This request must come from the kiosk's own pages.");
}

/** The gate of every state-changing admin call: our own origin (403), a signed-in admin (401) whose role allows it (403). */
export async function requireAdminChange(req: Request, permission?: Permission): Promise<AdminIdentity> {
  requireSameOrigin(req);
  return requireAdmin(req, permission);
}
