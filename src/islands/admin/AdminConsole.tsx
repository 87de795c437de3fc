import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { LogOut, ShieldCheck } from "lucide-static";
import { $adminSession, $loggingOut, checkSession, logout } from "../../stores/admin/session.ts";
import { $adminTab, listOfTab, openTab, tabEntry, tabFromHash, tabsFor, type AdminTab } from "../../stores/admin/tabs.ts";
import type { ContentListName } from "../../shared/api/admin-lists.ts";
import Toaster from "../Toaster.tsx";
import { ROLE_LABELS } from "../../shared/api/admin-role-values.ts";
import { Icon } from "./parts/Icon.tsx";
import { LoadingText } from "./parts/states.tsx";

// Each tab's panel (and zod, which the tabs' stores check answers and forms with) loads when the tab is first
// opened, so the page starts with the session check only. The panels are the files the tab registry names.
const panelFiles = import.meta.glob<{ default: ComponentType<{ list?: ContentListName }> }>("./*Tab.tsx");
const panels = new Map<string, LazyExoticComponent<ComponentType<{ list?: ContentListName }>>>();

/** The lazy component of a registry panel name (one per file, shared by every list tab). */
function panelOf(name: string) {
  let panel = panels.get(name);
  if (!panel) {
    const load = panelFiles[`./${name}.tsx`];
    if (!load) throw new Error(`The admin tab registry names a panel that does not exist: src/islands/admin/${name}.tsx`);
    panels.set(name, (panel = lazy(load)));
  }
  return panel;
}
const KnowledgeDialog = lazy(() => import("./KnowledgeDialog.tsx"));

/** Chatbot Administration: the session gate, the heading, greeting, Logout and the tabs. */
export default function AdminConsole() {
  const session = useStore($adminSession);
  const chosen = useStore($adminTab);
  const loggingOut = useStore($loggingOut);
  const role = session.status === "authenticated" ? session.role : undefined;

  useEffect(() => void checkSession(), []);
  useEffect(() => {
    if (!role) return;
    const fromHash = () => $adminTab.set(tabFromHash(location.hash, role));
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [role]);

  // Only the tabs the account's role may use; a tab it may not use is never rendered, not even for a moment.
  const tabs = role ? tabsFor(role) : [];
  const tab = (tabs.some((t) => t.id === chosen) ? chosen : (tabs[0]?.id ?? chosen)) as AdminTab;

  // On a phone the tab strip scrolls sideways: keep the open tab in view.
  useEffect(() => {
    document.getElementById(`tab-${tab}`)?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [tab, session.status]);

  if (session.status === "loading") return <LoadingText text="Loading..." />;
  if (session.status === "unauthenticated") return <LoadingText text="Redirecting to login..." />;

  const Panel = panelOf(tabEntry(tab).panel);
  const list = listOfTab(tab);
  return (
    <div className="flex flex-col gap-4" data-admin-console>
      <header className="flex flex-wrap items-start gap-4">
        <div className="min-w-0 grow">
          <h1 className="text-2xl font-bold sm:text-3xl">Chatbot Administration</h1>
          <p className="text-base-content/70">Manage your AI chatbot knowledge base, analytics, and configuration</p>
        </div>
        <div className="flex items-center gap-3">
          <p className="flex items-center gap-2" data-greeting>
            <Icon svg={ShieldCheck} className="text-primary size-5" />
            <span>
              Welcome, <strong>{session.username}</strong>
              <span className="text-base-content/70" data-role={session.role}>
                {" "}
                ({ROLE_LABELS[session.role]})
              </span>
            </span>
          </p>
          <button type="button" className="btn btn-outline" onClick={() => void logout()} disabled={loggingOut}>
            {loggingOut ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Icon svg={LogOut} />}
            {loggingOut ? "Logging out..." : "Logout"}
          </button>
        </div>
      </header>

      <div role="tablist" aria-label="Administration sections" className="tabs tabs-box bg-base-100 flex-nowrap overflow-x-auto">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            className={`tab h-12 shrink-0 text-base whitespace-nowrap ${tab === t.id ? "tab-active" : "text-base-content/80!"}`}
            onClick={() => openTab(t.id as AdminTab)}
          >
            {t.label}
          </button>
        ))}
      </div>

      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} data-panel={tab}>
        <Suspense fallback={<LoadingText />}>
          <Panel key={tab} {...(list ? { list } : {})} />
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <KnowledgeDialog />
      </Suspense>
      <Toaster />
    </div>
  );
}
