import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, handOrderedColumns, optionalTexts, requiredTexts, textLists, updatedAt } from "./columns.ts";

/**
 * The public directories of the kiosk (Course, Form, Announcement, Faculty member,
 * Gallery item). Ids are stable slugs from the content/ files, so seeding is idempotent by id.
 */

/** Degree programs shown on /course-offerings; the duration is free text such as '4 years'. */
export const courses = pgTable("courses", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  ...requiredTexts("name", "college", "duration", "description"),
  ...textLists("requirements"),
  ...handOrderedColumns(),
});

/** Downloadable forms on /forms; `fileUrl` is a PDF under /media/forms. */
export const forms = pgTable(
  "forms",
  {
    id: text("id").primaryKey(),
    ...requiredTexts("name", "description", "category"),
    /** Null when the form needs no attachment. */
    requirements: text("requirements").array(),
    fileUrl: text("file_url").notNull(),
    ...handOrderedColumns(),
  },
  (t) => [check("forms_category", sql`${t.category} in ('academic', 'administrative', 'hr', 'financial')`)],
);

/** News items on /news. The category is free text: an unknown one is shown raw, in grey. */
export const announcements = pgTable(
  "announcements",
  {
    id: text("id").primaryKey(),
    ...requiredTexts("title", "content", "category"),
    isUrgent: boolean("is_urgent").notNull().default(false),
    /** The publish time: the item is public from then on (a future time schedules it). */
    createdAt: createdAt(),
    /** When the item leaves the list and the urgent banner by itself; null keeps it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Last change by seed or console; the assistant and caches compare it. */
    updatedAt: updatedAt(),
  },
  (t) => [index("announcements_created_at_idx").on(t.createdAt.desc())],
);

/** People on /faculty; email, phone and photo (a portrait under /media/faculty; null shows initials) are optional. */
export const facultyMembers = pgTable("faculty_members", {
  id: text("id").primaryKey(),
  ...requiredTexts("name", "designation", "department"),
  ...optionalTexts("email", "phone", "photo"),
  ...handOrderedColumns(),
});

/**
 * Photos and videos on /gallery: the media is the photo or the video file (WebM) under /media/gallery,
 * the thumbnail a small image for the grid card (for a photo, a smaller copy of it).
 */
export const galleryItems = pgTable(
  "gallery_items",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    ...requiredTexts("category", "mediaType", "mediaUrl", "thumbnailUrl"),
    createdAt: createdAt(),
    /** Last change by seed or console; the assistant and caches compare it. */
    updatedAt: updatedAt(),
  },
  (t) => [
    check("gallery_items_category", sql`${t.category} in ('events', 'academic', 'facilities', 'graduation')`),
    check("gallery_items_media_type", sql`${t.mediaType} in ('image', 'video')`),
    index("gallery_items_created_at_idx").on(t.createdAt.desc()),
  ],
);
