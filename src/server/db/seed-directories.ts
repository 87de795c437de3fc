/**
 * Seeds the five directories from content/directories/*.json. Each file is validated with the API
 * contract (minus server-made fields); list order in a file is the display order. Announcements and
 * gallery items may give `daysAgo` instead of `createdAt`, so a fresh kiosk always has 'This Week' news.
 */
import { z } from "zod";
import type { Database } from "./client.ts";
import { readContentFile } from "./seed.ts";
import { Announcement } from "../../shared/api/announcements.ts";
import { Course } from "../../shared/api/courses.ts";
import { FacultyReferenceFile, resolveFacultyFile } from "../facts/faculty-refs.ts";
import { staticRecords } from "../facts/records.ts";
import { Form } from "../../shared/api/forms.ts";
import { GalleryItem } from "../../shared/api/gallery.ts";
import {
  insertAnnouncementsIfMissing,
  insertCoursesIfMissing,
  insertFacultyIfMissing,
  insertFormsIfMissing,
  insertGalleryIfMissing,
} from "../repositories/directories.ts";

const Dated = z.object({
  createdAt: z.iso.datetime({ offset: true }).optional().describe("Publication time; or give daysAgo"),
  daysAgo: z.number().min(0).optional().describe("Published this many days before the first start"),
});

export const CourseFile = z.array(Course);
export const FormFile = z.array(Form);
/** Officials appear in the faculty file by reference to the organization records (see faculty-refs.ts). */
export const FacultyFile = FacultyReferenceFile;
export const AnnouncementFile = z.array(Announcement.omit({ createdAt: true }).extend(Dated.shape));
export const GalleryFile = z.array(GalleryItem.omit({ createdAt: true }).extend(Dated.shape));

function when(item: z.infer<typeof Dated>, now: Date): Date {
  if (item.createdAt) return new Date(item.createdAt);
  return new Date(now.getTime() - (item.daysAgo ?? 0) * 24 * 60 * 60 * 1000);
}

export interface DirectorySeedResult {
  courses: number;
  forms: number;
  announcements: number;
  faculty: number;
  gallery: number;
}

/** Adds the content files' rows that are missing; answers how many rows of each were added. */
export async function seedDirectories(db: Database, contentDir: string, now = new Date()): Promise<DirectorySeedResult> {
  const [courses, forms, announcements, faculty, gallery] = await Promise.all([
    readContentFile(contentDir, "directories/courses.json", CourseFile),
    readContentFile(contentDir, "directories/forms.json", FormFile),
    readContentFile(contentDir, "directories/announcements.json", AnnouncementFile),
    readContentFile(contentDir, "directories/faculty.json", FacultyFile).then(async (entries) => resolveFacultyFile(entries, await staticRecords(contentDir))),
    readContentFile(contentDir, "directories/gallery.json", GalleryFile),
  ]);
  return {
    courses: await insertCoursesIfMissing(db, courses.map((c, i) => ({ ...c, sortOrder: i }))),
    forms: await insertFormsIfMissing(db, forms.map((f, i) => ({ ...f, requirements: f.requirements ?? null, sortOrder: i }))),
    announcements: await insertAnnouncementsIfMissing(
      db,
      announcements.map(({ daysAgo: _d, ...a }) => ({ ...a, createdAt: when({ createdAt: a.createdAt, daysAgo: _d }, now) })),
    ),
    faculty: await insertFacultyIfMissing(
      db,
      faculty.map((m, i) => ({ ...m, email: m.email ?? null, phone: m.phone ?? null, photo: m.photo ?? null, sortOrder: i })),
    ),
    gallery: await insertGalleryIfMissing(
      db,
      gallery.map(({ daysAgo: _d, ...g }) => ({ ...g, description: g.description ?? null, createdAt: when({ createdAt: g.createdAt, daysAgo: _d }, now) })),
    ),
  };
}
