import { describe, expect, it } from "vitest";
import { PARTIAL_COVERAGE, PASSAGE_CONFIDENCE, PASSAGE_LEAD, RECORD_CONFIDENCE, RECORD_WEAK_COVERAGE, WHOLE_COVERAGE, SUGGESTION_FLOOR, THRESHOLD_NOTHING_SURE, decide, passageOverRecord } from "./confidence.ts";

describe("the confidence decision", () => {
  it("answers at or above the threshold", () => {
    expect(decide(0.7, 70)).toBe("answer");
    expect(decide(0.71, 70)).toBe("answer");
    expect(decide(RECORD_CONFIDENCE, 45)).toBe("answer");
  });

  it("doubts below the threshold while the answer is still worth suggesting", () => {
    expect(decide(0.69, 70)).toBe("doubt");
    expect(decide(SUGGESTION_FLOOR, 70)).toBe("doubt");
    expect(decide(PASSAGE_CONFIDENCE, 60)).toBe("doubt");
  });

  it("falls back when nothing is close", () => {
    expect(decide(SUGGESTION_FLOOR - 0.01, 70)).toBe("fallback");
    expect(decide(0, 0.5)).toBe("fallback");
  });

  it("states nothing at the highest threshold, not even a record's fact or a perfect match", () => {
    expect(decide(1, THRESHOLD_NOTHING_SURE)).toBe("doubt");
    expect(decide(RECORD_CONFIDENCE, THRESHOLD_NOTHING_SURE)).toBe("doubt");
    expect(decide(RECORD_CONFIDENCE, THRESHOLD_NOTHING_SURE - 1)).toBe("answer");
  });

  it("answers anything at a threshold of zero", () => {
    expect(decide(0, 0)).toBe("answer");
  });
});

describe("a passage over a record's structured answer", () => {
  const base = { asked: 1, recordHolds: 0, passageHolds: 1, recordCoverage: 0.9, passageCoverage: 0.7 };

  it("answers with the passage when it holds the kind of value asked and the structured answer does not", () => {
    expect(passageOverRecord(base)).toBe(true);
  });

  it("answers with the passage when it holds more of the asked kinds (both parts of a two-part question)", () => {
    expect(passageOverRecord({ ...base, asked: 2, recordHolds: 1, passageHolds: 2 })).toBe(true);
  });

  it("keeps the structured answer when the question asks no kind of value, or the passage holds none", () => {
    expect(passageOverRecord({ ...base, asked: 0, passageHolds: 0 })).toBe(false);
    expect(passageOverRecord({ ...base, passageHolds: 0 })).toBe(false);
  });

  it("keeps a structured answer that holds as much unless it speaks to little of the question and the passage to much more", () => {
    const even = { ...base, recordHolds: 1 };
    expect(passageOverRecord({ ...even, recordCoverage: 0.55, passageCoverage: 1 })).toBe(false);
    expect(passageOverRecord({ ...even, recordCoverage: RECORD_WEAK_COVERAGE - 0.1, passageCoverage: RECORD_WEAK_COVERAGE - 0.1 + PASSAGE_LEAD })).toBe(true);
    expect(passageOverRecord({ ...even, recordCoverage: 0.3, passageCoverage: 0.3 + PASSAGE_LEAD - 0.05 })).toBe(false);
  });

  it("asked who holds a post, answers with the person whose post covers the whole question over one whose post covers part", () => {
    const even = { ...base, recordHolds: 1 };
    expect(passageOverRecord({ ...even, person: true, recordCoverage: PARTIAL_COVERAGE - 0.1, passageCoverage: WHOLE_COVERAGE })).toBe(true);
    expect(passageOverRecord({ ...even, person: true, recordCoverage: PARTIAL_COVERAGE, passageCoverage: 1 })).toBe(false);
    expect(passageOverRecord({ ...even, person: true, recordCoverage: 0.6, passageCoverage: 0.95 })).toBe(false);
    // Not asked who: the structured answer keeps its place.
    expect(passageOverRecord({ ...even, recordCoverage: 0.6, passageCoverage: 1 })).toBe(false);
  });
});
