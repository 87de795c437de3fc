import { z } from "zod";
import { clearable, handOrderedContracts, requiredText, sitePath, Slug } from "./list-fields.ts";

/** What staff edit of a faculty or staff member; email, phone and photo may be cleared (null or ""). */
export const FacultyFields = z.object({
  name: requiredText("Name", 200).describe("Full name with title, e.g. 'Dr. Maria Santos'"),
  designation: requiredText("Designation", 200).describe("Position; decides the designation class (see designationClass)"),
  department: requiredText("Department", 200).describe("Office or college; the department filter is built from these"),
  email: clearable(z.email("Email must be an e-mail address").max(200, "Email must be at most 200 characters")).describe("Absent when not published"),
  phone: clearable(requiredText("Phone", 60)).describe("Absent when not published"),
  photo: clearable(sitePath("Photo")).describe("Path of a portrait; absent means initials are shown"),
});

/** A faculty or staff member. GET /api/faculty answers `FacultyList`. */
export const FacultyMember = z.object({
  id: Slug.describe("Stable slug"),
  name: FacultyFields.shape.name,
  designation: FacultyFields.shape.designation,
  department: FacultyFields.shape.department,
  email: z.string().optional().describe("Absent when not published"),
  phone: z.string().optional().describe("Absent when not published"),
  photo: z.string().optional().describe("Path of a portrait; absent means initials are shown"),
});
export type FacultyMember = z.infer<typeof FacultyMember>;

/**
 * GET /api/faculty answers `FacultyList`; POST /api/admin/faculty takes `FacultyInput`; PATCH /api/admin/faculty/{id} takes
 * `FacultyPatch` (any of the fields and/or a new place in the list); GET /api/admin/faculty answers `AdminFacultyMember`.
 */
export const { list: FacultyList, input: FacultyInput, patch: FacultyPatch, admin: AdminFacultyMember } = handOrderedContracts(FacultyFields, FacultyMember);
