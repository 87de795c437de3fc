import { describe, expect, it } from "vitest";
import handler, { config } from "../functions/qr-code.mts";
import { QR_MAX_TEXT, QrCodeResponse } from "../../src/shared/api/qr-code.ts";
import { ApiError } from "../../src/shared/api/errors.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";

const get = (query: string) => handler(apiRequest(`/api/qr-code${query}`), context());

describe("GET /api/qr-code", () => {
  it("is served at /api/qr-code", () => {
    expect(config.path).toBe("/api/qr-code");
  });

  it("answers an SVG data URL of the text, 200 px by default", async () => {
    const res = await get(`?text=${encodeURIComponent("https://grades.mvsu.edu.ph/student/login")}`);
    expect(res.status).toBe(200);
    const { qrCode } = QrCodeResponse.parse(await res.json());
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qrCode.split(",")[1], "base64").toString();
    expect(svg).toContain("<svg");
    expect(svg).toContain('width="200"');
  });

  it("honours a size and gives the same image for the same text", async () => {
    const a = QrCodeResponse.parse(await (await get("?text=hello&size=300")).json());
    const b = QrCodeResponse.parse(await (await get("?text=hello&size=300")).json());
    expect(a.qrCode).toBe(b.qrCode);
    expect(Buffer.from(a.qrCode.split(",")[1], "base64").toString()).toContain('width="300"');
  });

  it.each([["no text", ""], ["empty text", "?text="], ["blank text", "?text=%20%20"]])("answers 400 for %s", async (_, query) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(ApiError.parse(await res.json()).error).toMatch(/text to encode/);
  });

  it("answers 400 for text over the limit", async () => {
    const res = await get(`?text=${"a".repeat(QR_MAX_TEXT + 1)}`);
    expect(res.status).toBe(400);
    expect(ApiError.parse(await res.json()).error).toMatch(/too long/);
  });

  it("answers 400 for text within the limit that still does not fit a QR code", async () => {
    // 1,900 three-byte characters are 5,700 bytes: more than any QR code holds.
    const res = await get(`?text=${encodeURIComponent("字".repeat(1900))}`);
    expect(res.status).toBe(400);
    expect(ApiError.parse(await res.json()).error).toMatch(/too long to fit/);
  });

  it("refuses other methods with 405", async () => {
    const res = await handler(apiRequest("/api/qr-code?text=a", { method: "POST", json: {} }), context());
    expect(res.status).toBe(405);
  });
});
