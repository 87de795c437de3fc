/**
 * The public lists as the API answers them, mapped by the lists' one definition
 * (content-list-definitions.ts). News shows only published, unexpired items, so the list and the urgent
 * banner drop an expired one by themselves.
 */
import type { Database } from "../db/client.ts";
import { listPublicItems } from "./content-lists.ts";
import type { Announcement } from "../../shared/api/announcements.ts";
import type { Course } from "../../shared/api/courses.ts";
import type { FacultyMember } from "../../shared/api/faculty.ts";
import type { Form } from "../../shared/api/forms.ts";
import type { GalleryItem } from "../../shared/api/gallery.ts";

export const getCourses = async (db: Database): Promise<Course[]> => (await listPublicItems(db, "courses")) as Course[];
export const getForms = async (db: Database): Promise<Form[]> => (await listPublicItems(db, "forms")) as Form[];
export const getAnnouncements = async (db: Database, now = new Date()): Promise<Announcement[]> => (await listPublicItems(db, "announcements", now)) as Announcement[];
export const getFaculty = async (db: Database): Promise<FacultyMember[]> => (await listPublicItems(db, "faculty")) as FacultyMember[];
export const getGallery = async (db: Database): Promise<GalleryItem[]> => (await listPublicItems(db, "gallery")) as GalleryItem[];
