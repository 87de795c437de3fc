/**
 * News and gallery pages prerender their cards from the seed files, but the dates there are the build's, not
 * the first seed's (src/lib/prerendered-lists.ts). The page wraps the island in `[data-dates-pending]`, which
 * hides every date (space kept) until the list comes from the API; then this removes the attribute. A failed
 * load shows the error instead of cards, so it reveals too.
 */
import type { DirectoryStore } from "../../stores/directory.ts";

export function revealDatesWhenLoaded(store: Pick<DirectoryStore<unknown>, "$load" | "$prerendered">, box: Element | null): void {
  if (!box) return;
  const stops: Array<() => void> = [];
  const check = () => {
    const state = store.$load.get();
    if (state.status === "error" || (state.status === "ready" && !store.$prerendered.get())) {
      box.removeAttribute("data-dates-pending");
      queueMicrotask(() => stops.forEach((stop) => stop()));
    }
  };
  // The API's answer sets the list, then marks it as no longer the build's copy: either change may come last.
  stops.push(store.$load.subscribe(check), store.$prerendered.subscribe(check));
}
