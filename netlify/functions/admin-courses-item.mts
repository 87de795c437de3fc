import { listItemHandler } from "../../src/server/http/admin-list-handlers.ts";

/** PATCH /api/admin/courses/{id}: changes fields or the place; DELETE removes the item (204). Unknown ids are 404. */
export default listItemHandler("courses");

export const config = { path: "/api/admin/courses/:id" };
