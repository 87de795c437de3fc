/** Files in a folder on this machine (DATA_DIR/files), written atomically (temporary name, then rename). */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOf } from "./file-keys.ts";
import type { FileStore } from "./file-store.ts";

export function localFileStore(dir: string): FileStore {
  const full = (key: string) => {
    const p = path.resolve(dir, key);
    if (!p.startsWith(dir + path.sep)) throw new Error(`file key outside the store: ${key}`);
    return p;
  };
  return {
    async put(key, bytes) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    },
    async get(key) {
      try {
        return { bytes: new Uint8Array(await readFile(full(key))), contentType: contentTypeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
  };
}
