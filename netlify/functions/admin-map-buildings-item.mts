import { listItemHandler } from "../../src/server/http/admin-list-handlers.ts";

/** PATCH /api/admin/map-buildings/{id}: changes fields or the place; DELETE removes the item (204). Unknown ids are 404. */
export default listItemHandler("map-buildings");

export const config = { path: "/api/admin/map-buildings/:id" };
