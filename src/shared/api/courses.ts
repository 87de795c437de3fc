import { z } from "zod";

/** A degree program (spec section 3, Course). GET /api/courses answers `CourseList`. */
export const Course = z.object({
  id: z.string().min(1).describe("Stable slug, e.g. 'bsit'"),
  code: z.string().min(1).describe("Program code shown on the card, e.g. 'BSIT'"),
  name: z.string().min(1).describe("Full program name"),
  college: z.string().min(1).describe("College offering the program; the college filter is built from these"),
  duration: z.string().min(1).describe("Length of the program, e.g. '4 years'"),
  description: z.string().describe("One or two sentences about the program"),
  requirements: z.array(z.string()).describe("Program-specific admission requirements"),
});
export type Course = z.infer<typeof Course>;
export const CourseList = z.array(Course);
