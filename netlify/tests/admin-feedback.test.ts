import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import inbox, { config as inboxRoute } from "../functions/admin-feedback.mts";
import exportCsv, { config as exportRoute } from "../functions/admin-feedback-export.mts";
import legacy from "../functions/feedback.mts";
import { toRows } from "../../src/server/db/rows.ts";
import { parseCsv, unguardCell } from "../../src/server/formats/csv.ts";
import { FeedbackInbox } from "../../src/shared/api/admin-feedback.ts";
import { useAdminApi } from "../../src/server/testing/admin-api.ts";
import { apiRequest, context } from "../../src/server/testing/requests.ts";
import { testBackends } from "../../src/server/testing/databases.ts";

describe.each(testBackends())("admin feedback inbox on $name", (backend) => {
  const admin = useAdminApi(backend);
  const get = async (query = "") => {
    const res = await admin.call(inbox, `/api/admin/feedback${query}`);
    expect(res.status, query).toBe(200);
    return FeedbackInbox.parse(await res.json());
  };
  const download = (query = "", headers?: Record<string, string>) => admin.call(exportCsv, `/api/admin/feedback/export.csv${query}`, { headers });

  beforeAll(async () => {
    await admin.db.execute(sql`
      insert into feedback (name, email, category, rating, message, is_anonymous, csm, created_at) values
        ('Ana Reyes', 'ana@example.com', 'academic', 5, 'Enrollment was quick, and the staff were "very" kind.
Thank you!', false, '{"clientType":"citizen","cc1":1,"sqd0":5,"sqd1":4}', '2025-01-14T01:00:00Z'),
        (null, null, 'facilities', 2, '=HYPERLINK("http://evil.example") the restrooms need repair', true, null, '2025-01-15T03:00:00Z'),
        ('@Mark', 'mark@example.com', 'facilities', 4, 'The library is clean and quiet.', false, '{"clientType":"government","sqd0":0}', '2025-01-15T16:30:00Z'),
        ('Lea', null, 'technology', 1, 'Wi-Fi in the dorms drops every hour.', false, null, '2025-01-20T02:00:00Z')`);
  });

  it("is routed at the design's paths and answers 401 without a session", async () => {
    expect(inboxRoute.path).toBe("/api/admin/feedback");
    expect(exportRoute.path).toBe("/api/admin/feedback/export.csv");
    expect((await inbox(apiRequest("/api/admin/feedback"), context())).status).toBe(401);
    expect((await download("", {})).status).toBe(401);
  });

  it("lists every submission newest first, with names and e-mails, and summarises ratings, categories and the CSM", async () => {
    const all = await get();
    expect(all.items.map((i) => i.rating)).toEqual([1, 4, 2, 5]);
    expect(all.items[3]).toMatchObject({ name: "Ana Reyes", email: "ana@example.com", csm: { clientType: "citizen", cc1: 1, sqd0: 5, sqd1: 4 } });
    expect(all.truncated).toBe(false);
    expect(all.summary).toMatchObject({
      count: 4,
      averageRating: 3,
      byRating: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 1 },
      byCategory: { academic: 1, administrative: 0, student: 0, facilities: 2, technology: 1, general: 0 },
    });
    expect(all.summary.csm.responses).toBe(2);
    expect(all.summary.csm.clientType).toEqual({ citizen: 1, business: 0, government: 1 });
    expect(all.summary.csm.cc1).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
    expect(all.summary.csm.sqd0).toEqual({ 0: 1, 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 });
    expect(all.summary.csm.sqd8).toEqual({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
  });

  it("filters by category, rating and Manila calendar days, combined with AND", async () => {
    expect((await get("?category=facilities")).items.map((i) => i.rating)).toEqual([4, 2]);
    expect((await get("?rating=5")).items.map((i) => i.name)).toEqual(["Ana Reyes"]);
    // 16:30 UTC on the 15th is the 16th in Manila.
    expect((await get("?from=2025-01-16&to=2025-01-16")).items.map((i) => i.name)).toEqual(["@Mark"]);
    expect((await get("?from=2025-01-15&to=2025-01-15")).items.map((i) => i.rating)).toEqual([2]);
    const both = await get("?category=facilities&rating=4&from=2025-01-01");
    expect(both.items).toHaveLength(1);
    expect(both.summary).toMatchObject({ count: 1, averageRating: 4 });
    const none = await get("?category=student");
    expect(none.summary).toMatchObject({ count: 0, averageRating: 0 });
    expect(none.summary.csm.responses).toBe(0);
    // Empty parameters, as a form sends them, mean no filter.
    expect((await get("?category=&rating=&from=&to=")).items).toHaveLength(4);
  });

  it("refuses bad filters with 400 and a message per field", async () => {
    const cases: [string, string][] = [
      ["?category=sports", "category"],
      ["?rating=6", "rating"],
      ["?rating=two", "rating"],
      ["?from=2025-13-01", "from"],
      ["?to=15/01/2025", "to"],
      ["?from=2025-02-01&to=2025-01-01", "from"],
    ];
    for (const [query, field] of cases) {
      const res = await admin.call(inbox, `/api/admin/feedback${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).fields[field], query).toBeDefined();
      expect((await download(query)).status, query).toBe(400);
    }
  });

  it("exports the filtered submissions as CSV, quoted and formula-guarded, and audits the export", async () => {
    const res = await download("?category=facilities");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="mvsu-feedback-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await res.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"") the restrooms need repair"`);
    expect(text).toContain(",'@Mark,");
    const rows = parseCsv(text).rows.map((r) => r.cells);
    expect(rows[0]!.slice(0, 8)).toEqual(["id", "createdAt", "category", "rating", "message", "isAnonymous", "name", "email"]);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(1, 8).map(unguardCell)).toEqual(["2025-01-16T00:30:00+08:00", "facilities", "4", "The library is clean and quiet.", "false", "@Mark", "mark@example.com"]);
    expect(rows[1]![rows[0]!.indexOf("clientType")]).toBe("government");
    expect(rows[1]![rows[0]!.indexOf("sqd0")]).toBe("0");

    const all = parseCsv(await (await download()).text()).rows.map((r) => r.cells);
    const ana = all.find((r) => r[6] === "Ana Reyes")!;
    expect(ana[4]).toBe('Enrollment was quick, and the staff were "very" kind.\nThank you!');

    const audits = toRows<{ action: string; details: Record<string, unknown> }>(await admin.db.execute(sql`select action, details from admin_audit_log where action = 'feedback.export' order by id`));
    expect(audits).toEqual([
      { action: "feedback.export", details: { rows: 2, filters: { category: "facilities" } } },
      { action: "feedback.export", details: { rows: 4, filters: {} } },
    ]);
  });

  it("keeps GET /api/feedback working for signed-in admins", async () => {
    const res = await admin.call(legacy, "/api/feedback");
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(4);
  });
});
