import { listCollectionHandler } from "../../src/server/http/admin-list-handlers.ts";

/** GET /api/admin/map-buildings: every item for the console. POST /api/admin/map-buildings: adds one (201 with the stored item). */
export default listCollectionHandler("map-buildings");

export const config = { path: "/api/admin/map-buildings" };
