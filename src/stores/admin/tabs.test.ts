import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_TABS, listOfTab, tabFromHash, tabsFor } from "./tabs.ts";

const islands = path.resolve(import.meta.dirname, "../../islands/admin");

describe("the admin tab registry", () => {
  it("names a panel file the console can load for every tab, each id once", () => {
    for (const tab of ADMIN_TABS) {
      expect(tab.panel, tab.id).toMatch(/Tab$/);
      expect(existsSync(path.join(islands, `${tab.panel}.tsx`)), `${tab.panel}.tsx`).toBe(true);
    }
    expect(new Set(ADMIN_TABS.map((t) => t.id)).size).toBe(ADMIN_TABS.length);
  });

  it("gives list tabs their list and shows each role only the tabs it may use", () => {
    expect(listOfTab("news")).toBe("announcements");
    expect(listOfTab("knowledge")).toBeUndefined();
    expect(tabsFor("content_editor").every((t) => t.permission === "content")).toBe(true);
    expect(tabsFor("administrator")).toHaveLength(ADMIN_TABS.length);
    expect(tabFromHash("#accounts", "chatbot_editor")).toBe("dashboard");
    expect(tabFromHash("#map", "content_editor")).toBe("map");
  });
});
