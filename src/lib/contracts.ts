/**
 * The API contracts as public pages check them: the zod contracts of src/shared/api/ turned into JSON Schema
 * at build time (src/integrations/json-schemas.ts) and read by src/lib/json-check.ts, so these pages carry
 * no zod. Types come from the zod contracts; only `import type` of them here.
 */
import * as schemas from "virtual:json-schemas";
import type { AdminSession } from "../shared/api/admin-auth.ts";
import type { AnnouncementList } from "../shared/api/announcements.ts";
import type { PublicConfig } from "../shared/api/config.ts";
import type { CourseList } from "../shared/api/courses.ts";
import type { FacultyList } from "../shared/api/faculty.ts";
import type { FeedbackCreated } from "../shared/api/feedback.ts";
import type { FormList } from "../shared/api/forms.ts";
import type { GalleryList } from "../shared/api/gallery.ts";
import type { MapBuildingList } from "../shared/api/map-buildings.ts";
import type { QrCodeResponse } from "../shared/api/qr-code.ts";
import { parser } from "./json-check.ts";

type Out<S> = S extends { _zod: { output: infer O } } ? O : never;

export const courseList = parser<Out<typeof CourseList>>(schemas.CourseList);
export const facultyList = parser<Out<typeof FacultyList>>(schemas.FacultyList);
export const formList = parser<Out<typeof FormList>>(schemas.FormList);
export const galleryList = parser<Out<typeof GalleryList>>(schemas.GalleryList);
export const announcementList = parser<Out<typeof AnnouncementList>>(schemas.AnnouncementList);
export const publicConfig = parser<Out<typeof PublicConfig>>(schemas.PublicConfig);
export const qrCodeResponse = parser<Out<typeof QrCodeResponse>>(schemas.QrCodeResponse);
export const mapBuildingList = parser<Out<typeof MapBuildingList>>(schemas.MapBuildingList);
export const feedbackCreated = parser<Out<typeof FeedbackCreated>>(schemas.FeedbackCreated);
export const adminSession = parser<Out<typeof AdminSession>>(schemas.AdminSession);
