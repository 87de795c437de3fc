import { listCollectionHandler } from "../../src/server/http/admin-list-handlers.ts";

/** GET /api/admin/announcements: every item for the console. POST /api/admin/announcements: adds one (201 with the stored item). */
export default listCollectionHandler("announcements");

export const config = { path: "/api/admin/announcements" };
