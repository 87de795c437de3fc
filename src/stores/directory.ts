/**
 * One factory for the five directory pages: the list's load state, the search text and the toggle
 * filter, and the derived visible list and counts. Islands only render these and call the actions.
 * Each item's search text is lower-cased once at load, so filtering 5,000 items is one `includes` each.
 */
import { atom, computed, type ReadableAtom } from "nanostores";
import { apiGet, invalidate } from "../lib/api.ts";
import type { Parser } from "../lib/json-check.ts";
import { countBy, matchesQuery, searchText, toggleFilter } from "../shared/rules/directories.ts";

export type LoadState<T> =
  | { status: "loading" }
  /** `prerendered`: the build's seed list, shown until the API's answer (the source of truth) replaces it. */
  | { status: "ready"; items: T[]; prerendered?: boolean }
  | { status: "error"; message: string };

export interface DirectoryOptions<T> {
  path: string;
  schema: Parser<T[]>;
  /** The fields the search box searches for this resource. */
  searchFields: (item: T) => ReadonlyArray<string | undefined>;
  /** The field the toggle filter works on. */
  filterKey: (item: T) => string;
}

export interface DirectoryStore<T> {
  $load: ReadableAtom<LoadState<T>>;
  $query: ReadableAtom<string>;
  $filter: ReadableAtom<string | null>;
  /** Items passing search AND filter. */
  $visible: ReadableAtom<T[]>;
  /** All items (unfiltered), for stats. */
  $items: ReadableAtom<T[]>;
  /** Items per filter value over the whole list, in first-seen order. */
  $counts: ReadableAtom<Map<string, number>>;
  /**
   * Shows `items` (the list the page was prerendered with) while nothing is loaded yet, so the island hydrates
   * onto the same cards the HTML already shows; `load()` still asks the API and replaces them.
   */
  prime(items: T[]): void;
  load(options?: { fetcher?: typeof fetch }): Promise<void>;
  retry(options?: { fetcher?: typeof fetch }): Promise<void>;
  setQuery(query: string): void;
  /** Selects `value`, or clears the filter when `value` is the active one. */
  toggle(value: string): void;
  clearFilter(): void;
  reset(): void;
}

const EMPTY: never[] = [];

export function createDirectoryStore<T>(options: DirectoryOptions<T>): DirectoryStore<T> {
  const $load = atom<LoadState<T>>({ status: "loading" });
  const $query = atom("");
  const $filter = atom<string | null>(null);
  const $indexed = computed($load, (s) =>
    s.status === "ready" ? s.items.map((item) => ({ item, text: searchText(options.searchFields(item)), key: options.filterKey(item) })) : [],
  );
  const $items = computed($load, (s) => (s.status === "ready" ? s.items : (EMPTY as T[])));
  const $counts = computed($items, (items) => countBy(items, options.filterKey));
  const $visible = computed([$indexed, $query, $filter], (indexed, query, filter) => {
    const out: T[] = [];
    const q = query.trim().toLowerCase();
    for (const row of indexed) {
      if (filter !== null && row.key !== filter) continue;
      if (q !== "" && !matchesQuery(row.text, q)) continue;
      out.push(row.item);
    }
    return out;
  });

  let loading: Promise<void> | undefined;
  async function load({ fetcher }: { fetcher?: typeof fetch } = {}) {
    const current = $load.get();
    if (current.status === "ready" && !current.prerendered) return;
    loading ??= (async () => {
      // A prerendered list stays on screen while its refresh is under way: nothing moves unless the answer differs.
      if ($load.get().status !== "ready") $load.set({ status: "loading" });
      try {
        $load.set({ status: "ready", items: await apiGet(options.path, options.schema, fetcher) });
      } catch (err) {
        $load.set({ status: "error", message: err instanceof Error ? err.message : String(err) });
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  return {
    $load,
    $query,
    $filter,
    $visible,
    $items,
    $counts,
    prime: (items) => {
      if ($load.get().status === "loading" && loading === undefined) $load.set({ status: "ready", items, prerendered: true });
    },
    load,
    retry: (opts) => {
      invalidate(options.path);
      return load(opts);
    },
    setQuery: (query) => $query.set(query),
    toggle: (value) => $filter.set(toggleFilter($filter.get(), value)),
    clearFilter: () => $filter.set(null),
    reset: () => {
      $load.set({ status: "loading" });
      $query.set("");
      $filter.set(null);
      invalidate(options.path);
    },
  };
}
