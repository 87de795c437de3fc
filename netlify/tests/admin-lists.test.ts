import { beforeAll, describe, expect, it } from "vitest";
import adminAnnouncements from "../functions/admin-announcements.mts";
import adminAnnouncementsItem from "../functions/admin-announcements-item.mts";
import adminCourses, { config as coursesConfig } from "../functions/admin-courses.mts";
import adminCoursesItem, { config as courseItemConfig } from "../functions/admin-courses-item.mts";
import adminForms from "../functions/admin-forms.mts";
import adminFormsItem from "../functions/admin-forms-item.mts";
import adminFaculty from "../functions/admin-faculty.mts";
import adminFacultyItem from "../functions/admin-faculty-item.mts";
import adminGallery from "../functions/admin-gallery.mts";
import adminGalleryItem from "../functions/admin-gallery-item.mts";
import adminMap from "../functions/admin-map-buildings.mts";
import adminMapItem from "../functions/admin-map-buildings-item.mts";
import announcements from "../functions/announcements.mts";
import courses from "../functions/courses.mts";
import { seedDatabase } from "../../src/server/db/seed.ts";
import { contentVersion } from "../../src/server/services/content-lists.ts";
import { AnnouncementList } from "../../src/shared/api/announcements.ts";
import { CourseList } from "../../src/shared/api/courses.ts";
import { CONTENT_LISTS, LIST_CONTRACTS, type ContentListName } from "../../src/shared/api/admin-lists.ts";
import { adminCookie } from "../../src/server/testing/admin.ts";
import { useAdminApi } from "../../src/server/testing/admin-api.ts";
import { lastAudit, rowCount } from "../../src/server/testing/rows.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends } from "../../src/server/testing/databases.ts";
import type { FunctionContext } from "../../src/server/http/handler.ts";

type Handler = (req: Request, ctx: FunctionContext) => Promise<Response>;
const HANDLERS: Record<ContentListName, { collection: Handler; item: Handler }> = {
  announcements: { collection: adminAnnouncements, item: adminAnnouncementsItem },
  courses: { collection: adminCourses, item: adminCoursesItem },
  forms: { collection: adminForms, item: adminFormsItem },
  faculty: { collection: adminFaculty, item: adminFacultyItem },
  gallery: { collection: adminGallery, item: adminGalleryItem },
  "map-buildings": { collection: adminMap, item: adminMapItem },
};

/** A valid new item of each list and one field change for it. */
const SAMPLES: Record<ContentListName, { input: Record<string, unknown>; change: Record<string, unknown> }> = {
  announcements: { input: { title: "Class suspension on Friday", content: "Classes are suspended.", category: "academic", isUrgent: true }, change: { title: "Classes resume Monday" } },
  courses: {
    input: { code: "BSMT", name: "BS Marine Transportation", college: "College of Maritime", duration: "4 years", description: "Deck officers.", requirements: ["Medical certificate", " "] },
    change: { duration: "4 years + 1 year shipboard" },
  },
  forms: { input: { name: "Dorm Clearance Form", description: "Leaving the dormitory.", category: "administrative", fileUrl: "/media/forms/dorm-clearance.pdf" }, change: { category: "financial" } },
  faculty: { input: { name: "Dr. Ana Reyes", designation: "Dean", department: "College of Maritime", email: "ana.reyes@mvsu.edu.ph" }, change: { email: "" } },
  gallery: {
    input: { title: "Sea trials", category: "academic", mediaType: "image", mediaUrl: "/media/gallery/sea.webp", thumbnailUrl: "/media/gallery/sea-thumb.webp" },
    change: { description: "Cadets on the training ship" },
  },
  "map-buildings": {
    input: {
      code: "MAR",
      title: "Maritime Building",
      category: "Academic",
      description: "Simulators.",
      latitude: 16.9,
      longitude: 121.7,
      x: 40,
      y: 60,
      iconType: "academic",
      streetViewIconType: "building",
      services: ["Bridge simulator"],
      officeHours: "8:00 AM - 5:00 PM, Mon-Fri",
    },
    change: { services: ["Bridge simulator", "Engine room simulator"] },
  },
};


describe.each(testBackends())("admin list API on $name", (backend) => {
  const admin = useAdminApi(backend);
  let chatbotEditor = "";
  let contentEditor = "";
  const call = (name: ContentListName, init: { method?: string; json?: unknown; id?: string; headers?: Record<string, string> } = {}) => {
    const path = `/api/admin/${name}${init.id ? `/${init.id}` : ""}`;
    const req = apiRequest(path, { method: init.method ?? "GET", json: init.json, headers: init.headers ?? { cookie: admin.cookie } });
    return init.id ? HANDLERS[name].item(req, context({ id: init.id })) : HANDLERS[name].collection(req, context());
  };
  const publicCourses = async () => CourseList.parse(await (await courses(apiRequest("/api/courses"), context())).json());
  const publicNews = async () => AnnouncementList.parse(await (await announcements(apiRequest("/api/announcements"), context())).json());

  beforeAll(async () => {
    chatbotEditor = await adminCookie(admin.db, "bot-editor", "chatbot_editor");
    contentEditor = await adminCookie(admin.db, "news-editor", "content_editor");
  });

  it("is routed at /api/admin/<list> and /api/admin/<list>/:id", () => {
    expect(coursesConfig.path).toBe("/api/admin/courses");
    expect(courseItemConfig.path).toBe("/api/admin/courses/:id");
  });

  it("answers 401 without a session and 403 to a chatbot editor, changing nothing", async () => {
    const before = await rowCount(admin.db, "courses");
    expect((await call("courses", { headers: {} })).status).toBe(401);
    expect((await call("courses", { method: "POST", json: SAMPLES.courses.input, headers: {} })).status).toBe(401);
    const forbidden = await call("courses", { method: "POST", json: SAMPLES.courses.input, headers: { cookie: chatbotEditor } });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { error: string }).error).toMatch(/role may not edit the public lists/);
    expect((await call("courses", { id: "bsit", method: "DELETE", headers: { cookie: chatbotEditor } })).status).toBe(403);
    expect((await call("courses", { headers: { cookie: contentEditor } })).status).toBe(200);
    expect(await rowCount(admin.db, "courses")).toBe(before);
  });

  it.each(CONTENT_LISTS)("%s: adds, changes and deletes an item, each in the audit log, and the admin answer follows its contract", async (name) => {
    const { input, change } = SAMPLES[name];
    const contract = LIST_CONTRACTS[name];
    const version = await contentVersion(admin.db);

    const created = await call(name, { method: "POST", json: input });
    expect(created.status).toBe(201);
    const item = contract.item.parse(await created.json()) as { id: string; updatedAt: string };
    expect(item.id).toMatch(/^[a-z0-9-]+$/);
    expect(await lastAudit(admin.db)).toMatchObject({ action: "content.create", target: expect.stringContaining(item.id), details: { list: name } });
    expect(await contentVersion(admin.db)).toBeGreaterThan(version);

    const listed = (contract.item.array().parse(await (await call(name)).json()) as { id: string }[]).map((i) => i.id);
    expect(listed).toContain(item.id);

    const patched = await call(name, { id: item.id, method: "PATCH", json: change });
    expect(patched.status).toBe(200);
    const after = contract.item.parse(await patched.json()) as Record<string, unknown>;
    for (const [key, value] of Object.entries(change)) {
      if (value === "") expect(after[key]).toBeUndefined();
      else expect(after[key]).toEqual(value);
    }
    expect(await lastAudit(admin.db)).toMatchObject({ action: "content.update", details: { fields: Object.keys(change) } });

    expect((await call(name, { id: item.id, method: "DELETE" })).status).toBe(204);
    expect(await lastAudit(admin.db)).toMatchObject({ action: "content.delete", target: expect.stringContaining(item.id) });
    expect((await call(name, { id: item.id, method: "DELETE" })).status).toBe(404);
    expect((await call(name, { id: item.id, method: "PATCH", json: change })).status).toBe(404);
  });

  it("refuses bad input with a message per field and changes nothing", async () => {
    const before = await rowCount(admin.db, "courses");
    const res = await call("courses", { method: "POST", json: { ...SAMPLES.courses.input, name: "  ", duration: 4, extra: true } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields.name).toBe("Name is required");
    expect(body.fields.duration).toBe("Duration is required");
    expect(Object.keys(body.fields)).toContain("body");
    expect((await call("courses", { id: "bsit", method: "PATCH", json: {} })).status).toBe(400);
    const badPosition = await call("courses", { id: "bsit", method: "PATCH", json: { position: -1 } });
    expect(((await badPosition.json()) as { fields: Record<string, string> }).fields.position).toBe("Position must be a whole number from 0");
    const badUrl = await call("forms", { method: "POST", json: { ...SAMPLES.forms.input, fileUrl: "https://evil.example/x.pdf" } });
    expect(((await badUrl.json()) as { fields: Record<string, string> }).fields.fileUrl).toBe("File must be a path on this site starting with /");
    expect(await rowCount(admin.db, "courses")).toBe(before);
  });

  it("keeps a course code unique with a field message", async () => {
    const [first] = await publicCourses();
    const res = await call("courses", { method: "POST", json: { ...SAMPLES.courses.input, code: first!.code } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.code).toBe(`Another course already has the code ${first!.code}`);
  });

  it("edits a course and moves it; the public list shows both at once", async () => {
    const before = await publicCourses();
    const last = before.at(-1)!;
    const res = await call("courses", { id: last.id, method: "PATCH", json: { name: "Renamed Program", position: 0 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: last.id, name: "Renamed Program", position: 0 });
    const after = await publicCourses();
    expect(after[0]).toMatchObject({ id: last.id, name: "Renamed Program" });
    expect(after.slice(1).map((c) => c.id)).toEqual(before.slice(0, -1).map((c) => c.id));
    const positions = (LIST_CONTRACTS.courses.item.array().parse(await (await call("courses")).json())).map((c) => c.position);
    expect(positions).toEqual(after.map((_, i) => i));
    const beyond = await call("courses", { id: last.id, method: "PATCH", json: { position: 9999 } });
    expect(await beyond.json()).toMatchObject({ position: after.length - 1 });
  });

  it("publishes news at its time and drops it after its expiry, urgent flag included", async () => {
    const hour = 3600_000;
    const post = async (title: string, extra: Record<string, unknown>) =>
      (await call("announcements", { method: "POST", json: { ...SAMPLES.announcements.input, title, ...extra } })).json() as Promise<{ id: string }>;
    const live = await post("Live urgent notice", { expiresAt: new Date(Date.now() + hour).toISOString() });
    const scheduled = await post("Scheduled notice", { createdAt: new Date(Date.now() + hour).toISOString() });
    const expired = await post("Expired notice", { createdAt: new Date(Date.now() - 2 * hour).toISOString(), expiresAt: new Date(Date.now() - hour).toISOString() });
    const news = await publicNews();
    expect(news.find((a) => a.id === live.id)).toMatchObject({ isUrgent: true });
    expect(news.map((a) => a.id)).not.toContain(scheduled.id);
    expect(news.map((a) => a.id)).not.toContain(expired.id);
    const all = (await (await call("announcements")).json()) as { id: string }[];
    expect(all.map((a) => a.id)).toEqual(expect.arrayContaining([live.id, scheduled.id, expired.id]));

    const wrong = await call("announcements", { method: "POST", json: { ...SAMPLES.announcements.input, createdAt: "2026-05-02T08:00:00+08:00", expiresAt: "2026-05-01T08:00:00+08:00" } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields.expiresAt).toBe("Expiry must be after the publish time");
    const wrongPatch = await call("announcements", { id: live.id, method: "PATCH", json: { expiresAt: "2000-01-01T00:00:00Z" } });
    expect(wrongPatch.status).toBe(400);
    expect((await publicNews()).map((a) => a.id)).toContain(live.id);
    const ended = await call("announcements", { id: live.id, method: "PATCH", json: { expiresAt: new Date(Date.now() + 1000).toISOString(), createdAt: new Date(Date.now() - hour).toISOString() } });
    expect(ended.status).toBe(200);
    expect(await (await call("announcements", { id: live.id, method: "PATCH", json: { expiresAt: null } })).json()).toMatchObject({ expiresAt: null });
  });

  it("seeds a list once: a new seed run neither overwrites an edit nor adds back a deleted item", async () => {
    const [first, second] = await publicCourses();
    await call("courses", { id: first!.id, method: "PATCH", json: { name: "Edited by staff" } });
    await call("courses", { id: second!.id, method: "DELETE" });
    await seedDatabase(admin.db);
    const after = await publicCourses();
    expect(after.find((c) => c.id === first!.id)?.name).toBe("Edited by staff");
    expect(after.map((c) => c.id)).not.toContain(second!.id);
  });
});
