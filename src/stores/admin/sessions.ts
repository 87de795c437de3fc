/**
 * The Sessions tab: conversations newest first, 50 at a time ('Load more' pages back with
 * `before`), and one conversation's transcript.
 */
import { atom } from "nanostores";
import { z } from "zod";
import { ChatSessionSummary, ChatSessionTranscript } from "../../shared/api/admin-sessions.ts";
import { adminCall, errorText } from "./request.ts";
import { dataOf, loadInto, type Loadable } from "../../lib/loadable.ts";

export const SESSIONS_PATH = "/api/admin/chatbot/sessions";
export const PAGE_SIZE = 50;

export interface SessionList {
  items: ChatSessionSummary[];
  /** Whether an older page may exist (the last page came back full). */
  more: boolean;
}

export const $sessions = atom<Loadable<SessionList>>({ status: "idle" });
export const $transcript = atom<Loadable<ChatSessionTranscript>>({ status: "idle" });

/** The path of one page: the first, or the one older than `before`. */
export function sessionsPath(before?: string): string {
  const q = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) q.set("before", before);
  return `${SESSIONS_PATH}?${q}`;
}

/** Loads the newest page (again), or with `more` the next older page appended. */
export async function loadSessions(options: { more?: boolean } = {}): Promise<void> {
  const have = dataOf($sessions.get());
  const before = options.more ? have?.items.at(-1)?.lastMessageAt : undefined;
  await loadInto(
    $sessions,
    async () => {
      const page = await adminCall(sessionsPath(before), z.array(ChatSessionSummary));
      const items = options.more && have ? [...have.items, ...page.filter((p) => !have.items.some((h) => h.id === p.id))] : page;
      return { items, more: page.length === PAGE_SIZE };
    },
    { keepOnError: true, errorText },
  );
}

/** The conversation whose transcript is open (or loading); null when the dialog is closed. */
export const $transcriptId = atom<string | null>(null);

/** Opens one conversation's transcript; an answer for a conversation closed meanwhile is dropped. */
export async function openTranscript(id: string): Promise<void> {
  $transcriptId.set(id);
  $transcript.set({ status: "idle" });
  await loadInto($transcript, () => adminCall(`${SESSIONS_PATH}/${encodeURIComponent(id)}`, ChatSessionTranscript), {
    errorText,
    isCurrent: () => $transcriptId.get() === id,
  });
}

export function closeTranscript(): void {
  $transcriptId.set(null);
  $transcript.set({ status: "idle" });
}

/** Confidence 0..1 as the transcript shows it: '87%'. */
export const percentText = (confidence: number | null): string => (confidence === null ? "-" : `${Math.round(confidence * 100)}%`);
