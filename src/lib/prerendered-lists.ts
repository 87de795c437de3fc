/**
 * Build time only (page frontmatter): the directory lists as the first seed puts them in the database, in the
 * API's shape and order. List pages prerender their first view from these, so the cards are in the HTML before
 * any script runs; each island then asks the API, the source of truth once staff edit a list, and replaces them.
 */
import { z } from "zod";
import announcementsFile from "../../content/directories/announcements.json";
import coursesFile from "../../content/directories/courses.json";
import facultyFile from "../../content/directories/faculty.json";
import formsFile from "../../content/directories/forms.json";
import galleryFile from "../../content/directories/gallery.json";
import { Announcement } from "../shared/api/announcements.ts";
import { Course } from "../shared/api/courses.ts";
import { FacultyMember } from "../shared/api/faculty.ts";
import { Form } from "../shared/api/forms.ts";
import { GalleryItem } from "../shared/api/gallery.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const Dated = z.object({ createdAt: z.string().optional(), daysAgo: z.number().min(0).optional() });

/** A file's `daysAgo` becomes a publication time counted back from `now`, as the seed does on first start. */
function dated<T extends z.ZodObject>(schema: T, rows: unknown, now: Date): z.infer<T>[] {
  return z
    .array(Dated.passthrough())
    .parse(rows)
    .map(({ daysAgo, ...row }) => schema.parse({ ...row, createdAt: row.createdAt ?? new Date(now.getTime() - (daysAgo ?? 0) * DAY_MS).toISOString() }));
}

/** Newest first, ties by id: the order the API answers in. */
const newestFirst = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const prerenderedCourses = (): Course[] => z.array(Course).parse(coursesFile);
export const prerenderedForms = (): Form[] => z.array(Form).parse(formsFile);
export const prerenderedFaculty = (): FacultyMember[] => z.array(FacultyMember).parse(facultyFile);
export const prerenderedNews = (now = new Date()): Announcement[] => dated(Announcement, announcementsFile, now).sort(newestFirst);
export const prerenderedGallery = (now = new Date()): GalleryItem[] => dated(GalleryItem, galleryFile, now).sort(newestFirst);
