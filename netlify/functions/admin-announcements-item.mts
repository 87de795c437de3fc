import { listItemHandler } from "../../src/server/http/admin-list-handlers.ts";

/** PATCH /api/admin/announcements/{id}: changes fields or the place; DELETE removes the item (204). Unknown ids are 404. */
export default listItemHandler("announcements");

export const config = { path: "/api/admin/announcements/:id" };
