import { useStore } from "@nanostores/react";
import { Download } from "lucide-static";
import { FEEDBACK_CATEGORIES, RATING_LABELS } from "../../shared/api/feedback-values.ts";
import { $inboxFilters, clearInboxFilters, exportCsvPath, inbox, setInboxFilter, type InboxFilters } from "../../stores/admin/feedback.ts";
import { Icon } from "./parts/Icon.tsx";
import { Empty, Loaded } from "./parts/states.tsx";
import { dateTime } from "./parts/time.ts";
import { useResource } from "./parts/use-resource.ts";
import { ScrollTable } from "./parts/ScrollTable.tsx";
import CsmTallies from "./CsmTallies.tsx";
import { Options } from "../parts/Options.tsx";
import { Panel } from "./parts/Panel.tsx";

const categoryLabel = (value: string) => FEEDBACK_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** Feedback: the inbox with filters, its summary, the ARTA CSM answers and the CSV export. */
export default function FeedbackTab() {
  const state = useResource(inbox);
  const filters = useStore($inboxFilters);

  return (
    <div className="flex flex-col gap-4">
      <section className="card bg-base-100 shadow-sm">
        <div className="card-body gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <div className="grow">
              <h2 className="card-title text-xl">Feedback Inbox</h2>
              <p className="text-base-content/70 text-sm">Submissions from the Feedback and Suggestions form. Names and e-mails are shown only here.</p>
            </div>
            <a className="btn btn-outline" href={exportCsvPath(filters)} download data-export-csv>
              <Icon svg={Download} className="size-4" />
              Export CSV
            </a>
          </div>
          <div className="flex flex-wrap items-end gap-3" data-filters>
            <Filter label="Category" id="inbox-category">
              <select id="inbox-category" className="select" value={filters.category} onChange={(e) => void setInboxFilter("category", e.currentTarget.value)}>
                <option value="">All categories</option>
                <Options items={FEEDBACK_CATEGORIES} value={(c) => c.value} label={(c) => c.label} />
              </select>
            </Filter>
            <Filter label="Rating" id="inbox-rating">
              <select id="inbox-rating" className="select" value={filters.rating} onChange={(e) => void setInboxFilter("rating", e.currentTarget.value)}>
                <option value="">All ratings</option>
                {RATING_LABELS.map((label, i) => (
                  <option key={label} value={String(i + 1)}>
                    {i + 1} {label}
                  </option>
                ))}
              </select>
            </Filter>
            <DateFilter label="From" field="from" filters={filters} />
            <DateFilter label="To" field="to" filters={filters} />
            <button type="button" className="btn btn-ghost" onClick={() => void clearInboxFilters()}>
              Clear filters
            </button>
          </div>
        </div>
      </section>
      <Loaded state={state} onRetry={() => void inbox.load()}>
        {(data) => (
          <>
            <div className="grid items-start gap-4 lg:grid-cols-3">
              <Panel title="Ratings" name="ratings" gap="gap-2">
              <p>
                <span className="text-3xl font-bold" data-feedback-count>
                  {data.summary.count}
                </span>{" "}
                submissions · average <strong data-average>{data.summary.averageRating.toFixed(1)}</strong> / 5
              </p>
              <ul className="flex flex-col gap-1">
                {([5, 4, 3, 2, 1] as const).map((r) => (
                  <li key={r} className="flex items-center gap-2 text-sm" data-rating-row={r}>
                    <span className="w-28 whitespace-nowrap">
                      {r} {RATING_LABELS[r - 1]}
                    </span>
                    <progress className="progress progress-secondary grow" value={data.summary.byRating[r]} max={Math.max(1, data.summary.count)} aria-hidden="true" />
                    <span className="w-8 text-right tabular-nums">{data.summary.byRating[r]}</span>
                  </li>
                ))}
              </ul>
              </Panel>
              <Panel title="By category" name="by-category" gap="gap-2">
              <ul className="divide-base-200 divide-y text-sm">
                {Object.entries(data.summary.byCategory).map(([c, n]) => (
                  <li key={c} className="flex justify-between py-1.5">
                    <span>{categoryLabel(c)}</span>
                    <span className="badge badge-neutral badge-sm">{n}</span>
                  </li>
                ))}
              </ul>
              </Panel>
              <CsmTallies csm={data.summary.csm} />
            </div>
            <Panel title="Submissions" gap="gap-3">
            {data.truncated && <p className="text-sm text-orange-700">Only the newest {data.items.length} are listed; narrow the filters or export CSV for all.</p>}
            {data.items.length === 0 ? (
              <Empty>No feedback matches these filters.</Empty>
            ) : (
              <ScrollTable label="Feedback submissions" scroll="overflow-x-auto" table="table" hook="feedback-table" columns={["Received", "From", "Category", "Rating", "Message"]}>
                {data.items.map((f) => (
                  <tr key={f.id} data-feedback-row={f.id}>
                    <td className="whitespace-nowrap">{dateTime(f.createdAt)}</td>
                    <td>
                      {f.isAnonymous ? (
                        <span className="badge badge-ghost">Anonymous</span>
                      ) : (
                        <>
                          <div>{f.name || <span className="opacity-70">(no name)</span>}</div>
                          {f.email && (
                            <a className="link text-sm" href={`mailto:${f.email}`}>
                              {f.email}
                            </a>
                          )}
                        </>
                      )}
                    </td>
                    <td>{categoryLabel(f.category)}</td>
                    <td className="whitespace-nowrap" aria-label={`${f.rating} of 5`}>
                      {"★".repeat(f.rating)}
                      <span className="opacity-30">{"★".repeat(5 - f.rating)}</span>
                    </td>
                    <td className="min-w-64 whitespace-pre-line">{f.message}</td>
                  </tr>
                ))}
              </ScrollTable>
            )}
            </Panel>
          </>
        )}
      </Loaded>
    </div>
  );
}

function Filter(props: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.children}
    </div>
  );
}

function DateFilter(props: { label: string; field: "from" | "to"; filters: InboxFilters }) {
  return (
    <Filter label={props.label} id={`inbox-${props.field}`}>
      <input id={`inbox-${props.field}`} type="date" className="input" value={props.filters[props.field]} onChange={(e) => void setInboxFilter(props.field, e.currentTarget.value)} />
    </Filter>
  );
}
