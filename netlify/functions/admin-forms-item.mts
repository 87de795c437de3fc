import { listItemHandler } from "../../src/server/http/admin-list-handlers.ts";

/** PATCH /api/admin/forms/{id}: changes fields or the place; DELETE removes the item (204). Unknown ids are 404. */
export default listItemHandler("forms");

export const config = { path: "/api/admin/forms/:id" };
