import { describe, expect, it } from "vitest";
import type { OutboxEntry, OutboxStore } from "../lib/outbox.ts";
import { flushOutbox, serialFlusher } from "./outbox-flush.ts";

function memoryStore(bodies: unknown[]): OutboxStore & { entries: OutboxEntry[] } {
  const entries: OutboxEntry[] = bodies.map((body, i) => ({ id: i + 1, path: "/api/feedback", body, queuedAt: "2025-01-01T00:00:00Z" }));
  return {
    entries,
    add: async (e) => void entries.push({ ...e, id: entries.length + 1 }),
    all: async () => [...entries],
    remove: async (id) => void entries.splice(entries.findIndex((e) => e.id === id), 1),
  };
}

describe("flushOutbox", () => {
  it("sends everything oldest first and empties the outbox", async () => {
    const store = memoryStore(["a", "b"]);
    const sent: unknown[] = [];
    const result = await flushOutbox(store, async (_path, body) => (sent.push(body), { status: 201 }));
    expect(sent).toEqual(["a", "b"]);
    expect(result).toEqual({ sent: 2, dropped: 0, left: 0 });
    expect(store.entries).toEqual([]);
  });

  it("stops at a network failure and keeps the rest", async () => {
    const store = memoryStore(["a", "b", "c"]);
    let calls = 0;
    const result = await flushOutbox(store, async () => {
      if (++calls === 2) throw new TypeError("Failed to fetch");
      return { status: 201 };
    });
    expect(result).toEqual({ sent: 1, dropped: 0, left: 2 });
    expect(store.entries.map((e) => e.body)).toEqual(["b", "c"]);
  });

  it("keeps a request the server could not take now (5xx, 429) and drops one it will never take (400)", async () => {
    const busy = memoryStore(["a"]);
    expect(await flushOutbox(busy, async () => ({ status: 503 }))).toEqual({ sent: 0, dropped: 0, left: 1 });
    expect(await flushOutbox(busy, async () => ({ status: 429 }))).toEqual({ sent: 0, dropped: 0, left: 1 });
    const bad = memoryStore(["bad", "good"]);
    const result = await flushOutbox(bad, async (_p, body) => ({ status: body === "bad" ? 400 : 201 }));
    expect(result).toEqual({ sent: 1, dropped: 1, left: 0 });
  });
});

describe("serialFlusher", () => {
  it("never runs two flushes at once, and runs once more for a trigger that came during a run", async () => {
    let active = 0;
    let max = 0;
    let runs = 0;
    const flush = serialFlusher(async () => {
      active++;
      max = Math.max(max, active);
      runs++;
      await new Promise((r) => setTimeout(r, 10));
      active--;
      return { sent: 0, dropped: 0, left: 0 };
    });
    await Promise.all([flush(), flush(), flush()]);
    expect(max).toBe(1);
    expect(runs).toBe(2);
  });
});
