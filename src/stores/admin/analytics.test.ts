import { describe, expect, it } from "vitest";
import type { AnalyticsDay } from "../../shared/api/admin-analytics.ts";
import { $analyticsDays, analytics, chartGeometry, niceMax, periodCounts, satisfactionSegments, setAnalyticsDays, shortDate } from "./analytics.ts";
import { fakeApi, json } from "./testing.ts";

const day = (date: string, messages: number, sessions: number, satisfaction: number | null = null): AnalyticsDay => ({
  date, messages, sessions, answered: 0, fallback: 0, helpful: 0, unhelpful: 0, satisfaction,
});

describe("analytics store", () => {
  it("rounds the axis up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(17)).toBe(20);
    expect(niceMax(51)).toBe(100);
  });

  it("draws bars and a line on one axis inside the box", () => {
    const g = chartGeometry([day("2025-03-01", 10, 2), day("2025-03-02", 0, 0), day("2025-03-03", 4, 1)], "messages", "sessions", 300, 100);
    expect(g.max).toBe(10);
    expect(g.bars.map((b) => b.height)).toEqual([100, 0, 40]);
    expect(g.bars[0]!.x).toBeGreaterThanOrEqual(0);
    expect(g.bars[2]!.x + g.bars[2]!.width).toBeLessThanOrEqual(300);
    expect(g.linePoints.map((p) => p.y)).toEqual([80, 100, 90]);
    expect(g.line).toBe("50.0,80.0 150.0,100.0 250.0,90.0");
  });

  it("leaves gaps in the satisfaction line on days without ratings", () => {
    const segments = satisfactionSegments([day("a", 0, 0, 100), day("b", 0, 0, 50), day("c", 0, 0, null), day("d", 0, 0, 0)], 400, 100);
    expect(segments).toEqual(["50.0,0.0 150.0,50.0", "350.0,100.0"]);
  });

  it("counts the period's replies and ratings, so an empty period reads 'no ratings yet' rather than 0%", () => {
    expect(periodCounts([day("2026-11-01", 0, 0), day("2026-11-02", 0, 0)])).toEqual({ replies: 0, rated: 0 });
    const busy = { ...day("2026-11-03", 6, 2), answered: 2, fallback: 1, helpful: 1, unhelpful: 0 };
    expect(periodCounts([day("2026-11-01", 0, 0), busy])).toEqual({ replies: 3, rated: 1 });
  });

  it("labels days without shifting them across time zones", () => {
    expect(shortDate("2025-03-04")).toBe("Mar 4");
  });

  it("asks for the chosen period", async () => {
    const api = fakeApi({ "GET /api/admin/chatbot/analytics/details": json({ error: "x" }, 500) });
    await setAnalyticsDays(7);
    expect($analyticsDays.get()).toBe(7);
    expect(api.calls[0]!.path).toBe("/api/admin/chatbot/analytics/details?days=7");
    expect(analytics.$state.get().status).toBe("error");
  });
});
