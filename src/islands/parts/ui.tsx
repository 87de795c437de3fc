/** Small building blocks shared by the directory islands: search box, toggle filters, load/empty states. */
import type { ReactNode } from "react";
import type { LoadState } from "../../stores/directory.ts";

export function SearchBox(props: { value: string; onChange: (v: string) => void; label: string; placeholder: string }) {
  return (
    <label className="input input-lg bg-base-100 w-full min-h-14">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 opacity-60" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="8" />
        <path d="m21 21-4.3-4.3" />
      </svg>
      <span className="sr-only">{props.label}</span>
      <input
        type="search"
        className="grow"
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        data-search
      />
    </label>
  );
}

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  /** Extra classes for the inactive button (palette colour). */
  tone?: string;
}

/** More options than this fill a phone's first screen as buttons: phones get one select instead. */
export const COMPACT_FILTER_OPTIONS = 4;

/**
 * Toggle buttons: the active one is pressed; clicking it again clears the filter.
 * An optional 'all' button (All Categories, All Media) is pressed while nothing is selected. With many options,
 * a phone shows the same choice as one select, so the results start on the first screen.
 */
export function FilterButtons(props: {
  label: string;
  options: FilterOption[];
  active: string | null;
  onToggle: (value: string) => void;
  all?: { label: string; count: number; onClear: () => void };
}) {
  const compact = props.options.length > COMPACT_FILTER_OPTIONS;
  const choose = (value: string) => {
    if (value === "") {
      if (props.all) props.all.onClear();
      else if (props.active !== null) props.onToggle(props.active);
    } else if (value !== props.active) props.onToggle(value);
  };
  const total = props.all?.count ?? props.options.reduce((n, o) => n + o.count, 0);
  return (
    <>
      {compact && (
        <label className="select select-lg bg-base-100 w-full min-h-14 sm:hidden" data-filter-select>
          <span className="label">{props.label.replace(/^Filter by /i, "").replace(/^./, (c) => c.toUpperCase())}</span>
          <select value={props.active ?? ""} onChange={(e) => choose(e.currentTarget.value)} aria-label={props.label}>
            <option value="">{props.all?.label ?? "All"} ({total})</option>
            {props.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label} ({o.count})
              </option>
            ))}
          </select>
        </label>
      )}
      <div role="group" aria-label={props.label} className={`flex-wrap gap-2 ${compact ? "hidden sm:flex" : "flex"}`} data-filters>
        {props.all && (
          <button
            type="button"
            aria-pressed={props.active === null}
            className={`btn btn-lg gap-2 ${props.active === null ? "btn-primary" : "btn-outline"}`}
            onClick={props.all.onClear}
            data-filter="all"
          >
            {props.all.label}
            <span className="badge badge-sm" data-count>
              {props.all.count}
            </span>
          </button>
        )}
        {props.options.map((o) => {
          const on = props.active === o.value;
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={on}
              className={`btn btn-lg h-auto min-h-12 max-w-full gap-2 py-2 text-left whitespace-normal ${on ? "btn-primary" : `btn-ghost border-base-300 border ${o.tone ?? "bg-base-100"}`}`}
              onClick={() => props.onToggle(o.value)}
              data-filter={o.value}
            >
              <span>{o.label}</span>
              <span className="badge badge-sm badge-neutral" data-count>
                {o.count}
              </span>
            </button>
          );
        })}
      </div>
    </>
  );
}

/**
 * Loading text, or a clear error with Retry, or the children once loaded. While loading, the text stands in
 * a screen-high space: what follows the list (the footer, News's 'Stay Updated') starts below the screen, so
 * nothing visible moves when the list, always longer than that, replaces it.
 */
export function Loaded<T>(props: { state: LoadState<T>; loadingText: string; onRetry: () => void; children: ReactNode }) {
  if (props.state.status === "loading") {
    return (
      <div className="min-h-dvh" data-loading-space>
        <p role="status" className="text-base-content/70 flex items-center gap-3 py-10 text-lg" data-loading>
          <span className="loading loading-spinner" aria-hidden="true" />
          {props.loadingText}
        </p>
      </div>
    );
  }
  if (props.state.status === "error") {
    return (
      <div role="alert" className="alert alert-error my-6 flex flex-wrap" data-load-error>
        <div className="grow">
          <p className="font-bold">The list could not be loaded.</p>
          <p className="text-sm">{props.state.message}</p>
        </div>
        <button type="button" className="btn" onClick={props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
  return <>{props.children}</>;
}

export function EmptyState(props: { title: string; text?: string }) {
  return (
    <div className="bg-base-100 rounded-box border-base-300 border py-12 text-center" data-empty>
      <p className="text-xl font-semibold">{props.title}</p>
      {props.text && <p className="text-base-content/70 mt-2">{props.text}</p>}
    </div>
  );
}

/** The side card of a directory's figures: `name` becomes its `data-<name>` hook; children are StatTiles. */
export function StatsAside(props: { title: string; name: string; gridClassName: string; children: ReactNode }) {
  return (
    <aside className="order-last sm:order-first lg:order-last">
      <div className="card bg-base-100 border-base-300 border shadow-sm" {...{ [`data-${props.name}`]: "" }}>
        <div className="card-body p-5">
          <h2 className="card-title">{props.title}</h2>
          <div className={`grid gap-2 ${props.gridClassName}`}>{props.children}</div>
        </div>
      </div>
    </aside>
  );
}

export function StatTile(props: { label: string; value: number | string; name: string }) {
  return (
    <div className="bg-base-200 rounded-box p-3 text-center" data-stat={props.name}>
      <div className="text-primary text-2xl font-bold">{props.value}</div>
      <div className="text-base-content/70 text-sm">{props.label}</div>
    </div>
  );
}

/** 'March 4, 2025' in the kiosk's locale. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}
