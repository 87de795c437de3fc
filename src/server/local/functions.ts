/**
 * Finds the Netlify functions in netlify/functions and turns their `config.path` into routes, so the
 * local server answers /api exactly as Netlify would, in-process, on one shared database.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FunctionContext } from "../http/handler.ts";

export type FunctionHandler = (req: Request, context: FunctionContext) => Promise<Response> | Response;

export interface FunctionRoute {
  /** Source file, for error messages. */
  file: string;
  path: string;
  pattern: URLPattern;
  handler: FunctionHandler;
  /** Paths without parameters win over patterns, as on Netlify. */
  isStatic: boolean;
  /** A larger body limit the function asks for (`export const bodyLimit`), e.g. the knowledge import. */
  bodyLimit?: number;
}

export const defaultFunctionsDir = path.resolve(process.cwd(), "netlify/functions");

/** Imports every function module and lists its routes, most specific first. */
export async function loadFunctionRoutes(dir = defaultFunctionsDir): Promise<FunctionRoute[]> {
  const files = (await readdir(dir)).filter((f) => /\.(mts|ts|mjs|js)$/.test(f) && !f.includes(".test.")).sort();
  const routes: FunctionRoute[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as {
      default?: unknown;
      config?: { path?: string | string[] };
      bodyLimit?: unknown;
    };
    if (typeof mod.default !== "function") throw new Error(`netlify/functions/${file} has no default export handler`);
    const paths = mod.config?.path === undefined ? [] : ([] as string[]).concat(mod.config.path);
    if (paths.length === 0) throw new Error(`netlify/functions/${file} has no config.path`);
    for (const p of paths) {
      routes.push({
        file,
        path: p,
        pattern: new URLPattern({ pathname: p }),
        handler: mod.default as FunctionHandler,
        isStatic: !/[:*(]/.test(p),
        bodyLimit: typeof mod.bodyLimit === "number" ? mod.bodyLimit : undefined,
      });
    }
  }
  return routes.sort((a, b) => Number(b.isStatic) - Number(a.isStatic) || b.path.length - a.path.length);
}

/** Each route list's paths without parameters, for an exact look-up (URLPattern.exec is slow, and per request). */
const staticPaths = new WeakMap<FunctionRoute[], Map<string, FunctionRoute>>();

/** The route serving `pathname`, with its named parameters. */
export function matchRoute(routes: FunctionRoute[], pathname: string): { route: FunctionRoute; params: Record<string, string | undefined> } | undefined {
  let exact = staticPaths.get(routes);
  if (!exact) {
    exact = new Map();
    for (const r of routes) if (r.isStatic && !exact.has(r.path)) exact.set(r.path, r);
    staticPaths.set(routes, exact);
  }
  const hit = exact.get(pathname);
  if (hit) return { route: hit, params: {} };
  for (const route of routes) {
    if (route.isStatic) continue;
    const m = route.pattern.exec({ pathname });
    if (m) return { route, params: { ...m.pathname.groups } };
  }
  return undefined;
}
