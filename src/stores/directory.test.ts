import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidate } from "../lib/api.ts";
import { courses } from "./courses.ts";
import { $newsStats, $urgent, news } from "./news.ts";
import { $facultyStats, faculty } from "./faculty.ts";
import type { Course } from "../shared/api/courses.ts";

const course = (code: string, college: string, name = `Program ${code}`): Course => ({ id: code.toLowerCase(), code, name, college, duration: "4 years", description: "", requirements: [] });
const list = [course("BSIT", "Computing"), course("BSCS", "Computing"), course("BSCE", "Engineering", "Civil Engineering"), course("BEED", "Education")];
const respond = (body: unknown, status = 200) => vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, statusText: "Unavailable" })) as unknown as typeof fetch;

afterEach(() => {
  courses.reset();
  news.reset();
  faculty.reset();
  invalidate();
});

describe("directory store", () => {
  it("loads once per path, then searches and filters with AND, toggling the active filter off", async () => {
    const fetcher = respond(list);
    await courses.load({ fetcher });
    await courses.load({ fetcher });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith("/api/courses", expect.objectContaining({ credentials: "include" }));
    expect([...courses.$counts.get()]).toEqual([["Computing", 2], ["Engineering", 1], ["Education", 1]]);
    courses.setQuery("ENGINEERING");
    expect(courses.$visible.get().map((c) => c.code)).toEqual(["BSCE"]);
    courses.setQuery("bs");
    courses.toggle("Computing");
    expect(courses.$visible.get().map((c) => c.code)).toEqual(["BSIT", "BSCS"]);
    courses.setQuery("civil");
    expect(courses.$visible.get()).toEqual([]);
    courses.toggle("Computing");
    expect(courses.$filter.get()).toBeNull();
    expect(courses.$visible.get().map((c) => c.code)).toEqual(["BSCE"]);
  });

  it("shows a prerendered list at once, keeps it on screen while refreshing, then replaces it with the API's answer", async () => {
    courses.prime([course("OLD", "Archive")]);
    expect(courses.$visible.get().map((c) => c.code)).toEqual(["OLD"]);
    let answer!: (r: Response) => void;
    const fetcher = vi.fn(() => new Promise<Response>((r) => (answer = r))) as unknown as typeof fetch;
    const loading = courses.load({ fetcher });
    expect(courses.$load.get()).toMatchObject({ status: "loading", data: [{ code: "OLD" }] });
    courses.prime([course("LATE", "Archive")]);
    expect(courses.$visible.get().map((c) => c.code)).toEqual(["OLD"]);
    answer(new Response(JSON.stringify(list)));
    await loading;
    expect(courses.$visible.get().map((c) => c.code)).toEqual(["BSIT", "BSCS", "BSCE", "BEED"]);
    courses.prime([course("OLD", "Archive")]);
    await courses.load({ fetcher });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(courses.$items.get()).toHaveLength(4);
  });

  it("replaces a prerendered list with the error when the refresh fails, so stale rows never pass for the truth", async () => {
    courses.prime([course("OLD", "Archive")]);
    await courses.load({ fetcher: respond("database is down", 503) });
    expect(courses.$load.get()).toEqual({ status: "error", message: "503: database is down" });
  });

  it("reports '<status>: <body>' on failure, or the status text for an empty body, and Retry asks again", async () => {
    await courses.load({ fetcher: respond("database is down", 503) });
    expect(courses.$load.get()).toEqual({ status: "error", message: "503: database is down" });
    await courses.retry({ fetcher: respond("", 503) });
    expect(courses.$load.get()).toEqual({ status: "error", message: "503: Unavailable" });
    await courses.retry({ fetcher: respond(list) });
    expect(courses.$load.get().status).toBe("ready");
  });

  it("rejects an answer that breaks the contract", async () => {
    await courses.load({ fetcher: respond([{ id: 1 }]) });
    expect(courses.$load.get().status).toBe("error");
  });

  it("news stats count urgent and the last 7 days; the banner lists urgent items", async () => {
    const day = 24 * 3600 * 1000;
    const at = (d: number) => new Date(Date.now() - d * day).toISOString();
    await news.load({
      fetcher: respond([
        { id: "a", title: "A", content: "", category: "academic", isUrgent: true, createdAt: at(1) },
        { id: "b", title: "B", content: "", category: "research", isUrgent: false, createdAt: at(6.9) },
        { id: "c", title: "C", content: "", category: "events", isUrgent: false, createdAt: at(8) },
      ]),
    });
    expect($newsStats.get()).toEqual({ total: 3, urgent: 1, thisWeek: 2 });
    expect($urgent.get().map((a) => a.id)).toEqual(["a"]);
  });

  it("faculty stats count departments, faculty and leadership (vice presidents and deans included)", async () => {
    await faculty.load({
      fetcher: respond([
        { id: "p", name: "P", designation: "University President", department: "OP" },
        { id: "v", name: "V", designation: "Vice President for Academic Affairs", department: "OVPAA" },
        { id: "d", name: "D", designation: "Dean, College of Education", department: "COED" },
        { id: "f", name: "F", designation: "Professor of English", department: "COED" },
        { id: "s", name: "S", designation: "Cashier III", department: "Accounting" },
      ]),
    });
    expect($facultyStats.get()).toEqual({ total: 5, departments: 4, faculty: 1, leadership: 3 });
  });
});
