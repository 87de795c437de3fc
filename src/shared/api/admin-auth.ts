import { z } from "zod";
import { textField } from "./text.ts";

/** POST /api/admin/login (spec sections 3 and 5). */
export const AdminLogin = z.object({
  username: textField("reject", { error: "Username is required", label: "Username" }).trim().min(1, "Username is required").max(64, "Username is too long"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256, "Password is too long"),
});
export type AdminLogin = z.infer<typeof AdminLogin>;

/** GET /api/admin/session and the answer of a successful login (spec section 3, Admin session). */
export const AdminSession = z.object({
  authenticated: z.boolean(),
  user: z.object({ username: z.string() }).optional(),
});
export type AdminSession = z.infer<typeof AdminSession>;

/** The sentence every failed sign-in gets, whichever of the two was wrong. */
export const INVALID_CREDENTIALS = "Invalid username or password";
