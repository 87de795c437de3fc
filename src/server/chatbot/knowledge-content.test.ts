/**
 * The seeded knowledge base against the public facts (spec section 9) and the eval set. The public
 * pages are written from the same facts: every hour range, day range, date and percentage an answer
 * states must be one of them, so the chatbot cannot contradict the pages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readKnowledgeSeed } from "../db/seed.ts";
import { normalise } from "./language.ts";

const PUBLIC_FACTS = {
  hours: ["8:00 AM - 5:00 PM", "7:00 AM - 7:00 PM"],
  dayRanges: ["Monday to Friday", "Monday to Saturday"],
  workingDays: ["3-5 working days", "1-2 working days", "2-3 working days", "1-7 working days", "3-5 business days"],
  dates: ["January 15", "February 12", "March 15", "April 10, 2025"],
  percentages: ["95%", "90%", "50%", "81.1%", "88.4%"],
};

const seed = await readKnowledgeSeed();
const answers = seed.flatMap((i) => [i.canonicalAnswer, ...i.answerVariations].map((text) => ({ slug: i.slug, text })));

describe("seeded knowledge base", () => {
  it("has at least 80 items, each with several ways of asking, keywords and entities", () => {
    expect(seed.length).toBeGreaterThanOrEqual(80);
    for (const item of seed) {
      expect(item.questionVariations.length, item.slug).toBeGreaterThanOrEqual(2);
      expect(item.keywords.length, item.slug).toBeGreaterThanOrEqual(1);
      expect(item.entities.length, item.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it("states only the public hours, days, processing times, dates and percentages", () => {
    const found = (re: RegExp) => answers.flatMap(({ slug, text }) => [...text.matchAll(re)].map((m) => ({ slug, value: m[0] })));
    for (const { slug, value } of found(/\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M/g)) expect(PUBLIC_FACTS.hours, slug).toContain(value);
    for (const { slug, value } of found(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) to \w+/g)) expect(PUBLIC_FACTS.dayRanges, slug).toContain(value);
    for (const { slug, value } of found(/\d+-\d+ (working|business) days/g)) expect(PUBLIC_FACTS.workingDays, slug).toContain(value);
    for (const { slug, value } of found(/\d+(\.\d+)?%/g)) expect(PUBLIC_FACTS.percentages, slug).toContain(value);
    for (const { slug, value } of found(/(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(, \d{4})?/g)) {
      expect(PUBLIC_FACTS.dates.some((d) => d.startsWith(value) || value.startsWith(d)), `${slug}: ${value}`).toBe(true);
    }
  });

  it("states every key public fact somewhere", () => {
    const all = answers.map((a) => a.text).join("\n");
    for (const fact of [
      "8:00 AM - 5:00 PM, Monday to Friday", "7:00 AM - 7:00 PM, Monday to Saturday", "24/7 for emergencies",
      "academic documents 3-5 working days", "ID 1-2 working days", "certificates 2-3 working days", "general requests 1-7 working days",
      "January 15, February 12, March 15 and April 10, 2025", "Final", "95% average", "50% tuition", "athletes", "3-5 business days",
      "between 81.1% and 88.4%", "911",
    ]) expect(all, fact).toContain(fact);
  });
});

describe("chat eval set", () => {
  const evalSet = JSON.parse(readFileSync(path.resolve("bench/chat-eval.json"), "utf8")) as { inScope: { question: string; expected: string }[]; outOfScope: string[] };

  it("has at least 150 labelled and 50 out-of-scope questions, labelled with real slugs", () => {
    expect(evalSet.inScope.length).toBeGreaterThanOrEqual(150);
    expect(evalSet.outOfScope.length).toBeGreaterThanOrEqual(50);
    const slugs = new Set(seed.map((s) => s.slug));
    for (const q of evalSet.inScope) expect(slugs, q.question).toContain(q.expected);
  });

  it("does not copy the items' own questions", () => {
    const known = new Set(seed.flatMap((i) => [i.canonicalQuestion, ...i.questionVariations]).map(normalise));
    const copied = [...evalSet.inScope.map((q) => q.question), ...evalSet.outOfScope].filter((q) => known.has(normalise(q)));
    expect(copied).toEqual([]);
  });
});
