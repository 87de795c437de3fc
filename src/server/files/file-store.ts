/**
 * Where uploaded files (forms' PDFs, portraits, gallery images and videos) are kept, behind one interface:
 * on one machine a folder under DATA_DIR (`local-file-store.ts`), on Netlify a Supabase Storage bucket
 * (`supabase-file-store.ts`). Keys are content hashes, so a stored file never changes and may be cached
 * for a year. Every file is served by GET /api/files/{folder}/{name} from the same origin, whichever store.
 */
import path from "node:path";
import { env } from "../env.ts";

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStore {
  /** Stores the bytes under `key` ('images/<hash>-1600.webp'); storing the same key again is harmless. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
}

/** The folder the local store keeps files in (back it up with the database). */
export function localFilesDir(dataDir = env().DATA_DIR): string {
  return path.resolve(dataDir, "files");
}

let configured: Promise<FileStore> | undefined;

/** The store FILE_STORAGE names (created once per process; supabase-js is loaded only when chosen). */
export function fileStore(): Promise<FileStore> {
  configured ??= (async () => {
    const config = env();
    if (config.FILE_STORAGE === "supabase") {
      const { supabaseFileStore } = await import("./supabase-file-store.ts");
      return supabaseFileStore({ url: config.SUPABASE_URL!, serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY!, bucket: config.SUPABASE_STORAGE_BUCKET });
    }
    const { localFileStore } = await import("./local-file-store.ts");
    return localFileStore(localFilesDir(config.DATA_DIR));
  })();
  return configured;
}

/** Uses `store` from now on (tests). */
export function setFileStore(store: FileStore | undefined): void {
  configured = store ? Promise.resolve(store) : undefined;
}

/** The public address of a stored file. */
export const fileUrl = (key: string) => `/api/files/${key}`;
