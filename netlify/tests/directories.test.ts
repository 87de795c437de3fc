import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import courses, { config as coursesConfig } from "../functions/courses.mts";
import forms, { config as formsConfig } from "../functions/forms.mts";
import announcements, { config as announcementsConfig } from "../functions/announcements.mts";
import faculty, { config as facultyConfig } from "../functions/faculty.mts";
import gallery, { config as galleryConfig } from "../functions/gallery.mts";
import { seedDatabase } from "../../src/server/db/seed.ts";
import { AnnouncementList, ANNOUNCEMENT_CATEGORIES } from "../../src/shared/api/announcements.ts";
import { CourseList } from "../../src/shared/api/courses.ts";
import { FacultyList } from "../../src/shared/api/faculty.ts";
import { FormList, FORM_CATEGORIES } from "../../src/shared/api/forms.ts";
import { GalleryList, GALLERY_CATEGORIES } from "../../src/shared/api/gallery.ts";
import { designationClass, isThisWeek } from "../../src/shared/rules/directories.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends, useTestDatabase } from "../../src/server/testing/databases.ts";
import type { FunctionContext } from "../../src/server/http/handler.ts";

type Handler = (req: Request, ctx: FunctionContext) => Promise<Response>;
const endpoints: { path: string; handler: Handler; configPath: string; schema: z.ZodType<unknown[]> }[] = [
  { path: "/api/courses", handler: courses, configPath: coursesConfig.path, schema: CourseList },
  { path: "/api/forms", handler: forms, configPath: formsConfig.path, schema: FormList },
  { path: "/api/announcements", handler: announcements, configPath: announcementsConfig.path, schema: AnnouncementList },
  { path: "/api/faculty", handler: faculty, configPath: facultyConfig.path, schema: FacultyList },
  { path: "/api/gallery", handler: gallery, configPath: galleryConfig.path, schema: GalleryList },
];

async function getList<T>(handler: Handler, path: string, schema: z.ZodType<T>): Promise<T> {
  const res = await handler(apiRequest(path), context());
  expect(res.status).toBe(200);
  return schema.parse(await res.json());
}

describe.each(testBackends())("directory API on $name", (backend) => {
  const handle = useTestDatabase(backend);

  it.each(endpoints)("$path is served at its path, answers its contract and refuses POST", async ({ path, handler, configPath, schema }) => {
    expect(configPath).toBe(path);
    const res = await handler(apiRequest(path), context());
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(schema.parse(await res.json()).length).toBeGreaterThan(0);
    expect((await handler(apiRequest(path, { method: "POST", json: {} }), context())).status).toBe(405);
  });

  it.each(endpoints)("$path answers 304 for a matching If-None-Match and 200 after a change", async ({ path, handler }) => {
    const etag = (await handler(apiRequest(path), context())).headers.get("etag")!;
    const again = await handler(apiRequest(path, { headers: { "if-none-match": `W/${etag}, "other"` } }), context());
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const stale = await handler(apiRequest(path, { headers: { "if-none-match": '"nope"' } }), context());
    expect(stale.status).toBe(200);
  });

  it("seeds 24 programs across 6 colleges with requirements", async () => {
    const list = await getList(courses, "/api/courses", CourseList);
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(new Set(list.map((c) => c.college)).size).toBeGreaterThanOrEqual(6);
    expect(list.every((c) => c.requirements.length > 0)).toBe(true);
  });

  it("seeds 16 forms over the four categories, each a PDF path; requirements absent when none", async () => {
    const list = await getList(forms, "/api/forms", FormList);
    expect(list.length).toBeGreaterThanOrEqual(16);
    expect(new Set(list.map((f) => f.category))).toEqual(new Set(FORM_CATEGORIES));
    expect(list.every((f) => f.fileUrl.endsWith(".pdf"))).toBe(true);
    expect(list.some((f) => !("requirements" in f))).toBe(true);
  });

  it("answers announcements newest first, with urgent, this-week, every category and an unknown one", async () => {
    const list = await getList(announcements, "/api/announcements", AnnouncementList);
    expect(list.length).toBeGreaterThanOrEqual(15);
    const times = list.map((a) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.some((a) => a.isUrgent)).toBe(true);
    expect(list.some((a) => isThisWeek(a.createdAt))).toBe(true);
    for (const c of ANNOUNCEMENT_CATEGORIES) expect(list.some((a) => a.category === c)).toBe(true);
    expect(list.some((a) => !(ANNOUNCEMENT_CATEGORIES as readonly string[]).includes(a.category))).toBe(true);
  });

  it("seeds 30 people of every designation class, some without photo, email or phone", async () => {
    const list = await getList(faculty, "/api/faculty", FacultyList);
    expect(list.length).toBeGreaterThanOrEqual(30);
    const classes = new Set(list.map((m) => designationClass(m.designation)));
    expect(classes).toEqual(new Set(["executive", "leadership", "faculty", "staff"]));
    expect(list.some((m) => m.photo)).toBe(true);
    expect(list.some((m) => !m.photo)).toBe(true);
    expect(list.some((m) => !m.email)).toBe(true);
    expect(list.some((m) => !m.phone)).toBe(true);
    expect(list.find((m) => !m.email)).not.toHaveProperty("email");
  });

  it("answers 24 gallery items newest first over the four categories with photos and videos", async () => {
    const list = await getList(gallery, "/api/gallery", GalleryList);
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(new Set(list.map((g) => g.category))).toEqual(new Set(GALLERY_CATEGORIES));
    expect(new Set(list.map((g) => g.mediaType))).toEqual(new Set(["image", "video"]));
    const times = list.map((g) => Date.parse(g.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("seeding again adds nothing and keeps staff edits", async () => {
    await handle.db.execute(sql`update courses set name = 'Edited by staff' where id = 'bsit'`);
    const before = await getList(courses, "/api/courses", CourseList);
    await seedDatabase(handle.db);
    const after = await getList(courses, "/api/courses", CourseList);
    expect(after).toEqual(before);
    expect(after.find((c) => c.id === "bsit")?.name).toBe("Edited by staff");
  });
});
