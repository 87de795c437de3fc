/**
 * Sends the offline outbox, oldest first, when the link is back. A request that reaches the server is removed
 * when accepted (2xx) or when it can never be accepted (a 4xx other than 408/429: resending would not help);
 * a network failure, a 5xx, 408 or 429 stops the run and keeps the rest for the next try.
 */
import type { OutboxStore } from "../lib/outbox.ts";

export interface FlushResult {
  sent: number;
  dropped: number;
  left: number;
}

export type Sender = (path: string, body: unknown) => Promise<{ status: number }>;

export async function flushOutbox(store: OutboxStore, send: Sender): Promise<FlushResult> {
  const entries = await store.all();
  const result: FlushResult = { sent: 0, dropped: 0, left: entries.length };
  for (const entry of entries) {
    let status: number;
    try {
      status = (await send(entry.path, entry.body)).status;
    } catch {
      break;
    }
    if (status >= 200 && status < 300) result.sent++;
    else if (status >= 400 && status < 500 && status !== 408 && status !== 429) result.dropped++;
    else break;
    await store.remove(entry.id);
    result.left--;
  }
  return result;
}

/** One flush at a time in a worker, however many triggers (sync event, messages, a returning link) arrive. */
export function serialFlusher(run: () => Promise<FlushResult>): () => Promise<FlushResult> {
  let running: Promise<FlushResult> | undefined;
  let again = false;
  const loop = async (): Promise<FlushResult> => {
    let result: FlushResult;
    do {
      again = false;
      result = await run();
    } while (again);
    return result;
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => (running = undefined));
    return running;
  };
}
