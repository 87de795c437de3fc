import { z } from "zod";
import { ADMIN_ROLES } from "./admin-role-values.ts";

/** The role of an admin account as contracts check it; the values and what each may do are in admin-role-values.ts. */
export { mayUse, type Permission } from "./admin-role-values.ts";
export const AdminRole = z.enum(ADMIN_ROLES, { error: "Role must be administrator, content_editor or chatbot_editor" });
export type AdminRole = z.infer<typeof AdminRole>;
