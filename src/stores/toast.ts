/**
 * Toasts: one shown at a time (a new one replaces the old), 5000 ms by default, dismissed
 * by a swipe to the right of at least 50 px or the close button; F8 focuses the toast region.
 */
import { atom } from "nanostores";

export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: "default" | "destructive";
  duration: number;
  /** One button in the toast (Undo after a delete); pressing it runs `run` and closes the toast. */
  action?: { label: string; run: () => void };
}

export const $toast = atom<Toast | undefined>(undefined);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast, replacing any toast on screen. */
export function showToast(toast: { title: string; description?: string; variant?: Toast["variant"]; duration?: number; action?: Toast["action"] }): Toast {
  const shown: Toast = { id: nextId++, variant: "default", duration: TOAST_DURATION_MS, ...toast };
  $toast.set(shown);
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => dismissToast(shown.id), shown.duration);
  return shown;
}

/** Removes the toast (only the one with `id`, when given, so a stale timer cannot close a newer toast). */
export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (!current || (id !== undefined && current.id !== id)) return;
  if (timer) clearTimeout(timer);
  timer = undefined;
  $toast.set(undefined);
}

/** Pauses auto-dismissal while the visitor touches or hovers the toast; resumes with the full time. */
export function holdToast(hold: boolean): void {
  const current = $toast.get();
  if (!current) return;
  if (timer) clearTimeout(timer);
  timer = hold ? undefined : setTimeout(() => dismissToast(current.id), current.duration);
}
