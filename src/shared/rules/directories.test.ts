import { describe, expect, it } from "vitest";
import { countBy, designationClass, initials, isThisWeek, matchesQuery, paletteFor, searchText, toggleFilter } from "./directories.ts";

describe("designationClass", () => {
  it.each([
    ["University President", "executive"],
    ["Vice President for Academic Affairs", "executive"],
    ["vice president for research", "executive"],
    ["Dean, College of Engineering", "leadership"],
    ["Associate Dean", "leadership"],
    ["Professor of Biology", "faculty"],
    ["Assistant Professor of Mathematics", "faculty"],
    ["Dr. Juan (Visiting)", "faculty"],
    ["University Registrar", "staff"],
    ["Cashier III", "staff"],
  ])("%s is %s", (designation, expected) => {
    expect(designationClass(designation)).toBe(expected);
  });
});

describe("search", () => {
  const hay = searchText(["Bachelor of Science in Information Technology", "BSIT", "College of Information and Computing Sciences", undefined]);
  it("is a case-insensitive substring match over the given fields", () => {
    expect(matchesQuery(hay, "bsit")).toBe(true);
    expect(matchesQuery(hay, "  TECHNOLOGY ")).toBe(true);
    expect(matchesQuery(hay, "computing sci")).toBe(true);
    expect(matchesQuery(hay, "nursing")).toBe(false);
  });
  it("matches everything for a blank query", () => {
    expect(matchesQuery(hay, "   ")).toBe(true);
  });
  it("does not match across two fields", () => {
    expect(matchesQuery(searchText(["abc", "def"]), "cde")).toBe(false);
  });
});

describe("toggle filters", () => {
  it("selects a value, switches to another and clears on the active one", () => {
    expect(toggleFilter(null, "hr")).toBe("hr");
    expect(toggleFilter("hr", "financial")).toBe("financial");
    expect(toggleFilter("hr", "hr")).toBeNull();
  });
  it("counts per key in first-seen order", () => {
    expect([...countBy(["a", "b", "a"], (x) => x)]).toEqual([["a", 2], ["b", 1]]);
  });
});

describe("palettes and dates", () => {
  it("picks by name length modulo palette size", () => {
    const six = ["c0", "c1", "c2", "c3", "c4", "c5"];
    expect(paletteFor("College of Engineering", six)).toBe(six[22 % 6]);
    expect(paletteFor("", six)).toBe("c0");
  });
  it("counts the last 7 days as this week", () => {
    const now = new Date("2025-03-10T12:00:00Z");
    expect(isThisWeek("2025-03-10T11:00:00Z", now)).toBe(true);
    expect(isThisWeek("2025-03-03T12:00:00Z", now)).toBe(true);
    expect(isThisWeek("2025-03-03T11:59:59Z", now)).toBe(false);
    expect(isThisWeek("2025-03-11T00:00:00Z", now)).toBe(false);
  });
  it("makes initials without titles", () => {
    expect(initials("Dr. Eduardo M. Villanueva")).toBe("EV");
    expect(initials("Engr. Jose Miguel D. Castillo")).toBe("JC");
    expect(initials("Cher")).toBe("C");
  });
});
