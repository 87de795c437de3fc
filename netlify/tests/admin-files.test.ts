import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import upload, { bodyLimit, config as uploadConfig } from "../functions/admin-files.mts";
import files, { config as filesConfig } from "../functions/files.mts";
import { setFileStore } from "../../src/server/files/file-store.ts";
import { localFileStore } from "../../src/server/files/local-file-store.ts";
import { IMAGE_SIZES } from "../../src/server/services/uploads.ts";
import { UPLOAD_LIMITS, UploadedFile } from "../../src/shared/api/admin-files.ts";
import { adminCookie } from "../../src/server/testing/admin.ts";
import { useAdminApi } from "../../src/server/testing/admin-api.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends } from "../../src/server/testing/databases.ts";

const dir = mkdtempSync(path.join(tmpdir(), "kiosk-files-"));
afterAll(() => {
  setFileStore(undefined);
  rmSync(dir, { recursive: true, force: true });
});

/** A 3000x2000 JPEG whose EXIF names a camera and a GPS position, shot sideways (orientation 6). */
const photoWithGps = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", Model: "Spy 9000" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "16/1 42/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe.each(testBackends())("uploads on $name", (backend) => {
  let store = "";
  const admin = useAdminApi(backend);
  let botCookie = "";
  const post = (kind: string, body: Uint8Array | string, c = admin.cookie) =>
    upload(apiRequest(`/api/admin/files?kind=${kind}`, { method: "POST", body: typeof body === "string" ? body : Buffer.from(body), headers: { cookie: c, "content-type": "application/octet-stream" } }), context());
  const get = (url: string) => {
    const [, , , folder, name] = url.split("/");
    return files(apiRequest(url), context({ folder: folder!, name: name! }));
  };

  beforeAll(async () => {
    // A folder of its own per backend: the counts of stored files below are per run.
    store = mkdtempSync(path.join(dir, `${backend.name}-`));
    setFileStore(localFileStore(store));
    botCookie = await adminCookie(admin.db, "bot-uploader", "chatbot_editor");
  });

  it("is routed at its paths and lets the largest upload through the local server", () => {
    expect(uploadConfig.path).toBe("/api/admin/files");
    expect(filesConfig.path).toBe("/api/files/:folder/:name");
    expect(bodyLimit).toBe(UPLOAD_LIMITS.video);
  });

  it("re-encodes a photo to upright WebP at kiosk and phone sizes with no EXIF or GPS left", async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).orientation).toBe(6);
    expect(original.includes("SecretCam")).toBe(true);
    const res = await post("image", original);
    expect(res.status).toBe(201);
    const stored = UploadedFile.parse(await res.json());
    expect(stored.url).toMatch(/^\/api\/files\/images\/[a-f0-9]{24}-1600\.webp$/);
    const kiosk = await get(stored.url);
    expect(kiosk.status).toBe(200);
    expect(kiosk.headers.get("content-type")).toBe("image/webp");
    expect(kiosk.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await kiosk.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    // Turned upright by its orientation: the sideways 3000x2000 shot is now portrait, longest side 1600.
    expect([meta.width, meta.height]).toEqual([Math.round((2000 / 3000) * IMAGE_SIZES.kiosk), IMAGE_SIZES.kiosk]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes("SecretCam")).toBe(false);
    const phone = await sharp(Buffer.from(await (await get(stored.phoneUrl!)).arrayBuffer())).metadata();
    expect(Math.max(phone.width!, phone.height!)).toBe(IMAGE_SIZES.phone);
  });

  it("checks the content, not the name or the claimed type", async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(60).fill(0)]);
    const notImage = await post("image", exe);
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toEqual({ error: "This file is not a JPEG, PNG, WebP or GIF image." });
    expect((await post("pdf", await photoWithGps())).status).toBe(400);
    expect((await post("video", "%PDF-1.7 nothing")).status).toBe(400);
    const scripted = await post("pdf", "%PDF-1.7\n1 0 obj << /Type /Action /S /JavaScript /JS (app.alert(1)) >> endobj\n%%EOF");
    expect(scripted.status).toBe(400);
    expect(((await scripted.json()) as { error: string }).error).toMatch(/scripts/);
    expect((await post("image", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).status).toBe(400);
    expect((await post("image", new Uint8Array())).status).toBe(400);
    expect((await post("zip", "%PDF-")).status).toBe(400);
  });

  it("stores a plain PDF and a video with its labelled placeholder poster", async () => {
    const pdf = UploadedFile.parse(await (await post("pdf", "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF")).json());
    expect(pdf.url).toMatch(/^\/api\/files\/forms\/[a-f0-9]{24}\.pdf$/);
    expect((await get(pdf.url)).headers.get("content-type")).toBe("application/pdf");
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
    const video = UploadedFile.parse(await (await post("video", webm)).json());
    expect(video.url).toMatch(/\.webm$/);
    const poster = await get(video.posterUrl!);
    expect(poster.headers.get("content-type")).toBe("image/svg+xml");
    expect(await poster.text()).toContain("Placeholder poster, not a frame of the video");
    expect(readdirSync(path.join(store, "videos"))).toHaveLength(1);
  });

  it("answers a byte range of a video with 206, as Safari and seeking ask", async () => {
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 10, 11, 12, 13, 14, 15]);
    const video = UploadedFile.parse(await (await post("video", webm)).json());
    const [, , , folder, name] = video.url.split("/");
    const ranged = (range: string) => files(apiRequest(video.url, { headers: { range } }), context({ folder: folder!, name: name! }));
    const part = await ranged("bytes=2-5");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 2-5/10");
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0xdf, 0xa3, 10, 11]);
    expect((await ranged("bytes=-3")).headers.get("content-range")).toBe("bytes 7-9/10");
    expect((await ranged("bytes=8-")).headers.get("content-length")).toBe("2");
    expect((await ranged("bytes=10-")).status).toBe(416);
    const whole = await get(video.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
  });

  it("refuses uploads over the limit, from a chatbot editor and without a session", async () => {
    const big = upload(
      apiRequest("/api/admin/files?kind=pdf", { method: "POST", body: "%PDF-", headers: { cookie: admin.cookie, "content-length": String(UPLOAD_LIMITS.pdf + 1) } }),
      context(),
    );
    expect((await big).status).toBe(413);
    expect((await post("pdf", "%PDF-1.7", botCookie)).status).toBe(403);
    expect((await post("pdf", "%PDF-1.7", "")).status).toBe(401);
  });

  it("answers 404 for names that are not stored files, never reading outside the store", async () => {
    expect((await files(apiRequest("/api/files/forms/x"), context({ folder: "..", name: "etc%2Fpasswd" }))).status).toBe(404);
    expect((await get(`/api/files/forms/${"0".repeat(24)}.pdf`)).status).toBe(404);
  });
});
