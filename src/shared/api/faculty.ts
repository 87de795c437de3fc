import { z } from "zod";

/** A faculty or staff member (spec section 3, Faculty member). GET /api/faculty answers `FacultyList`. */
export const FacultyMember = z.object({
  id: z.string().min(1).describe("Stable slug"),
  name: z.string().min(1).describe("Full name with title, e.g. 'Dr. Maria Santos'"),
  designation: z.string().min(1).describe("Position; decides the designation class (see designationClass)"),
  department: z.string().min(1).describe("Office or college; the department filter is built from these"),
  email: z.string().optional().describe("Absent when not published"),
  phone: z.string().optional().describe("Absent when not published"),
  photo: z.string().optional().describe("Path of a portrait; absent means initials are shown"),
});
export type FacultyMember = z.infer<typeof FacultyMember>;
export const FacultyList = z.array(FacultyMember);
