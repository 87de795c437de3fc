/**
 * Build time only (page frontmatter): the directory lists without dates (courses, forms, faculty) as the first
 * seed puts them in the database, in the API's shape and order. Their pages prerender the first view from these,
 * so the cards are in the HTML before any script runs; each island then asks the API, the source of truth once
 * staff edit a list, and replaces them. News and gallery are not prerendered: their dates come from when the
 * database was first seeded, which the build cannot know.
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
