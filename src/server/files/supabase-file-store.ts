/**
 * Files in a Supabase Storage bucket (FILE_STORAGE=supabase), through @supabase/supabase-js with the
 * service role key, which only the functions hold. The bucket may be private: visitors get files through
 * GET /api/files/..., never from Supabase directly, so the pages' Content-Security-Policy stays 'self'.
 */
import { createClient } from "@supabase/supabase-js";
import { contentTypeOf } from "./file-keys.ts";
import type { FileStore } from "./file-store.ts";

export interface SupabaseStoreOptions {
  url: string;
  serviceRoleKey: string;
  bucket: string;
  /** A stand-in for fetch (tests answer with Storage's documented shapes). */
  fetch?: typeof fetch;
}

export function supabaseFileStore(options: SupabaseStoreOptions): FileStore {
  const client = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: options.fetch ? { fetch: options.fetch } : undefined,
  });
  const bucket = () => client.storage.from(options.bucket);
  return {
    async put(key, bytes, contentType) {
      const { error } = await bucket().upload(key, bytes, { contentType, upsert: true, cacheControl: "31536000" });
      if (error) throw new Error(`Supabase Storage refused ${key}: ${error.message}`);
    },
    async get(key) {
      const { data, error } = await bucket().download(key);
      if (error) {
        const status = (error as { status?: number; statusCode?: string | number }).status ?? Number((error as { statusCode?: string | number }).statusCode);
        if (status === 404 || status === 400 || /not found/i.test(error.message)) return undefined;
        throw new Error(`Supabase Storage could not read ${key}: ${error.message}`);
      }
      return { bytes: new Uint8Array(await data.arrayBuffer()), contentType: contentTypeOf(key) };
    },
    async delete(key) {
      const { error } = await bucket().remove([key]);
      if (error) throw new Error(`Supabase Storage could not delete ${key}: ${error.message}`);
    },
  };
}
