/**
 * The few lines every page runs (issue 9), kept small because static pages ship almost no JavaScript:
 * the text-size button, the offline note, the service worker (offline copy, updates, the feedback outbox),
 * and the kiosk-mode check, which imports the kiosk runtime only when kiosk mode is on.
 * The layout's early inline script has already set html.kiosk and the text size before the first paint.
 */
const html = document.documentElement;
const isKiosk = () => html.classList.contains("kiosk");

// Text size (normal / large), remembered in localStorage; the early script applies it on every page.
const sizeButton = document.querySelector<HTMLButtonElement>("[data-text-size-toggle]");
const showSize = () => sizeButton?.setAttribute("aria-pressed", String(html.dataset.textSize === "large"));
showSize();
sizeButton?.addEventListener("click", () => {
  const large = html.dataset.textSize !== "large";
  if (large) html.dataset.textSize = "large";
  else delete html.dataset.textSize;
  try {
    if (large) localStorage.setItem("text-size", "large");
    else localStorage.removeItem("text-size");
  } catch {
    // Storage refused: the choice holds for this page.
  }
  showSize();
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
