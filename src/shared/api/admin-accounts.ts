import { z } from "zod";
import { AdminRole } from "./admin-roles.ts";

/** Usernames: 3-64 characters of letters, digits, dot, dash or underscore; stored lower-case. */
export const Username = z
  .string({ error: "Username is required" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,64}$/, "Username must be 3-64 letters, digits, dots, dashes or underscores");
export const NewPassword = z.string({ error: "Password is required" }).min(12, "Password must be at least 12 characters").max(256, "Password must be at most 256 characters");

/** One account as the Accounts tab lists it (never a password or its hash). */
export const AdminAccount = z.object({
  username: z.string(),
  role: AdminRole,
  createdAt: z.iso.datetime({ offset: true }),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable().describe("Last sign-in; null when never"),
});
export type AdminAccount = z.infer<typeof AdminAccount>;
export const AdminAccountList = z.array(AdminAccount);

/** POST /api/admin/accounts: a new account with its first password (the administrator passes it on). */
export const AccountCreate = z.strictObject({ username: Username, role: AdminRole, password: NewPassword });
export type AccountCreate = z.infer<typeof AccountCreate>;

/** PATCH /api/admin/accounts/{username}: a new role and/or a new password (which ends the account's sessions). */
export const AccountPatch = z.strictObject({ role: AdminRole.optional(), password: NewPassword.optional() }).refine((p) => p.role !== undefined || p.password !== undefined, {
  message: "Send a new role or a new password",
});
export type AccountPatch = z.infer<typeof AccountPatch>;
