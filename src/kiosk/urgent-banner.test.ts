import { describe, expect, it } from "vitest";
import { urgentItems } from "./urgent-banner.ts";

const item = (over: Record<string, unknown>) => ({
  id: "a",
  title: "Classes suspended",
  content: "Typhoon signal no. 2",
  category: "administrative",
  isUrgent: true,
  createdAt: "2026-11-20T08:00:00+08:00",
  ...over,
});

describe("urgentItems", () => {
  it("keeps only urgent announcements, in the API's order", () => {
    const body = [item({ id: "x", title: "Suspension" }), item({ id: "y", isUrgent: false }), item({ id: "z", title: "Water interruption" })];
    expect(urgentItems(body)).toEqual([
      { id: "x", title: "Suspension" },
      { id: "z", title: "Water interruption" },
    ]);
  });

  it("shows nothing for an answer that is not a list, and skips items without a title", () => {
    expect(urgentItems({ error: "x" })).toEqual([]);
    expect(urgentItems(null)).toEqual([]);
    expect(urgentItems([null, 3, item({ title: " " }), item({ title: 5 }), item({ isUrgent: "yes" })])).toEqual([]);
  });
});
