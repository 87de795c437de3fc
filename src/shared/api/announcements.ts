import { z } from "zod";
import { ANNOUNCEMENT_CATEGORIES } from "./values.ts";
import { isoTime, Managed, plainText, requiredText, Slug } from "./list-fields.ts";

export { ANNOUNCEMENT_CATEGORIES };

/** What staff edit of a news item. */
export const AnnouncementFields = z.object({
  title: requiredText("Title", 200).describe("Headline"),
  content: plainText("Content", 10_000).describe("Full text; cards show the start, Read More shows all"),
  category: requiredText("Category", 60).describe("Usually one of ANNOUNCEMENT_CATEGORIES; other values are shown as they are"),
  isUrgent: z.boolean({ error: "Urgent must be true or false" }).describe("Urgent items also appear in the banner"),
});

/** A news item. GET /api/announcements answers `AnnouncementList`, newest first. */
export const Announcement = AnnouncementFields.extend({
  id: Slug.describe("Stable slug"),
  createdAt: z.iso.datetime({ offset: true }).describe("When it was published (ISO 8601)"),
});
export type Announcement = z.infer<typeof Announcement>;
export const AnnouncementList = z.array(Announcement);

/** The publish time and the optional expiry, as staff set them. */
const Schedule = {
  createdAt: isoTime("Publish time").optional().describe("Public from this time on; now when left out"),
  expiresAt: isoTime("Expiry").nullable().optional().describe("Leaves the list and the banner at this time; null keeps it"),
};

/** The one rule between the two times, checked on the stored result of every change. */
export function scheduleError(publishAt: string | Date, expiresAt: string | Date | null | undefined): string | undefined {
  if (expiresAt == null) return undefined;
  return new Date(expiresAt).getTime() <= new Date(publishAt).getTime() ? "Expiry must be after the publish time" : undefined;
}

/** POST /api/admin/announcements. */
export const AnnouncementInput = z
  .strictObject({ ...AnnouncementFields.shape, isUrgent: AnnouncementFields.shape.isUrgent.default(false), ...Schedule })
  .superRefine((v, ctx) => {
    const message = scheduleError(v.createdAt ?? new Date(), v.expiresAt);
    if (message) ctx.addIssue({ code: "custom", path: ["expiresAt"], message });
  });
/** PATCH /api/admin/announcements/{id}. News is ordered by publish time: changing it moves the item. */
export const AnnouncementPatch = z.strictObject({ ...AnnouncementFields.partial().shape, ...Schedule });
/** GET /api/admin/announcements: every item, scheduled and expired ones too, newest publish time first. */
export const AdminAnnouncement = Announcement.extend({
  expiresAt: z.iso.datetime({ offset: true }).nullable().describe("When it leaves the public list; null never"),
  ...Managed.shape,
});

/** Where an item stands at `now`: waiting for its publish time, public, or past its expiry. */
export function announcementStatus(item: { createdAt: string; expiresAt: string | null }, now = new Date()): "scheduled" | "live" | "expired" {
  if (new Date(item.createdAt).getTime() > now.getTime()) return "scheduled";
  if (item.expiresAt && new Date(item.expiresAt).getTime() <= now.getTime()) return "expired";
  return "live";
}
