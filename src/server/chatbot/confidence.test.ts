import { describe, expect, it } from "vitest";
import { PASSAGE_CONFIDENCE, RECORD_CONFIDENCE, SUGGESTION_FLOOR, THRESHOLD_NOTHING_SURE, decide } from "./confidence.ts";

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
