/**
 * The Knowledge Base tab and its dialog: the list, add / edit / toggle / delete
 * with the spec's toasts, and refreshing the list and the dashboard after a create or delete. The dialog
 * also serves the Analytics tab ('Create item' prefilled, 'Add as variation').
 */
import { atom, computed, map } from "nanostores";
import { z } from "zod";
import { KnowledgeItem } from "../../shared/api/admin-knowledge.ts";
import { KnowledgeItemInput } from "../../shared/api/knowledge.ts";
import { showToast } from "../toast.ts";
import { dashboard } from "./dashboard.ts";
import { EMPTY_FORM, formToInput, inputToForm, type KnowledgeForm } from "./knowledge-form.ts";
import { dataOf, resource } from "./loadable.ts";
import { adminCall, adminSend, errorText } from "./request.ts";

export const KNOWLEDGE_PATH = "/api/admin/chatbot/knowledge";
export const ADDED_TOAST = { title: "Knowledge Added", description: "New knowledge item has been added successfully." };
export const UPDATED_TOAST = { title: "Knowledge Updated", description: "Knowledge item has been updated successfully." };
export const DELETED_TOAST = { title: "Knowledge Deleted", description: "Knowledge item has been deleted successfully." };
export const RESTORED_TOAST = { title: "Knowledge Restored", description: "The deleted item is back, with every field as it was." };
/** The Undo toast stays longer than a plain one: time to notice a wrong delete. */
export const UNDO_TOAST_MS = 10_000;
/** Three question variations are shown before '+N more'. */
export const VARIATIONS_SHOWN = 3;

export const knowledge = resource(() => KNOWLEDGE_PATH, z.array(KnowledgeItem));

// --- List filters (search and category, combined with AND like the public lists) ----------------------

export const $knowledgeQuery = atom("");
export const $knowledgeCategory = atom("");

export const $visibleKnowledge = computed([knowledge.$state, $knowledgeQuery, $knowledgeCategory], (state, query, category) => {
  const items = dataOf(state) ?? [];
  const q = query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === "" || item.category === category) &&
      (q === "" || [item.canonicalQuestion, item.canonicalAnswer, ...item.questionVariations, ...item.keywords].some((t) => t.toLowerCase().includes(q))),
  );
});

/** The first three variations and how many more there are. */
export function shownVariations(variations: string[]): { shown: string[]; more: number } {
  return { shown: variations.slice(0, VARIATIONS_SHOWN), more: Math.max(0, variations.length - VARIATIONS_SHOWN) };
}

// --- The dialog ----------------------------------------------------------------------------------------

export interface DialogState {
  open: boolean;
  /** The item being edited; undefined in add mode. */
  editingId?: number;
}
export const $knowledgeDialog = atom<DialogState>({ open: false });
export const $knowledgeForm = map<KnowledgeForm>({ ...EMPTY_FORM });
export const $knowledgeSaving = atom(false);

/**
 * The edited item's main answer as visitors read it (placeholders filled by the server), while the form still
 * holds the saved answer; after an edit the server checks the references on save and fills them again.
 */
export const $knowledgeFilledAnswer = computed([knowledge.$state, $knowledgeDialog, $knowledgeForm], (state, dialog, form) => {
  if (dialog.editingId === undefined) return undefined;
  const item = (dataOf(state) ?? []).find((i) => i.id === dialog.editingId);
  return item?.filledAnswer !== undefined && item.canonicalAnswer === form.canonicalAnswer ? item.filledAnswer : undefined;
});

/** Add mode, optionally prefilled (Analytics 'Create item'). */
export function openAddKnowledge(prefill: Partial<KnowledgeForm> = {}): void {
  $knowledgeForm.set({ ...EMPTY_FORM, ...prefill });
  $knowledgeDialog.set({ open: true });
}

/** Edit mode, prefilled with the item. */
export function openEditKnowledge(item: KnowledgeItem): void {
  $knowledgeForm.set(inputToForm(item));
  $knowledgeDialog.set({ open: true, editingId: item.id });
}

/** Closing clears the edit state. */
export function closeKnowledgeDialog(): void {
  const wasEditing = $knowledgeDialog.get().editingId !== undefined;
  $knowledgeDialog.set({ open: false });
  if (wasEditing) $knowledgeForm.set({ ...EMPTY_FORM });
}

export function setKnowledgeField<K extends keyof KnowledgeForm>(field: K, value: KnowledgeForm[K]): void {
  $knowledgeForm.set({ ...$knowledgeForm.get(), [field]: value });
}

function failed(title: string, err: unknown): false {
  showToast({ title, description: errorText(err), variant: "destructive" });
  return false;
}

function replaceItem(item: KnowledgeItem): void {
  const items = dataOf(knowledge.$state.get());
  if (items) knowledge.set(items.map((i) => (i.id === item.id ? item : i)));
}

/** Refreshes what a create or delete changes: the list and the dashboard's counts. */
function refreshAfterChange(): Promise<unknown> {
  return Promise.all([knowledge.load(), dashboard.load()]);
}

/** Create or Update: POST in add mode, PATCH with the whole form in edit mode. */
export async function saveKnowledge(): Promise<boolean> {
  if ($knowledgeSaving.get()) return false;
  const { editingId } = $knowledgeDialog.get();
  const body = formToInput($knowledgeForm.get());
  $knowledgeSaving.set(true);
  try {
    if (editingId === undefined) {
      await adminCall(KNOWLEDGE_PATH, KnowledgeItem, { method: "POST", body });
      showToast(ADDED_TOAST);
      $knowledgeDialog.set({ open: false });
      $knowledgeForm.set({ ...EMPTY_FORM });
      await refreshAfterChange();
    } else {
      const saved = await adminCall(`${KNOWLEDGE_PATH}/${editingId}`, KnowledgeItem, { method: "PATCH", body });
      replaceItem(saved);
      showToast(UPDATED_TOAST);
      $knowledgeDialog.set({ open: false });
      $knowledgeForm.set({ ...EMPTY_FORM });
      void dashboard.load();
    }
    return true;
  } catch (err) {
    return failed(editingId === undefined ? "Knowledge Not Added" : "Knowledge Not Updated", err);
  } finally {
    $knowledgeSaving.set(false);
  }
}

/** Activate/Deactivate: a PATCH with only isActive. */
export async function toggleKnowledge(item: KnowledgeItem): Promise<boolean> {
  try {
    replaceItem(await adminCall(`${KNOWLEDGE_PATH}/${item.id}`, KnowledgeItem, { method: "PATCH", body: { isActive: !item.isActive } }));
    showToast(UPDATED_TOAST);
    void dashboard.load();
    return true;
  } catch (err) {
    return failed("Knowledge Not Updated", err);
  }
}

/**
 * Items deleted while the list is on screen. Their cards stay where they were, as a notice of the same
 * height, so the next card does not slide under the pointer (a double click deletes one item, not two);
 * a later reload of the list drops them.
 */
export const $deletedKnowledge = atom<ReadonlySet<number>>(new Set());

const markDeleted = (id: number, deleted: boolean) => {
  const next = new Set($deletedKnowledge.get());
  if (deleted) next.add(id);
  else next.delete(id);
  $deletedKnowledge.set(next);
};

/** Delete, without confirmation; the toast offers Undo. */
export async function deleteKnowledge(item: KnowledgeItem): Promise<boolean> {
  if ($deletedKnowledge.get().has(item.id)) return false;
  try {
    await adminSend(`${KNOWLEDGE_PATH}/${item.id}`, { method: "DELETE" });
    markDeleted(item.id, true);
    showToast({ ...DELETED_TOAST, duration: UNDO_TOAST_MS, action: { label: "Undo", run: () => void restoreKnowledge(item) } });
    void dashboard.load();
    return true;
  } catch (err) {
    return failed("Knowledge Not Deleted", err);
  }
}

/**
 * Undo of a delete: the item is created again with every field staff wrote (the API gives it a new id; its
 * usage and rating counters start again), in the deleted card's place.
 */
export async function restoreKnowledge(item: KnowledgeItem): Promise<boolean> {
  try {
    const restored = await adminCall(KNOWLEDGE_PATH, KnowledgeItem, { method: "POST", body: KnowledgeItemInput.parse(item) });
    const items = dataOf(knowledge.$state.get());
    if (items) knowledge.set(items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? restored : i)) : [restored, ...items]);
    markDeleted(item.id, false);
    showToast(RESTORED_TOAST);
    void dashboard.load();
    return true;
  } catch (err) {
    return failed("Knowledge Not Restored", err);
  }
}

/** Analytics 'Add as variation': appends the question to the item's variations (unless already there). */
export async function addVariation(itemId: number, question: string): Promise<boolean> {
  const items = dataOf(knowledge.$state.get()) ?? (await knowledge.load()) ?? [];
  const item = items.find((i) => i.id === itemId);
  const text = question.trim();
  if (!item || text === "") return false;
  const exists = [item.canonicalQuestion, ...item.questionVariations].some((q) => q.toLowerCase() === text.toLowerCase());
  if (exists) {
    showToast({ title: "Already Known", description: "That question is already a variation of the item." });
    return false;
  }
  try {
    replaceItem(await adminCall(`${KNOWLEDGE_PATH}/${item.id}`, KnowledgeItem, { method: "PATCH", body: { questionVariations: [...item.questionVariations, text] } }));
    showToast(UPDATED_TOAST);
    return true;
  } catch (err) {
    return failed("Knowledge Not Updated", err);
  }
}
