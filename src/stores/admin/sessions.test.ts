import { describe, expect, it } from "vitest";
import { $sessions, $transcript, $transcriptId, loadSessions, openTranscript, PAGE_SIZE, percentText, sessionsPath } from "./sessions.ts";
import { fakeApi, json } from "./testing.ts";

const summary = (i: number) => ({
  id: `session_${i}`, startedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(), lastMessageAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
  messageCount: 2, firstQuestion: `Q${i}`, hadFallback: i % 2 === 0,
});

describe("sessions store", () => {
  it("pages back with `before` = the last row's lastMessageAt", async () => {
    const first = Array.from({ length: PAGE_SIZE }, (_, i) => summary(1000 - i));
    const api = fakeApi({
      [`GET ${sessionsPath()}`]: json(first),
      [`GET ${sessionsPath(first.at(-1)!.lastMessageAt)}`]: json([summary(1)]),
    });
    await loadSessions();
    expect($sessions.get()).toMatchObject({ status: "ready", data: { more: true } });
    await loadSessions({ more: true });
    expect(api.calls[1]!.path).toContain(`before=${encodeURIComponent(first.at(-1)!.lastMessageAt)}`);
    const state = $sessions.get();
    expect(state.status === "ready" && state.data.items.length).toBe(PAGE_SIZE + 1);
    expect(state.status === "ready" && state.data.more).toBe(false);
  });

  it("opens a transcript by id", async () => {
    fakeApi({ "GET /api/admin/chatbot/sessions/session_1": json({ ...summary(1), messages: [] }) });
    await openTranscript("session_1");
    expect($transcript.get()).toMatchObject({ status: "ready" });
    expect($transcriptId.get()).toBe("session_1");
    expect(percentText(0.876)).toBe("88%");
    expect(percentText(null)).toBe("-");
  });
});
