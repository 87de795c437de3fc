/** The five public directories as the API answers them (spec section 7): rows mapped to the contracts. */
import type { Database } from "../db/client.ts";
import * as repo from "../repositories/directories.ts";
import type { Announcement } from "../../shared/api/announcements.ts";
import type { Course } from "../../shared/api/courses.ts";
import type { FacultyMember } from "../../shared/api/faculty.ts";
import type { Form, FormCategory } from "../../shared/api/forms.ts";
import type { GalleryItem } from "../../shared/api/gallery.ts";

/** SQL NULL becomes an absent field, as the contracts' optional fields say. */
function opt<T>(value: T | null): T | undefined {
  return value ?? undefined;
}

export async function getCourses(db: Database): Promise<Course[]> {
  return (await repo.listCourses(db)).map(({ sortOrder: _s, ...c }) => c);
}

export async function getForms(db: Database): Promise<Form[]> {
  return (await repo.listForms(db)).map((f) => ({
    id: f.id,
    name: f.name,
    description: f.description,
    category: f.category as FormCategory,
    ...(f.requirements ? { requirements: f.requirements } : {}),
    fileUrl: f.fileUrl,
  }));
}

export async function getAnnouncements(db: Database): Promise<Announcement[]> {
  return (await repo.listAnnouncements(db)).map((a) => ({ ...a, createdAt: a.createdAt.toISOString() }));
}

export async function getFaculty(db: Database): Promise<FacultyMember[]> {
  return (await repo.listFaculty(db)).map((m) => {
    const member: FacultyMember = { id: m.id, name: m.name, designation: m.designation, department: m.department };
    if (m.email) member.email = m.email;
    if (m.phone) member.phone = m.phone;
    if (m.photo) member.photo = m.photo;
    return member;
  });
}

export async function getGallery(db: Database): Promise<GalleryItem[]> {
  return (await repo.listGallery(db)).map((g) => {
    const item = {
      id: g.id,
      title: g.title,
      description: opt(g.description),
      category: g.category as GalleryItem["category"],
      mediaType: g.mediaType as GalleryItem["mediaType"],
      mediaUrl: g.mediaUrl,
      thumbnailUrl: g.thumbnailUrl,
      createdAt: g.createdAt.toISOString(),
    };
    if (item.description === undefined) delete item.description;
    return item;
  });
}
