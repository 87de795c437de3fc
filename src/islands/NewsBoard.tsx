/** News & Announcements: urgent banner, search, category filter, Quick Stats, Read More. */
import { useStore } from "@nanostores/react";
import type { Announcement } from "../shared/api/announcements.ts";
import { ANNOUNCEMENT_CATEGORIES } from "../shared/api/values.ts";
import { $newsStats, $urgent, news } from "../stores/news.ts";
import { ListCard, ListControls, ListPage, ListResults, ListWithStats } from "./parts/ListPage.tsx";
import { formatDate } from "../shared/rules/dates.ts";

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
  const urgent = useStore($urgent);
  return (
    <ListPage store={news} initial={initial} loadingText="Loading news and announcements..." dialog={{ name: "announcement", title: (a) => a.title, body: (a) => <AnnouncementDetail item={a} /> }}>
      {(visible, open) => (
        <>
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
                      <button type="button" className="min-h-12 text-left underline" onClick={() => open(a)}>
                        {a.title}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          )}
          <ListWithStats title="Quick Stats" name="quick-stats" stats={$newsStats} labels={{ total: "Total", urgent: "Urgent", thisWeek: "This Week" }}>
            <ListControls
              store={news}
              search={{ label: "Search announcements", placeholder: "Search news and announcements" }}
              filter={{ label: "Filter by category", values: ANNOUNCEMENT_CATEGORIES, labelOf: (c) => KNOWN[c]!.label, all: "All Categories" }}
            />
            <ListResults items={visible} heading="Announcements" empty={{ title: "No announcements found", text: "Try another word or category." }} className="space-y-4">
              {(a) => (
                <ListCard id={a.id} border={a.isUrgent ? "border-error" : undefined} action={<button type="button" className="btn btn-outline btn-primary" onClick={() => open(a)}>Read More</button>}>
                  <AnnouncementMeta item={a} className="[&>time]:ml-auto" />
                  <h3 className="card-title text-lg">{a.title}</h3>
                  <p className="text-base-content/80 line-clamp-2">{a.content}</p>
                </ListCard>
              )}
            </ListResults>
          </ListWithStats>
        </>
      )}
    </ListPage>
  );
}

/** Read More: the whole announcement. */
function AnnouncementDetail({ item }: { item: Announcement }) {
  return (
    <div className="space-y-3">
      <AnnouncementMeta item={item} />
      <p className="text-lg whitespace-pre-line">{item.content}</p>
    </div>
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
