/**
 * Build time only (page frontmatter): the public lists marked `prerendered` in the registry, as the first seed
 * puts them in the database, in the API's shape and order. Their pages prerender the first view from these, so
 * the cards are in the HTML before any script runs; each island then asks the API, the source of truth once
 * staff edit a list, and replaces them. Lists whose items carry seeding dates are not prerendered.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { z } from "zod";
import coursesFile from "../../content/directories/courses.json";
import facultyFile from "../../content/directories/faculty.json";
import formsFile from "../../content/directories/forms.json";
import { Course } from "../shared/api/courses.ts";
import { FacultyMember } from "../shared/api/faculty.ts";
import { Form } from "../shared/api/forms.ts";
import type { PrerenderedListName } from "../shared/api/public-lists.ts";
import { FacultyReferenceFile, resolveFacultyFile, type OrganizationRecords } from "../shared/rules/faculty-refs.ts";

/** The organization records the faculty file refers to; the build runs from the project's folder. */
function organization(): OrganizationRecords {
  const read = (file: string) => yaml.load(readFileSync(path.resolve("content/organization", file), "utf8"), { schema: yaml.CORE_SCHEMA });
  return { officials: read("officials.yaml") as OrganizationRecords["officials"], departments: read("departments.yaml") as OrganizationRecords["departments"] };
}

/** How each prerendered list is read from its seed file; the registry's `prerendered` flag decides which need one. */
const PRERENDERED = {
  courses: (): Course[] => z.array(Course).parse(coursesFile),
  forms: (): Form[] => z.array(Form).parse(formsFile),
  faculty: (): FacultyMember[] => z.array(FacultyMember).parse(resolveFacultyFile(FacultyReferenceFile.parse(facultyFile), organization())),
} satisfies Record<PrerenderedListName, () => unknown[]>;

/** The first view of a prerendered list: its items as the API answers them from a freshly seeded database. */
export function prerenderedList<N extends PrerenderedListName>(name: N): ReturnType<(typeof PRERENDERED)[N]> {
  return PRERENDERED[name]() as ReturnType<(typeof PRERENDERED)[N]>;
}
