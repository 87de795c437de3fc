/**
 * The staff-edited lists, registered once: their names (the REST paths /api/admin/<name>) and the
 * contracts of each (the admin answer's item, the POST body, the PATCH body). The server's definitions
 * and the console's stores both read this table, so adding a list starts with one entry here.
 */
import { z } from "zod";
import { AdminAnnouncement, AnnouncementInput, AnnouncementPatch } from "./announcements.ts";
import { AdminCourse, CourseInput, CoursePatch } from "./courses.ts";
import { AdminFacultyMember, FacultyInput, FacultyPatch } from "./faculty.ts";
import { AdminForm, FormInput, FormPatch } from "./forms.ts";
import { AdminGalleryItem, GalleryInput, GalleryPatch } from "./gallery.ts";
import { AdminMapBuilding, MapBuildingInput, MapBuildingPatch } from "./map-buildings.ts";

export const CONTENT_LISTS = ["announcements", "courses", "forms", "faculty", "gallery", "map-buildings"] as const;
export type ContentListName = (typeof CONTENT_LISTS)[number];
export const ContentListName = z.enum(CONTENT_LISTS);

export const LIST_CONTRACTS = {
  announcements: { item: AdminAnnouncement, input: AnnouncementInput, patch: AnnouncementPatch, handOrdered: false },
  courses: { item: AdminCourse, input: CourseInput, patch: CoursePatch, handOrdered: true },
  forms: { item: AdminForm, input: FormInput, patch: FormPatch, handOrdered: true },
  faculty: { item: AdminFacultyMember, input: FacultyInput, patch: FacultyPatch, handOrdered: true },
  gallery: { item: AdminGalleryItem, input: GalleryInput, patch: GalleryPatch, handOrdered: false },
  "map-buildings": { item: AdminMapBuilding, input: MapBuildingInput, patch: MapBuildingPatch, handOrdered: true },
} as const satisfies Record<ContentListName, { item: z.ZodType; input: z.ZodType; patch: z.ZodType; handOrdered: boolean }>;
