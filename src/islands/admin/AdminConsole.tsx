import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { LogOut, ShieldCheck } from "lucide-static";
import { $adminSession, $loggingOut, checkSession, logout } from "../../stores/admin/session.ts";
import { $adminTab, listOfTab, openTab, tabFromHash, tabsFor, type AdminTab } from "../../stores/admin/tabs.ts";
import Toaster from "../Toaster.tsx";
import { ROLE_LABELS } from "../../shared/api/admin-roles.ts";
import { Icon } from "./parts/Icon.tsx";
import { LoadingText } from "./parts/states.tsx";
import DashboardTab from "./DashboardTab.tsx";
import KnowledgeDialog from "./KnowledgeDialog.tsx";

// The other tabs load when first opened, so the console starts with the Dashboard's code only. Every
// list tab is the one ListTab given its list.
const ListTab = lazy(() => import("./ListTab.tsx"));
const panels: Record<Exclude<AdminTab, "dashboard">, ReturnType<typeof lazy>> = {
  knowledge: lazy(() => import("./KnowledgeTab.tsx")),
  sessions: lazy(() => import("./SessionsTab.tsx")),
  analytics: lazy(() => import("./AnalyticsTab.tsx")),
  configuration: lazy(() => import("./ConfigTab.tsx")),
  tools: lazy(() => import("./ToolsTab.tsx")),
  feedback: lazy(() => import("./FeedbackTab.tsx")),
  accounts: lazy(() => import("./AccountsTab.tsx")),
  news: ListTab,
  programs: ListTab,
  forms: ListTab,
  people: ListTab,
  gallery: ListTab,
  map: ListTab,
};

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

  const Panel = tab === "dashboard" ? DashboardTab : panels[tab];
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
      <KnowledgeDialog />
      <Toaster />
    </div>
  );
}
