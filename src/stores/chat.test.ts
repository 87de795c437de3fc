import { beforeEach, describe, expect, it } from "vitest";
import { $chatMessages, $chatSessionId, CHAT_STORAGE_KEY, clearChat, persistConversation, restoreConversation } from "./chat.ts";

/** A sessionStorage stand-in. */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("the visit's conversation across pages", () => {
  beforeEach(() => {
    $chatMessages.set([]);
    $chatSessionId.set("session_1");
  });

  it("is saved on every change and put back on the next page", () => {
    const storage = memoryStorage();
    const stop = persistConversation(storage);
    $chatMessages.set([
      { id: "u1", message: "where is the library", isUser: true, timestamp: new Date("2024-11-20T02:00:00Z"), suggestions: [] },
      { id: "b1", message: "University Library ...", isUser: false, timestamp: new Date("2024-11-20T02:00:01Z"), suggestions: [], link: { href: "/campus-map?building=LIB", label: "Show" } },
    ]);
    stop();
    // The next page starts empty and restores the same session and messages.
    $chatMessages.set([]);
    $chatSessionId.set("session_2");
    restoreConversation(storage);
    expect($chatSessionId.get()).toBe("session_1");
    expect($chatMessages.get().map((m) => m.id)).toEqual(["u1", "b1"]);
    expect($chatMessages.get()[1].link?.href).toBe("/campus-map?building=LIB");
    expect($chatMessages.get()[0].timestamp).toEqual(new Date("2024-11-20T02:00:00Z"));
  });

  it("Clear starts a new session that the next page sees", () => {
    const storage = memoryStorage();
    const stop = persistConversation(storage);
    $chatMessages.set([{ id: "u1", message: "hi", isUser: true, timestamp: new Date(), suggestions: [] }]);
    clearChat();
    stop();
    const saved = JSON.parse(storage.data.get(CHAT_STORAGE_KEY)!) as { sessionId: string; messages: { category?: string }[] };
    expect(saved.sessionId).not.toBe("session_1");
    expect(saved.messages.map((m) => m.category)).toEqual(["welcome"]);
  });

  it("drops a damaged entry instead of failing the page", () => {
    const storage = memoryStorage();
    storage.setItem(CHAT_STORAGE_KEY, "{not json");
    restoreConversation(storage);
    expect($chatMessages.get()).toEqual([]);
    expect(storage.data.has(CHAT_STORAGE_KEY)).toBe(false);
  });

  it("uses a key the kiosk's idle reset clears (every key not starting with 'kiosk')", () => {
    expect(CHAT_STORAGE_KEY.startsWith("kiosk")).toBe(false);
  });
});
