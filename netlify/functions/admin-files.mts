import { defineHandler } from "../../src/server/http/handler.ts";
import { readQuery } from "../../src/server/http/request.ts";
import { json } from "../../src/server/http/responses.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { requireAdminChange } from "../../src/server/auth/require-admin.ts";
import { storeUpload } from "../../src/server/services/uploads.ts";
import { UPLOAD_LIMITS, UploadQuery } from "../../src/shared/api/admin-files.ts";

/**
 * POST /api/admin/files?kind=pdf|image|video: the file's bytes as the body (any Content-Type: the
 * content decides). 201 with where it is served; 400 for a file of another kind, 413 over the limit.
 * Content editors and administrators. The item that uses the file is saved with the list's own call.
 */
export default defineHandler({
  POST: async (req) => {
    await requireAdminChange(req, "content");
    const { kind } = readQuery(req, UploadQuery);
    const declared = Number(req.headers.get("content-length") ?? "0");
    if (declared > UPLOAD_LIMITS[kind]) throw new HttpError(413, `The file is larger than ${Math.round(UPLOAD_LIMITS[kind] / 1024 / 1024)} MB.`);
    const bytes = new Uint8Array(await req.arrayBuffer());
    return json(await storeUpload(kind, bytes), { status: 201 });
  },
});

/** The local server lets bodies up to the largest upload reach this function (64 KB elsewhere). */
export const bodyLimit = Math.max(...Object.values(UPLOAD_LIMITS));

export const config = { path: "/api/admin/files" };
