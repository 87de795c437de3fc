/** The build-time JSON Schemas of the client contracts (src/integrations/json-schemas.ts). */
declare module "virtual:json-schemas" {
  export const CourseList: unknown;
  export const FacultyList: unknown;
  export const FormList: unknown;
  export const GalleryList: unknown;
  export const AnnouncementList: unknown;
  export const PublicConfig: unknown;
  export const QrCodeResponse: unknown;
  export const MapBuildingList: unknown;
  export const FeedbackCreated: unknown;
  export const AdminSession: unknown;
}
