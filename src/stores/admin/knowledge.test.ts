import { beforeEach, describe, expect, it, vi } from "vitest";
import { $toast } from "../toast.ts";
import {
  $deletedKnowledge, $knowledgeCategory, $knowledgeDialog, $knowledgeForm, $knowledgeQuery, $visibleKnowledge, addVariation, closeKnowledgeDialog, deleteKnowledge, knowledge,
  openAddKnowledge, openEditKnowledge, saveKnowledge, setKnowledgeField, shownVariations, toggleKnowledge,
} from "./knowledge.ts";
import { EMPTY_FORM } from "./knowledge-form.ts";
import { dataOf } from "./loadable.ts";
import { ANALYTICS, fakeApi, json, storedItem } from "./testing.ts";

const PATH = "/api/admin/chatbot/knowledge";

beforeEach(() => {
  $toast.set(undefined);
  $deletedKnowledge.set(new Set());
  closeKnowledgeDialog();
  $knowledgeForm.set({ ...EMPTY_FORM });
  $knowledgeQuery.set("");
  $knowledgeCategory.set("");
  knowledge.set([storedItem(1), storedItem(2, { category: "services", isActive: false, keywords: ["clinic"] })]);
});

describe("knowledge base store", () => {
  it("shows three variations and counts the rest as '+N more'", () => {
    expect(shownVariations(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(shownVariations(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
  });

  it("filters by search text and category together", () => {
    $knowledgeQuery.set("CLINIC");
    expect($visibleKnowledge.get().map((i) => i.id)).toEqual([2]);
    $knowledgeCategory.set("admissions");
    expect($visibleKnowledge.get()).toEqual([]);
    $knowledgeQuery.set("");
    expect($visibleKnowledge.get().map((i) => i.id)).toEqual([1]);
  });

  it("create: POSTs the form, toasts 'Knowledge Added', closes and resets, and refreshes list and dashboard", async () => {
    const api = fakeApi({
      [`POST ${PATH}`]: json(storedItem(3), 201),
      [`GET ${PATH}`]: json([storedItem(3), storedItem(1)]),
      "GET /api/admin/chatbot/analytics": json(ANALYTICS),
    });
    openAddKnowledge();
    expect($knowledgeDialog.get()).toEqual({ open: true });
    setKnowledgeField("category", "general");
    setKnowledgeField("canonicalQuestion", "Is there Wi-Fi?");
    setKnowledgeField("canonicalAnswer", "Yes, MVSU-Guest.");
    setKnowledgeField("keywords", "wifi, internet");
    setKnowledgeField("priority", "high");
    expect(await saveKnowledge()).toBe(true);
    expect(api.called("POST", PATH)[0]!.body).toMatchObject({ category: "general", canonicalQuestion: "Is there Wi-Fi?", keywords: ["wifi", "internet"], priority: 1, isActive: true, difficulty: "easy" });
    expect($toast.get()).toMatchObject({ title: "Knowledge Added", description: "New knowledge item has been added successfully." });
    expect($knowledgeDialog.get().open).toBe(false);
    expect($knowledgeForm.get()).toEqual(EMPTY_FORM);
    expect(api.called("GET", PATH)).toHaveLength(1);
    expect(api.called("GET", "/api/admin/chatbot/analytics")).toHaveLength(1);
    expect(dataOf(knowledge.$state.get())!.map((i) => i.id)).toEqual([3, 1]);
  });

  it("edit: prefilled, PATCHes the full form, toasts 'Knowledge Updated' and clears the edit state", async () => {
    const item = storedItem(1, { questionVariations: ["one", "two"], keywords: ["a", "b"], priority: 4 });
    const api = fakeApi({ [`PATCH ${PATH}/1`]: json({ ...item, canonicalAnswer: "New answer." }), "GET /api/admin/chatbot/analytics": json(ANALYTICS) });
    openEditKnowledge(item);
    expect($knowledgeDialog.get()).toEqual({ open: true, editingId: 1 });
    expect($knowledgeForm.get()).toMatchObject({ questionVariations: "one\ntwo", keywords: "a, b", priority: "4" });
    setKnowledgeField("canonicalAnswer", "New answer.");
    expect(await saveKnowledge()).toBe(true);
    expect(api.called("PATCH", `${PATH}/1`)[0]!.body).toEqual({
      category: "admissions", difficulty: "easy", canonicalQuestion: "Question 1?", questionVariations: ["one", "two"], canonicalAnswer: "New answer.",
      answerVariations: [], keywords: ["a", "b"], entities: [], priority: 4, isActive: true,
    });
    expect($toast.get()).toMatchObject({ title: "Knowledge Updated", description: "Knowledge item has been updated successfully." });
    expect($knowledgeDialog.get()).toEqual({ open: false });
    expect(dataOf(knowledge.$state.get())![0]!.canonicalAnswer).toBe("New answer.");
  });

  it("closing the dialog in edit mode clears the edit state", () => {
    openEditKnowledge(storedItem(1));
    closeKnowledgeDialog();
    expect($knowledgeDialog.get()).toEqual({ open: false });
    openAddKnowledge();
    expect($knowledgeForm.get()).toEqual(EMPTY_FORM);
  });

  it("toggle sends only isActive", async () => {
    const api = fakeApi({ [`PATCH ${PATH}/2`]: json(storedItem(2, { isActive: true })), "GET /api/admin/chatbot/analytics": json(ANALYTICS) });
    expect(await toggleKnowledge(dataOf(knowledge.$state.get())![1]!)).toBe(true);
    expect(api.called("PATCH", `${PATH}/2`)[0]!.body).toEqual({ isActive: true });
    expect(dataOf(knowledge.$state.get())![1]!.isActive).toBe(true);
    expect($toast.get()?.title).toBe("Knowledge Updated");
  });

  it("delete: no confirmation, 'Knowledge Deleted' with Undo; the card stays in place as deleted, the dashboard is refreshed", async () => {
    const api = fakeApi({ [`DELETE ${PATH}/1`]: new Response(null, { status: 204 }), "GET /api/admin/chatbot/analytics": json(ANALYTICS) });
    knowledge.set([storedItem(2), storedItem(1), storedItem(3)]);
    expect(await deleteKnowledge(storedItem(1))).toBe(true);
    expect(api.called("DELETE", `${PATH}/1`)).toHaveLength(1);
    expect($toast.get()).toMatchObject({ title: "Knowledge Deleted", description: "Knowledge item has been deleted successfully.", action: { label: "Undo" } });
    expect(dataOf(knowledge.$state.get())!.map((i) => i.id)).toEqual([2, 1, 3]);
    expect($deletedKnowledge.get().has(1)).toBe(true);
    await vi.waitFor(() => expect(api.called("GET", "/api/admin/chatbot/analytics")).toHaveLength(1));
    // A second press on the same place deletes nothing more.
    expect(await deleteKnowledge(storedItem(1))).toBe(false);
    expect(api.called("DELETE", `${PATH}/1`)).toHaveLength(1);
  });

  it("Undo re-creates the deleted item with every field, in its place", async () => {
    const item = { ...storedItem(1), canonicalQuestion: "Where is the clinic?", keywords: ["clinic"], priority: 7, isActive: false };
    const api = fakeApi({
      [`DELETE ${PATH}/1`]: new Response(null, { status: 204 }),
      [`POST ${PATH}`]: json({ ...item, id: 9 }, 201),
      "GET /api/admin/chatbot/analytics": json(ANALYTICS),
    });
    knowledge.set([storedItem(2), item, storedItem(3)]);
    await deleteKnowledge(item);
    $toast.get()!.action!.run();
    await vi.waitFor(() => expect($toast.get()).toMatchObject({ title: "Knowledge Restored" }));
    const posted = api.called("POST", PATH)[0]!.body as Record<string, unknown>;
    expect(posted).toMatchObject({ canonicalQuestion: "Where is the clinic?", keywords: ["clinic"], priority: 7, isActive: false });
    expect(posted).not.toHaveProperty("id");
    expect(posted).not.toHaveProperty("usageCount");
    expect(dataOf(knowledge.$state.get())!.map((i) => i.id)).toEqual([2, 9, 3]);
    expect($deletedKnowledge.get().has(1)).toBe(false);
  });

  it("a refused save keeps the dialog open and shows the server's field message", async () => {
    fakeApi({ [`POST ${PATH}`]: json({ error: "Please correct the highlighted fields.", fields: { canonicalQuestion: "Too small: expected string to have >=1 characters" } }, 400) });
    openAddKnowledge();
    expect(await saveKnowledge()).toBe(false);
    expect($knowledgeDialog.get().open).toBe(true);
    expect($toast.get()).toMatchObject({ variant: "destructive", description: "Too small: expected string to have >=1 characters" });
  });

  it("'Add as variation' appends the question once", async () => {
    const api = fakeApi({ [`PATCH ${PATH}/1`]: (c) => json(storedItem(1, c.body as Record<string, unknown>)) });
    expect(await addVariation(1, " Where do I pay tuition? ")).toBe(true);
    expect(api.calls[0]!.body).toEqual({ questionVariations: ["Where do I pay tuition?"] });
    expect(await addVariation(1, "where do i pay tuition?")).toBe(false);
    expect(api.calls).toHaveLength(1);
  });

  it("'Create item' opens the dialog prefilled in add mode", () => {
    openAddKnowledge({ canonicalQuestion: "Is there a dress code?", questionVariations: "dress code" });
    expect($knowledgeDialog.get()).toEqual({ open: true });
    expect($knowledgeForm.get()).toMatchObject({ canonicalQuestion: "Is there a dress code?", questionVariations: "dress code", difficulty: "easy", isActive: true });
  });
});
