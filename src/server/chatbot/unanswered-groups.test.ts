import { describe, expect, it } from "vitest";
import { SIMILARITY_THRESHOLD, groupUnansweredQuestions, questionTerms, similarity } from "./unanswered-groups.ts";

const at = (minute: number) => new Date(Date.UTC(2025, 0, 15, 8, minute));
/** The group the questions form: the first is its representative, the last asked at minute `last`. */
const group = (last: number, questions: [string, number][]) => ({
  representative: questions[0][0],
  count: questions.reduce((sum, [, n]) => sum + n, 0),
  lastAskedAt: at(last).toISOString(),
  questions: questions.map(([text, count]) => ({ text, count })),
});
const asked = (...list: [string, number][]) => list.map(([text, minute]) => ({ text, at: at(minute) }));

describe("unanswered question grouping", () => {
  it("reads questions with the chatbot's language rules (stop words, synonyms, Filipino)", () => {
    expect(questionTerms("How much is the nursing tuition fee?")).toEqual(questionTerms("magkano ang tuition sa nursing"));
    expect(questionTerms("Is there a swimming pool?")).toEqual(questionTerms("IS THERE A SWIMMING POOL"));
    // A message of stop words only still has something to compare.
    expect(questionTerms("is it?").size).toBe(1);
  });

  it("scores similarity as a weighted Jaccard index, weak words counting less", () => {
    expect(similarity(new Set(["pool", "swimm"]), new Set(["pool", "swimm"]))).toBe(1);
    expect(similarity(new Set(["pool"]), new Set(["wifi"]))).toBe(0);
    expect(similarity(new Set(["pool", "swimm"]), new Set(["pool", "swimm", "lifeguard"]))).toBeCloseTo(2 / 3);
    // 'where' barely counts: a question that adds only it stays very similar.
    expect(similarity(new Set(["pool", "swimm"]), new Set(["pool", "swimm", "wher"]))).toBeGreaterThan(0.85);
    expect(SIMILARITY_THRESHOLD).toBe(0.5);
  });

  it("counts identical wordings together, groups similar ones and keeps unrelated ones apart", () => {
    const groups = groupUnansweredQuestions(
      asked(
        ["Is there a swimming pool?", 1],
        ["is there a swimming pool", 5],
        ["Where is the swimming pool?", 2],
        ["swimming pool schedule", 3],
        ["How much is the nursing tuition fee?", 4],
        ["magkano ang tuition sa nursing", 6],
        ["What is the guest wifi password?", 7],
      ),
    );
    expect(groups).toEqual([
      group(5, [["is there a swimming pool", 2], ["swimming pool schedule", 1], ["Where is the swimming pool?", 1]]),
      group(6, [["magkano ang tuition sa nursing", 1], ["How much is the nursing tuition fee?", 1]]),
      group(7, [["What is the guest wifi password?", 1]]),
    ]);
  });

  it("orders groups by count, then by the latest question; caps the number; ignores blank messages", () => {
    const groups = groupUnansweredQuestions(asked(["parking for visitors", 1], ["wifi password", 9], ["   ", 10], ["dormitory rates", 3], ["dormitory rates", 4]), 2);
    expect(groups.map((g) => [g.representative, g.count])).toEqual([
      ["dormitory rates", 2],
      ["wifi password", 1],
    ]);
    expect(groupUnansweredQuestions([])).toEqual([]);
  });

  it("does not chain unrelated questions through a shared common word", () => {
    const groups = groupUnansweredQuestions(asked(["campus dog policy", 1], ["campus wifi password", 2], ["campus parking fee", 3]));
    expect(groups).toHaveLength(3);
  });
});
