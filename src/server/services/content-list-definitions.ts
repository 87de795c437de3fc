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
/** Copies the optional fields that have a value (SQL NULL is an absent field in the contracts). */
function withOptional<T extends object>(item: T, row: Row, fields: readonly string[]): T {
  const out = { ...item } as Record<string, unknown>;
  for (const f of fields) if (row[f] !== null && row[f] !== undefined) out[f] = row[f];
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
    toPublic: (r): Announcement => ({
      id: r.id as string,
      title: r.title as string,
      content: r.content as string,
      category: r.category as string,
      isUrgent: r.isUrgent as boolean,
      createdAt: iso(r.createdAt),
    }),
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
    toPublic: (r): Course => ({
      id: r.id as string,
      code: r.code as string,
      name: r.name as string,
      college: r.college as string,
      duration: r.duration as string,
      description: r.description as string,
      requirements: r.requirements as string[],
    }),
    label: (r) => `${String(r.code)} ${String(r.name)}`,
  },
  forms: {
    name: "forms",
    noun: "form",
    source: listTable(forms, forms, forms.name),
    handOrdered: true,
    slugFrom: "name",
    toPublic: (r): Form =>
      withOptional(
        { id: r.id as string, name: r.name as string, description: r.description as string, category: r.category as Form["category"], fileUrl: r.fileUrl as string },
        r,
        ["requirements"],
      ),
    label: (r) => String(r.name),
  },
  faculty: {
    name: "faculty",
    noun: "faculty member",
    source: listTable(facultyMembers, facultyMembers, facultyMembers.name),
    handOrdered: true,
    slugFrom: "name",
    toPublic: (r): FacultyMember =>
      withOptional(
        { id: r.id as string, name: r.name as string, designation: r.designation as string, department: r.department as string },
        r,
        ["email", "phone", "photo"],
      ),
    label: (r) => String(r.name),
  },
  gallery: {
    name: "gallery",
    noun: "gallery item",
    source: { table: galleryItems, id: galleryItems.id, order: galleryItems.createdAt, direction: "desc", tiebreak: galleryItems.id, updatedAt: galleryItems.updatedAt },
    handOrdered: false,
    slugFrom: "title",
    toPublic: (r): GalleryItem =>
      withOptional(
        {
          id: r.id as string,
          title: r.title as string,
          category: r.category as GalleryItem["category"],
          mediaType: r.mediaType as GalleryItem["mediaType"],
          mediaUrl: r.mediaUrl as string,
          thumbnailUrl: r.thumbnailUrl as string,
          createdAt: iso(r.createdAt),
        },
        r,
        ["description"],
      ),
    label: (r) => String(r.title),
  },
  "map-buildings": {
    name: "map-buildings",
    noun: "building",
    source: listTable(mapBuildings, mapBuildings, mapBuildings.code),
    handOrdered: true,
    slugFrom: "code",
    unique: { column: mapBuildings.code, field: "code", label: "code" },
    toPublic: (r): MapBuilding =>
      withOptional(
        {
          id: r.id as string,
          code: r.code as string,
          title: r.title as string,
          category: r.category as MapBuilding["category"],
          description: r.description as string,
          // doublePrecision comes back as a JS number; Number() guards a driver that sends text.
          latitude: Number(r.latitude),
          longitude: Number(r.longitude),
          x: Number(r.x),
          y: Number(r.y),
          iconType: r.iconType as MapBuilding["iconType"],
          streetViewIconType: r.streetViewIconType as MapBuilding["streetViewIconType"],
          services: r.services as string[],
          officeHours: r.officeHours as string,
        },
        r,
        ["contactInfo"],
      ),
    label: (r) => `${String(r.code)} ${String(r.title)}`,
  },
};
