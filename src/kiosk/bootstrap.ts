/**
 * The few lines every page runs, kept small because static pages ship almost no JavaScript:
 * the urgent-announcement banner, the text-size and contrast buttons, the kiosk's Back button, the offline note, the service worker (offline copy, updates, the feedback outbox),
 * and the kiosk-mode check, which imports the kiosk runtime only when kiosk mode is on.
 * The layout's early inline script has already set html.kiosk and the text size before the first paint.
 */
import { startUrgentBanner } from "./urgent-banner.ts";

const html = document.documentElement;
startUrgentBanner();
const isKiosk = () => html.classList.contains("kiosk");

// Text size (normal / large) and contrast (normal / high): header buttons whose choice is kept in localStorage
// under the button's data-preference and mirrored as html[data-<preference>]; the early script applies it on
// every page. A kiosk's reset clears both (VISITOR_LOCAL_KEYS in src/stores/kiosk.ts).
for (const button of document.querySelectorAll<HTMLButtonElement>("[data-preference]")) {
  const key = button.dataset.preference!;
  const value = button.dataset.preferenceValue!;
  const attr = `data-${key}`;
  const show = () => button.setAttribute("aria-pressed", String(html.getAttribute(attr) === value));
  show();
  button.addEventListener("click", () => {
    const on = html.getAttribute(attr) !== value;
    if (on) html.setAttribute(attr, value);
    else html.removeAttribute(attr);
    try {
      if (on) localStorage.setItem(key, value);
      else localStorage.removeItem(key);
    } catch {
      // Storage refused: the choice holds for this page.
    }
    show();
  });
}

// Back (kiosk only: a full-screen browser has no Back button of its own); with no page to go back to, Home.
document.querySelector("[data-back-button]")?.addEventListener("click", () => {
  if (history.length > 1 && document.referrer.startsWith(location.origin)) history.back();
  else location.assign("/");
});

// The 'offline' note: the browser has no network, or the service worker found the server out of reach.
let unreachable = false;
const showOffline = () => html.toggleAttribute("data-offline", !navigator.onLine || unreachable);
showOffline();
addEventListener("offline", showOffline);
addEventListener("online", () => {
  unreachable = false;
  showOffline();
});

const sw = navigator.serviceWorker;
if (sw && location.protocol !== "file:") {
  sw.addEventListener("message", (e: MessageEvent<{ type?: string; online?: boolean }>) => {
    if (e.data?.type === "network") {
      unreachable = !e.data.online;
      showOffline();
    }
  });
  const flush = () => sw.controller?.postMessage({ type: "flush-outbox" });
  addEventListener("online", flush);
  if (navigator.onLine) flush();
  sw.register("/sw.js")
    .then((reg) => {
      // A new build: a browser takes it at once (its next page comes from it); a kiosk waits for its idle reset.
      const take = (worker: ServiceWorker | null) => worker && !isKiosk() && worker.postMessage({ type: "skip-waiting" });
      take(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const worker = reg.installing;
        worker?.addEventListener("statechange", () => worker.state === "installed" && sw.controller && take(worker));
      });
    })
    .catch(() => {});
}

const startKiosk = () => void import("./runtime.ts").then((m) => m.startKiosk());
if (isKiosk()) startKiosk();
else if (!location.pathname.startsWith("/admin")) {
  // A kiosk server (KIOSK_MODE=1) makes every browser a kiosk: asked once per browser session.
  let remembered: string | null = null;
  let server: string | null = "0";
  try {
    remembered = sessionStorage.getItem("kiosk");
    server = sessionStorage.getItem("kiosk:server");
  } catch {
    // No storage: no server check either.
  }
  if (remembered === null && server === null) {
    fetch("/api/config", { credentials: "include" })
      .then((r) => r.json() as Promise<{ kiosk?: { mode?: boolean } }>)
      .then((c) => {
        // The rest of `kioskSwitch` (src/shared/rules/kiosk.ts) was checked above: no ?kiosk choice, not /admin.
        const on = c.kiosk?.mode === true;
        sessionStorage.setItem("kiosk:server", on ? "1" : "0");
        if (on) {
          html.classList.add("kiosk");
          startKiosk();
        }
      })
      .catch(() => {});
  }
}
