/**
 * Seeds the public lists from content/directories/*.json, once per database. Each file is validated with the API
 * contract (minus server-made fields); list order in a file is the display order. Announcements and
 * gallery items may give `daysAgo` instead of `createdAt`, so a fresh kiosk always has 'This Week' news.
 */
import { z } from "zod";
import type { Database } from "./client.ts";
import { readContentFile } from "./content-files.ts";
import { Announcement } from "../../shared/api/announcements.ts";
import { Course } from "../../shared/api/courses.ts";
import { FacultyReferenceFile, resolveFacultyFile } from "../../shared/rules/faculty-refs.ts";
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
import { claimSeed } from "../repositories/content-lists.ts";
import type { ContentListName } from "../../shared/api/admin-lists.ts";
import { seededAt } from "../../shared/rules/seed-dates.ts";

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

export interface DirectorySeedResult {
  courses: number;
  forms: number;
  announcements: number;
  faculty: number;
  gallery: number;
}

/**
 * Fills each list from its content file once, on a new database; answers how many rows of each were
 * added. After that staff own the lists: a later run (`npm run db:seed`, every start) still validates
 * the files but adds nothing, so it never overwrites an edit nor brings back a deleted item.
 */
export async function seedDirectories(db: Database, contentDir: string, now = new Date()): Promise<DirectorySeedResult> {
  const [courses, forms, announcements, faculty, gallery] = await Promise.all([
    readContentFile(contentDir, "directories/courses.json", CourseFile),
    readContentFile(contentDir, "directories/forms.json", FormFile),
    readContentFile(contentDir, "directories/announcements.json", AnnouncementFile),
    readContentFile(contentDir, "directories/faculty.json", FacultyFile).then(async (entries) => resolveFacultyFile(entries, await staticRecords(contentDir))),
    readContentFile(contentDir, "directories/gallery.json", GalleryFile),
  ]);
  return {
    courses: await seedOnce(db, "courses", (tx) => insertCoursesIfMissing(tx, courses.map((c, i) => ({ ...c, sortOrder: i })))),
    forms: await seedOnce(db, "forms", (tx) => insertFormsIfMissing(tx, forms.map((f, i) => ({ ...f, requirements: f.requirements ?? null, sortOrder: i })))),
    announcements: await seedOnce(db, "announcements", (tx) =>
      insertAnnouncementsIfMissing(
        tx,
        announcements.map(({ daysAgo: _d, ...a }) => ({ ...a, createdAt: seededAt({ createdAt: a.createdAt, daysAgo: _d }, now) })),
      ),
    ),
    faculty: await seedOnce(db, "faculty", (tx) =>
      insertFacultyIfMissing(
        tx,
        faculty.map((m, i) => ({ ...m, email: m.email ?? null, phone: m.phone ?? null, photo: m.photo ?? null, sortOrder: i })),
      ),
    ),
    gallery: await seedOnce(db, "gallery", (tx) =>
      insertGalleryIfMissing(
        tx,
        gallery.map(({ daysAgo: _d, ...g }) => ({ ...g, description: g.description ?? null, createdAt: seededAt({ createdAt: g.createdAt, daysAgo: _d }, now) })),
      ),
    ),
  };
}

/**
 * Runs a list's first fill unless the list was seeded before (content_state.seeded_lists); the claim and
 * the rows commit together, so two servers starting at once fill a list once.
 */
export async function seedOnce(db: Database, list: ContentListName, insert: (tx: Database) => Promise<number>): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    return (await claimSeed(t, list)) ? insert(t) : 0;
  });
}
