import { computed } from "nanostores";
import type { FacultyMember } from "../shared/api/faculty.ts";
import { facultyList } from "../lib/contracts.ts";
import { designationClass } from "../shared/rules/directories.ts";
import { createDirectoryStore } from "./directory.ts";

/** Faculty & Staff: search on name, designation or department; filter by department. */
export const faculty = createDirectoryStore<FacultyMember>({
  path: "/api/faculty",
  schema: facultyList,
  searchFields: (m) => [m.name, m.designation, m.department],
  filterKey: (m) => m.department,
});

/** Stats card: total, departments, faculty members, leadership (executive and leadership classes). */
export const $facultyStats = computed(faculty.$items, (items) => {
  const classes = items.map((m) => designationClass(m.designation));
  return {
    total: items.length,
    departments: new Set(items.map((m) => m.department)).size,
    faculty: classes.filter((c) => c === "faculty").length,
    leadership: classes.filter((c) => c === "executive" || c === "leadership").length,
  };
});
