/**
 * The Feedback tab: the inbox with filters (category, rating, date range) combined with AND,
 * its summary and ARTA CSM tallies, and the CSV export of the same filters.
 */
import { map } from "nanostores";
import { FeedbackInbox } from "../../shared/api/admin-feedback.ts";
import { resource } from "./loadable.ts";

export interface InboxFilters {
  category: string;
  rating: string;
  from: string;
  to: string;
}
export const NO_FILTERS: InboxFilters = { category: "", rating: "", from: "", to: "" };
export const $inboxFilters = map<InboxFilters>({ ...NO_FILTERS });

/** The query string of the filters that are set. */
export function filterQuery(filters: InboxFilters): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters) as [string, string][]) if (v !== "") q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
}

export const inbox = resource(() => `/api/admin/feedback${filterQuery($inboxFilters.get())}`, FeedbackInbox);
export const exportCsvPath = (filters: InboxFilters) => `/api/admin/feedback/export.csv${filterQuery(filters)}`;

export function setInboxFilter(key: keyof InboxFilters, value: string): Promise<unknown> {
  $inboxFilters.setKey(key, value);
  return inbox.load();
}

export function clearInboxFilters(): Promise<unknown> {
  $inboxFilters.set({ ...NO_FILTERS });
  return inbox.load();
}
