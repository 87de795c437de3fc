/**
 * News and gallery pages prerender their cards from the seed files, but the dates there are the build's, not
 * the first seed's (src/lib/prerendered-lists.ts). The page wraps the island in `[data-dates-pending]`, which
 * hides every date (space kept) until the list comes from the API; then this removes the attribute. A failed
 * load shows the error instead of cards, so it reveals too.
 */
import type { ReadableAtom } from "nanostores";
import type { LoadState } from "../../stores/directory.ts";

export function revealDatesWhenLoaded(load: ReadableAtom<LoadState<unknown>>, box: Element | null): void {
  if (!box) return;
  const stop = load.subscribe((state) => {
    if (state.status === "error" || (state.status === "ready" && !state.prerendered)) {
      box.removeAttribute("data-dates-pending");
      queueMicrotask(() => stop());
    }
  });
}
