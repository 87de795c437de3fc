import { computed } from "nanostores";
import type { Announcement } from "../shared/api/announcements.ts";
import { announcementList } from "../lib/contracts.ts";
import { isThisWeek } from "../shared/rules/directories.ts";
import { createDirectoryStore } from "./directory.ts";

/** News & Announcements: search on title or content; filter by category. */
export const news = createDirectoryStore<Announcement>({
  path: "/api/announcements",
  schema: announcementList,
  searchFields: (a) => [a.title, a.content],
  filterKey: (a) => a.category,
});

/** Urgent items for the banner (all of them, whatever the search). */
export const $urgent = computed(news.$items, (items) => items.filter((a) => a.isUrgent));

/** Quick Stats: total, urgent, this week (last 7 days). */
export const $newsStats = computed(news.$items, (items) => ({
  total: items.length,
  urgent: items.filter((a) => a.isUrgent).length,
  thisWeek: items.filter((a) => isThisWeek(a.createdAt)).length,
}));
