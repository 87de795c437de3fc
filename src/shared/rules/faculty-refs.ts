/**
 * Directory entries that are officials are written by reference in content/directories/faculty.json:
 * `{ "id": "...", "official": "president" }` takes the name, post, office, e-mail and phone from
 * organization/officials.yaml, and `{ "id": "...", "departmentHead": "registrar" }` the head of an
 * administrative department, so the Faculty directory and the Organizational Chart cannot disagree. A person
 * reached on an office's line writes `"office": "offices:cashier"` and takes that office's phone and e-mail (see
 * office-refs.ts); a phone or e-mail of the person's own is declared with `"directLine": true`, so an office line
 * is never retyped beside a name. Pure, so the seed (server) and the faculty page's prerendered first view (build)
 * resolve the file the same way.
 */
import { z } from "zod";
import { FacultyMember } from "../api/faculty.ts";
import { officeContact, officeContacts, type OfficeSources } from "./office-refs.ts";

/** What the references read of organization/officials.yaml and organization/departments.yaml. */
export interface OrganizationRecords {
  officials: { id: string; name: string; position: string; department: string; level?: string; email?: string; phone?: string }[];
  departments: { id: string; name: string; head: string; headTitle: string }[];
  /** The office records an `office` reference reads; absent, such a reference throws. */
  offices?: OfficeSources["offices"];
  services?: OfficeSources["services"];
}

// The office reference comes first: a plain row's schema would otherwise accept it and drop `office`.
export const FacultyReference = z.union([
  z.object({
    id: z.string().min(1),
    name: FacultyMember.shape.name,
    designation: FacultyMember.shape.designation,
    department: FacultyMember.shape.department,
    office: z.string().regex(/^(offices|student-services):[a-z0-9-]+$/, "office must be offices:<id> or student-services:<id>").describe("The office record whose phone and e-mail the person answers"),
    photo: z.string().optional(),
  }),
  FacultyMember.extend({
    directLine: z.literal(true).optional().describe("The phone and e-mail are the person's own, not an office's line"),
  }),
  z.object({
    id: z.string().min(1),
    official: z.string().min(1).describe("Id of an official in organization/officials.yaml"),
    photo: z.string().optional(),
  }),
  z.object({
    id: z.string().min(1),
    departmentHead: z.string().min(1).describe("Id of a department in organization/departments.yaml"),
    office: z.string().regex(/^(offices|student-services):[a-z0-9-]+$/, "office must be offices:<id> or student-services:<id>").optional().describe("The office record whose phone and e-mail the head answers"),
    email: z.string().optional(),
    phone: z.string().optional(),
    photo: z.string().optional(),
  }),
]);
export type FacultyReference = z.infer<typeof FacultyReference>;
export const FacultyReferenceFile = z.array(FacultyReference);

/** The directory rows with every reference filled in; an unknown id throws with the file's name. */
export function resolveFacultyFile(entries: FacultyReference[], records: OrganizationRecords): FacultyMember[] {
  const contacts = officeContacts({ offices: records.offices ?? {}, services: records.services ?? [] });
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
      const line = e.office ? officeContact(contacts, e.office, "content/directories/faculty.json", e.id) : e;
      return { id: e.id, name: d.head, designation: d.headTitle, department: d.name, ...(line.email && { email: line.email }), ...(line.phone && { phone: line.phone }), ...(e.photo && { photo: e.photo }) };
    }
    if ("office" in e) {
      const { office: ref, ...person } = e;
      const office = officeContact(contacts, ref, "content/directories/faculty.json", e.id);
      return { ...person, email: office.email, phone: office.phone };
    }
    const { directLine: _direct, ...person } = e;
    return person;
  });
}
