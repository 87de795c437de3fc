/**
 * Checks an API answer against the JSON Schema of its contract (made from the zod schema at build time by
 * src/integrations/json-schemas.ts), so public pages validate what they show without shipping zod. Covers
 * what toJSONSchema emits for our contracts: objects (unknown keys dropped, defaults filled, as zod does),
 * arrays, strings with lengths and patterns, numbers and integers with bounds, booleans, null, enum,
 * const and anyOf. A mismatch throws a ContractError whose message is a sentence.
 */

/** The subset of JSON Schema the contracts produce. */
export interface JsonSchema {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export class ContractError extends Error {
  constructor(where: string, what: string) {
    super(`The server's answer could not be read: ${where || "the answer"} ${what}.`);
    this.name = "ContractError";
  }
}

const patterns = new Map<string, RegExp>();
const regex = (source: string) => {
  let re = patterns.get(source);
  if (!re) patterns.set(source, (re = new RegExp(source)));
  return re;
};

const at = (where: string, key: string | number) => (typeof key === "number" ? `${where}[${key}]` : where ? `${where}.${key}` : key);

/** The value as the contract reads it (defaults filled, unknown keys dropped), or a ContractError. */
export function check(schema: JsonSchema, value: unknown, where = ""): unknown {
  if (value === undefined && "default" in schema) return structuredClone(schema.default);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    let first: unknown;
    for (const choice of choices) {
      try {
        return check(choice, value, where);
      } catch (err) {
        first ??= err;
      }
    }
    throw first;
  }
  if ("const" in schema && value !== schema.const) throw new ContractError(where, `must be ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value)) throw new ContractError(where, `must be one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`);
  switch (schema.type) {
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ContractError(where, "must be an object");
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (source[key] === undefined && !("default" in prop)) {
          if (required.has(key)) throw new ContractError(at(where, key), "is missing");
          continue;
        }
        out[key] = check(prop, source[key], at(where, key));
      }
      return out;
    }
    case "array": {
      if (!Array.isArray(value)) throw new ContractError(where, "must be a list");
      if (schema.minItems !== undefined && value.length < schema.minItems) throw new ContractError(where, `must have at least ${schema.minItems} items`);
      if (schema.maxItems !== undefined && value.length > schema.maxItems) throw new ContractError(where, `must have at most ${schema.maxItems} items`);
      return schema.items ? value.map((item, i) => check(schema.items!, item, at(where, i))) : value;
    }
    case "string":
      if (typeof value !== "string") throw new ContractError(where, "must be text");
      if (schema.minLength !== undefined && value.length < schema.minLength) throw new ContractError(where, schema.minLength === 1 ? "must not be empty" : `must be at least ${schema.minLength} characters`);
      if (schema.maxLength !== undefined && value.length > schema.maxLength) throw new ContractError(where, `must be at most ${schema.maxLength} characters`);
      if (schema.pattern !== undefined && !regex(schema.pattern).test(value)) throw new ContractError(where, "is not in the expected format");
      return value;
    case "number":
    case "integer":
      if (typeof value !== "number" || !Number.isFinite(value)) throw new ContractError(where, "must be a number");
      if (schema.type === "integer" && !Number.isInteger(value)) throw new ContractError(where, "must be a whole number");
      if (schema.minimum !== undefined && value < schema.minimum) throw new ContractError(where, `must be at least ${schema.minimum}`);
      if (schema.maximum !== undefined && value > schema.maximum) throw new ContractError(where, `must be at most ${schema.maximum}`);
      if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) throw new ContractError(where, `must be more than ${schema.exclusiveMinimum}`);
      if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) throw new ContractError(where, `must be less than ${schema.exclusiveMaximum}`);
      return value;
    case "boolean":
      if (typeof value !== "boolean") throw new ContractError(where, "must be true or false");
      return value;
    case "null":
      if (value !== null) throw new ContractError(where, "must be empty (null)");
      return value;
    default:
      return value;
  }
}

/** What the API client needs of a contract: zod schemas have it too. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** A parser of `T` (the zod contract's type) from the contract's JSON Schema. */
export function parser<T>(schema: unknown): Parser<T> {
  return { parse: (data) => check(schema as JsonSchema, data) as T };
}
