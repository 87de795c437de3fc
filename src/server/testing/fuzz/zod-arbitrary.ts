/**
 * fast-check arbitraries made from our zod 4 contracts (zod-fast-check only knows zod 3): mostly values
 * a contract accepts, so requests get past validation into services and SQL, and at every leaf now and
 * then a hostile string or a value of the wrong type, so validation itself is probed too.
 */
import fc from "fast-check";
import type { z } from "zod";
import { HOSTILE_STRINGS, HOSTILE_VALUES } from "./hostile.ts";

type AnySchema = z.core.$ZodType;
interface Check {
  check?: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const hostile = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_VALUES));

function checksOf(schema: AnySchema): Check[] {
  return ((schema._zod.def as { checks?: { _zod: { def: Check } }[] }).checks ?? []).map((c) => c._zod.def);
}

/** Characters PostgreSQL text or UTF-8 cannot hold, slipped into an otherwise valid string. */
const POISON = ["\u0000", "\ud800", "\udfff", "\ud83d"];

/** Dates a contract's format accepts that lie outside what the database or Date can hold. */
const EDGE_DATETIMES = ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00", "1000-02-29T00:00:00Z"];
const EDGE_DATES = ["0000-01-01", "9999-12-31", "0001-01-01", "4714-01-01"];

function poisoned(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const tainted = fc.tuple(base, fc.constantFrom(...POISON), fc.nat()).map(([s, p, at]) => {
    const i = s.length === 0 ? 0 : at % (s.length + 1);
    return s.slice(0, i) + p + s.slice(i);
  });
  return fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: tainted, weight: 1 });
}

function stringArbitrary(schema: AnySchema): fc.Arbitrary<string> {
  return poisoned(plainString(schema));
}

function plainString(schema: AnySchema): fc.Arbitrary<string> {
  const def = schema._zod.def as { format?: string };
  const checks = checksOf(schema);
  const pattern = checks.find((c) => c.format === "regex")?.pattern;
  switch (def.format ?? checks.find((c) => c.check === "string_format")?.format) {
    case "uuid":
    case "guid":
      return fc.uuid();
    case "email":
      return fc.emailAddress();
    case "datetime":
      return fc.oneof(fc.date({ noInvalidDate: true, min: new Date("1900-01-01"), max: new Date("2200-01-01") }).map((d) => d.toISOString()), fc.constantFrom(...EDGE_DATETIMES));
    case "date":
      return fc.oneof(fc.date({ noInvalidDate: true, min: new Date("1900-01-01"), max: new Date("2200-01-01") }).map((d) => d.toISOString().slice(0, 10)), fc.constantFrom(...EDGE_DATES));
    case "url":
      return fc.webUrl();
  }
  if (pattern) return fc.stringMatching(pattern);
  const min = checks.find((c) => c.check === "min_length")?.minimum ?? 0;
  const max = checks.find((c) => c.check === "max_length")?.maximum ?? Math.max(min, 60);
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 80), unit: "grapheme" });
}

function numberArbitrary(schema: AnySchema): fc.Arbitrary<number> {
  const checks = checksOf(schema);
  const int = checks.some((c) => c.format === "safeint" || c.format === "int32");
  const lo = checks.find((c) => c.check === "greater_than")?.value ?? -1000;
  const hi = checks.find((c) => c.check === "less_than")?.value ?? 1000;
  return int ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true });
}

/** An arbitrary of values shaped by `schema`; `hostileRate` is the chance (0..1) a leaf is replaced. */
export function arbitraryFor(schema: AnySchema, hostileRate = 0.1, depth = 0): fc.Arbitrary<unknown> {
  const valid = validFor(schema, hostileRate, depth);
  if (hostileRate <= 0) return valid;
  const weight = Math.max(1, Math.round((1 - hostileRate) / hostileRate));
  return fc.oneof({ arbitrary: valid, weight }, { arbitrary: hostile, weight: 1 });
}

function validFor(schema: AnySchema, rate: number, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => arbitraryFor(def[key] as AnySchema, rate, depth + 1);
  if (depth > 8) return fc.constant(null);
  switch (def.type) {
    case "string":
      return stringArbitrary(schema);
    case "number":
      return numberArbitrary(schema);
    case "int":
      return fc.integer();
    case "bigint":
      return fc.bigInt().map(String);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case "optional":
      return fc.option(inner("innerType"), { nil: undefined });
    case "nullable":
      return fc.option(inner("innerType"), { nil: null });
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return fc.option(inner("innerType"), { nil: undefined });
    case "pipe":
      // z.preprocess and .transform: the input side is what a client sends.
      return (def.in as AnySchema)._zod.def.type === "transform" ? inner("out") : inner("in");
    case "lazy":
      return arbitraryFor((def.getter as () => AnySchema)(), rate, depth + 1);
    case "union":
      return fc.oneof(...(def.options as AnySchema[]).map((o) => arbitraryFor(o, rate, depth + 1)));
    case "intersection":
      return inner("left");
    case "array":
      return fc.array(inner("element"), { maxLength: 6 });
    case "tuple":
      return fc.tuple(...(def.items as AnySchema[]).map((o) => arbitraryFor(o, rate, depth + 1)));
    case "record":
      return fc.dictionary(fc.string({ maxLength: 12 }), inner("valueType"), { maxKeys: 4 });
    case "object": {
      const shape = def.shape as Record<string, AnySchema>;
      const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, arbitraryFor(s, rate, depth + 1)]));
      return fc.record(fields, { requiredKeys: [] }).map((o) => JSON.parse(JSON.stringify(o)) as unknown);
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every zod schema a module exports (the contracts of src/shared/api). */
export function exportedSchemas(module: Record<string, unknown>): AnySchema[] {
  return Object.values(module).filter((v): v is AnySchema => typeof v === "object" && v !== null && "_zod" in v && "def" in (v as { _zod: object })._zod);
}

/** The keys of every object schema in `schemas`, for query strings. */
export function objectKeys(schemas: AnySchema[]): string[] {
  const keys = new Set<string>();
  const walk = (s: AnySchema, depth: number) => {
    if (depth > 6) return;
    const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === "object") {
      for (const [k, v] of Object.entries(def.shape as Record<string, AnySchema>)) {
        keys.add(k);
        walk(v, depth + 1);
      }
    }
    for (const key of ["innerType", "in", "out", "element", "valueType", "left", "right"]) if (def[key]) walk(def[key] as AnySchema, depth + 1);
    if (Array.isArray(def.options)) for (const o of def.options as AnySchema[]) walk(o, depth + 1);
  };
  for (const s of schemas) walk(s, 0);
  return [...keys];
}
