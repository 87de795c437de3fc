import { z } from "zod";
import { defineHandler } from "../../src/server/http/handler.ts";
import { errorJson, json } from "../../src/server/http/responses.ts";
import { qrCodeDataUrl } from "../../src/server/services/qr-codes.ts";
import { QrCodeQuery, type QrCodeResponse } from "../../src/shared/api/qr-code.ts";

/** GET /api/qr-code?text=...: the QR code of `text` as an image data URL. */
export default defineHandler({
  GET: async (req) => {
    const params = new URL(req.url).searchParams;
    const query = QrCodeQuery.safeParse({ text: params.get("text") ?? "", size: params.get("size") ?? undefined });
    if (!query.success) {
      const fields = Object.fromEntries(query.error.issues.map((i) => [String(i.path[0]), i.message]));
      return errorJson(400, query.error.issues[0]?.message ?? z.prettifyError(query.error), { fields });
    }
    const body: QrCodeResponse = { qrCode: await qrCodeDataUrl(query.data) };
    // The same text always gives the same image: let browsers keep it for a day.
    return json(body, { headers: { "cache-control": "public, max-age=86400" } });
  },
});

export const config = { path: "/api/qr-code" };
