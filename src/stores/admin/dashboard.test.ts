import { describe, expect, it } from "vitest";
import { DashboardAnswer, effectivenessText, satisfactionText } from "./dashboard.ts";
import { errorText } from "./request.ts";
import { ANALYTICS } from "./testing.ts";

describe("dashboard answer", () => {
  it("shows 0 for a value the answer lacks instead of failing the whole tab", () => {
    const { totalMessages: _gone, popularTopics: _also, ...partial } = ANALYTICS;
    expect(DashboardAnswer.parse(partial)).toMatchObject({ totalSessions: 3, totalMessages: 0, popularTopics: [], ratedReplies: 0 });
  });

  it("reads a wrong answer as a sentence naming the fields, never as raw JSON", () => {
    const result = DashboardAnswer.safeParse({ ...ANALYTICS, totalSessions: "many" });
    expect(result.success).toBe(false);
    const text = errorText(result.error);
    expect(text).toMatch(/^The server's answer could not be read \(unexpected or missing: totalSessions\)\./);
    expect(text).not.toContain("{");
  });

  it("says 'No ratings yet' until a reply is rated, then the percentage", () => {
    expect(satisfactionText({ satisfactionScore: 0, ratedReplies: 0 })).toBe("No ratings yet");
    expect(satisfactionText({ satisfactionScore: 0, ratedReplies: 3 })).toBe("0%");
    expect(satisfactionText({ satisfactionScore: 66.7, ratedReplies: 3 })).toBe("67%");
    expect(effectivenessText({ effectivenessScore: 0, helpfulCount: 0, unhelpfulCount: 0 })).toBe("no ratings yet");
    expect(effectivenessText({ effectivenessScore: 50, helpfulCount: 1, unhelpfulCount: 1 })).toBe("50%");
  });
});
