/**
 * The console's tabs, registered once: the chatbot tabs (Dashboard first), the
 * Feedback inbox, one tab per staff-edited list and Accounts. Each names the permission it needs and the
 * panel that draws it (a file of src/islands/admin/, loaded when the tab is first opened); the console,
 * scripts/admin-screenshots.ts and the admin e2e specs all read this list, so adding a tab is one entry
 * here. The console shows a signed-in account only the tabs its role may use, and opens the first of those
 * by default. The open tab is mirrored in the address (#knowledge) so a reload or a link keeps it.
 */
import { atom } from "nanostores";
import type { ContentListName } from "../../shared/api/admin-lists.ts";
import { mayUse, type AdminRole, type Permission } from "../../shared/api/admin-role-values.ts";

export interface AdminTabEntry {
  id: string;
  label: string;
  permission: Permission;
  /** The panel: src/islands/admin/<panel>.tsx, a file named `*Tab.tsx` whose default export draws the tab. */
  panel: string;
  /** For a list tab: the list it edits (every list tab is the one ListTab given its list). */
  list?: ContentListName;
}

export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard", permission: "chatbot", panel: "DashboardTab" },
  { id: "knowledge", label: "Knowledge Base", permission: "chatbot", panel: "KnowledgeTab" },
  { id: "sessions", label: "Sessions", permission: "chatbot", panel: "SessionsTab" },
  { id: "analytics", label: "Analytics", permission: "chatbot", panel: "AnalyticsTab" },
  { id: "configuration", label: "Configuration", permission: "chatbot", panel: "ConfigTab" },
  { id: "tools", label: "Tools", permission: "chatbot", panel: "ToolsTab" },
  { id: "feedback", label: "Feedback", permission: "feedback", panel: "FeedbackTab" },
  { id: "news", label: "News", permission: "content", panel: "ListTab", list: "announcements" },
  { id: "programs", label: "Programs", permission: "content", panel: "ListTab", list: "courses" },
  { id: "forms", label: "Forms", permission: "content", panel: "ListTab", list: "forms" },
  { id: "people", label: "Faculty & Staff", permission: "content", panel: "ListTab", list: "faculty" },
  { id: "gallery", label: "Gallery", permission: "content", panel: "ListTab", list: "gallery" },
  { id: "map", label: "Map", permission: "content", panel: "ListTab", list: "map-buildings" },
  { id: "accounts", label: "Accounts", permission: "accounts", panel: "AccountsTab" },
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

/** The registry entry of `tab`. */
export function tabEntry(tab: AdminTab): AdminTabEntry {
  return (ADMIN_TABS as readonly AdminTabEntry[]).find((t) => t.id === tab)!;
}

/** The list a tab edits, if it is a list tab. */
export function listOfTab(tab: AdminTab): ContentListName | undefined {
  return (ADMIN_TABS as readonly AdminTabEntry[]).find((t) => t.id === tab)?.list;
}

export function openTab(tab: AdminTab): void {
  $adminTab.set(tab);
  if (typeof history !== "undefined") history.replaceState(null, "", tab === DEFAULT_TAB ? location.pathname : `#${tab}`);
}
