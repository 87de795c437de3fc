import { listCollectionHandler } from "../../src/server/http/admin-list-handlers.ts";

/** GET /api/admin/faculty: every item for the console. POST /api/admin/faculty: adds one (201 with the stored item). */
export default listCollectionHandler("faculty");

export const config = { path: "/api/admin/faculty" };
