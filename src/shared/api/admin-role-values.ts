/**
 * What an admin account may do, in plain code so the console ships no zod for it (the zod enum of
 * admin-roles.ts is built from these). An administrator may do everything, accounts included; a content
 * editor runs the public lists and their files; a chatbot editor runs the knowledge base and the chatbot's
 * configuration (and reads its sessions and analytics). The server checks these on every call (403); the
 * console shows only the tabs a role may use.
 */
export const ADMIN_ROLES = ["administrator", "content_editor", "chatbot_editor"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** How each role is named in the console. */
export const ROLE_LABELS: Record<AdminRole, string> = {
  administrator: "Administrator",
  content_editor: "Content editor",
  chatbot_editor: "Chatbot editor",
};

/** The areas a call or a tab belongs to. */
export const PERMISSIONS = ["accounts", "content", "chatbot", "feedback"] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  administrator: PERMISSIONS,
  content_editor: ["content"],
  chatbot_editor: ["chatbot"],
};

/** Whether `role` may use `permission`. */
export function mayUse(role: AdminRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
