import { z } from "zod";
import { GALLERY_CATEGORIES } from "./values.ts";

export { GALLERY_CATEGORIES };
export const GalleryCategory = z.enum(GALLERY_CATEGORIES);
export const MediaType = z.enum(["image", "video"]);

/** A photo or video (spec section 3, Gallery item). GET /api/gallery answers `GalleryList`, newest first. */
export const GalleryItem = z.object({
  id: z.string().min(1).describe("Stable slug"),
  title: z.string().min(1).describe("Caption title"),
  description: z.string().optional().describe("Longer caption; optional"),
  category: GalleryCategory.describe("events, academic, facilities or graduation"),
  mediaType: MediaType.describe("image or video"),
  mediaUrl: z.string().startsWith("/").describe("The photo or the video file"),
  thumbnailUrl: z.string().startsWith("/").describe("Small image for the grid card"),
  createdAt: z.iso.datetime({ offset: true }).describe("When it was taken or published (ISO 8601)"),
});
export type GalleryItem = z.infer<typeof GalleryItem>;
export const GalleryList = z.array(GalleryItem);
