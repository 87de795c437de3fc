import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FileStore } from "./file-store.ts";
import { localFileStore } from "./local-file-store.ts";
import { supabaseFileStore } from "./supabase-file-store.ts";

const SUPABASE = "https://abcd.supabase.co";
const BUCKET = "kiosk-files";

/**
 * A stand-in for Supabase Storage's REST API with the answers its documentation gives: upload answers
 * { Key, Id }, a missing object 400 with statusCode "404", remove the removed objects.
 */
function fakeStorage() {
  const objects = new Map<string, { bytes: Uint8Array; type: string }>();
  const calls: { method: string; url: string; headers: Headers }[] = [];
  const fetcher = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init.method ?? "GET").toUpperCase();
    const headers = new Headers(init.headers);
    calls.push({ method, url, headers });
    const prefix = `${SUPABASE}/storage/v1/object/${BUCKET}`;
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (method === "POST" && url.startsWith(`${prefix}/`)) {
      const key = url.slice(prefix.length + 1);
      const body = init.body instanceof Uint8Array ? init.body : new Uint8Array(await new Response(init.body as BodyInit).arrayBuffer());
      objects.set(key, { bytes: body, type: headers.get("content-type") ?? "" });
      return json({ Key: `${BUCKET}/${key}`, Id: "9b7c1e3a-7f52-4e11-9a59-4c1b9c0f4e2d" });
    }
    if (method === "GET" && url.startsWith(`${prefix}/`)) {
      const found = objects.get(url.slice(prefix.length + 1));
      return found ? new Response(found.bytes.slice(), { status: 200, headers: { "content-type": found.type } }) : json({ statusCode: "404", error: "not_found", message: "Object not found" }, 400);
    }
    if (method === "DELETE" && url === prefix) {
      const { prefixes } = JSON.parse(String(init.body)) as { prefixes: string[] };
      const removed = prefixes.filter((p) => objects.delete(p)).map((name) => ({ name, bucket_id: BUCKET }));
      return json(removed);
    }
    return json({ statusCode: "400", error: "unexpected", message: `${method} ${url}` }, 400);
  };
  return { objects, calls, fetch: fetcher as typeof fetch };
}

const dir = mkdtempSync(path.join(tmpdir(), "kiosk-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = fakeStorage();

const stores: [string, FileStore][] = [
  ["local folder", localFileStore(dir)],
  ["Supabase Storage", supabaseFileStore({ url: SUPABASE, serviceRoleKey: "service-role-key-for-tests-0123456789", bucket: BUCKET, fetch: storage.fetch })],
];

describe.each(stores)("file store: %s", (_name, store) => {
  const key = "images/0123456789abcdef01234567-640.webp";
  const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);

  it("stores, reads back with the type of its name, and deletes", async () => {
    expect(await store.get(key)).toBeUndefined();
    await store.put(key, bytes, "image/webp");
    await store.put(key, bytes, "image/webp");
    const file = await store.get(key);
    expect(file?.contentType).toBe("image/webp");
    expect([...file!.bytes]).toEqual([...bytes]);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });
});

describe("Supabase Storage calls", () => {
  it("upload with upsert, the content type and the service role key, to the bucket's object path", () => {
    const upload = storage.calls.find((c) => c.method === "POST")!;
    expect(upload.url).toBe(`${SUPABASE}/storage/v1/object/${BUCKET}/images/0123456789abcdef01234567-640.webp`);
    expect(upload.headers.get("x-upsert")).toBe("true");
    expect(upload.headers.get("content-type")).toBe("image/webp");
    expect(upload.headers.get("authorization")).toBe("Bearer service-role-key-for-tests-0123456789");
  });

  it("turns a refused upload into an error that names the file", async () => {
    const refusing = supabaseFileStore({
      url: SUPABASE,
      serviceRoleKey: "service-role-key-for-tests-0123456789",
      bucket: BUCKET,
      fetch: (async () => new Response(JSON.stringify({ statusCode: "403", error: "Unauthorized", message: "new row violates row-level security policy" }), { status: 403 })) as unknown as typeof fetch,
    });
    await expect(refusing.put("forms/0123456789abcdef01234567.pdf", new Uint8Array([1]), "application/pdf")).rejects.toThrow(/forms\/0123456789abcdef01234567\.pdf/);
  });
});
