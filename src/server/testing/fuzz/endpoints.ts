/**
 * The endpoints the fuzz test drives, found from netlify/functions like the local server finds them:
 * each function's `config.path`, the methods its handler allows (its own 405 answer names them), and the
 * contracts of src/shared/api it imports (its request bodies and queries). A new function is covered
 * without touching the test.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { z } from "zod";
import type { FunctionRoute } from "../../local/functions.ts";
import { exportedSchemas } from "./zod-arbitrary.ts";

export interface FuzzEndpoint {
  /** `config.path`, parameters included (`/api/admin/chatbot/knowledge/:id(\\d+)`). */
  path: string;
  /** Methods the handler serves (HEAD with GET). */
  methods: string[];
  /** Zod schemas of src/shared/api the function module imports by name: its bodies and queries. */
  contracts: z.core.$ZodType[];
}

const sharedApiDir = path.resolve(process.cwd(), "src/shared/api");

/** Every exported zod schema of src/shared/api, by export name. */
export async function sharedContracts(): Promise<Map<string, z.core.$ZodType>> {
  const byName = new Map<string, z.core.$ZodType>();
  for (const file of (await readdir(sharedApiDir)).filter((f) => f.endsWith(".ts") && !f.includes(".test."))) {
    const mod = (await import(pathToFileURL(path.join(sharedApiDir, file)).href)) as Record<string, unknown>;
    const schemas = new Set(exportedSchemas(mod));
    for (const [name, value] of Object.entries(mod)) if (schemas.has(value as z.core.$ZodType)) byName.set(name, value as z.core.$ZodType);
  }
  return byName;
}

/** The names a module imports from src/shared/api (`import { A, type B } from ".../shared/api/x.ts"`). */
function importedContractNames(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'][^"']*shared\/api\/[^"']+["']/g)) {
    for (const part of m[1]!.split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/** Asks each handler which methods it serves (its 405 answer carries `Allow`). */
async function allowedMethods(route: FunctionRoute): Promise<string[]> {
  const res = await route.handler(new Request("http://127.0.0.1/api/probe", { method: "PROPFIND" }), { params: {}, ip: "127.0.0.1" });
  const allow = res.headers.get("allow");
  if (res.status !== 405 || !allow) throw new Error(`${route.file} did not answer an unknown method with 405 and Allow`);
  return allow.split(",").map((m) => m.trim().toUpperCase());
}

/** The endpoints of `routes` (from loadFunctionRoutes), with their methods and contracts. */
export async function fuzzEndpoints(routes: FunctionRoute[], functionsDir: string): Promise<FuzzEndpoint[]> {
  const contracts = await sharedContracts();
  const endpoints: FuzzEndpoint[] = [];
  for (const route of routes) {
    const source = await readFile(path.join(functionsDir, route.file), "utf8");
    const used = importedContractNames(source)
      .map((n) => contracts.get(n))
      .filter((s): s is z.core.$ZodType => s !== undefined);
    endpoints.push({ path: route.path, methods: await allowedMethods(route), contracts: used });
  }
  return endpoints;
}
