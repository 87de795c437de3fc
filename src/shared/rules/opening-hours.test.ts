import { describe, expect, it } from "vitest";
import { openStatus, parseHours } from "./opening-hours.ts";

/** A moment given in Manila time (UTC+8). */
const manila = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

describe("office hours", () => {
  it("reads the schedules the content uses", () => {
    expect(parseHours("8:00 AM - 5:00 PM, Mon-Fri")).toEqual({ days: [1, 2, 3, 4, 5], opens: 480, closes: 1020 });
    expect(parseHours("8:00 AM - 5:00 PM Monday to Friday")).toEqual({ days: [1, 2, 3, 4, 5], opens: 480, closes: 1020 });
    expect(parseHours("7:00 AM - 7:00 PM Mon-Sat (walk-in); hotline and e-mail 24/7")).toEqual({ days: [1, 2, 3, 4, 5, 6], opens: 420, closes: 1140 });
    expect(parseHours("Office: 8:00 AM - 5:00 PM, Mon-Fri")).toEqual({ days: [1, 2, 3, 4, 5], opens: 480, closes: 1020 });
    expect(parseHours("6:00 AM - 9:00 PM, daily")).toEqual({ days: [0, 1, 2, 3, 4, 5, 6], opens: 360, closes: 1260 });
    expect(parseHours("Open 24 hours, daily")).toEqual({ days: [0, 1, 2, 3, 4, 5, 6], opens: 0, closes: 1440 });
    expect(parseHours("By appointment")).toBeNull();
  });

  it("says open or closed in Manila time, and when that changes", () => {
    const office = "8:00 AM - 5:00 PM, Mon-Fri";
    // 2026-11-23 is a Monday.
    expect(openStatus(office, manila("2026-11-23T09:30:00"))).toEqual({ open: true, text: "Open now, until 5:00 PM" });
    expect(openStatus(office, manila("2026-11-23T07:59:00"))).toEqual({ open: false, text: "Closed now, opens 8:00 AM today" });
    expect(openStatus(office, manila("2026-11-23T17:00:00"))).toEqual({ open: false, text: "Closed now, opens 8:00 AM tomorrow" });
    expect(openStatus(office, manila("2026-11-27T18:00:00"))).toEqual({ open: false, text: "Closed now, opens 8:00 AM Monday" });
    // 01:30 UTC on Monday is already 09:30 in Manila.
    expect(openStatus(office, new Date("2026-11-23T01:30:00Z"))?.open).toBe(true);
    expect(openStatus("Open 24 hours, daily", manila("2026-11-22T03:00:00"))).toEqual({ open: true, text: "Open 24 hours" });
    expect(openStatus("8:00 AM - 5:00 PM, Mon-Fri; 24/7 for emergencies", manila("2026-11-22T12:00:00"))?.open).toBe(false);
    expect(openStatus("whenever", manila("2026-11-22T12:00:00"))).toBeNull();
  });
});
