/**
 * The shared frame of the public list islands (courses, forms, faculty, news, gallery): starting the store,
 * the load states, the results list with its empty state, and the card and stats column they share. Each
 * island keeps only its own markup: its filters, its card's content and its dialog.
 */
import { useStore } from "@nanostores/react";
import { Fragment, useEffect, useState, type ReactNode } from "react";
import type { DirectoryStore } from "../../stores/directory.ts";
import { Loaded } from "./Loaded.tsx";
import { EmptyState, StatsAside, StatTile } from "./ui.tsx";

/**
 * Starts a list island and reads its store. With `initial` (the list the page was prerendered with) the store
 * shows it before the first render, so hydration meets the same cards as the HTML; then the list is loaded
 * from the API, which replaces it.
 */
export function useListPage<T>(store: DirectoryStore<T>, initial: T[] | undefined) {
  useState(() => {
    if (initial) store.prime(initial);
  });
  useEffect(() => void store.load(), [store]);
  return {
    query: useStore(store.$query),
    filter: useStore(store.$filter),
    visible: useStore(store.$visible),
    counts: useStore(store.$counts),
    items: useStore(store.$items),
  };
}

/** The list's loading text, its error with Retry (which asks the API again), or the page once loaded. */
export function ListPage<T>(props: { store: DirectoryStore<T>; loadingText: string; children: ReactNode }) {
  const state = useStore(props.store.$load);
  return (
    <Loaded state={state} layout="page" loadingText={props.loadingText} onRetry={() => void props.store.retry()}>
      {() => props.children}
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

/** One item's card; `border` replaces the usual grey border (an urgent announcement's red one). */
export function ListCard(props: { id: string; border?: string; bodyClassName?: string; children: ReactNode }) {
  return (
    <li className={`card bg-base-100 border shadow-sm ${props.border ?? "border-base-300"}`} data-card={props.id}>
      <div className={`card-body p-5 ${props.bodyClassName ?? "gap-2"}`}>{props.children}</div>
    </li>
  );
}

interface ListStats {
  title: string;
  /** Becomes the card's `data-<name>` hook. */
  name: string;
  gridClassName: string;
  tiles: ReadonlyArray<{ name: string; label: string; value: number }>;
}

/** The list beside the card of its figures, which moves below the list on narrow screens. */
export function ListWithStats(props: { stats: ListStats; children: ReactNode }) {
  const { stats } = props;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-4">{props.children}</div>
      <StatsAside title={stats.title} name={stats.name} gridClassName={stats.gridClassName}>
        {stats.tiles.map((tile) => (
          <StatTile key={tile.name} name={tile.name} label={tile.label} value={tile.value} />
        ))}
      </StatsAside>
    </div>
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
