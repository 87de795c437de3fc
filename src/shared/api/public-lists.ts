/**
 * The public lists, registered once: each list's API path, the page that shows it, the contract its answer
 * follows (the zod export of src/shared/api/<name>.ts, turned into JSON Schema for the browser) and whether
 * its page prerenders the first view from the seed files. The service worker's offline copies, the pages'
 * preloads, the browser's contracts, the list stores and the tests all read this, so adding a list is one
 * entry here (plus its contract module, its function and its seed file).
 *
 * Data only, no zod: the service worker imports it.
 */
import type { ContentListName } from "./admin-lists.ts";

interface PublicList {
  /** GET path of the whole list (a Netlify function's `config.path`, which must stay a literal there). */
  readonly path: `/api/${string}`;
  /** The page that shows the list. */
  readonly page: string;
  /** The file under content/ the first seed fills the list from (a JSON array). */
  readonly seed: string;
  /** The list contract's export name in src/shared/api/<list name>.ts. */
  readonly contract: string;
  /**
   * The page's HTML already holds the list as the seed files have it. Items dated when the database was first
   * seeded (news, gallery) carry the build's dates there, which the page keeps hidden until the API answers.
   */
  readonly prerendered: boolean;
}

export const PUBLIC_LISTS = {
  courses: { path: "/api/courses", page: "/course-offerings", seed: "directories/courses.json", contract: "CourseList", prerendered: true },
  forms: { path: "/api/forms", page: "/forms", seed: "directories/forms.json", contract: "FormList", prerendered: true },
  faculty: { path: "/api/faculty", page: "/faculty", seed: "directories/faculty.json", contract: "FacultyList", prerendered: true },
  announcements: { path: "/api/announcements", page: "/news", seed: "directories/announcements.json", contract: "AnnouncementList", prerendered: true },
  gallery: { path: "/api/gallery", page: "/gallery", seed: "directories/gallery.json", contract: "GalleryList", prerendered: true },
  "map-buildings": { path: "/api/map-buildings", page: "/campus-map", seed: "map/buildings.json", contract: "MapBuildingList", prerendered: false },
} as const satisfies Record<ContentListName, PublicList>;

export type PublicListName = keyof typeof PUBLIC_LISTS;

/**
 * The API path of a registered list. Browser code names a list by this type (a literal checked against the
 * registry at compile time) rather than importing the registry, which would add a chunk to every list page.
 */
export type PublicListPath = (typeof PUBLIC_LISTS)[PublicListName]["path"];

/** The list names, in the registry's order. */
export const PUBLIC_LIST_NAMES = Object.keys(PUBLIC_LISTS) as PublicListName[];

/** The lists whose pages prerender their first view. */
export type PrerenderedListName = { [K in PublicListName]: (typeof PUBLIC_LISTS)[K]["prerendered"] extends true ? K : never }[PublicListName];
