/**
 * A Vite plugin that gives the browser the API contracts without zod: `virtual:json-schemas` exports the
 * JSON Schema of each contract below, made at build time from the zod schema in src/shared/api/ (the one
 * source of truth), and src/lib/json-check.ts checks answers against it. Zod stays on the server and in the
 * console; a public island page saves its 26 KB (gzip). Descriptions are dropped: the browser needs shapes.
 */
import { build } from "esbuild";
import path from "node:path";
import type { Plugin } from "vite";
import { PUBLIC_LISTS } from "../shared/api/public-lists.ts";

const ID = "virtual:json-schemas";
const RESOLVED = `\0${ID}`;
const root = path.resolve(import.meta.dirname, "../..");

/**
 * The contracts browsers check answers with: export name and the module of src/shared/api/ holding it. Every
 * public list's contract comes from the registry (its module is named after the list).
 */
export const CLIENT_CONTRACTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(PUBLIC_LISTS).map(([name, list]) => [list.contract, name])),
  PublicConfig: "config",
  QrCodeResponse: "qr-code",
  FeedbackCreated: "feedback",
  AdminSession: "admin-auth",
};

/** Drops the annotations (`description`, `$schema`) of every schema; `properties` names are kept whatever they are. */
function strip(value: unknown, isProperties = false): unknown {
  if (Array.isArray(value)) return value.map((v) => strip(v));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => isProperties || (k !== "description" && k !== "$schema"))
      .map(([k, v]) => [k, strip(v, !isProperties && k === "properties")]),
  );
}

/** The JSON Schemas (input side: defaults apply to missing fields) of CLIENT_CONTRACTS, computed in Node. */
export async function clientJsonSchemas(): Promise<Record<string, unknown>> {
  const entries = Object.entries(CLIENT_CONTRACTS);
  const contents = [
    `import { z } from "zod";`,
    ...entries.map(([name, mod]) => `import { ${name} } from "./src/shared/api/${mod}.ts";`),
    `export default { ${entries.map(([name]) => `${name}: z.toJSONSchema(${name}, { io: "input", unrepresentable: "any" })`).join(", ")} };`,
  ].join("\n");
  const out = await build({ stdin: { contents, resolveDir: root, loader: "ts" }, bundle: true, format: "esm", platform: "node", write: false, logLevel: "silent" });
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0]!.text).toString("base64")}`)) as { default: Record<string, unknown> };
  return strip(mod.default) as Record<string, unknown>;
}

export function jsonSchemas(): Plugin {
  return {
    name: "client-json-schemas",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      for (const mod of new Set(Object.values(CLIENT_CONTRACTS))) this.addWatchFile(path.join(root, "src/shared/api", `${mod}.ts`));
      const schemas = await clientJsonSchemas();
      return Object.entries(schemas)
        .map(([name, schema]) => `export const ${name} = ${JSON.stringify(schema)};`)
        .join("\n");
    },
  };
}
