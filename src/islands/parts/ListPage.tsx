/**
 * The shared frame of the public list islands (courses, forms, faculty, news, gallery): starting the store,
 * the load states, the search and filter, the results list with its empty state, the card, the stats column and
 * the item's dialog they share. Each island keeps only its own markup: its card's content and its dialog's.
 */
import { useStore } from "@nanostores/react";
import type { ReadableAtom } from "nanostores";
import { Fragment, useEffect, useState, type ReactNode } from "react";
import { paletteFor } from "../../shared/rules/directories.ts";
import type { DirectoryStore } from "../../stores/directory.ts";
import { Loaded } from "./Loaded.tsx";
import { Modal } from "./Modal.tsx";
import { EmptyState, FilterButtons, SearchBox, StatsAside, StatTile, type FilterOption } from "./ui.tsx";
import { useStores } from "./use-stores.ts";

/**
 * The list's filter: either the values found in the list (first-seen order), each tinted by its name from
 * `tints`, or a fixed list of `values` (each shown, with 0 when none has it), optionally after an "all" button.
 */
export type ListFilter<V extends string> =
  | { label: string; tints: readonly string[] }
  | { label: string; values: readonly V[]; labelOf: (value: V) => string; all?: string };

/** The search box and the toggle filter of a list, wired to its store; `filterFirst` puts the filter above. */
export function ListControls<T, V extends string>(props: {
  store: DirectoryStore<T>;
  search: { label: string; placeholder: string };
  filter: ListFilter<V>;
  filterFirst?: boolean;
}) {
  const { store, filter } = props;
  const { query, active, counts, items } = useStores({ query: store.$query, active: store.$filter, counts: store.$counts, items: store.$items });
  const options: FilterOption[] =
    "tints" in filter
      ? [...counts].map(([value, count]) => ({ value, label: value, count, tone: paletteFor(value, filter.tints) }))
      : filter.values.map((value) => ({ value, label: filter.labelOf(value), count: counts.get(value) ?? 0 }));
  const all = "all" in filter && filter.all ? { label: filter.all, count: items.length, onClear: store.clearFilter } : undefined;
  const search = <SearchBox value={query} onChange={store.setQuery} label={props.search.label} placeholder={props.search.placeholder} />;
  const buttons = <FilterButtons label={filter.label} active={active} onToggle={store.toggle} options={options} all={all} />;
  return props.filterFirst ? (
    <>
      {buttons}
      {search}
    </>
  ) : (
    <>
      {search}
      {buttons}
    </>
  );
}

/** A list item's dialog: `name` is its `data-dialog` hook, `title` its heading, `body` what it shows of the item. */
export interface ItemDialogSpec<T> {
  name: string;
  title: (item: T) => string;
  wide?: boolean;
  body: (item: T) => ReactNode;
}

/**
 * A list island's frame. It starts the store: with `initial` (the list the page was prerendered with) the store
 * shows it before the first render, so hydration meets the same cards as the HTML; then the list is loaded from
 * the API, which replaces it. It shows the loading text, the error with Retry (which asks the API again), or the
 * page once loaded, followed by the item dialog. `children` renders the page from the items passing search and
 * filter; `open(item)` shows that item's dialog (Learn More, Read More, Contact, Download, a gallery item).
 */
export function ListPage<T extends { id: string }>(props: {
  store: DirectoryStore<T>;
  initial: T[] | undefined;
  loadingText: string;
  dialog: ItemDialogSpec<T>;
  children: (visible: T[], open: (item: T) => void) => ReactNode;
}) {
  const { store, initial } = props;
  useState(() => {
    if (initial) store.prime(initial);
  });
  useEffect(() => void store.load(), [store]);
  const { state, visible } = useStores({ state: store.$load, visible: store.$visible });
  const [item, setItem] = useState<T | null>(null);
  return (
    <Loaded state={state} layout="page" loadingText={props.loadingText} onRetry={() => void store.retry()}>
      {() => (
        <>
          {props.children(visible, setItem)}
          <ItemDialog item={item} onClose={() => setItem(null)} spec={props.dialog} />
        </>
      )}
    </Loaded>
  );
}

/** The items passing search and filter, under a heading for screen readers, or the empty state when none do. */
export function ListResults<T extends { id: string }>(props: {
  items: T[];
  heading: string;
  empty: { title: string; text: string };
  className: string;
  /** Renders one item; `index` is its place in the visible list (the first screenful may load eagerly). */
  children: (item: T, index: number) => ReactNode;
}) {
  if (props.items.length === 0) return <EmptyState title={props.empty.title} text={props.empty.text} />;
  return (
    <>
      <h2 className="sr-only">{props.heading}</h2>
      <ul className={props.className} data-list>
        {props.items.map((item, index) => (
          <Fragment key={item.id}>{props.children(item, index)}</Fragment>
        ))}
      </ul>
    </>
  );
}

/**
 * One item's card; `border` replaces the usual grey border (an urgent announcement's red one); `action` (Learn
 * More, Read More, Download) stands at the card's foot, on the right.
 */
export function ListCard(props: { id: string; border?: string; bodyClassName?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <li className={`card bg-base-100 border shadow-sm ${props.border ?? "border-base-300"}`} data-card={props.id}>
      <div className={`card-body p-5 ${props.bodyClassName ?? "gap-2"}`}>
        {props.children}
        {props.action && <div className="card-actions mt-2 justify-end">{props.action}</div>}
      </div>
    </li>
  );
}

/** The stats grid for three figures (one column beside the list) or four (two by two, one row on a tablet). */
const STATS_GRID: Record<number, string> = { 3: "grid-cols-3 lg:grid-cols-1", 4: "grid-cols-2 sm:grid-cols-4 lg:grid-cols-2" };

/**
 * The list beside the card of its figures, which moves below the list on narrow screens. `stats` is the list's
 * figures store; `labels` names the figures to show, in order, and each key, kebab-cased, is its tile's
 * `data-stat`. `name` becomes the card's `data-<name>` hook.
 */
export function ListWithStats<S extends Record<string, number>>(props: { title: string; name: string; stats: ReadableAtom<S>; labels: Record<keyof S & string, string>; children: ReactNode }) {
  const values = useStore(props.stats);
  const labels = Object.entries(props.labels) as Array<[keyof S & string, string]>;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-4">{props.children}</div>
      <StatsAside title={props.title} name={props.name} gridClassName={STATS_GRID[labels.length] ?? "grid-cols-2"}>
        {labels.map(([key, label]) => (
          <StatTile key={key} name={key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} label={label} value={values[key]} />
        ))}
      </StatsAside>
    </div>
  );
}

/** The dialog of the item `open` chose; closed while there is none. */
function ItemDialog<T extends { id: string }>(props: { item: T | null; onClose: () => void; spec: ItemDialogSpec<T> }) {
  const { item, spec } = props;
  return (
    <Modal open={item !== null} onClose={props.onClose} title={item ? spec.title(item) : ""} name={spec.name} wide={spec.wide}>
      {item && <Fragment key={item.id}>{spec.body(item)}</Fragment>}
    </Modal>
  );
}

/** A card's short list of what to bring (a program's or a form's requirements); nothing when there is none. */
export function RequirementList(props: { title: string; items: readonly string[] | undefined }) {
  if (!props.items || props.items.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold">{props.title}</p>
      <ul className="text-base-content/80 list-disc pl-5 text-sm">
        {props.items.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  );
}
