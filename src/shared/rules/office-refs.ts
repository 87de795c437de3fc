/**
 * An office's location, phone, e-mail and hours are written once: in content/offices.yaml (`offices:<id>`) or in
 * the contact block of a student service (`student-services:<id>`). The campus map's buildings
 * (content/map/buildings.json, `"contactFrom": "offices:cashier"`) and the faculty directory's office lines
 * (content/directories/faculty.json, `"office": "offices:hrmo"`) name that record instead of retyping it, and are
 * resolved here. Pure, so the seeds (server), the campus map's prerendered snapshot (build) and the consistency
 * checks read the files the same way.
 */
import { z } from "zod";
import { MapBuilding } from "../api/map-buildings.ts";

/** One office's contact record, as every page, the map and the directory show it. */
export interface OfficeContact {
  /** `offices:<id>` or `student-services:<id>`. */
  ref: string;
  name: string;
  location: string;
  phone: string;
  mobile?: string;
  email: string;
  hours: string;
}

/** What the references read: content/offices.yaml (a map of id to office) and content/student-services/services.yaml. */
export interface OfficeSources {
  offices: Record<string, { name: string; location: string; phone: string; mobile?: string; email: string; hours: string }> | { id: string; name: string; location: string; phone: string; mobile?: string; email: string; hours: string }[];
  services: { id: string; contact: { office: string; phone: string; email: string; hours: string } }[];
}

/** Every office contact record by its reference. A student service's `office` line is "Name, where it is". */
export function officeContacts(sources: OfficeSources): Map<string, OfficeContact> {
  const offices = Array.isArray(sources.offices) ? sources.offices : Object.entries(sources.offices).map(([id, o]) => ({ id, ...o }));
  const out = new Map<string, OfficeContact>();
  for (const o of offices) out.set(`offices:${o.id}`, { ref: `offices:${o.id}`, name: o.name, location: o.location, phone: o.phone, ...(o.mobile && { mobile: String(o.mobile) }), email: o.email, hours: o.hours });
  for (const s of sources.services) {
    const [name = s.contact.office, ...where] = s.contact.office.split(", ");
    out.set(`student-services:${s.id}`, { ref: `student-services:${s.id}`, name, location: where.join(", "), phone: s.contact.phone, email: s.contact.email, hours: s.contact.hours });
  }
  return out;
}

/** The contact record `ref` names; an unknown reference throws with the file that made it. */
export function officeContact(contacts: Map<string, OfficeContact>, ref: string, file: string, entry: string): OfficeContact {
  const found = contacts.get(ref);
  if (!found) throw new Error(`${file}: "${entry}" names the office "${ref}", which neither content/offices.yaml (offices:<id>) nor content/student-services/services.yaml (student-services:<id>) has.`);
  return found;
}

const Aliases = z.array(z.string().min(1)).optional().describe("Other names visitors and pages use for this building, e.g. 'Student Center'");

/**
 * A building of content/map/buildings.json: either with its own hours and contact (a building no office record
 * speaks for), or with `contactFrom`, the office record whose hours and phone the building shows.
 */
export const BuildingReference = z.union([
  MapBuilding.omit({ officeHours: true, contactInfo: true }).extend({
    contactFrom: z.string().regex(/^(offices|student-services):[a-z0-9-]+$/, "contactFrom must be offices:<id> or student-services:<id>"),
    aliases: Aliases,
  }),
  MapBuilding.extend({ aliases: Aliases }),
]);
export type BuildingReference = z.infer<typeof BuildingReference>;
export const BuildingReferenceFile = z.array(BuildingReference);

/** The buildings with every `contactFrom` filled in from its office record (hours and phone), aliases dropped. */
export function resolveBuildingFile(entries: BuildingReference[], contacts: Map<string, OfficeContact>): MapBuilding[] {
  return entries.map((e) => {
    const { aliases: _aliases, ...rest } = e;
    if (!("contactFrom" in rest)) return rest;
    const { contactFrom, ...building } = rest;
    const office = officeContact(contacts, contactFrom, "content/map/buildings.json", e.code);
    return { ...building, officeHours: office.hours, contactInfo: office.phone };
  });
}
