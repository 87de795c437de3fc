/** News & Announcements: urgent banner, search, category filter, Quick Stats, Read More. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { Announcement } from "../shared/api/announcements.ts";
import { ANNOUNCEMENT_CATEGORIES } from "../shared/api/values.ts";
import { $newsStats, $urgent, news } from "../stores/news.ts";
import { EmptyState, FilterButtons, Loaded, SearchBox, StatTile, StatsAside, formatDate } from "./parts/ui.tsx";
import { Modal } from "./parts/Modal.tsx";
import { useDirectory } from "./parts/useDirectory.ts";

const KNOWN: Record<string, { label: string; badge: string }> = {
  academic: { label: "Academic", badge: "bg-blue-100 text-blue-900" },
  events: { label: "Events", badge: "bg-purple-100 text-purple-900" },
  facilities: { label: "Facilities", badge: "bg-orange-100 text-orange-900" },
  administrative: { label: "Administrative", badge: "bg-green-100 text-green-900" },
};

/** An unknown category shows its raw name in grey. */
export function CategoryBadge({ category }: { category: string }) {
  const known = KNOWN[category];
  return (
    <span className={`badge border-0 ${known ? known.badge : "bg-gray-200 text-gray-700"}`} data-category={category}>
      {known ? known.label : category}
    </span>
  );
}

/** `initial`: the list the page was prerendered with; the API's answer replaces it. */
export default function NewsBoard({ initial }: { initial?: Announcement[] }) {
  useDirectory(news, initial);
  const state = useStore(news.$load);
  const query = useStore(news.$query);
  const filter = useStore(news.$filter);
  const visible = useStore(news.$visible);
  const counts = useStore(news.$counts);
  const items = useStore(news.$items);
  const urgent = useStore($urgent);
  const stats = useStore($newsStats);
  const [open, setOpen] = useState<Announcement | null>(null);

  return (
    <Loaded state={state} loadingText="Loading news and announcements..." onRetry={() => void news.retry()}>
      {urgent.length > 0 && (
        <section role="region" aria-label="Urgent announcements" className="alert alert-error mb-4 items-start" data-urgent-banner>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="m21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3ZM12 9v4m0 4h.01" />
          </svg>
          <div>
            <h2 className="font-bold">Urgent Announcements</h2>
            <ul>
              {urgent.map((a) => (
                <li key={a.id}>
                  <button type="button" className="min-h-12 text-left underline" onClick={() => setOpen(a)}>
                    {a.title}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-4">
          <SearchBox value={query} onChange={news.setQuery} label="Search announcements" placeholder="Search news and announcements" />
          <FilterButtons
            label="Filter by category"
            active={filter}
            onToggle={news.toggle}
            all={{ label: "All Categories", count: items.length, onClear: news.clearFilter }}
            options={ANNOUNCEMENT_CATEGORIES.map((c) => ({ value: c, label: KNOWN[c]!.label, count: counts.get(c) ?? 0 }))}
          />
          {visible.length === 0 ? (
            <EmptyState title="No announcements found" text="Try another word or category." />
          ) : (
            <>
              <h2 className="sr-only">Announcements</h2>
              <ul className="space-y-4" data-list>
              {visible.map((a) => (
                <li key={a.id} className={`card bg-base-100 border shadow-sm ${a.isUrgent ? "border-error" : "border-base-300"}`} data-card={a.id}>
                  <div className="card-body gap-2 p-5">
                    <AnnouncementMeta item={a} className="[&>time]:ml-auto" />
                    <h3 className="card-title text-lg">{a.title}</h3>
                    <p className="text-base-content/80 line-clamp-2">{a.content}</p>
                    <div className="card-actions justify-end">
                      <button type="button" className="btn btn-outline btn-primary" onClick={() => setOpen(a)}>
                        Read More
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            </>
          )}
        </div>
        <StatsAside title="Quick Stats" name="quick-stats" gridClassName="grid-cols-3 lg:grid-cols-1">
            <StatTile name="total" label="Total" value={stats.total} />
            <StatTile name="urgent" label="Urgent" value={stats.urgent} />
            <StatTile name="this-week" label="This Week" value={stats.thisWeek} />
        </StatsAside>
      </div>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ""} name="announcement">
        {open && (
          <div className="space-y-3">
            <AnnouncementMeta item={open} />
            <p className="text-lg whitespace-pre-line">{open.content}</p>
          </div>
        )}
      </Modal>
    </Loaded>
  );
}

/** Category, the urgent badge and the date: on each card and in the Read More dialog. */
function AnnouncementMeta(props: { item: Announcement; className?: string }) {
  const a = props.item;
  return (
    <div className={`flex flex-wrap items-center gap-2 ${props.className ?? ""}`}>
      <CategoryBadge category={a.category} />
      {a.isUrgent && <span className="badge badge-error">Urgent</span>}
      <time className="text-base-content/75 text-sm" dateTime={a.createdAt}>
        {formatDate(a.createdAt)}
      </time>
    </div>
  );
}
