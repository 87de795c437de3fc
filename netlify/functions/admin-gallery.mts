import { listCollectionHandler } from "../../src/server/http/admin-list-handlers.ts";

/** GET /api/admin/gallery: every item for the console. POST /api/admin/gallery: adds one (201 with the stored item). */
export default listCollectionHandler("gallery");

export const config = { path: "/api/admin/gallery" };
