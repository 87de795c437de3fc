/**
 * The console's tabs, registered once: the chatbot tabs (Dashboard first), the
 * Feedback inbox, one tab per staff-edited list and Accounts. Each names the permission it needs; the
 * console shows a signed-in account only the tabs its role may use, and opens the first of those by
 * default. The open tab is mirrored in the address (#knowledge) so a reload or a link keeps it.
 */
import { atom } from "nanostores";
import type { ContentListName } from "../../shared/api/admin-lists.ts";
import { mayUse, type AdminRole, type Permission } from "../../shared/api/admin-roles.ts";

export interface AdminTabEntry {
  id: string;
  label: string;
  permission: Permission;
  /** For a list tab: the list it edits. */
  list?: ContentListName;
}

export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard", permission: "chatbot" },
  { id: "knowledge", label: "Knowledge Base", permission: "chatbot" },
  { id: "sessions", label: "Sessions", permission: "chatbot" },
  { id: "analytics", label: "Analytics", permission: "chatbot" },
  { id: "configuration", label: "Configuration", permission: "chatbot" },
  { id: "tools", label: "Tools", permission: "chatbot" },
  { id: "feedback", label: "Feedback", permission: "feedback" },
  { id: "news", label: "News", permission: "content", list: "announcements" },
  { id: "programs", label: "Programs", permission: "content", list: "courses" },
  { id: "forms", label: "Forms", permission: "content", list: "forms" },
  { id: "people", label: "Faculty & Staff", permission: "content", list: "faculty" },
  { id: "gallery", label: "Gallery", permission: "content", list: "gallery" },
  { id: "map", label: "Map", permission: "content", list: "map-buildings" },
  { id: "accounts", label: "Accounts", permission: "accounts" },
] as const satisfies readonly AdminTabEntry[];
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export const DEFAULT_TAB: AdminTab = "dashboard";
export const $adminTab = atom<AdminTab>(DEFAULT_TAB);

/** The tabs `role` may use, in console order. */
export function tabsFor(role: AdminRole): AdminTabEntry[] {
  return ADMIN_TABS.filter((t) => mayUse(role, t.permission));
}

/** The tab an address hash names if `role` may use it, else the role's first tab. */
export function tabFromHash(hash: string, role: AdminRole = "administrator"): AdminTab {
  const id = hash.replace(/^#/, "");
  const allowed = tabsFor(role);
  return (allowed.find((t) => t.id === id)?.id ?? allowed[0]?.id ?? DEFAULT_TAB) as AdminTab;
}

/** The list a tab edits, if it is a list tab. */
export function listOfTab(tab: AdminTab): ContentListName | undefined {
  return (ADMIN_TABS as readonly AdminTabEntry[]).find((t) => t.id === tab)?.list;
}

export function openTab(tab: AdminTab): void {
  $adminTab.set(tab);
  if (typeof history !== "undefined") history.replaceState(null, "", tab === DEFAULT_TAB ? location.pathname : `#${tab}`);
}
