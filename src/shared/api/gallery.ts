import { z } from "zod";
import { GALLERY_CATEGORIES } from "./values.ts";
import { clearable, isoTime, Managed, plainText, requiredText, sitePath, Slug } from "./list-fields.ts";

/** The gallery categories, in the order of the category buttons (after All Media). */
export { GALLERY_CATEGORIES };
export const GalleryCategory = z.enum(GALLERY_CATEGORIES, { error: "Category must be events, academic, facilities or graduation" });
export const MediaType = z.enum(["image", "video"], { error: "Media type must be image or video" });

/** What staff edit of a photo or video. */
export const GalleryFields = z.object({
  title: requiredText("Title", 200).describe("Caption title"),
  description: clearable(plainText("Description", 2000)).describe("Longer caption; optional"),
  category: GalleryCategory.describe("events, academic, facilities or graduation"),
  mediaType: MediaType.describe("image or video"),
  mediaUrl: sitePath("Media file").describe("The photo or the video file"),
  thumbnailUrl: sitePath("Thumbnail").describe("Small image for the grid card (a video's poster)"),
});

/** A photo or video. GET /api/gallery answers `GalleryList`, newest first. */
export const GalleryItem = z.object({
  id: Slug.describe("Stable slug"),
  ...GalleryFields.shape,
  description: z.string().optional().describe("Longer caption; optional"),
  createdAt: z.iso.datetime({ offset: true }).describe("When it was taken or published (ISO 8601)"),
});
export type GalleryItem = z.infer<typeof GalleryItem>;
export const GalleryList = z.array(GalleryItem);

const Taken = { createdAt: isoTime("Date").optional().describe("When it was taken or published; now when left out") };
/** POST /api/admin/gallery. */
export const GalleryInput = z.strictObject({ ...GalleryFields.shape, ...Taken });
/** PATCH /api/admin/gallery/{id}. The gallery is ordered by date: changing it moves the item. */
export const GalleryPatch = z.strictObject({ ...GalleryFields.partial().shape, ...Taken });
/** GET /api/admin/gallery, newest first. */
export const AdminGalleryItem = GalleryItem.extend(Managed.shape);
