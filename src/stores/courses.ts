import type { Course } from "../shared/api/courses.ts";
import { courseList } from "../lib/contracts.ts";
import { createDirectoryStore } from "./directory.ts";

/** Course Offerings: search on name, code or college; filter by college. */
export const courses = createDirectoryStore<Course>({
  path: "/api/courses",
  schema: courseList,
  searchFields: (c) => [c.name, c.code, c.college],
  filterKey: (c) => c.college,
});
