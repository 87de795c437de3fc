/**
 * The list tabs of the console (news, programs, forms, faculty and staff, gallery, map): each list's data
 * from GET /api/admin/<list>, and the actions of the add/edit dialog, delete and move up/down. One set of
 * actions serves every list; what differs per list is its contract (admin-lists.ts) and form (list-forms.ts).
 */
import { atom, map } from "nanostores";
import { z } from "zod";
import type { Parser } from "../../lib/json-check.ts";
import { LIST_CONTRACTS, type ContentListName } from "../../shared/api/admin-lists.ts";
import { showToast } from "../toast.ts";
import { dataOf, resource, type Resource } from "./loadable.ts";
import { adminCall, adminSend, adminUpload, errorText } from "./request.ts";
import { emptyForm, formToBody, itemToForm, LIST_FORMS, uploadedValues, validateBody, type FormValues } from "./list-forms.ts";
import { UploadedFile, type UploadKind } from "../../shared/api/admin-files.ts";

/** An item of any list as the admin API answers it (the list's contract checks the rest). */
export type ListItem = { id: string; position?: number; updatedAt: string } & Record<string, unknown>;

export const listPath = (list: ContentListName) => `/api/admin/${list}`;
const itemPath = (list: ContentListName, id: string) => `${listPath(list)}/${encodeURIComponent(id)}`;

const resources = new Map<ContentListName, Resource<ListItem[]>>();
/** The loadable data of one list (created on first use). */
export function listResource(list: ContentListName): Resource<ListItem[]> {
  let r = resources.get(list);
  if (!r) {
    r = resource(() => listPath(list), z.array(LIST_CONTRACTS[list].item)) as unknown as Resource<ListItem[]>;
    resources.set(list, r);
  }
  return r;
}

export interface ListDialogState {
  open: boolean;
  list?: ContentListName;
  /** The id being edited; absent when adding. */
  editingId?: string;
}
export const $listDialog = atom<ListDialogState>({ open: false });
export const $listForm = map<FormValues>({});
/** Messages per field, from the contract before sending or from the server's 400. */
export const $listErrors = atom<Record<string, string>>({});
export const $listSaving = atom(false);
/** Ids with a delete or move on the way, so their buttons wait. */
export const $listBusy = atom<ReadonlySet<string>>(new Set());

export function openAddItem(list: ContentListName): void {
  $listForm.set(emptyForm(list));
  $listErrors.set({});
  $listDialog.set({ open: true, list });
}

export function openEditItem(list: ContentListName, item: ListItem): void {
  $listForm.set(itemToForm(list, item));
  $listErrors.set({});
  $listDialog.set({ open: true, list, editingId: item.id });
}

export function closeListDialog(): void {
  if ($listDialog.get().open) $listDialog.set({ open: false });
}

export function setListField(name: string, value: string | boolean): void {
  $listForm.setKey(name, value);
  const errors = $listErrors.get();
  if (errors[name]) {
    const { [name]: _gone, ...rest } = errors;
    $listErrors.set(rest);
  }
}

const noun = (list: ContentListName) => LIST_FORMS[list].singular;

/** Add or save: checks the body with the list's contract, then POST or PATCH; the dialog closes on success. */
export async function saveListItem(): Promise<boolean> {
  const { list, editingId } = $listDialog.get();
  if (!list || $listSaving.get()) return false;
  const mode = editingId === undefined ? "create" : "edit";
  const body = formToBody(list, $listForm.get(), mode);
  const errors = validateBody(list, body, mode);
  $listErrors.set(errors);
  if (Object.keys(errors).length > 0) return false;
  $listSaving.set(true);
  try {
    const schema: Parser<unknown> = LIST_CONTRACTS[list].item;
    if (editingId === undefined) await adminCall(listPath(list), schema, { method: "POST", body });
    else await adminCall(itemPath(list, editingId), schema, { method: "PATCH", body });
    showToast({ title: `${noun(list)} ${mode === "create" ? "Added" : "Updated"}`, description: "Kiosks show the change within seconds." });
    $listDialog.set({ open: false });
    await listResource(list).load();
    return true;
  } catch (err) {
    $listErrors.set(serverFields(err));
    showToast({ title: `${noun(list)} Not Saved`, description: errorText(err), variant: "destructive" });
    return false;
  } finally {
    $listSaving.set(false);
  }
}

/** The field messages of a 400 from the server, if the error carries them. */
function serverFields(err: unknown): Record<string, string> {
  const text = err instanceof Error ? err.message : "";
  try {
    const body = JSON.parse(text.slice(text.indexOf(": ") + 2)) as { fields?: Record<string, string> };
    return body.fields ?? {};
  } catch {
    return {};
  }
}

async function withBusy<T>(id: string, work: () => Promise<T>): Promise<T> {
  $listBusy.set(new Set([...$listBusy.get(), id]));
  try {
    return await work();
  } finally {
    const next = new Set($listBusy.get());
    next.delete(id);
    $listBusy.set(next);
  }
}

/** DELETE after the page's confirmation; the list reloads. */
export async function deleteListItem(list: ContentListName, item: ListItem): Promise<boolean> {
  return withBusy(item.id, async () => {
    try {
      await adminSend(itemPath(list, item.id), { method: "DELETE" });
      showToast({ title: `${noun(list)} Deleted`, description: "It is gone from every kiosk within seconds." });
      await listResource(list).load();
      return true;
    } catch (err) {
      showToast({ title: `${noun(list)} Not Deleted`, description: errorText(err), variant: "destructive" });
      return false;
    }
  });
}

/** Moves an item of a hand-ordered list one place up (-1) or down (+1): shown at once, then confirmed. */
export async function moveListItem(list: ContentListName, item: ListItem, delta: -1 | 1): Promise<boolean> {
  const r = listResource(list);
  const items = dataOf(r.$state.get()) ?? [];
  const from = items.findIndex((i) => i.id === item.id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= items.length) return false;
  const reordered = [...items];
  reordered.splice(from, 1);
  reordered.splice(to, 0, item);
  r.set(reordered.map((i, position) => ({ ...i, position })));
  return withBusy(item.id, async () => {
    try {
      await adminCall(itemPath(list, item.id), LIST_CONTRACTS[list].item as Parser<unknown>, { method: "PATCH", body: { position: to } });
      return true;
    } catch (err) {
      r.set(items);
      showToast({ title: `${noun(list)} Not Moved`, description: errorText(err), variant: "destructive" });
      return false;
    } finally {
      void r.load();
    }
  });
}

/** The field whose file is being uploaded, if any. */
export const $listUploading = atom<string | undefined>(undefined);

/**
 * Uploads a file for a field of the open dialog (POST /api/admin/files?kind=...), then fills the fields
 * the answer serves (the path, a thumbnail, a poster). The item itself is saved with Save as usual.
 */
export async function uploadForField(fieldName: string, file: Blob): Promise<boolean> {
  const { list } = $listDialog.get();
  const spec = list ? LIST_FORMS[list].fields.find((f) => f.name === fieldName)?.upload : undefined;
  if (!list || !spec || $listUploading.get()) return false;
  const mediaType = $listForm.get().mediaType;
  const kind: UploadKind = spec.kind === "mediaType" ? (mediaType === "video" ? "video" : "image") : spec.kind;
  $listUploading.set(fieldName);
  try {
    const stored = await adminUpload(`/api/admin/files?kind=${kind}`, UploadedFile, file);
    for (const [field, value] of Object.entries(uploadedValues(spec, kind, stored))) setListField(field, value);
    return true;
  } catch (err) {
    $listErrors.set({ ...$listErrors.get(), [fieldName]: uploadError(err) });
    return false;
  } finally {
    $listUploading.set(undefined);
  }
}

/** The server's sentence about a refused file ("This file is not a PDF."). */
function uploadError(err: unknown): string {
  const text = errorText(err);
  return text.startsWith("Invalid request. ") ? text.slice("Invalid request. ".length) : text;
}
