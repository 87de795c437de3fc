/**
 * The console's seven tabs (spec section 2 plus the Feedback inbox of issue 7), Dashboard first and
 * default. The open tab is mirrored in the address (#knowledge) so a reload or a link keeps it.
 */
import { atom } from "nanostores";

export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "knowledge", label: "Knowledge Base" },
  { id: "sessions", label: "Sessions" },
  { id: "analytics", label: "Analytics" },
  { id: "configuration", label: "Configuration" },
  { id: "tools", label: "Tools" },
  { id: "feedback", label: "Feedback" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export const DEFAULT_TAB: AdminTab = "dashboard";
export const $adminTab = atom<AdminTab>(DEFAULT_TAB);

/** The tab an address hash names, or the default. */
export function tabFromHash(hash: string): AdminTab {
  const id = hash.replace(/^#/, "");
  return ADMIN_TABS.find((t) => t.id === id)?.id ?? DEFAULT_TAB;
}

export function openTab(tab: AdminTab): void {
  $adminTab.set(tab);
  if (typeof history !== "undefined") history.replaceState(null, "", tab === DEFAULT_TAB ? location.pathname : `#${tab}`);
}
