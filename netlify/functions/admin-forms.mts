import { listCollectionHandler } from "../../src/server/http/admin-list-handlers.ts";

/** GET /api/admin/forms: every item for the console. POST /api/admin/forms: adds one (201 with the stored item). */
export default listCollectionHandler("forms");

export const config = { path: "/api/admin/forms" };
