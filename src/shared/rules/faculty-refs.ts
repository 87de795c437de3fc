/**
 * Directory entries that are officials are written by reference in content/directories/faculty.json:
 * `{ "id": "...", "official": "president" }` takes the name, post, office, e-mail and phone from
 * organization/officials.yaml, and `{ "id": "...", "departmentHead": "registrar" }` the head of an
 * administrative department, so the Faculty directory and the Organizational Chart cannot disagree. Pure, so the
 * seed (server) and the faculty page's prerendered first view (build) resolve the file the same way.
 */
import { z } from "zod";
import { FacultyMember } from "../api/faculty.ts";

/** What the references read of organization/officials.yaml and organization/departments.yaml. */
export interface OrganizationRecords {
  officials: { id: string; name: string; position: string; department: string; level?: string; email?: string; phone?: string }[];
  departments: { id: string; name: string; head: string; headTitle: string }[];
}

export const FacultyReference = z.union([
  FacultyMember,
  z.object({
    id: z.string().min(1),
    official: z.string().min(1).describe("Id of an official in organization/officials.yaml"),
    photo: z.string().optional(),
  }),
  z.object({
    id: z.string().min(1),
    departmentHead: z.string().min(1).describe("Id of a department in organization/departments.yaml"),
    email: z.string().optional(),
    phone: z.string().optional(),
    photo: z.string().optional(),
  }),
]);
export type FacultyReference = z.infer<typeof FacultyReference>;
export const FacultyReferenceFile = z.array(FacultyReference);

/** The directory rows with every reference filled in; an unknown id throws with the file's name. */
export function resolveFacultyFile(entries: FacultyReference[], records: OrganizationRecords): FacultyMember[] {
  return entries.map((e) => {
    if ("official" in e) {
      const o = records.officials.find((x) => x.id === e.official);
      if (!o) throw new Error(`content/directories/faculty.json: "${e.id}" names the official "${e.official}", which organization/officials.yaml does not have.`);
      return {
        id: e.id,
        name: o.name,
        designation: o.level === "dean" ? `Dean, ${o.department}` : o.position,
        department: o.level === "dean" ? o.department : o.department,
        ...(o.email && { email: o.email }),
        ...(o.phone && { phone: o.phone }),
        ...(e.photo && { photo: e.photo }),
      };
    }
    if ("departmentHead" in e) {
      const d = records.departments.find((x) => x.id === e.departmentHead);
      if (!d) throw new Error(`content/directories/faculty.json: "${e.id}" names the department "${e.departmentHead}", which organization/departments.yaml does not have.`);
      return { id: e.id, name: d.head, designation: d.headTitle, department: d.name, ...(e.email && { email: e.email }), ...(e.phone && { phone: e.phone }), ...(e.photo && { photo: e.photo }) };
    }
    return e;
  });
}
