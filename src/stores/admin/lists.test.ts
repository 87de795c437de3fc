import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi, json } from "./testing.ts";
import { $listDialog, $listErrors, $listForm, deleteListItem, listResource, moveListItem, openAddItem, openEditItem, saveListItem, setListField, type ListItem } from "./lists.ts";
import { dataOf } from "./loadable.ts";
import { $toast } from "../toast.ts";
import { tabFromHash, tabsFor } from "./tabs.ts";

const course = (id: string, position: number): ListItem =>
  ({ id, code: id.toUpperCase(), name: `Program ${id}`, college: "CAS", duration: "4 years", description: "", requirements: [], position, updatedAt: "2026-11-20T00:00:00.000Z" }) as ListItem;

describe("list tab store", () => {
  beforeEach(() => {
    $listDialog.set({ open: false });
    $toast.set(undefined);
  });

  it("does not send a form the contract refuses, and shows the field messages", async () => {
    const api = fakeApi({});
    openAddItem("courses");
    expect(await saveListItem()).toBe(false);
    expect(api.calls).toHaveLength(0);
    expect($listErrors.get()).toMatchObject({ code: "Code is required" });
    setListField("code", "BSN");
    expect($listErrors.get().code).toBeUndefined();
  });

  it("posts a new item, closes the dialog and reloads the list", async () => {
    const api = fakeApi({ "POST /api/admin/courses": json(course("bsn", 2), 201), "GET /api/admin/courses": json([course("a", 0), course("b", 1), course("bsn", 2)]) });
    openAddItem("courses");
    for (const [k, v] of Object.entries({ code: "BSN", name: "BS Nursing", college: "CON", duration: "4 years", requirements: "NMAT\n" })) setListField(k, v);
    expect(await saveListItem()).toBe(true);
    expect(api.called("POST", "/api/admin/courses")[0]!.body).toMatchObject({ code: "BSN", requirements: ["NMAT"] });
    expect($listDialog.get().open).toBe(false);
    expect(dataOf(listResource("courses").$state.get())?.map((c) => c.id)).toEqual(["a", "b", "bsn"]);
  });

  it("shows the server's field messages when it refuses a save", async () => {
    fakeApi({ "PATCH /api/admin/courses/a": json({ error: "Invalid request. code: Another course already has the code B", fields: { code: "Another course already has the code B" } }, 400) });
    openEditItem("courses", course("a", 0));
    setListField("code", "B");
    expect(await saveListItem()).toBe(false);
    expect($listErrors.get().code).toBe("Another course already has the code B");
    expect($listDialog.get().open).toBe(true);
    expect($listForm.get().code).toBe("B");
  });

  it("moves an item at once and sends its new place; a refusal puts it back", async () => {
    const items = [course("a", 0), course("b", 1), course("c", 2)];
    const api = fakeApi({ "GET /api/admin/courses": json(items), "PATCH /api/admin/courses/c": json({ ...course("c", 1) }) });
    await listResource("courses").load();
    const moving = moveListItem("courses", items[2]!, -1);
    expect(dataOf(listResource("courses").$state.get())?.map((c) => c.id)).toEqual(["a", "c", "b"]);
    expect(await moving).toBe(true);
    expect(api.called("PATCH", "/api/admin/courses/c")[0]!.body).toEqual({ position: 1 });
    expect(await moveListItem("courses", items[0]!, -1)).toBe(false);

    fakeApi({ "GET /api/admin/courses": json(items), "PATCH /api/admin/courses/a": json({ error: "No course with id a." }, 404) });
    await listResource("courses").load();
    expect(await moveListItem("courses", items[0]!, 1)).toBe(false);
  });

  it("deletes and reloads", async () => {
    const api = fakeApi({ "DELETE /api/admin/forms/x": new Response(null, { status: 204 }), "GET /api/admin/forms": json([]) });
    expect(await deleteListItem("forms", { id: "x", updatedAt: "2026-11-20T00:00:00.000Z" } as ListItem)).toBe(true);
    expect(api.called("DELETE", "/api/admin/forms/x")).toHaveLength(1);
  });
});

describe("tabs by role", () => {
  it("shows each role only its own tabs, and opens the first of them by default", () => {
    expect(tabsFor("content_editor").map((t) => t.id)).toEqual(["news", "programs", "forms", "people", "gallery", "map"]);
    expect(tabsFor("chatbot_editor").map((t) => t.id)).not.toContain("accounts");
    expect(tabsFor("chatbot_editor").map((t) => t.id)).not.toContain("news");
    expect(tabsFor("administrator").map((t) => t.id)).toEqual(expect.arrayContaining(["accounts", "news", "knowledge", "feedback"]));
    expect(tabFromHash("#knowledge", "content_editor")).toBe("news");
    expect(tabFromHash("#map", "content_editor")).toBe("map");
    expect(tabFromHash("", "chatbot_editor")).toBe("dashboard");
  });
});

describe("uploads from the dialog", () => {
  it("uploads the kind the media type names and fills the path and the thumbnail (a video's poster)", async () => {
    const { uploadForField } = await import("./lists.ts");
    const api = fakeApi({
      "POST /api/admin/files": (call) =>
        call.path.endsWith("kind=video")
          ? json({ url: "/api/files/videos/aaaaaaaaaaaaaaaaaaaaaaaa.webm", posterUrl: "/api/files/posters/aaaaaaaaaaaaaaaaaaaaaaaa.svg", contentType: "video/webm", bytes: 9 }, 201)
          : json({ error: "This file is not a JPEG, PNG, WebP or GIF image." }, 400),
    });
    openAddItem("gallery");
    setListField("mediaType", "video");
    expect(await uploadForField("mediaUrl", new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: "video/webm" }))).toBe(true);
    expect(api.calls[0]!.path).toBe("/api/admin/files?kind=video");
    expect($listForm.get()).toMatchObject({ mediaUrl: "/api/files/videos/aaaaaaaaaaaaaaaaaaaaaaaa.webm", thumbnailUrl: "/api/files/posters/aaaaaaaaaaaaaaaaaaaaaaaa.svg" });

    setListField("mediaType", "image");
    expect(await uploadForField("mediaUrl", new Blob(["not an image"]))).toBe(false);
    expect(api.calls[1]!.path).toBe("/api/admin/files?kind=image");
    expect($listErrors.get().mediaUrl).toBe("This file is not a JPEG, PNG, WebP or GIF image.");
  });
});
