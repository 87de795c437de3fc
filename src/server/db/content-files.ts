/**
 * The seed's JSON files under content/: where they are and how one is read. Apart from seed.ts so the list
 * seeds it calls (seed-directories.ts, seed-map.ts) can read their files without importing it back.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { issueLines } from "../zod-issues.ts";

/** Default location of the content files: content/ in the project root. */
export const defaultContentDir = path.resolve(process.cwd(), "content");

/** Reads and validates one JSON content file; the error names the file and the fields. */
export async function readContentFile<T>(contentDir: string, file: string, schema: z.ZodType<T>): Promise<T> {
  const full = path.join(contentDir, file);
  const parsed: unknown = JSON.parse(await readFile(full, "utf8"));
  const result = schema.safeParse(parsed);
  if (!result.success) {
    throw new Error(`content/${file} is invalid:\n${issueLines(result.error.issues, "(root)")}`);
  }
  return result.data;
}
