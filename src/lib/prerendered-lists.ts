/**
 * Build time only (page frontmatter): the public lists marked `prerendered` in the registry, as the first seed
 * puts them in the database, in the API's shape and order. Their pages prerender the first view from these, so
 * the cards are in the HTML before any script runs; each island then asks the API, the source of truth once
 * staff edit a list, and replaces them. News and gallery items are dated when the database was first seeded,
 * which the build cannot know: their dates here are the build's, and the page keeps every date and the This Week
 * count hidden (space kept) until the API's list arrives (src/islands/parts/dates-pending.ts), so no wrong date is shown.
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
import type { PrerenderedListName } from "../shared/api/public-lists.ts";
import { seededAt } from "../shared/rules/seed-dates.ts";
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

/** The seed's dating fields, which the API's items carry as `createdAt`. */
const Dated = z.object({ createdAt: z.string().optional(), daysAgo: z.number().min(0).optional() });

/** The seed file's items dated as the seed dates them (at `now`), newest first and then by id, as the API lists them. */
function datedList<T extends { id: string; createdAt: string }>(file: unknown, item: z.ZodType<T>, now: Date): T[] {
  const rows = z.array(z.looseObject(Dated.shape)).parse(file);
  const items = rows.map(({ daysAgo, createdAt, ...rest }) => item.parse({ ...rest, createdAt: seededAt({ createdAt, daysAgo }, now).toISOString() }));
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** How each prerendered list is read from its seed file; the registry's `prerendered` flag decides which need one. */
const PRERENDERED = {
  courses: (): Course[] => z.array(Course).parse(coursesFile),
  forms: (): Form[] => z.array(Form).parse(formsFile),
  faculty: (): FacultyMember[] => z.array(FacultyMember).parse(resolveFacultyFile(FacultyReferenceFile.parse(facultyFile), organization())),
  announcements: (): Announcement[] => datedList(announcementsFile, Announcement, new Date()),
  gallery: (): GalleryItem[] => datedList(galleryFile, GalleryItem, new Date()),
} satisfies Record<PrerenderedListName, () => unknown[]>;

/** The first view of a prerendered list: its items as the API answers them from a freshly seeded database. */
export function prerenderedList<N extends PrerenderedListName>(name: N): ReturnType<(typeof PRERENDERED)[N]> {
  return PRERENDERED[name]() as ReturnType<(typeof PRERENDERED)[N]>;
}
