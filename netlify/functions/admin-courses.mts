import { listCollectionHandler } from "../../src/server/http/admin-list-handlers.ts";

/** GET /api/admin/courses: every item for the console. POST /api/admin/courses: adds one (201 with the stored item). */
export default listCollectionHandler("courses");

export const config = { path: "/api/admin/courses" };
