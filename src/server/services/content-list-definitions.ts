/**
 * How each staff-edited list is stored: its table and order, how a row becomes the public item and the
 * admin item, how API fields become column values, and the list's own rules (a unique code, the
 * announcement schedule). The generic service (content-lists.ts) and the public GETs use these, so a
 * row is mapped to the API in one place.
 */
import { and, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { announcements, courses, facultyMembers, forms, galleryItems, mapBuildings } from "../db/schema/index.ts";
import type { ListTable, Row } from "../repositories/content-lists.ts";
import { scheduleError, type Announcement } from "../../shared/api/announcements.ts";
import type { Course } from "../../shared/api/courses.ts";
import type { FacultyMember } from "../../shared/api/faculty.ts";
import type { Form } from "../../shared/api/forms.ts";
import type { GalleryItem } from "../../shared/api/gallery.ts";
import type { MapBuilding } from "../../shared/api/map-buildings.ts";
import type { ContentListName } from "../../shared/api/admin-lists.ts";

export interface ListDefinition {
  name: ContentListName;
  /** How one item is named in messages and the audit log ('course'). */
  noun: string;
  source: ListTable;
  /** Staff choose the order (sort_order); otherwise the list is ordered by its date. */
  handOrdered: boolean;
  /** The field a new item's id is made from. */
  slugFrom: string;
  /** A column that must be unique, with the API field it comes from. */
  unique?: { column: PgColumn; field: string; label: string };
  /** Rows the public GET shows (announcements: published and not expired). */
  publicWhere?: (now: Date) => SQL;
  toPublic(row: Row): object;
  /** Extra fields of the admin item besides the public ones, position and updatedAt. */
  adminExtras?(row: Row): object;
  /** A rule over the whole stored item after a change: the field and its message, or undefined. */
  check?(row: Row): { field: string; message: string } | undefined;
  /** A short name of the item for the audit log. */
  label(row: Row): string;
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString();
/**
 * The item's fields read from its row, where each column's property has the contract field's name:
 * `required` as stored, `optional` only when it holds a value (SQL NULL is an absent field in the
 * contracts). The row's types are the schema's, so the contract type is asserted, not checked.
 */
function fields<T extends object>(row: Row, required: readonly (keyof T & string)[], optional: readonly (keyof T & string)[] = []): T {
  const out: Record<string, unknown> = {};
  for (const f of required) out[f] = row[f];
  for (const f of optional) if (row[f] !== null && row[f] !== undefined) out[f] = row[f];
  return out as T;
}

const listTable = (t: { id: PgColumn; sortOrder: PgColumn; updatedAt: PgColumn }, table: ListTable["table"], tiebreak: PgColumn): ListTable => ({
  table,
  id: t.id,
  order: t.sortOrder,
  direction: "asc",
  tiebreak,
  updatedAt: t.updatedAt,
});

export const LIST_DEFINITIONS: Record<ContentListName, ListDefinition> = {
  announcements: {
    name: "announcements",
    noun: "announcement",
    source: { table: announcements, id: announcements.id, order: announcements.createdAt, direction: "desc", tiebreak: announcements.id, updatedAt: announcements.updatedAt },
    handOrdered: false,
    slugFrom: "title",
    publicWhere: (now) => and(lte(announcements.createdAt, now), or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)))!,
    toPublic: (r): Announcement => ({ ...fields<Announcement>(r, ["id", "title", "content", "category", "isUrgent"]), createdAt: iso(r.createdAt) }),
    adminExtras: (r) => ({ expiresAt: r.expiresAt ? iso(r.expiresAt) : null }),
    check: (r) => {
      const message = scheduleError(r.createdAt as Date, r.expiresAt as Date | null);
      return message ? { field: "expiresAt", message } : undefined;
    },
    label: (r) => String(r.title),
  },
  courses: {
    name: "courses",
    noun: "course",
    source: listTable(courses, courses, courses.code),
    handOrdered: true,
    slugFrom: "code",
    unique: { column: courses.code, field: "code", label: "code" },
    toPublic: (r) => fields<Course>(r, ["id", "code", "name", "college", "duration", "description", "requirements"]),
    label: (r) => `${String(r.code)} ${String(r.name)}`,
  },
  forms: {
    name: "forms",
    noun: "form",
    source: listTable(forms, forms, forms.name),
    handOrdered: true,
    slugFrom: "name",
    toPublic: (r) => fields<Form>(r, ["id", "name", "description", "category", "fileUrl"], ["requirements"]),
    label: (r) => String(r.name),
  },
  faculty: {
    name: "faculty",
    noun: "faculty member",
    source: listTable(facultyMembers, facultyMembers, facultyMembers.name),
    handOrdered: true,
    slugFrom: "name",
    toPublic: (r) => fields<FacultyMember>(r, ["id", "name", "designation", "department"], ["email", "phone", "photo"]),
    label: (r) => String(r.name),
  },
  gallery: {
    name: "gallery",
    noun: "gallery item",
    source: { table: galleryItems, id: galleryItems.id, order: galleryItems.createdAt, direction: "desc", tiebreak: galleryItems.id, updatedAt: galleryItems.updatedAt },
    handOrdered: false,
    slugFrom: "title",
    toPublic: (r): GalleryItem => ({ ...fields<GalleryItem>(r, ["id", "title", "category", "mediaType", "mediaUrl", "thumbnailUrl"], ["description"]), createdAt: iso(r.createdAt) }),
    label: (r) => String(r.title),
  },
  "map-buildings": {
    name: "map-buildings",
    noun: "building",
    source: listTable(mapBuildings, mapBuildings, mapBuildings.code),
    handOrdered: true,
    slugFrom: "code",
    unique: { column: mapBuildings.code, field: "code", label: "code" },
    toPublic: (r): MapBuilding => ({
      ...fields<MapBuilding>(r, ["id", "code", "title", "category", "description", "iconType", "streetViewIconType", "services", "officeHours"], ["contactInfo"]),
      // doublePrecision comes back as a JS number; Number() guards a driver that sends text.
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      x: Number(r.x),
      y: Number(r.y),
    }),
    label: (r) => `${String(r.code)} ${String(r.title)}`,
  },
};
