/**
 * The chatbot panel's state and actions. The panel island only renders
 * this; the floating button's tiny script calls `toggleChat`.
 */
import { atom, computed } from "nanostores";
import { z } from "zod";
import { apiFetch } from "../lib/api";
import { CHAT_FAILURE_MESSAGE, CHAT_OFFLINE_MESSAGE, ChatReply, ChatWelcome } from "../shared/api/chat";

/** A message in the panel, plus what the panel needs to rate a reply. */
export interface ChatMessage {
  id: string;
  message: string;
  isUser: boolean;
  timestamp: Date;
  category?: string;
  suggestions: string[];
  /** A stored reply that can get thumbs up/down. */
  rateable?: boolean;
  rating?: "up" | "down";
  /** A campus map link when the answer is about a building (the map opens with it selected). */
  link?: { href: string; label: string };
}

export const DEFAULT_WELCOME = "Hello! I'm the MVSU Virtual Assistant. How can I help you today?";

/** 'session_' plus a time stamp; clearing the chat makes a new one. */
export const newSessionId = () => `session_${Date.now()}`;

export const $chatOpen = atom(false);
export const $chatWaiting = atom(false);
export const $chatSessionId = atom(newSessionId());
export const $chatWelcome = atom<ChatWelcome>({ enabled: true, welcomeMessage: DEFAULT_WELCOME, suggestions: [] });
export const $chatMessages = atom<ChatMessage[]>([]);
/** Six chips under the welcome message. */
export const $chatStarters = computed($chatWelcome, (w) => w.suggestions.slice(0, 6));

let counter = 0;
const localId = (prefix: string) => `${prefix}_${Date.now()}_${++counter}`;

function welcomeMessage(): ChatMessage {
  return { id: localId("welcome"), message: $chatWelcome.get().welcomeMessage, isUser: false, timestamp: new Date(), category: "welcome", suggestions: [] };
}

let welcomeLoad: Promise<void> | undefined;

/** Loads the configured welcome message and starter chips once (GET /api/chat). */
export function loadWelcome(): Promise<void> {
  welcomeLoad ??= apiFetch("/api/chat", ChatWelcome)
    .then((w) => {
      $chatWelcome.set(w);
      const [first, ...rest] = $chatMessages.get();
      if (first?.category === "welcome") $chatMessages.set([{ ...first, message: w.welcomeMessage }, ...rest]);
    })
    .catch(() => {
      welcomeLoad = undefined;
    });
  return welcomeLoad;
}

/** Opens or closes the panel; the first open shows the welcome message. */
export function toggleChat(open = !$chatOpen.get()): void {
  if (open && $chatMessages.get().length === 0) $chatMessages.set([welcomeMessage()]);
  $chatOpen.set(open);
  if (open) void loadWelcome();
}

/** Sends a message: trimmed, never blank, never while a reply is awaited. */
export async function sendMessage(text: string): Promise<void> {
  const message = text.trim();
  if (!message || $chatWaiting.get()) return;
  const user: ChatMessage = { id: localId("user"), message, isUser: true, timestamp: new Date(), suggestions: [] };
  $chatMessages.set([...$chatMessages.get(), user]);
  $chatWaiting.set(true);
  const session = $chatSessionId.get();
  let reply: ChatMessage;
  try {
    const r = await apiFetch("/api/chat", ChatReply, { method: "POST", body: { message, sessionId: session } });
    reply = { id: r.id, message: r.message, isUser: false, timestamp: new Date(), category: r.category, suggestions: r.suggestions, rateable: r.category !== "unavailable", link: r.link };
  } catch (err) {
    // No answer at all (fetch rejects) means the server is out of reach; an error answer is the spec's message.
    const unreachable = err instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false);
    reply = { id: localId("error"), message: unreachable ? CHAT_OFFLINE_MESSAGE : CHAT_FAILURE_MESSAGE, isUser: false, timestamp: new Date(), category: "error", suggestions: [] };
  }
  // A chat cleared while waiting has moved on: the late reply belongs to the old session.
  if ($chatSessionId.get() !== session) return;
  $chatMessages.set([...$chatMessages.get(), reply]);
  $chatWaiting.set(false);
}

/** Clears the chat back to the welcome message with a new session. */
export function clearChat(): void {
  $chatSessionId.set(newSessionId());
  $chatWaiting.set(false);
  $chatMessages.set([welcomeMessage()]);
}

/** Thumbs up or down on a reply; the choice shows at once and is sent in the background. */
export async function rateMessage(id: string, helpful: boolean): Promise<void> {
  const target = $chatMessages.get().find((m) => m.id === id);
  if (!target?.rateable) return;
  $chatMessages.set($chatMessages.get().map((m) => (m.id === id ? { ...m, rating: helpful ? "up" : "down" } : m)));
  await apiFetch("/api/chat/rating", z.object({ ok: z.boolean() }), { method: "POST", body: { messageId: id, helpful } }).catch(() => {});
}

// ------------------------------------------------------------------ the visit's conversation across pages

/**
 * The conversation of a visit lives in sessionStorage, so it survives moving between pages (including the
 * assistant's own campus-map link) until Clear or the kiosk's idle reset, which removes every sessionStorage
 * key that does not start with "kiosk".
 */
export const CHAT_STORAGE_KEY = "chat:conversation";
type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const StoredConversation = z.object({
  sessionId: z.string(),
  messages: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      isUser: z.boolean(),
      timestamp: z.string(),
      category: z.string().optional(),
      suggestions: z.array(z.string()),
      rateable: z.boolean().optional(),
      rating: z.enum(["up", "down"]).optional(),
      link: z.object({ href: z.string(), label: z.string() }).optional(),
    }),
  ),
});

/** Puts back the conversation saved by an earlier page of this visit; a damaged entry is dropped. */
export function restoreConversation(storage: SessionStore): void {
  let raw: string | null;
  try {
    raw = storage.getItem(CHAT_STORAGE_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  let parsed: ReturnType<typeof StoredConversation.safeParse>;
  try {
    parsed = StoredConversation.safeParse(JSON.parse(raw));
  } catch {
    parsed = StoredConversation.safeParse(undefined);
  }
  if (!parsed.success) {
    storage.removeItem(CHAT_STORAGE_KEY);
    return;
  }
  $chatSessionId.set(parsed.data.sessionId);
  $chatMessages.set(parsed.data.messages.map((m) => ({ ...m, timestamp: new Date(m.timestamp) })));
}

/** Saves the conversation on every change from now on. */
export function persistConversation(storage: SessionStore): () => void {
  const save = () => {
    const messages = $chatMessages.get();
    try {
      if (messages.length === 0) storage.removeItem(CHAT_STORAGE_KEY);
      else storage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ sessionId: $chatSessionId.get(), messages: messages.map((m) => ({ ...m, timestamp: m.timestamp.toISOString() })) }));
    } catch {
      // A full or blocked storage only loses the carry-over to the next page, never the conversation on this one.
    }
  };
  const offMessages = $chatMessages.listen(save);
  const offSession = $chatSessionId.listen(save);
  return () => {
    offMessages();
    offSession();
  };
}

if (typeof sessionStorage !== "undefined") {
  restoreConversation(sessionStorage);
  persistConversation(sessionStorage);
}

/** The scroll button appears above 3 messages when more than 100 px from the bottom. */
export const SCROLL_THRESHOLD_PX = 100;
export const SCROLL_MIN_MESSAGES = 3;
export function showScrollButton(messageCount: number, distanceFromBottom: number): boolean {
  return messageCount > SCROLL_MIN_MESSAGES && distanceFromBottom > SCROLL_THRESHOLD_PX;
}
