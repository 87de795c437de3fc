/**
 * The offline outbox: POST bodies that could not be sent because the kiosk was offline, kept in
 * IndexedDB so they survive the idle reset and a reload. The page adds to it (the feedback store); the service
 * worker sends them when the link returns (src/service-worker/outbox-flush.ts), so one sender owns the queue.
 */

/** One queued request. */
export interface OutboxEntry {
  id: number;
  /** Same-origin API path the body is POSTed to. */
  path: string;
  body: unknown;
  /** When the visitor pressed Submit (ISO 8601). */
  queuedAt: string;
}

export interface OutboxStore {
  add(entry: Omit<OutboxEntry, "id">): Promise<void>;
  /** Oldest first. */
  all(): Promise<OutboxEntry[]>;
  remove(id: number): Promise<void>;
}

/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = "kiosk-outbox";
const DB_NAME = "kiosk-outbox";
const STORE = "requests";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("The offline queue could not be read or written."));
  });
}

let opening: Promise<IDBDatabase> | undefined;

function open(factory: IDBFactory): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = factory.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("The offline queue could not be opened."));
  }).catch((err: unknown) => {
    opening = undefined;
    throw err;
  });
  return opening;
}

async function withStore<T>(factory: IDBFactory, mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open(factory);
  const tx = db.transaction(STORE, mode);
  const result = await request(fn(tx.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error("The offline queue's change was aborted."));
  });
  return result;
}

/** The outbox in this origin's IndexedDB (the page and its service worker share it). */
export function indexedDbOutbox(factory: IDBFactory = indexedDB): OutboxStore {
  return {
    add: async (entry) => {
      await withStore(factory, "readwrite", (s) => s.add(entry));
    },
    all: () => withStore(factory, "readonly", (s) => s.getAll() as IDBRequest<OutboxEntry[]>),
    remove: async (id) => {
      await withStore(factory, "readwrite", (s) => s.delete(id));
    },
  };
}

/**
 * Keeps a POST for the service worker to send when the link returns. Only when a service worker controls
 * the page (someone will send it); answers false otherwise, and the caller reports the failure as usual.
 */
export async function queueForLater(path: string, body: unknown): Promise<boolean> {
  const sw = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  if (!sw?.controller || typeof indexedDB === "undefined") return false;
  try {
    await indexedDbOutbox().add({ path, body, queuedAt: new Date().toISOString() });
  } catch {
    return false;
  }
  // Background Sync where the browser has it; the worker also sends on its own when the network comes back.
  const reg = (await sw.ready) as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
  await reg.sync?.register(OUTBOX_SYNC_TAG).catch(() => {});
  return true;
}
