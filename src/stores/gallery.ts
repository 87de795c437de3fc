import { computed } from "nanostores";
import type { GalleryItem } from "../shared/api/gallery.ts";
import { galleryList } from "../lib/contracts.ts";
import { createDirectoryStore } from "./directory.ts";

/** Photo & Video Gallery: search on title or description; filter by category. */
export const gallery = createDirectoryStore<GalleryItem>({
  path: "/api/gallery",
  schema: galleryList,
  searchFields: (g) => [g.title, g.description],
  filterKey: (g) => g.category,
});

export const $galleryStats = computed(gallery.$items, (items) => ({
  total: items.length,
  photos: items.filter((g) => g.mediaType === "image").length,
  videos: items.filter((g) => g.mediaType === "video").length,
}));
