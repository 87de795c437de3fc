import { describe, expect, it } from "vitest";
import { $inboxFilters, clearInboxFilters, exportCsvPath, filterQuery, NO_FILTERS, setInboxFilter } from "./feedback.ts";
import { fakeApi, json } from "./testing.ts";

describe("feedback inbox store", () => {
  it("puts only the filters that are set in the query, for the list and the CSV alike", () => {
    expect(filterQuery(NO_FILTERS)).toBe("");
    const f = { ...NO_FILTERS, category: "facilities", rating: "5", from: "2025-01-01" };
    expect(filterQuery(f)).toBe("?category=facilities&rating=5&from=2025-01-01");
    expect(exportCsvPath(f)).toBe("/api/admin/feedback/export.csv?category=facilities&rating=5&from=2025-01-01");
  });

  it("reloads with each filter change and clears them all", async () => {
    const api = fakeApi({ "GET /api/admin/feedback": json({ error: "x" }, 500) });
    await setInboxFilter("rating", "2");
    await setInboxFilter("to", "2025-02-01");
    expect(api.calls.map((c) => c.path)).toEqual(["/api/admin/feedback?rating=2", "/api/admin/feedback?rating=2&to=2025-02-01"]);
    await clearInboxFilters();
    expect($inboxFilters.get()).toEqual(NO_FILTERS);
    expect(api.calls.at(-1)!.path).toBe("/api/admin/feedback");
  });
});
