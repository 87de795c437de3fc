/**
 * The seeded knowledge base's shape and the evaluation set's. What the answers state is checked against the
 * records in src/server/facts/consistency.test.ts.
 */
import { describe, expect, it } from "vitest";
import { readKnowledgeSeed } from "../db/seed.ts";
import { normalise } from "./language.ts";

const seed = await readKnowledgeSeed();

describe("seeded knowledge base", () => {
  it("has at least 80 items, each with several ways of asking, keywords and entities", () => {
    expect(seed.length).toBeGreaterThanOrEqual(80);
    for (const item of seed) {
      expect(item.questionVariations.length, item.slug).toBeGreaterThanOrEqual(2);
      expect(item.keywords.length, item.slug).toBeGreaterThanOrEqual(1);
      expect(item.entities.length, item.slug).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("chat eval set", async () => {
  const { loadEvalSet } = await import("../../../bench/chat-eval.ts");
  const set = await loadEvalSet();

  it("has at least 300 in-scope questions over every kind of record, and out-of-scope ones of every kind", () => {
    expect(set.inScope.length).toBeGreaterThanOrEqual(300);
    expect(new Set(set.inScope.map((q) => q.kind)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(set.outOfScope.map((q) => q.kind))).toEqual(new Set(["private", "action", "otheruni", "examans", "inject", "abuse", "general", "nearmiss"]));
  });

  it("does not copy the items' own questions", () => {
    const known = new Set(seed.flatMap((i) => [i.canonicalQuestion, ...i.questionVariations]).map(normalise));
    const copied = [...set.inScope, ...set.outOfScope].map((q) => q.question).filter((q) => known.has(normalise(q)));
    expect(copied).toEqual([]);
  });
});
