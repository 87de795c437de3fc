import { z } from "zod";
import { textField } from "./text.ts";
import { AdminRole } from "./admin-roles.ts";

/** POST /api/admin/login. */
export const AdminLogin = z.object({
  username: textField("reject", { error: "Username is required", label: "Username" }).trim().min(1, "Username is required").max(64, "Username is too long"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256, "Password is too long"),
});
export type AdminLogin = z.infer<typeof AdminLogin>;

/** GET /api/admin/session and the answer of a successful login. */
export const AdminSession = z.object({
  authenticated: z.boolean(),
  user: z.object({ username: z.string(), role: AdminRole.describe("Decides which tabs the console shows") }).optional(),
});
export type AdminSession = z.infer<typeof AdminSession>;

/** The sentence every failed sign-in gets, whichever of the two was wrong. */
export const INVALID_CREDENTIALS = "Invalid username or password";
