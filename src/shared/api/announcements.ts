import { z } from "zod";
import { ANNOUNCEMENT_CATEGORIES } from "./values.ts";

export { ANNOUNCEMENT_CATEGORIES };

/** A news item (spec section 3, Announcement). GET /api/announcements answers `AnnouncementList`, newest first. */
export const Announcement = z.object({
  id: z.string().min(1).describe("Stable slug"),
  title: z.string().min(1).describe("Headline"),
  content: z.string().describe("Full text; cards show the start, Read More shows all"),
  category: z.string().min(1).describe("Usually one of ANNOUNCEMENT_CATEGORIES; other values are shown as they are"),
  isUrgent: z.boolean().describe("Urgent items also appear in the banner"),
  createdAt: z.iso.datetime({ offset: true }).describe("When it was published (ISO 8601)"),
});
export type Announcement = z.infer<typeof Announcement>;
export const AnnouncementList = z.array(Announcement);
