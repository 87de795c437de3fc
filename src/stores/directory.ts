/**
 * One factory for the public list pages: the list's load state, the search text and the toggle
 * filter, and the derived visible list and counts. Islands only render these and call the actions.
 * Each item's search text is lower-cased once at load, so filtering 5,000 items is one `includes` each.
 */
import { atom, computed, type ReadableAtom } from "nanostores";
import { apiGet, invalidate } from "../lib/api.ts";
import type { Parser } from "../lib/json-check.ts";
import { dataOf, loadInto, type Loadable } from "../lib/loadable.ts";
import type { PublicListPath } from "../shared/api/public-lists.ts";
import { countBy, matchesQuery, searchText, toggleFilter } from "../shared/rules/directories.ts";

export interface DirectoryOptions<T> {
  /** The list's API path, one of the registry of public lists (shared/api/public-lists.ts). */
  path: PublicListPath;
  schema: Parser<T[]>;
  /** The fields the search box looks in for this resource. */
  searchFields: (item: T) => ReadonlyArray<string | undefined>;
  /** The field the toggle filter works on. */
  filterKey: (item: T) => string;
}

export interface DirectoryStore<T> {
  $load: ReadableAtom<Loadable<T[]>>;
  $query: ReadableAtom<string>;
  $filter: ReadableAtom<string | null>;
  /** Items passing search AND filter. */
  $visible: ReadableAtom<T[]>;
  /** All items (unfiltered), for stats. */
  $items: ReadableAtom<T[]>;
  /** Items per filter value over the whole list, in first-seen order. */
  $counts: ReadableAtom<Map<string, number>>;
  /** True while the list shown is the build's copy (see `prime`), false once the API has answered or failed. */
  $prerendered: ReadableAtom<boolean>;
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
  const { path } = options;
  const $load = atom<Loadable<T[]>>({ status: "idle" });
  const $query = atom("");
  const $filter = atom<string | null>(null);
  const $items = computed($load, (s) => dataOf(s) ?? (EMPTY as T[]));
  const $indexed = computed($items, (items) => items.map((item) => ({ item, text: searchText(options.searchFields(item)), key: options.filterKey(item) })));
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

  /** True while the shown list is the build's copy, which the API's answer (the source of truth) replaces. */
  const $prerendered = atom(false);
  let loading: Promise<void> | undefined;
  async function load({ fetcher }: { fetcher?: typeof fetch } = {}) {
    if ($load.get().status === "ready" && !$prerendered.get()) return;
    // A prerendered list stays on screen while its refresh is under way: nothing moves unless the answer differs.
    loading ??= loadInto($load, () => apiGet(path, options.schema, fetcher)).then(() => {
      $prerendered.set(false);
      loading = undefined;
    });
    return loading;
  }

  return {
    $load,
    $query,
    $filter,
    $visible,
    $items,
    $counts,
    $prerendered,
    prime: (items) => {
      if ($load.get().status !== "idle" || loading !== undefined) return;
      $prerendered.set(true);
      $load.set({ status: "ready", data: items });
    },
    load,
    retry: (opts) => {
      invalidate(path);
      return load(opts);
    },
    setQuery: (query) => $query.set(query),
    toggle: (value) => $filter.set(toggleFilter($filter.get(), value)),
    clearFilter: () => $filter.set(null),
    reset: () => {
      $prerendered.set(false);
      $load.set({ status: "idle" });
      $query.set("");
      $filter.set(null);
      invalidate(path);
    },
  };
}
