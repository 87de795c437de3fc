/**
 * Build time only (page frontmatter): the directory lists without dates (courses, forms, faculty) as the first
 * seed puts them in the database, in the API's shape and order. Their pages prerender the first view from these,
 * so the cards are in the HTML before any script runs; each island then asks the API, the source of truth once
 * staff edit a list, and replaces them. News and gallery prerender too, in the API's order (newest first), but
 * their dates come from when the database was first seeded, which the build cannot know: the dates here are the
 * build's, and the page keeps every date and the This Week count hidden (space kept) until the API's list
 * arrives (src/lib/dates-pending.ts), so no wrong date is ever shown.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { z } from "zod";
import coursesFile from "../../content/directories/courses.json";
import facultyFile from "../../content/directories/faculty.json";
import formsFile from "../../content/directories/forms.json";
import announcementsFile from "../../content/directories/announcements.json";
import galleryFile from "../../content/directories/gallery.json";
import { Announcement } from "../shared/api/announcements.ts";
import { Course } from "../shared/api/courses.ts";
import { GalleryItem } from "../shared/api/gallery.ts";
import { FacultyMember } from "../shared/api/faculty.ts";
import { Form } from "../shared/api/forms.ts";
import { FacultyReferenceFile, resolveFacultyFile, type OrganizationRecords } from "../shared/rules/faculty-refs.ts";

/** The organization records the faculty file refers to; the build runs from the project's folder. */
function organization(): OrganizationRecords {
  const read = (file: string) => yaml.load(readFileSync(path.resolve("content", file), "utf8"), { schema: yaml.CORE_SCHEMA });
  return {
    officials: read("organization/officials.yaml") as OrganizationRecords["officials"],
    departments: read("organization/departments.yaml") as OrganizationRecords["departments"],
    offices: read("offices.yaml") as OrganizationRecords["offices"],
    services: read("student-services/services.yaml") as OrganizationRecords["services"],
  };
}

export const prerenderedCourses = (): Course[] => z.array(Course).parse(coursesFile);
export const prerenderedForms = (): Form[] => z.array(Form).parse(formsFile);
export const prerenderedFaculty = (): FacultyMember[] =>
  z.array(FacultyMember).parse(resolveFacultyFile(FacultyReferenceFile.parse(facultyFile), organization()));

/** How the seed dates an item (src/server/db/seed-directories.ts): its `createdAt`, or `daysAgo` days before the seed. */
const Dated = z.object({ createdAt: z.string().optional(), daysAgo: z.number().min(0).optional() });
const DAY_MS = 24 * 60 * 60 * 1000;

/** The seed file's items with build-time dates, newest first and then by id, as the API lists them. */
function datedList<T extends { id: string; createdAt: string }>(file: unknown, item: z.ZodType<T>, now: Date): T[] {
  const rows = z.array(z.looseObject(Dated.shape)).parse(file);
  const items = rows.map(({ daysAgo, createdAt, ...rest }) =>
    item.parse({ ...rest, createdAt: createdAt ? new Date(createdAt).toISOString() : new Date(now.getTime() - (daysAgo ?? 0) * DAY_MS).toISOString() }),
  );
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const prerenderedAnnouncements = (now = new Date()): Announcement[] => datedList(announcementsFile, Announcement, now);
export const prerenderedGallery = (now = new Date()): GalleryItem[] => datedList(galleryFile, GalleryItem, now);
