/**
 * The gate of every admin-only call. Admin sign-in and sessions arrive with the admin console (issue 7);
 * until then no request carries a valid session, so every admin-only call answers 401.
 */
import { HttpError } from "../http/errors.ts";

export interface AdminIdentity {
  username: string;
}

/** Resolves the signed-in admin of `req`, or throws 401. */
export async function requireAdmin(_req: Request): Promise<AdminIdentity> {
  throw new HttpError(401, "Please sign in as an administrator.");
}
