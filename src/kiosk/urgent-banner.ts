/**
 * The urgent-announcement banner on every page but News (which shows its own at the top of the list): the
 * announcements the API marks urgent, for as long as it does. It is fixed above the bottom navigation, so it
 * appears without moving anything on the page; the body gains room underneath so nothing hides behind it.
 * Plain DOM, no framework and no zod on pages that otherwise ship almost no JavaScript: `urgentItems` checks
 * the few fields the banner reads. The service worker keeps the last answer, so it also shows offline.
 */
import type { Announcement } from "../shared/api/announcements.ts";

/** How often a page left open (a kiosk's Home) asks again, so a notice goes when it stops being urgent. */
const REFRESH_MS = 5 * 60 * 1000;
/** At most this many titles; the rest are one tap away on News. */
const MAX_SHOWN = 2;

type UrgentItem = Pick<Announcement, "id" | "title">;

/** The urgent items of a GET /api/announcements answer, newest first as the API sends them; anything else is ignored. */
export function urgentItems(body: unknown): UrgentItem[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((a: unknown) => {
    if (typeof a !== "object" || a === null) return [];
    const { id, title, isUrgent } = a as Record<string, unknown>;
    return isUrgent === true && typeof id === "string" && typeof title === "string" && title.trim() ? [{ id, title }] : [];
  });
}

function render(banner: HTMLElement, items: UrgentItem[]): void {
  const list = banner.querySelector<HTMLElement>("[data-urgent-items]")!;
  const more = banner.querySelector<HTMLElement>("[data-urgent-more]")!;
  list.replaceChildren(
    ...items.slice(0, MAX_SHOWN).map((item) => {
      const li = document.createElement("li");
      li.className = "truncate";
      li.textContent = item.title;
      return li;
    }),
  );
  more.textContent = items.length > MAX_SHOWN ? `+${items.length - MAX_SHOWN} more on News` : "Read on News";
  banner.hidden = items.length === 0;
  const html = document.documentElement;
  html.toggleAttribute("data-urgent", items.length > 0);
  html.style.setProperty("--urgent-banner-height", `${banner.offsetHeight}px`);
}

async function refresh(banner: HTMLElement): Promise<void> {
  try {
    const res = await fetch("/api/announcements", { credentials: "include", headers: { accept: "application/json" } });
    if (res.ok) render(banner, urgentItems(await res.json()));
  } catch {
    // Unreachable and nothing saved: the banner keeps what it showed.
  }
}

/** Fills the layout's banner (if the page has one) now and every few minutes. */
export function startUrgentBanner(): void {
  const banner = document.querySelector<HTMLElement>("[data-site-urgent]");
  if (!banner) return;
  void refresh(banner);
  setInterval(() => void refresh(banner), REFRESH_MS);
}
