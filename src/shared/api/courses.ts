import { z } from "zod";
import { handOrderedContracts, plainText, requiredText, Slug, textList } from "./list-fields.ts";

/** What staff edit of a degree program; the console's dialog and POST /api/admin/courses take it. */
export const CourseFields = z.object({
  code: requiredText("Code", 30).describe("Program code shown on the card, e.g. 'BSIT'"),
  name: requiredText("Name", 200).describe("Full program name"),
  college: requiredText("College", 200).describe("College offering the program; the college filter is built from these"),
  duration: requiredText("Duration", 60).describe("Length of the program, e.g. '4 years'"),
  description: plainText("Description", 2000).describe("One or two sentences about the program"),
  requirements: textList("Requirements").describe("Program-specific admission requirements"),
});

/** A degree program. GET /api/courses answers `CourseList`. */
export const Course = CourseFields.extend({ id: Slug.describe("Stable slug, e.g. 'bsit'") });
export type Course = z.infer<typeof Course>;

/**
 * GET /api/courses answers `CourseList`; POST /api/admin/courses takes `CourseInput`; PATCH /api/admin/courses/{id} takes
 * `CoursePatch` (any of the fields and/or a new place in the list); GET /api/admin/courses answers `AdminCourse`.
 */
export const { list: CourseList, input: CourseInput, patch: CoursePatch, admin: AdminCourse } = handOrderedContracts(CourseFields, Course);
