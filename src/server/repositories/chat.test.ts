import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testBackends, useTestDatabase } from "../testing/databases.ts";
import { toRows } from "../db/rows.ts";
import { recordExchange, type ExchangeRecord } from "./chat.ts";

function exchange(sessionId: string, userMessage: string): ExchangeRecord {
  const now = new Date();
  return { sessionId, userMessageId: randomUUID(), userMessage, userAt: now, replyId: randomUUID(), reply: "An answer.", replyAt: now, category: "general", confidence: 0.5, responseTimeMs: 3 };
}

describe.each(testBackends())("chat exchanges ($name)", (backend) => {
  const t = useTestDatabase(backend, { seed: false });

  it("fails only the exchange the database refuses, never the others written in the same batch", async () => {
    const good = [exchange("session_batch_a", "Where is the registrar?"), exchange("session_batch_b", "Library hours?")];
    const bad = exchange("session_batch_c", "a NUL \u0000 and a lone \ud800 surrogate");
    const results = await Promise.allSettled([recordExchange(t.db, good[0]!), recordExchange(t.db, bad), recordExchange(t.db, good[1]!)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const rows = toRows<{ session_id: string }>(await t.db.execute(sql`select session_id from chat_messages where session_id like 'session_batch_%' order by session_id`));
    expect(rows.map((r) => r.session_id)).toEqual(["session_batch_a", "session_batch_a", "session_batch_b", "session_batch_b"]);
  });
});
